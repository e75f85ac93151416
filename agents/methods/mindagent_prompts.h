#pragma once
// The texts of MindAgent's dispatcher chat (cuisineworld.md §3.2, §4.4, §4.5) that the method builds
// itself; the rules, the demo, the info messages and each step's state come from the world
// (promptFields RULES, DEMO, HUMAN_INFO and the observation).

#include <string>
#include <string_view>
#include <vector>

#include "agents/models/chat_model.h"

namespace craftmate::agents::methods {

// Every match of the reference's regex `((noop|goto|put|activate|get)_agent\d+(_[a-zA-Z0-9_]+)?)` in
// textual order (Python's findall over the whole reply).
std::vector<std::string> extractDispatcherCommands(std::string_view reply);

// The demo's chat turns: the text split on "***\n" lines, alternating user / assistant from a user
// turn. `pairs` > 0 keeps only the first `pairs` (state, action) exchanges (the paper's "few-step"
// ablation keeps 2); 0 keeps all.
std::vector<Turn> demoTurns(std::string_view demoText, int pairs);

// The fixed-horizon memory (§4.5): after the fixed prefix (demo + info message) the chat holds at most
// `exchanges` past (state, action) pairs plus the current state; the oldest pair is dropped first.
class DispatcherMemory {
 public:
  explicit DispatcherMemory(int exchanges) : exchanges_(exchanges) {}
  void addState(std::string prompt);
  void addAction(std::string commands);
  void clear() { turns_.clear(); }
  const std::vector<Turn>& turns() const { return turns_; }

 private:
  int exchanges_;
  std::vector<Turn> turns_;
};

// The assistant turn the reference keeps: the extracted commands, one per line, ending in "\n".
std::string rememberedAction(const std::vector<std::string>& commands);

}  // namespace craftmate::agents::methods
