#pragma once
// Builds the HTTP providers from a profile's model / embedding fields with a given retry policy
// (model_factory.cpp uses the defaults; tests shorten them). Included by model_factory.cpp and tests.

#include <memory>

#include <boost/asio/any_io_executor.hpp>
#include <nlohmann/json.hpp>

#include "agents/models/api_table.h"
#include "agents/models/chat_model.h"
#include "agents/models/http_client.h"

namespace craftmate::agents {

class KeyStore;

// The api's key to send with requests to the model's url, or "" (then `note` may say why a key the
// store has is held back). Throws std::invalid_argument when the model asks for the key to go over
// plain http to another machine. The rules: provider_factory.cpp, docs/reliability.md.
std::string keyToSend(const ApiInfo& info, const ModelSpec& spec, const KeyStore& keys, std::string& note);

std::shared_ptr<ChatModel> makeHttpChatModel(const nlohmann::json& modelField, const KeyStore& keys,
                                             boost::asio::any_io_executor executor, const RetryPolicy& retry);

// nullptr when the profile implies no supported embedding model (a warning goes to stderr).
std::shared_ptr<EmbeddingModel> makeHttpEmbeddingModel(const nlohmann::json& profile, const KeyStore& keys,
                                                       boost::asio::any_io_executor executor, const RetryPolicy& retry);

}  // namespace craftmate::agents
