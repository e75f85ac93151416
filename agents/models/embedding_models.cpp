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

namespace {

struct EmbeddingCall {
  std::string url;
  json body;
  std::vector<std::pair<std::string, std::string>> headers;
};

// The request for one wire format (plain code, so the coroutine below stays one straight line).
EmbeddingCall buildCall(EmbeddingWire wire, const ProviderSetup& setup, const std::string& text) {
  EmbeddingCall c;
  c.headers = {{"Content-Type", "application/json"}};
  switch (wire) {
    case EmbeddingWire::OpenAi:
      if (!setup.key.empty()) c.headers.emplace_back("Authorization", "Bearer " + setup.key);
      c.headers.insert(c.headers.end(), setup.extraHeaders.begin(), setup.extraHeaders.end());
      c.url = setup.baseUrl + "/embeddings";
      // gpt.js cuts the input to 8191 characters (the token limit, conservatively in chars).
      c.body = {{"model", setup.model}, {"input", text.substr(0, 8191)}, {"encoding_format", "float"}};
      break;
    case EmbeddingWire::Gemini:
      c.headers.emplace_back("x-goog-api-key", setup.key);
      c.url = setup.baseUrl + "/v1beta/models/" + setup.model + ":embedContent";
      c.body = {{"model", "models/" + setup.model}, {"content", {{"parts", json::array({{{"text", text}}})}}}};
      break;
    case EmbeddingWire::Ollama:
      // Ollama's /api/embeddings reads "prompt" (MINDcraft sends "input", which that endpoint ignores).
      c.url = setup.baseUrl + "/api/embeddings";
      c.body = {{"model", setup.model}, {"prompt", text}};
      break;
  }
  return c;
}

std::vector<float> readReply(EmbeddingWire wire, const json& reply, const std::string& what) {
  switch (wire) {
    case EmbeddingWire::OpenAi: return readVector(reply.at("data").at(0).at("embedding"), what);
    case EmbeddingWire::Gemini: return readVector(reply.at("embedding").at("values"), what);
    case EmbeddingWire::Ollama: return readVector(reply.at("embedding"), what);
  }
  throw std::runtime_error(what + ": unknown wire format");
}

}  // namespace

boost::asio::awaitable<std::vector<float>> HttpEmbeddingModel::embed(std::string text) {
  const std::string what = "embedding " + call_.describe();
  const EmbeddingCall c = buildCall(wire_, setup_, text);
  const json reply = co_await call_.postJson(c.url, c.body, c.headers);
  try {
    co_return readReply(wire_, reply, what);
  } catch (const json::exception& e) {
    throw std::runtime_error(call_.scrub(what + ": unexpected reply shape: " + e.what()));
  }
}

}  // namespace craftmate::agents
