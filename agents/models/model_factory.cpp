#include "agents/models/model_factory.h"

#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include "agents/models/provider_factory.h"

namespace craftmate::agents {

KeyStore::KeyStore(const std::string& keysJsonPath) {
  if (keysJsonPath.empty()) return;
  std::ifstream in(keysJsonPath);
  if (!in) return;
  try {
    keys_ = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception&) {
    throw std::runtime_error(keysJsonPath + " is not valid JSON; it must be an object of key names to keys");
  }
  if (!keys_.is_object()) throw std::runtime_error(keysJsonPath + " must be a JSON object of key names to keys");
}

bool KeyStore::has(const std::string& name) const {
  if (keys_.contains(name) && keys_[name].is_string() && !keys_[name].get<std::string>().empty()) return true;
  const char* env = std::getenv(name.c_str());
  return env != nullptr && *env != '\0';
}

std::string KeyStore::get(const std::string& name) const {
  if (keys_.contains(name) && keys_[name].is_string() && !keys_[name].get<std::string>().empty()) {
    return keys_[name].get<std::string>();
  }
  if (const char* env = std::getenv(name.c_str()); env != nullptr && *env != '\0') return env;
  throw std::runtime_error("API key \"" + name + "\" not found in keys.json or environment variables!");
}

bool isScriptedModel(const nlohmann::json& modelField) {
  if (modelField.is_string()) return modelField.get<std::string>() == "scripted";
  if (modelField.is_object()) return modelField.value("api", "") == "scripted";
  return false;
}

std::shared_ptr<ChatModel> makeChatModel(const nlohmann::json& modelField, const KeyStore& keys,
                                         boost::asio::any_io_executor executor) {
  return makeHttpChatModel(modelField, keys, std::move(executor), RetryPolicy{});
}

std::shared_ptr<EmbeddingModel> makeEmbeddingModel(const nlohmann::json& profile, const KeyStore& keys,
                                                   boost::asio::any_io_executor executor) {
  return makeHttpEmbeddingModel(profile, keys, std::move(executor), RetryPolicy{});
}

}  // namespace craftmate::agents
