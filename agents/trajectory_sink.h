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

// One attempt of !newAction's coder (agents/minecraft/coder.h): the code as the model wrote it
// and what became of it.
struct CodeAttempt {
  std::string agent;
  int attempt = 0;       // 1..5 within one !newAction
  std::string code;
  std::string outcome;   // "lint_error", "threw", "success", "interrupted"
  std::string feedback;  // the text the coder added or returned for it
};

class TrajectorySink {
 public:
  virtual ~TrajectorySink() = default;
  virtual void modelCall(const ModelCall& call) = 0;
  virtual void command(const CommandRecord& record) = 0;
  virtual void message(const MessageRecord& record) = 0;
  // Sinks that keep no code attempts (text worlds never make any) ignore them.
  virtual void codeAttempt(const CodeAttempt& attempt) { (void)attempt; }
};

}  // namespace craftmate::agents
