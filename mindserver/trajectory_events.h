#pragma once
// A run's trajectory records (model calls, commands, bot-to-bot messages) as the page's events, one
// shape for the live stream and for a finished job's timeline; and the sink that streams them to a
// MindServer while passing them on to the run store.

#include <nlohmann/json.hpp>

#include "agents/trajectory_sink.h"

namespace craftmate::mindserver {

class MindServer;

// {"type": "model_call", agent, purpose, model, system, turns [{role, content}], reply}
nlohmann::json eventJson(const agents::ModelCall& call);
// {"type": "command", agent, command, output, accepted}
nlohmann::json eventJson(const agents::CommandRecord& record);
// {"type": "bot_message", from, to, text}
nlohmann::json eventJson(const agents::MessageRecord& record);

// Publishes every record to `server` (when set; tagged "job": `job` when one is given) and hands it
// on to `next` (the run store, when set). Model calls (whole prompts) are published only while a
// page is open: nobody watching costs little.
class StreamingSink final : public agents::TrajectorySink {
 public:
  StreamingSink(MindServer* server, agents::TrajectorySink* next, std::string job = {})
      : server_(server), next_(next), job_(std::move(job)) {}
  void modelCall(const agents::ModelCall& call) override;
  void command(const agents::CommandRecord& record) override;
  void message(const agents::MessageRecord& record) override;
  // Not shown on the page; handed on to the run store.
  void codeAttempt(const agents::CodeAttempt& attempt) override {
    if (next_) next_->codeAttempt(attempt);
  }

 private:
  void publish(nlohmann::json event);

  MindServer* server_;
  agents::TrajectorySink* next_;
  std::string job_;
};

}  // namespace craftmate::mindserver
