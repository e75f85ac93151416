#pragma once
// Embeddings (§7.4): OpenAI-compatible POST <base>/embeddings, Gemini embedContent, Ollama
// /api/embeddings. Each throws std::runtime_error (key-free) on failure so callers fall back to
// word overlap.

#include "agents/models/chat_model.h"
#include "agents/models/provider_call.h"

namespace craftmate::agents {

enum class EmbeddingWire { OpenAi, Gemini, Ollama };

class HttpEmbeddingModel : public EmbeddingModel {
 public:
  HttpEmbeddingModel(boost::asio::any_io_executor executor, EmbeddingWire wire, ProviderSetup setup);
  boost::asio::awaitable<std::vector<float>> embed(std::string text) override;
  std::string describe() const override { return call_.describe(); }

 private:
  EmbeddingWire wire_;
  ProviderSetup setup_;
  ProviderCall call_;
};

}  // namespace craftmate::agents
