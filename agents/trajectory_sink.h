#pragma once
// Where a run's trajectory goes: every model call (system prompt, turns, reply), every command with
// its output, every message between agents. The run store in memory/ writes them to sqlite; the SFT
// exporter reads them back (one chat example per assistant reply).

#include <string>
#include <vector>

#include "agents/models/chat_model.h"

namespace craftmate::agents {

struct ModelCall {
  std::string agent;
  std::string purpose;  // "conversing", "saving_memory", "bot_responder", or a paper method's name
  std::string model;    // ChatModel::describe()
  std::string system;
  std::vector<Turn> turns;
  std::string reply;
};

struct CommandRecord {
  std::string agent;
  std::string command;  // the text the world received
  std::string output;
  bool accepted = true;
};

struct MessageRecord {
  std::string from;
  std::string to;
  std::string text;
};

class TrajectorySink {
 public:
  virtual ~TrajectorySink() = default;
  virtual void modelCall(const ModelCall& call) = 0;
  virtual void command(const CommandRecord& record) = 0;
  virtual void message(const MessageRecord& record) = 0;
};

}  // namespace craftmate::agents
