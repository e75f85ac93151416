#pragma once
// The providers with their own wire formats (§7.4): Anthropic Messages, Google Gemini
// generateContent, and Ollama's native /api/chat.

#include "agents/models/api_table.h"
#include "agents/models/chat_model.h"
#include "agents/models/provider_call.h"

namespace craftmate::agents {

// POST <base>/v1/messages with x-api-key and anthropic-version; system as a top-level field.
class AnthropicModel : public ChatModel {
 public:
  AnthropicModel(boost::asio::any_io_executor executor, ProviderSetup setup);
  boost::asio::awaitable<std::string> sendRequest(std::vector<Turn> turns, std::string systemMessage) override;
  std::string describe() const override { return call_.describe(); }
  nlohmann::json requestBody(const std::vector<Turn>& turns, const std::string& systemMessage) const;

 private:
  ProviderSetup setup_;
  ProviderCall call_;
};

// POST <base>/v1beta/models/<model>:generateContent with x-goog-api-key (never in the URL, so the
// key cannot leak through a logged address).
class GeminiModel : public ChatModel {
 public:
  GeminiModel(boost::asio::any_io_executor executor, ProviderSetup setup);
  boost::asio::awaitable<std::string> sendRequest(std::vector<Turn> turns, std::string systemMessage) override;
  std::string describe() const override { return call_.describe(); }
  nlohmann::json requestBody(const std::vector<Turn>& turns, const std::string& systemMessage) const;

 private:
  ProviderSetup setup_;
  ProviderCall call_;
};

// POST <base>/api/chat, stream false; <think> blocks removed, an unterminated one re-requested.
class OllamaModel : public ChatModel {
 public:
  OllamaModel(boost::asio::any_io_executor executor, ProviderSetup setup);
  boost::asio::awaitable<std::string> sendRequest(std::vector<Turn> turns, std::string systemMessage) override;
  std::string describe() const override { return call_.describe(); }
  nlohmann::json requestBody(const std::vector<Turn>& turns, const std::string& systemMessage) const;

 private:
  ProviderSetup setup_;
  ProviderCall call_;
};

}  // namespace craftmate::agents
