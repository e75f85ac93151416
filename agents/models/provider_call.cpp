#include "agents/models/provider_call.h"

#include <iostream>

namespace craftmate::agents {

ProviderCall::ProviderCall(boost::asio::any_io_executor executor, const ProviderSetup& setup)
    : http_(std::move(executor), setup.retry), api_(setup.api), model_(setup.model), key_(setup.key),
      keyName_(setup.keyName), keyNote_(setup.keyNote) {}

std::string ProviderCall::scrub(const std::string& text) const { return scrubSecrets(text, {key_}); }

void ProviderCall::reportFailure(const std::string& what) {
  lastError_ = scrub(what);
  std::cerr << "[model " << describe() << "] " << lastError_ << "\n";
}

namespace {

// The provider's own words from an error body: OpenAI/Anthropic/Gemini {"error": {"message"}},
// Ollama {"error": "..."}; else the start of the body.
std::pair<std::string, std::string> errorReason(const std::string& body) {
  try {
    const auto j = nlohmann::json::parse(body);
    if (j.is_object() && j.contains("error")) {
      const auto& e = j["error"];
      if (e.is_string()) return {e.get<std::string>(), ""};
      if (e.is_object()) {
        std::string code;
        if (e.contains("code") && e["code"].is_string()) code = e["code"].get<std::string>();
        else if (e.contains("type") && e["type"].is_string()) code = e["type"].get<std::string>();
        else if (e.contains("status") && e["status"].is_string()) code = e["status"].get<std::string>();
        return {e.value("message", e.dump()), code};
      }
    }
  } catch (const nlohmann::json::exception&) {
  }
  return {body.substr(0, 300), ""};
}

}  // namespace

boost::asio::awaitable<nlohmann::json> ProviderCall::postJson(const std::string& url, const nlohmann::json& body,
                                                              std::vector<std::pair<std::string, std::string>> headers) {
  HttpRequest request;
  request.url = url;
  request.headers = std::move(headers);
  request.body = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  request.secrets = {key_};
  const std::string where = api_ + " " + url.substr(0, url.find('?'));
  HttpResponse response;
  try {
    response = co_await http_.send(std::move(request));
  } catch (const HttpError& e) {
    throw ProviderError(scrub(api_ + ": " + e.what()), 0, "");
  } catch (const std::invalid_argument& e) {
    throw ProviderError(scrub(api_ + ": " + e.what() + " (check the model's \"url\")"), 0, "");
  }
  if (response.status < 200 || response.status >= 300) {
    auto [reason, code] = errorReason(response.body);
    std::string hint;
    if (response.status == 401 || response.status == 403) {
      hint = !keyNote_.empty()  ? " " + keyNote_ + "."
             : keyName_.empty() ? " Check that the server accepts requests without a key."
                                : " Check " + keyName_ + " in keys.json or the environment.";
    } else if (response.status == 404) {
      hint = " Check the model name \"" + model_ + "\" and the \"url\".";
    } else if (response.status == 429 || response.status >= 500) {
      hint = " Gave up after " + std::to_string(response.attempts) + " attempt(s).";
    }
    throw ProviderError(scrub(where + " answered HTTP " + std::to_string(response.status) + " " + response.reason + ": " +
                              reason + "." + hint),
                        response.status, code);
  }
  try {
    co_return nlohmann::json::parse(response.body);
  } catch (const nlohmann::json::exception&) {
    throw ProviderError(scrub(where + " replied with malformed JSON (starts: " + response.body.substr(0, 120) + ")"),
                        response.status, "");
  }
}

std::string stripThinkBlocks(const std::string& text, bool firstOnly) {
  std::string out = text;
  for (size_t from = 0;;) {
    const size_t open = out.find("<think>", from);
    if (open == std::string::npos) break;
    const size_t close = out.find("</think>", open);
    if (close == std::string::npos) break;
    out.erase(open, close + 8 - open);
    from = open;
    if (firstOnly) break;
  }
  // Trim what the removal left at the ends.
  const size_t begin = out.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return "";
  return out.substr(begin, out.find_last_not_of(" \t\r\n") - begin + 1);
}

bool hasUnterminatedThink(const std::string& text) {
  const size_t open = text.rfind("<think>");
  return open != std::string::npos && text.find("</think>", open) == std::string::npos;
}

}  // namespace craftmate::agents
