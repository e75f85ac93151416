#pragma once
// Builds the model a profile names (mindcraft.md §7.4-§7.6): `"model": "gpt-4o"` (the API inferred
// from the name, as MINDcraft's _selectAPI does) or `{"api": ..., "model": ..., "url": ...,
// "params": {...}}`. Keys come from keys.json or the environment (KeyStore). `scripted` is not made
// here: it needs the world's scripted player, which the run wires in.

#include <memory>
#include <string>

#include <boost/asio/any_io_executor.hpp>
#include <nlohmann/json.hpp>

#include "agents/models/chat_model.h"

namespace craftmate::agents {

// API keys by MINDcraft's names: keys.json first, then the environment. A key is never printed.
class KeyStore {
 public:
  // `keysJsonPath` may be empty or name a missing file (then only the environment is used).
  explicit KeyStore(const std::string& keysJsonPath = "");
  // Throws std::runtime_error: API key "<name>" not found in keys.json or environment variables!
  std::string get(const std::string& name) const;
  bool has(const std::string& name) const;

 private:
  nlohmann::json keys_ = nlohmann::json::object();
};

// True when the profile's model field means the scripted player.
bool isScriptedModel(const nlohmann::json& modelField);

// Throws std::invalid_argument naming the field and the reason for an unusable model field, and
// std::runtime_error for a missing key.
std::shared_ptr<ChatModel> makeChatModel(const nlohmann::json& modelField, const KeyStore& keys,
                                         boost::asio::any_io_executor executor);

// The profile's "code_model" (same forms as "model"; MINDcraft's coder writes code with it), or
// nullptr when the profile has none (the chat model codes). Errors as makeChatModel's, prefixed
// with "code_model: ".
std::shared_ptr<ChatModel> makeCodeModel(const nlohmann::json& profile, const KeyStore& keys,
                                         boost::asio::any_io_executor executor);

// The embedding model a profile implies (its "embedding" field, else the chat API's), or nullptr
// when there is none (retrieval then uses word overlap / BM25).
std::shared_ptr<EmbeddingModel> makeEmbeddingModel(const nlohmann::json& profile, const KeyStore& keys,
                                                   boost::asio::any_io_executor executor);

}  // namespace craftmate::agents
