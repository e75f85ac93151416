#include "agents/models/openai_compatible_model.h"

#include "agents/turn_text.h"

namespace craftmate::agents {

using nlohmann::json;

namespace {

json toJson(const std::vector<Turn>& turns) {
  json out = json::array();
  for (const Turn& t : turns) out.push_back({{"role", t.role}, {"content", t.content}});
  return out;
}

bool containsCi(std::string text, const std::string& lowerPart) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text.find(lowerPart) != std::string::npos;
}

}  // namespace

json formatMessages(TurnFormat format, const std::string& model, const std::vector<Turn>& turns,
                    const std::string& systemMessage) {
  if (format == TurnFormat::StrictIfDeepseekOrQwen) {
    format = containsCi(model, "deepseek") || containsCi(model, "qwen") ? TurnFormat::StrictAll : TurnFormat::Raw;
  }
  std::vector<Turn> withSystem;
  withSystem.push_back({"system", systemMessage});
  switch (format) {
    case TurnFormat::StrictAll:
      withSystem.insert(withSystem.end(), turns.begin(), turns.end());
      return toJson(strictFormat(withSystem));
    case TurnFormat::StrictTurns: {
      const auto strict = strictFormat(turns);
      withSystem.insert(withSystem.end(), strict.begin(), strict.end());
      return toJson(withSystem);
    }
    default:
      withSystem.insert(withSystem.end(), turns.begin(), turns.end());
      return toJson(withSystem);
  }
}

OpenAiCompatibleModel::OpenAiCompatibleModel(boost::asio::any_io_executor executor, ApiInfo info, ProviderSetup setup)
    : info_(std::move(info)), setup_(std::move(setup)), call_(std::move(executor), setup_) {
  headers_.emplace_back("Content-Type", "application/json");
  if (!setup_.key.empty()) headers_.emplace_back("Authorization", "Bearer " + setup_.key);
  headers_.insert(headers_.end(), setup_.extraHeaders.begin(), setup_.extraHeaders.end());
}

json OpenAiCompatibleModel::requestBody(const std::vector<Turn>& turns, const std::string& systemMessage) const {
  json body = {{"model", setup_.model}, {"messages", formatMessages(info_.format, setup_.model, turns, systemMessage)}};
  // o1-family models reject a stop field (MINDcraft's gpt.js drops it for them).
  const bool dropStop = info_.api == "openai" && setup_.model.find("o1") != std::string::npos;
  if (!info_.stop.is_null() && !dropStop) body["stop"] = info_.stop;
  if (info_.passParams) {
    for (const auto& [name, value] : setup_.params.items()) body[name] = value;
  }
  if (info_.api == "groq") {
    // groq.js: max_tokens is called max_completion_tokens there (default 4000); tools are not sent.
    body["max_completion_tokens"] = setup_.params.value("max_tokens", json(4000));
    body.erase("max_tokens");
    body.erase("tools");
    body["stream"] = false;
  } else if (info_.api == "hyperbolic") {
    body["max_tokens"] = 8192;
    body["temperature"] = 0.7;
    body["top_p"] = 0.9;
    body["stream"] = false;
  }
  return body;
}

boost::asio::awaitable<std::string> OpenAiCompatibleModel::sendRequest(std::vector<Turn> turns, std::string systemMessage) {
  const std::string url = setup_.baseUrl + "/chat/completions";
  for (;;) {
    bool overflow = false;
    try {
      const json reply = co_await call_.postJson(url, requestBody(turns, systemMessage), headers_);
      if (!reply.contains("choices") || !reply["choices"].is_array() || reply["choices"].empty()) {
        throw ProviderError(call_.scrub(info_.api + ": reply has no choices: " + reply.dump().substr(0, 200)), 200, "");
      }
      const json& choice = reply["choices"][0];
      if (choice.value("finish_reason", json()).is_string() && choice["finish_reason"] == "length") {
        throw ProviderError(info_.api + ": context length exceeded (finish_reason \"length\")", 200,
                            "context_length_exceeded");
      }
      std::string content;
      if (choice.contains("message") && choice["message"].contains("content") && choice["message"]["content"].is_string()) {
        content = choice["message"]["content"].get<std::string>();
      }
      if (info_.think != ThinkStrip::None) content = stripThinkBlocks(content, info_.think == ThinkStrip::FirstSpan);
      if (info_.api == "xai") {
        for (size_t at; (at = content.find("<|separator|>")) != std::string::npos;) content.replace(at, 13, "*no response*");
      }
      co_return content;
    } catch (const ProviderError& e) {
      if (e.code() == "context_length_exceeded" && turns.size() > 1) {
        overflow = true;
      } else {
        call_.reportFailure(e.what());
        co_return kBrainDisconnected;
      }
    } catch (const std::exception& e) {
      call_.reportFailure(info_.api + ": unreadable reply: " + e.what());
      co_return kBrainDisconnected;
    }
    if (overflow) {
      // §7.4: retry with the oldest turn dropped while more than one turn is left.
      call_.reportFailure(info_.api + ": context length exceeded, retrying without the oldest turn");
      turns.erase(turns.begin());
    }
  }
}

}  // namespace craftmate::agents
