#pragma once
// The `scripted` model: a world's scripted player (agents::Policy) behind the ChatModel interface,
// so offline runs, CI and SFT data generation go through exactly the loop an LLM does. The policy
// sees the agent's observation and the output of its last command, never the world's state.

#include <functional>
#include <memory>

#include "agents/models/chat_model.h"
#include "agents/policy.h"

namespace craftmate::agents {

class ScriptedModel : public ChatModel {
 public:
  ScriptedModel(std::shared_ptr<Policy> policy, int agent, std::function<std::string()> observe,
                std::function<std::string()> lastFeedback)
      : policy_(std::move(policy)), agent_(agent), observe_(std::move(observe)), feedback_(std::move(lastFeedback)) {}

  boost::asio::awaitable<std::string> sendRequest(std::vector<Turn> turns, std::string systemMessage) override;
  std::string describe() const override { return "scripted"; }

 private:
  std::shared_ptr<Policy> policy_;
  int agent_;
  std::function<std::string()> observe_;
  std::function<std::string()> feedback_;
};

}  // namespace craftmate::agents
