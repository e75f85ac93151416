#pragma once
// The per-API facts of mindcraft.md §7.4 as data (key name, default base URL and model, how turns
// are formatted, the stop sequence, whether profile params are passed, <think> stripping), the
// `_selectAPI` inference from a model string, and the profile's model field read into a ModelSpec.
// Included only by agents/models/*.cpp and tests.

#include <string>

#include <nlohmann/json.hpp>

namespace craftmate::agents {

// How the system message and turns become the request's messages.
enum class TurnFormat {
  Raw,          // [system] + turns
  StrictAll,    // strictFormat([system] + turns): the system prompt becomes a "SYSTEM: " user turn
  StrictTurns,  // [system] + strictFormat(turns)
  StrictIfDeepseekOrQwen,  // vllm: StrictAll when the model name contains deepseek or qwen, else Raw
};

enum class ThinkStrip { None, AllBlocks, FirstSpan };

enum class Transport { OpenAiChat, AnthropicMessages, GeminiGenerate, OllamaChat, Unsupported };

struct ApiInfo {
  std::string api;
  Transport transport = Transport::OpenAiChat;
  std::string keyName;       // empty: no key
  std::string defaultUrl;
  std::string defaultModel;  // empty: the profile must name one
  TurnFormat format = TurnFormat::StrictAll;
  nlohmann::json stop;       // null: no stop field
  bool passParams = true;
  ThinkStrip think = ThinkStrip::None;
  std::string embeddingModel;  // empty: no embeddings for this api
};

// nullptr for an api the table does not know.
const ApiInfo* findApi(const std::string& api);

// MINDcraft's _selectAPI: the api a bare model string implies (first match wins). Throws
// std::invalid_argument "Unknown model: <m>" when nothing matches.
std::string selectApi(const std::string& model);

// The model string with the routing prefix (ollama/, groq/, openrouter/, vllm/, ...) removed.
std::string stripApiPrefix(const std::string& model);

struct ModelSpec {
  std::string api;
  std::string model;
  std::string url;  // empty: the api's default
  nlohmann::json params = nlohmann::json::object();
  // "send_key": true lets the api's key go to a custom https url on another host (a proxy the
  // user trusts); without it the key goes only to the api's own host over https and to loopback.
  bool sendKey = false;
};

// Reads a profile's "model" field: "gpt-4o" or {"api", "model", "url", "params"} (also as JSON text,
// as `--model '{"api": ...}'` gives it). Throws
// std::invalid_argument naming what is wrong.
ModelSpec parseModelField(const nlohmann::json& field);

}  // namespace craftmate::agents
