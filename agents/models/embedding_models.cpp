#include "agents/models/embedding_models.h"

namespace craftmate::agents {

using nlohmann::json;

HttpEmbeddingModel::HttpEmbeddingModel(boost::asio::any_io_executor executor, EmbeddingWire wire, ProviderSetup setup)
    : wire_(wire), setup_(std::move(setup)), call_(std::move(executor), setup_) {}

namespace {

std::vector<float> readVector(const json& values, const std::string& what) {
  if (!values.is_array() || values.empty()) throw std::runtime_error(what + ": reply has no embedding values");
  std::vector<float> out;
  out.reserve(values.size());
  for (const json& v : values) {
    if (!v.is_number()) throw std::runtime_error(what + ": embedding holds a non-number");
    out.push_back(v.get<float>());
  }
  return out;
}

}  // namespace

boost::asio::awaitable<std::vector<float>> HttpEmbeddingModel::embed(std::string text) {
  std::vector<std::pair<std::string, std::string>> headers = {{"Content-Type", "application/json"}};
  const std::string what = "embedding " + call_.describe();
  json reply;
  try {
    switch (wire_) {
      case EmbeddingWire::OpenAi: {
        if (!setup_.key.empty()) headers.emplace_back("Authorization", "Bearer " + setup_.key);
        headers.insert(headers.end(), setup_.extraHeaders.begin(), setup_.extraHeaders.end());
        // gpt.js cuts the input to 8191 characters (the token limit, conservatively in chars).
        const json body = {{"model", setup_.model}, {"input", text.substr(0, 8191)}, {"encoding_format", "float"}};
        reply = co_await call_.postJson(setup_.baseUrl + "/embeddings", body, headers);
        co_return readVector(reply.at("data").at(0).at("embedding"), what);
      }
      case EmbeddingWire::Gemini: {
        headers.emplace_back("x-goog-api-key", setup_.key);
        const json body = {{"model", "models/" + setup_.model}, {"content", {{"parts", json::array({{{"text", text}}})}}}};
        reply = co_await call_.postJson(setup_.baseUrl + "/v1beta/models/" + setup_.model + ":embedContent", body, headers);
        co_return readVector(reply.at("embedding").at("values"), what);
      }
      case EmbeddingWire::Ollama: {
        // Ollama's /api/embeddings reads "prompt" (MINDcraft sends "input", which that endpoint ignores).
        const json body = {{"model", setup_.model}, {"prompt", text}};
        reply = co_await call_.postJson(setup_.baseUrl + "/api/embeddings", body, headers);
        co_return readVector(reply.at("embedding"), what);
      }
    }
  } catch (const json::exception& e) {
    throw std::runtime_error(call_.scrub(what + ": unexpected reply shape: " + e.what()));
  }
  throw std::runtime_error(what + ": unknown wire format");
}

}  // namespace craftmate::agents
