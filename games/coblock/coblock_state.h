#pragma once
// The state of one CoBlock episode (spec §2.5) and its rules of play (§3): whose turn it is, the
// built structure, private inventories, the public dialogue and action log, and termination.
// Shaped like the Hanabi Learning Environment's state: legalMoves / moveIsLegal / applyMove.

#include <array>
#include <span>
#include <string>
#include <vector>

#include "games/coblock/coblock_action.h"
#include "games/coblock/coblock_grid.h"
#include "games/coblock/coblock_rules.h"
#include "games/coblock/coblock_task.h"

namespace craftmate::games::coblock {

struct LogEntry {
  int round = 0;
  int agent = 0;
  Action action;
  Outcome outcome = Outcome::Ok;
};

struct ChatLine {
  int sender = 0;
  std::string text;
  int round = 0;
};

enum class EndReason { None, Completed, EndTask, MaxRounds };
std::string_view endReasonName(EndReason reason);  // "completed", "end_task", "max_rounds", "none"

class State {
 public:
  // Throws std::invalid_argument when the task is unusable (see taskProblems).
  State(Task task, Rules rules);

  const Task& task() const { return task_; }
  const Rules& rules() const { return rules_; }
  int agentCount() const { return static_cast<int>(task_.agents.size()); }
  const std::vector<Block>& target() const { return target_; }
  const std::vector<Block>& goal(int agent) const { return task_.agents[agent].goal; }
  int maxRounds() const { return maxRounds_; }

  // Agents that must act now: the one whose turn it is, or in simultaneous order every agent that
  // has not chosen yet this round. Empty once the episode is over.
  std::vector<int> agentsToAct() const;
  bool isToAct(int agent) const;
  int round() const { return round_; }
  bool done() const { return endReason_ != EndReason::None; }
  EndReason endReason() const { return endReason_; }

  // Why `action` by `agent` would fail now (Outcome::Ok when it is legal), checked in the order of
  // spec §3.3. Does not look at whose turn it is.
  Outcome check(int agent, const Action& action) const;
  bool moveIsLegal(int agent, const Action& action) const { return check(agent, action) == Outcome::Ok; }
  // Every legal place and break, then wait() and end_task(); messages are free text, so none.
  std::vector<Action> legalMoves(int agent) const;

  // One turn of `agent` (precondition: isToAct(agent)): runs up to maxActionsPerTurn actions in
  // order, stopping after end_task or when the episode ends, and returns their outcomes. An
  // invalid action changes nothing but still uses up its slot. In simultaneous order the actions
  // wait until every agent has chosen, and the returned list is empty for all but the last agent.
  std::vector<Outcome> applyTurn(int agent, std::span<const Action> actions);
  Outcome applyMove(int agent, const Action& action);

  const Grid& grid() const { return grid_; }
  const std::vector<Block>& built() const { return built_; }  // placement order
  const ColourCounts& inventory(int agent) const { return inventory_[agent]; }
  const std::vector<ChatLine>& dialogue() const { return dialogue_; }
  const std::vector<LogEntry>& log() const { return log_; }

  // Task completion timesteps (§7.3): actions of both agents so far (invalid ones too by default).
  int timesteps() const { return timesteps_; }
  // N_a of the workload balance (§7.2), counted as the rules say.
  int workload(int agent) const { return workload_[agent]; }
  // The built structure equals G under the match mode.
  bool complete() const;

 private:
  Outcome execute(int agent, const Action& action);
  void endTurn();
  void finishRound();
  std::array<int, 2> orderOfRound(int round) const;
  bool matchesTranslated() const;

  Task task_;
  Rules rules_;
  std::vector<Block> target_;
  Grid grid_;
  Grid targetGrid_;  // G's colours by cell, for the exact-match counters
  int maxRounds_ = 0;

  int round_ = 1;
  int turnInRound_ = 0;
  EndReason endReason_ = EndReason::None;
  std::vector<Block> built_;
  std::array<ColourCounts, 2> inventory_{};
  std::vector<ChatLine> dialogue_;
  std::vector<LogEntry> log_;
  int timesteps_ = 0;
  std::array<int, 2> workload_{};
  int correctBlocks_ = 0;  // built cells holding G's colour
  int strayBlocks_ = 0;    // built cells outside G or with another colour
  // Simultaneous order: the actions each agent chose this round.
  std::array<std::vector<Action>, 2> pending_;
  std::array<bool, 2> chosen_{};
};

}  // namespace craftmate::games::coblock
