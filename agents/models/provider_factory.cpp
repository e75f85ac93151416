#include "agents/models/provider_factory.h"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <stdexcept>

#include <boost/asio/ip/address.hpp>

#include "agents/models/api_table.h"
#include "agents/models/embedding_models.h"
#include "agents/models/http_client.h"
#include "agents/models/model_factory.h"
#include "agents/models/native_chat_models.h"
#include "agents/models/openai_compatible_model.h"

namespace craftmate::agents {

namespace {

std::string withoutTrailingSlash(std::string url) {
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

// "localhost" or a loopback address written as one (a name such as "127.x.example" is not).
bool isLoopback(const std::string& host) {
  boost::system::error_code ec;
  const auto address = boost::asio::ip::make_address(host, ec);
  return host == "localhost" || (!ec && address.is_loopback());
}

std::string lowered(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

ProviderSetup setupFor(const ApiInfo& info, const ModelSpec& spec, const KeyStore& keys, const RetryPolicy& retry) {
  ProviderSetup setup;
  setup.api = spec.api;
  setup.model = spec.model;
  setup.baseUrl = withoutTrailingSlash(spec.url.empty() ? info.defaultUrl : spec.url);
  setup.key = keyToSend(info, spec, keys, setup.keyNote);
  setup.keyName = info.keyName;
  if (!setup.keyNote.empty()) std::cerr << "[model " << spec.api << "/" << spec.model << "] " << setup.keyNote << "\n";
  setup.params = spec.params;
  setup.retry = retry;
  if (spec.api == "openai" && keys.has("OPENAI_ORG_ID")) setup.extraHeaders.emplace_back("OpenAI-Organization", keys.get("OPENAI_ORG_ID"));
  return setup;
}

}  // namespace

// The key for an api: required for hosted apis at their own url. A profile's custom "url" gets the
// key only where it cannot leak (docs/reliability.md "Model keys and retries"): the api's own host
// over https, loopback (the user's machine: local proxies, tests), or another https host when the
// model says "send_key": true. Never over plain http to another machine: asking for that is an
// error; else the request goes without the key and a note says why.
std::string keyToSend(const ApiInfo& info, const ModelSpec& spec, const KeyStore& keys, std::string& note) {
  if (info.keyName.empty()) return "";
  if (spec.url.empty()) return keys.get(info.keyName);  // throws the §7.5 message when missing
  if (!keys.has(info.keyName)) return "";               // a local server needs none
  const UrlParts url = parseUrl(spec.url);
  const std::string host = lowered(url.host);
  if (isLoopback(host)) return keys.get(info.keyName);
  if (!url.tls) {
    if (spec.sendKey)
      throw std::invalid_argument("model \"url\" " + spec.url + " is plain http: craftmate never sends " + info.keyName +
                                  " unencrypted to another machine; use https:// or a loopback url");
    note = info.keyName + " is not sent to " + url.host + " over plain http";
    return "";
  }
  const std::string home = info.defaultUrl.empty() ? "" : lowered(parseUrl(info.defaultUrl).host);
  if (host == home || spec.sendKey) return keys.get(info.keyName);
  note = info.keyName + " is not sent to " + url.host + (home.empty() ? "" : ", which is not " + home) +
         "; add \"send_key\": true to the model to send it there";
  return "";
}

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
