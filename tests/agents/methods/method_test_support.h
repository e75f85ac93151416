#pragma once
// Running a paper method in-process against the local OpenAI-compatible test server
// (tests/agents/models/local_http_server.h) with a real world and a real run store.

#include <deque>
#include <filesystem>
#include <mutex>
#include <string>
#include <vector>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <nlohmann/json.hpp>

#include "agents/methods/agent_method.h"
#include "agents/models/model_factory.h"
#include "local_http_server.h"
#include "memory/run_store.h"

namespace craftmate::agents::methods::testing {

// A chat server that answers with the given replies in order (the last one repeats) and keeps
// every request's messages.
class ScriptedChatServer {
 public:
  explicit ScriptedChatServer(std::vector<std::string> replies)
      : replies_(std::move(replies)), server_([this](const agents::testing::RecordedRequest& r, int) {
          if (r.target != "/v1/chat/completions") return agents::testing::jsonReply({{"error", {{"message", "no"}}}}, 404);
          std::lock_guard lock(mutex_);
          const std::string content = replies_.at(std::min(next_++, replies_.size() - 1));
          return agents::testing::jsonReply(
              {{"choices", nlohmann::json::array({{{"finish_reason", "stop"},
                                                   {"message", {{"role", "assistant"}, {"content", content}}}}})}});
        }) {}

  // "vllm" with a model name that is neither deepseek nor qwen sends the turns as they are.
  nlohmann::json modelField() const {
    return {{"api", "vllm"}, {"url", server_.baseUrl() + "/v1"}, {"model", "paper-test"}};
  }
  // The messages array of each chat request, in order.
  std::vector<nlohmann::json> chats() const {
    std::vector<nlohmann::json> out;
    for (const auto& r : server_.requests()) {
      if (r.target == "/v1/chat/completions") out.push_back(r.json()["messages"]);
    }
    return out;
  }

 private:
  std::mutex mutex_;
  std::vector<std::string> replies_;
  size_t next_ = 0;
  agents::testing::LocalHttpServer server_;
};

// A run store in a fresh temp folder, removed afterwards.
class TempRunStore {
 public:
  TempRunStore() {
    static int counter = 0;
    dir_ = std::filesystem::temp_directory_path() /
           ("craftmate_methods_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    std::filesystem::create_directories(dir_);
    store_ = std::make_unique<memory::RunStore>((dir_ / "run.sqlite").string());
  }
  ~TempRunStore() {
    store_.reset();
    std::filesystem::remove_all(dir_);
  }
  memory::RunStore& store() { return *store_; }

 private:
  std::filesystem::path dir_;
  std::unique_ptr<memory::RunStore> store_;
};

// Plays `method` on `env` with every seat on the server's model; records into `store` if given.
inline EpisodeResult playMethod(const std::string& method, Environment& env, const ScriptedChatServer& server,
                                MethodOptions options = {}, memory::RunStore* store = nullptr, int maxTurns = 2000,
                                int humanAgent = -1, HumanInput human = {}) {
  boost::asio::io_context io;
  auto agentMethod = MethodRegistry::builtIn().create(method, env.name(), std::move(options));
  MethodContext context(env);
  context.sink = store;
  context.maxTurns = maxTurns;
  context.humanAgent = humanAgent;
  context.human = std::move(human);
  const KeyStore keys;
  for (int i = 0; i < env.agentCount(); ++i) {
    context.seats.push_back({"agent" + std::to_string(i), makeChatModel(server.modelField(), keys, io.get_executor())});
    if (store != nullptr) store->addAgent(context.seats.back().name, context.seats.back().model->describe(), {});
  }
  auto future = boost::asio::co_spawn(io, agentMethod->run(context), boost::asio::use_future);
  io.run();
  return future.get();
}

}  // namespace craftmate::agents::methods::testing
