#include "agents/models/native_chat_models.h"

#include "agents/models/openai_compatible_model.h"
#include "agents/turn_text.h"

namespace craftmate::agents {

using nlohmann::json;

namespace {

const std::vector<std::pair<std::string, std::string>> kJson = {{"Content-Type", "application/json"}};

}  // namespace

// ---- Anthropic ------------------------------------------------------------------------------

AnthropicModel::AnthropicModel(boost::asio::any_io_executor executor, ProviderSetup setup)
    : setup_(std::move(setup)), call_(std::move(executor), setup_) {}

json AnthropicModel::requestBody(const std::vector<Turn>& turns, const std::string& systemMessage) const {
  json messages = json::array();
  for (const Turn& t : strictFormat(turns)) messages.push_back({{"role", t.role}, {"content", t.content}});
  json body = {{"model", setup_.model}, {"system", systemMessage}, {"messages", messages}};
  for (const auto& [name, value] : setup_.params.items()) body[name] = value;
  if (!body.contains("max_tokens")) {
    // claude.js: room for the thinking budget plus an answer, else 4096.
    const json& thinking = setup_.params.value("thinking", json());
    if (thinking.is_object() && thinking.contains("budget_tokens") && thinking["budget_tokens"].is_number()) {
      body["max_tokens"] = thinking["budget_tokens"].get<long long>() + 1000;
    } else {
      body["max_tokens"] = 4096;
    }
  }
  return body;
}

boost::asio::awaitable<std::string> AnthropicModel::sendRequest(std::vector<Turn> turns, std::string systemMessage) {
  auto headers = kJson;
  headers.emplace_back("x-api-key", setup_.key);
  headers.emplace_back("anthropic-version", "2023-06-01");
  try {
    const json reply = co_await call_.postJson(setup_.baseUrl + "/v1/messages", requestBody(turns, systemMessage), headers);
    if (reply.contains("content") && reply["content"].is_array()) {
      for (const json& block : reply["content"]) {
        if (block.value("type", "") == "text" && block.contains("text") && block["text"].is_string()) {
          co_return block["text"].get<std::string>();
        }
      }
    }
    co_return "No response from Claude.";
  } catch (const std::exception& e) {
    call_.reportFailure(e.what());
  }
  co_return kBrainDisconnected;
}

// ---- Gemini ---------------------------------------------------------------------------------

GeminiModel::GeminiModel(boost::asio::any_io_executor executor, ProviderSetup setup)
    : setup_(std::move(setup)), call_(std::move(executor), setup_) {}

json GeminiModel::requestBody(const std::vector<Turn>& turns, const std::string& systemMessage) const {
  std::vector<Turn> all{{"system", systemMessage}};
  all.insert(all.end(), turns.begin(), turns.end());
  json contents = json::array();
  for (const Turn& t : strictFormat(all)) {
    contents.push_back({{"role", t.role == "assistant" ? "model" : "user"}, {"parts", json::array({{{"text", t.content}}})}});
  }
  json safety = json::array();
  for (const char* category : {"HARM_CATEGORY_HARASSMENT", "HARM_CATEGORY_HATE_SPEECH", "HARM_CATEGORY_SEXUALLY_EXPLICIT",
                               "HARM_CATEGORY_DANGEROUS_CONTENT", "HARM_CATEGORY_CIVIC_INTEGRITY"}) {
    safety.push_back({{"category", category}, {"threshold", "BLOCK_NONE"}});
  }
  json body = {{"contents", contents}, {"safetySettings", safety}};
  if (!setup_.params.empty()) body["generationConfig"] = setup_.params;
  return body;
}

boost::asio::awaitable<std::string> GeminiModel::sendRequest(std::vector<Turn> turns, std::string systemMessage) {
  auto headers = kJson;
  headers.emplace_back("x-goog-api-key", setup_.key);
  const std::string url = setup_.baseUrl + "/v1beta/models/" + setup_.model + ":generateContent";
  try {
    const json reply = co_await call_.postJson(url, requestBody(turns, systemMessage), headers);
    const json& parts = reply.at("candidates").at(0).at("content").at("parts");
    // gemini.js: "thinking" models put the thoughts in parts[0] and the answer in parts[1].
    if (setup_.model.find("thinking") != std::string::npos && parts.size() > 1) {
      co_return parts.at(1).value("text", "");
    }
    std::string text;
    for (const json& part : parts) text += part.value("text", "");
    co_return text;
  } catch (const std::exception& e) {
    call_.reportFailure(e.what());
  }
  co_return kBrainDisconnected;
}

// ---- Ollama ---------------------------------------------------------------------------------

OllamaModel::OllamaModel(boost::asio::any_io_executor executor, ProviderSetup setup)
    : setup_(std::move(setup)), call_(std::move(executor), setup_) {}

json OllamaModel::requestBody(const std::vector<Turn>& turns, const std::string& systemMessage) const {
  json body = {{"model", setup_.model},
               {"messages", formatMessages(TurnFormat::StrictTurns, setup_.model, turns, systemMessage)},
               {"stream", false}};
  for (const auto& [name, value] : setup_.params.items()) body[name] = value;
  return body;
}

boost::asio::awaitable<std::string> OllamaModel::sendRequest(std::vector<Turn> turns, std::string systemMessage) {
  try {
    // §7.4: a reply cut off inside <think> is asked for again, up to 5 times.
    for (int attempt = 0; attempt < 5; ++attempt) {
      const json reply = co_await call_.postJson(setup_.baseUrl + "/api/chat", requestBody(turns, systemMessage), kJson);
      std::string content = reply.at("message").at("content").get<std::string>();
      if (hasUnterminatedThink(content)) continue;
      co_return stripThinkBlocks(content, false);
    }
    co_return kThoughtTooHard;
  } catch (const std::exception& e) {
    call_.reportFailure(e.what());
  }
  co_return kBrainDisconnected;
}

}  // namespace craftmate::agents
