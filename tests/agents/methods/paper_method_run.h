#pragma once
// Playing a world with a paper agent method whose seats talk to a local OpenAI-compatible server
// (tests/agents/models/local_http_server.h), and reading back the chats the method sent.

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <nlohmann/json.hpp>

#include "agents/methods/agent_method.h"
#include "agents/models/model_factory.h"
#include "local_http_server.h"

namespace craftmate::agents {
// How a chat turn prints in a failed expectation (found by argument-dependent lookup).
inline void PrintTo(const Turn& t, std::ostream* os) { *os << t.role << ": \"" << t.content << "\""; }
}  // namespace craftmate::agents

namespace craftmate::agents::methods::testing {

using agents::testing::LocalHttpServer;
using agents::testing::RecordedRequest;

// An OpenAI-style chat completion whose message is `content`.
inline agents::testing::CannedReply chatReply(const std::string& content) {
  return agents::testing::jsonReply(
      {{"choices", nlohmann::json::array({{{"finish_reason", "stop"},
                                           {"message", {{"role", "assistant"}, {"content", content}}}}})}});
}

// One chat the method sent: its messages as (role, content).
struct SentChat {
  std::vector<Turn> messages;
  const std::string& system() const { return messages.front().content; }
  const std::string& last() const { return messages.back().content; }
};

inline SentChat sentChat(const RecordedRequest& request) {
  SentChat chat;
  const nlohmann::json body = request.json();
  for (const auto& m : body.at("messages")) {
    chat.messages.push_back(Turn{m.at("role").get<std::string>(), m.at("content").get<std::string>()});
  }
  return chat;
}

inline std::vector<SentChat> sentChats(const LocalHttpServer& server) {
  std::vector<SentChat> out;
  for (const RecordedRequest& r : server.requests()) {
    if (r.target == "/v1/chat/completions") out.push_back(sentChat(r));
  }
  return out;
}

// Plays `env` with the registered `method` (every seat on the server's model "test"; the vllm
// API sends the chat as it is, so the tests see the method's exact messages).
inline EpisodeResult playWithMethod(Environment& env, const LocalHttpServer& server, const std::string& method,
                                    MethodOptions options, int maxTurns) {
  boost::asio::io_context io;
  const nlohmann::json model = {{"api", "vllm"}, {"url", server.baseUrl() + "/v1"}, {"model", "test"}};
  MethodContext context(env);
  context.maxTurns = maxTurns;
  for (int a = 0; a < env.agentCount(); ++a) {
    context.seats.push_back(Seat{a == 0 ? "Alice" : "Bob", makeChatModel(model, KeyStore(), io.get_executor())});
  }
  std::unique_ptr<AgentMethod> agentMethod = MethodRegistry::builtIn().create(method, env.name(), std::move(options));
  auto future = boost::asio::co_spawn(io, agentMethod->run(context), boost::asio::use_future);
  io.run();
  return future.get();
}

}  // namespace craftmate::agents::methods::testing
