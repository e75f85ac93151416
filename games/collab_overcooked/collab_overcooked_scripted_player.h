#pragma once
// The scripted Chef and Assistant (issue 3 item 3). They read only the observation text and the
// feedback of their last command, and answer in the paper's output format, so they exercise the
// same path as a model.
//
// Chef: knows the recipe (as the paper's Chef does) in the form of the task's fastest reference
// trajectory; does its own next action as soon as the scene shows it is possible, otherwise
// wait(1); and hands the Assistant its work in phases through request(...) plus a message naming
// the actions, opening a phase when the Assistant's queue is empty and the phase's first input is
// on the counter.
// Assistant: plans exactly what the Chef's latest message asks; when an action is rejected because
// something is not ready yet, it waits one timestep and tries again; otherwise it waits.

#include <memory>
#include <string>
#include <vector>

#include "agents/policy.h"

namespace craftmate::games::collab_overcooked {

class ScriptedOvercookedPlayer : public agents::Policy {
 public:
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;

 private:
  std::string chefReply(const std::string& observation);
  std::string assistantReply(const std::string& observation);

  // Chef's memory of the episode.
  std::string order_;
  int lastScene_ = -1;
  int reference_ = 0;
  std::size_t nextAction_ = 0;     // index into the Chef's reference actions
  std::string lastSeenAction_;     // newest history entry already accounted for
  int lastSeenTime_ = -1;
  std::vector<std::vector<std::string>> phases_;  // the Assistant's work, split at its waits on the Chef
  std::size_t nextPhase_ = 0;
};

std::unique_ptr<agents::Policy> makeScriptedOvercookedPlayer();

}  // namespace craftmate::games::collab_overcooked
