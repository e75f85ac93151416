#pragma once
// Chat completions over the OpenAI wire format (POST <base>/chat/completions) for every api of the
// §7.4 table that speaks it: openai, vllm, Ollama's /v1, llama.cpp server, openrouter, groq,
// deepseek, mistral, xai, qwen, novita, glhf, hyperbolic. The ApiInfo row decides message
// formatting, the stop field, params, and <think> stripping.

#include "agents/models/api_table.h"
#include "agents/models/chat_model.h"
#include "agents/models/provider_call.h"

namespace craftmate::agents {

class OpenAiCompatibleModel : public ChatModel {
 public:
  OpenAiCompatibleModel(boost::asio::any_io_executor executor, ApiInfo info, ProviderSetup setup);
  boost::asio::awaitable<std::string> sendRequest(std::vector<Turn> turns, std::string systemMessage) override;
  std::string describe() const override { return call_.describe(); }
  const std::string& lastError() const { return call_.lastError(); }

  // The request body for these turns (exposed for tests).
  nlohmann::json requestBody(const std::vector<Turn>& turns, const std::string& systemMessage) const;

 private:
  ApiInfo info_;
  ProviderSetup setup_;
  ProviderCall call_;
  std::vector<std::pair<std::string, std::string>> headers_;
};

// The messages array for a turn format (shared with Ollama's native chat).
nlohmann::json formatMessages(TurnFormat format, const std::string& model, const std::vector<Turn>& turns,
                              const std::string& systemMessage);

}  // namespace craftmate::agents
