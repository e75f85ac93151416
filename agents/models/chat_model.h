#pragma once
// What the agent runtime asks of a model (mindcraft.md §7.4): a chat reply for a system message and
// a list of turns, and optionally embeddings. Providers (OpenAI-compatible, Anthropic, Gemini,
// Ollama, ...) and the `scripted` model implement it. Calls are asynchronous (Boost.Asio
// coroutines) so many agents share one io_context while they wait on HTTP.

#include <memory>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

namespace craftmate::agents {

// One chat turn: role is "system", "user" or "assistant" (MINDcraft's history roles).
struct Turn {
  std::string role;
  std::string content;
  bool operator==(const Turn&) const = default;
};

class ChatModel {
 public:
  virtual ~ChatModel() = default;
  // The reply text. As in MINDcraft, provider failures become text (e.g. "My brain disconnected,
  // try again.") after retries, so one flaky call never ends an agent; never throws for HTTP errors.
  virtual boost::asio::awaitable<std::string> sendRequest(std::vector<Turn> turns, std::string systemMessage) = 0;
  // "api/model" for logs and run records; never contains a key.
  virtual std::string describe() const = 0;
};

class EmbeddingModel {
 public:
  virtual ~EmbeddingModel() = default;
  // Throws std::runtime_error with the provider's reason on failure (callers fall back to word
  // overlap, as MINDcraft does).
  virtual boost::asio::awaitable<std::vector<float>> embed(std::string text) = 0;
  virtual std::string describe() const = 0;
};

}  // namespace craftmate::agents
