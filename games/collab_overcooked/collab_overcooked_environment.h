#pragma once
// Collab-Overcooked as an agents::Environment (spec §3.5-§3.7, §4.7, §5).
//
// Decision cadence (the authors' baseline): an agent is asked for a plan only when it has nothing
// left to do, or to correct a rejected action. A reply is "<Role> analysis/plan/say" (or a bare
// plan); its actions are queued and run one after the other, each walking one primitive per
// timestep. When no agent has to answer, the world advances by itself, so one act() may cover many
// timesteps. A `say` other than [NOTHING] opens a channel inside the same timestep: the teammate
// answers first, then the initiator, until the initiator's message carries [END]/[NOTHING] or the
// round cap is reached. Requests are message-only annotations scored as IC/RC; the responder's own
// plan is what it executes (spec §3.2, §9.13).

#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "agents/environment.h"
#include "games/collab_overcooked/collab_overcooked_metrics.h"
#include "games/collab_overcooked/collab_overcooked_observation.h"
#include "games/collab_overcooked/collab_overcooked_reply.h"
#include "games/collab_overcooked/collab_overcooked_state.h"
#include "games/collab_overcooked/collab_overcooked_task.h"

namespace craftmate::games::collab_overcooked {

struct EnvironmentOptions {
  double gamma = 1.5;         // time limit factor: the episode may last until int(gamma * T_opt)
  double beta = kDefaultBeta;  // TES weight
  int maxChannelRounds = 3;   // responder answers per channel (the paper gives no number, spec §9.3)
  EngineRules rules;  // `fill_history`, `no_target`, `foreign_fill`
};

class CollabOvercookedEnvironment : public agents::Environment {
 public:
  CollabOvercookedEnvironment(const Task& task, EnvironmentOptions options = {});

  std::string name() const override { return "collab_overcooked"; }
  int agentCount() const override { return kAgentCount; }
  std::vector<int> agentsToAct() const override;
  agents::CommandResult act(int agent, std::string_view text) override;
  std::string commandDocs(int agent) const override;
  std::string observation(int agent) const override;
  std::string goal(int agent) const override;
  std::map<std::string, std::string> promptFields(int agent) const override;
  agents::Score score() const override;
  std::vector<std::string> legalCommands(int agent) const override;

  const OvercookedState& state() const { return state_; }
  const Task& task() const { return *task_; }
  int timeLimit() const { return limit_; }
  bool ended() const { return ended_; }
  const std::vector<CollaborationEvent>& collaborationEvents() const { return events_; }
  // Executed actions of an agent as normalised strings (what TES reads), before any truncation.
  std::vector<std::string> historyStrings(int agent) const;

 private:
  enum class Need { None, Plan, Correction };
  struct AgentRuntime {
    Need need = Need::Plan;
    std::deque<PlanItem> queue;
    std::string currentText;  // the action in progress, as written
    std::string failureBlock;
    std::string environmentErrors;
  };
  struct Message {
    int speaker;
    int turn;
    std::string text;
  };
  struct Channel {
    bool open = false;
    int initiator = 0;
    int responder = 1;
    int waitingFor = 1;
    int turn = 1;
    int responderReplies = 0;
    bool endRequested = false;
    std::vector<Message> messages;
    std::vector<std::string> initiatorPlans;
    std::string responderPlan;  // the responder's first non-empty plan (R̂)
    bool responderPlanSeen = false;
  };

  // Sets the agent's plan and tries to start its first action; returns the feedback.
  agents::CommandResult adoptPlan(int agent, std::vector<PlanItem> items);
  // Starts the head of the agent's queue, or asks for a correction when it is rejected.
  agents::CommandResult startNext(int agent);
  agents::CommandResult reject(int agent, const std::string& actionText, const std::string& message);
  agents::CommandResult channelReply(int agent, const AgentReply& reply);
  void openChannel(int initiator, const AgentReply& reply);
  void closeChannel();
  void decide();
  void advance();
  ObservationContext context(int agent) const;
  std::string plannedText(int agent) const;

  const Task* task_;
  EnvironmentOptions options_;
  OvercookedState state_;
  int limit_;
  bool ended_ = false;
  AgentRuntime runtime_[kAgentCount];
  Channel channel_;
  std::vector<CollaborationEvent> events_;
};

}  // namespace craftmate::games::collab_overcooked
