#include "agents/models/provider_factory.h"

#include <iostream>
#include <stdexcept>

#include "agents/models/api_table.h"
#include "agents/models/embedding_models.h"
#include "agents/models/model_factory.h"
#include "agents/models/native_chat_models.h"
#include "agents/models/openai_compatible_model.h"

namespace craftmate::agents {

namespace {

std::string withoutTrailingSlash(std::string url) {
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

// The key for an api: required for hosted apis; optional when the profile points at its own server
// (a local vLLM / llama.cpp / Ollama-/v1 needs none), sent when present.
std::string keyFor(const ApiInfo& info, const std::string& explicitUrl, const KeyStore& keys) {
  if (info.keyName.empty()) return "";
  if (keys.has(info.keyName)) return keys.get(info.keyName);
  if (!explicitUrl.empty()) return "";
  return keys.get(info.keyName);  // throws the §7.5 message
}

ProviderSetup setupFor(const ApiInfo& info, const ModelSpec& spec, const KeyStore& keys, const RetryPolicy& retry) {
  ProviderSetup setup;
  setup.api = spec.api;
  setup.model = spec.model;
  setup.baseUrl = withoutTrailingSlash(spec.url.empty() ? info.defaultUrl : spec.url);
  setup.key = keyFor(info, spec.url, keys);
  setup.keyName = info.keyName;
  setup.params = spec.params;
  setup.retry = retry;
  if (spec.api == "openai" && keys.has("OPENAI_ORG_ID")) setup.extraHeaders.emplace_back("OpenAI-Organization", keys.get("OPENAI_ORG_ID"));
  return setup;
}

}  // namespace

std::shared_ptr<ChatModel> makeHttpChatModel(const nlohmann::json& modelField, const KeyStore& keys,
                                             boost::asio::any_io_executor executor, const RetryPolicy& retry) {
  ModelSpec spec = parseModelField(modelField);
  const ApiInfo& info = *findApi(spec.api);
  if (spec.api == "mistral" && spec.model.find('/') != std::string::npos) {
    spec.model = spec.model.substr(spec.model.rfind('/') + 1);  // mistral.js: the text after '/'
  }
  switch (info.transport) {
    case Transport::OpenAiChat:
      return std::make_shared<OpenAiCompatibleModel>(executor, info, setupFor(info, spec, keys, retry));
    case Transport::AnthropicMessages:
      return std::make_shared<AnthropicModel>(executor, setupFor(info, spec, keys, retry));
    case Transport::GeminiGenerate:
      return std::make_shared<GeminiModel>(executor, setupFor(info, spec, keys, retry));
    case Transport::OllamaChat:
      return std::make_shared<OllamaModel>(executor, setupFor(info, spec, keys, retry));
    case Transport::Unsupported:
      break;
  }
  throw std::invalid_argument("model api \"" + spec.api + "\" is not supported by craftmate; use an OpenAI-compatible "
                              "endpoint instead, e.g. {\"api\": \"openai\", \"url\": ..., \"model\": ...}");
}

std::shared_ptr<EmbeddingModel> makeHttpEmbeddingModel(const nlohmann::json& profile, const KeyStore& keys,
                                                       boost::asio::any_io_executor executor, const RetryPolicy& retry) {
  if (!profile.is_object() || !profile.contains("model") || isScriptedModel(profile["model"])) return nullptr;
  const ModelSpec chat = parseModelField(profile["model"]);
  ModelSpec spec;
  if (profile.contains("embedding") && !profile["embedding"].is_null()) {
    const auto& e = profile["embedding"];
    if (e.is_string()) {
      spec.api = e.get<std::string>();
    } else if (e.is_object()) {
      spec.api = e.value("api", "");
      spec.model = e.value("model", "");
      spec.url = e.value("url", "");
    } else {
      throw std::invalid_argument("profile \"embedding\" must be an api name or {\"api\", \"model\", \"url\"}");
    }
  } else {
    if (chat.api == "ollama") return nullptr;  // §7.4: an ollama chat model implies no embeddings
    spec.api = chat.api;
    spec.url = chat.url;  // a local OpenAI-compatible server serves its own embeddings
  }
  const ApiInfo* info = findApi(spec.api);
  if (info == nullptr || info->embeddingModel.empty()) {
    std::cerr << "Unsupported embedding: " << spec.api
              << ". Using word-overlap instead, expect reduced performance. Recommend using a supported embedding "
                 "model. See Readme.\n";
    return nullptr;
  }
  if (spec.model.empty()) spec.model = info->embeddingModel;
  const ProviderSetup setup = setupFor(*info, spec, keys, retry);
  const EmbeddingWire wire = info->transport == Transport::GeminiGenerate ? EmbeddingWire::Gemini
                             : info->transport == Transport::OllamaChat   ? EmbeddingWire::Ollama
                                                                          : EmbeddingWire::OpenAi;
  return std::make_shared<HttpEmbeddingModel>(executor, wire, setup);
}

}  // namespace craftmate::agents
