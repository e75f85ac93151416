#include "games/coblock/coblock_state.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace craftmate::games::coblock {

std::string_view endReasonName(EndReason reason) {
  switch (reason) {
    case EndReason::Completed:
      return "completed";
    case EndReason::EndTask:
      return "end_task";
    case EndReason::MaxRounds:
      return "max_rounds";
    case EndReason::None:
      break;
  }
  return "none";
}

namespace {
Task checked(Task task) {
  const std::vector<std::string> problems = taskProblems(task);
  if (!problems.empty()) {
    throw std::invalid_argument("CoBlock task '" + task.id + "': " + problems.front());
  }
  return task;
}
}  // namespace

State::State(Task task, Rules rules)
    : task_(checked(std::move(task))),
      rules_(rules),
      target_(task_.target()),
      grid_(task_.bounds, task_.groundY),
      targetGrid_(task_.bounds, task_.groundY) {
  if (rules_.maxActionsPerTurn < 1) throw std::invalid_argument("max_actions_per_turn must be at least 1");
  for (const Block& b : target_) targetGrid_.place(b.pos, b.colour);
  for (int a = 0; a < agentCount(); ++a) inventory_[a] = task_.agents[a].inventory;
  if (rules_.maxRounds > 0) {
    maxRounds_ = rules_.maxRounds;
  } else if (task_.maxRounds > 0) {
    maxRounds_ = task_.maxRounds;
  } else {
    maxRounds_ = std::max(30, 4 * static_cast<int>(target_.size()));
  }
  log_.reserve(2 * static_cast<std::size_t>(maxRounds_) * rules_.maxActionsPerTurn);
  // An empty target is complete before anyone moves.
  if (complete()) endReason_ = EndReason::Completed;
}

std::array<int, 2> State::orderOfRound(int round) const {
  if (agentCount() == 1) return {0, 0};
  if (rules_.turnOrder == TurnOrder::Alternate && round % 2 == 0) return {1, 0};
  return {0, 1};
}

std::vector<int> State::agentsToAct() const {
  std::vector<int> out;
  if (done()) return out;
  if (rules_.turnOrder == TurnOrder::Simultaneous) {
    for (int a = 0; a < agentCount(); ++a) {
      if (!chosen_[a]) out.push_back(a);
    }
    return out;
  }
  out.push_back(orderOfRound(round_)[turnInRound_]);
  return out;
}

bool State::isToAct(int agent) const {
  if (done() || agent < 0 || agent >= agentCount()) return false;
  if (rules_.turnOrder == TurnOrder::Simultaneous) return !chosen_[agent];
  return orderOfRound(round_)[turnInRound_] == agent;
}

Outcome State::check(int agent, const Action& action) const {
  switch (action.type) {
    case ActionType::ParseError:
      return Outcome::ParseError;
    case ActionType::Place: {
      if (!action.colourKnown) return Outcome::UnknownColour;
      const Pos p = action.pos;
      if (!grid_.withinBox(p)) return Outcome::OutOfBounds;
      if (!grid_.aboveGround(p)) return Outcome::BelowGround;
      if (grid_.occupied(p)) return Outcome::Occupied;
      if (countOf(inventory_[agent], action.colour) < 1) return Outcome::NoInventory;
      if (!grid_.supports(p)) return Outcome::Unsupported;
      return Outcome::Ok;
    }
    case ActionType::Break: {
      const Pos p = action.pos;
      if (!grid_.withinBox(p)) return Outcome::OutOfBounds;
      if (!grid_.aboveGround(p)) return Outcome::BelowGround;
      if (!grid_.occupied(p)) return Outcome::EmptyCell;
      if (rules_.removal == RemovalPolicy::RejectIfUnsupported && grid_.removalStrandsNeighbour(p)) {
        return Outcome::WouldFloat;
      }
      return Outcome::Ok;
    }
    case ActionType::Message:
      if (action.text.empty() && !rules_.allowEmptyMessage) return Outcome::EmptyMessage;
      if (rules_.maxMessageChars > 0 && static_cast<int>(action.text.size()) > rules_.maxMessageChars) {
        return Outcome::MessageTooLong;
      }
      return Outcome::Ok;
    case ActionType::Wait:
    case ActionType::EndTask:
      return Outcome::Ok;
  }
  return Outcome::ParseError;
}

std::vector<Action> State::legalMoves(int agent) const {
  std::vector<Action> moves;
  const Bounds& b = task_.bounds;
  for (int y = task_.groundY; y <= b.yMax; ++y) {
    for (int z = b.zMin; z <= b.zMax; ++z) {
      for (int x = b.xMin; x <= b.xMax; ++x) {
        const Pos p{x, y, z};
        if (grid_.occupied(p)) {
          if (rules_.removal == RemovalPolicy::AllowFloating || !grid_.removalStrandsNeighbour(p)) {
            moves.push_back(Action::breakAt(p));
          }
        } else if (grid_.supports(p)) {
          for (Colour c : kAllColours) {
            if (countOf(inventory_[agent], c) > 0) moves.push_back(Action::place(c, p));
          }
        }
      }
    }
  }
  moves.push_back(Action::wait());
  moves.push_back(Action::endTask());
  return moves;
}

Outcome State::execute(int agent, const Action& action) {
  const Outcome outcome = check(agent, action);
  if (outcome == Outcome::Ok) {
    switch (action.type) {
      case ActionType::Place: {
        grid_.place(action.pos, action.colour);
        --countOf(inventory_[agent], action.colour);
        built_.push_back({action.pos, action.colour});
        const bool inTarget = targetGrid_.occupied(action.pos);
        if (inTarget && *targetGrid_.colourAt(action.pos) == action.colour) {
          ++correctBlocks_;
        } else {
          ++strayBlocks_;
        }
        break;
      }
      case ActionType::Break: {
        const Colour was = *grid_.colourAt(action.pos);
        grid_.remove(action.pos);  // the block is gone for good: no refund (spec §3.3)
        built_.erase(std::find_if(built_.begin(), built_.end(),
                                  [&](const Block& blk) { return blk.pos == action.pos; }));
        if (targetGrid_.occupied(action.pos) && *targetGrid_.colourAt(action.pos) == was) {
          --correctBlocks_;
        } else {
          --strayBlocks_;
        }
        break;
      }
      case ActionType::Message:
        dialogue_.push_back({agent, action.text, round_});
        break;
      case ActionType::EndTask:
        endReason_ = EndReason::EndTask;
        break;
      default:
        break;
    }
  }
  log_.push_back({round_, agent, action, outcome});
  if (outcome == Outcome::Ok || rules_.countInvalidInTimesteps) ++timesteps_;
  const bool changesWorld =
      outcome == Outcome::Ok && (action.type == ActionType::Place || action.type == ActionType::Break);
  if (rules_.workload == WorkloadCount::AllActions || changesWorld) ++workload_[agent];
  if (changesWorld && complete()) endReason_ = EndReason::Completed;
  return outcome;
}

std::vector<Outcome> State::applyTurn(int agent, std::span<const Action> actions) {
  if (!isToAct(agent)) {
    throw std::logic_error("CoBlock: agent " + std::to_string(agent + 1) + " is not to act now");
  }
  std::vector<Outcome> outcomes;
  const std::size_t limit = std::min<std::size_t>(actions.size(), rules_.maxActionsPerTurn);
  if (rules_.turnOrder == TurnOrder::Simultaneous) {
    pending_[agent].assign(actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(limit));
    chosen_[agent] = true;
    for (int a = 0; a < agentCount(); ++a) {
      if (!chosen_[a]) return outcomes;
    }
    // Every agent has chosen from the same view; run them in agent order on the live world, so a
    // second agent's placement into a cell the first just filled fails as `occupied`.
    for (int a = 0; a < agentCount() && !done(); ++a) {
      for (const Action& act : pending_[a]) {
        const Outcome o = execute(a, act);
        if (a == agent) outcomes.push_back(o);
        if (done()) break;
      }
    }
    finishRound();
    return outcomes;
  }
  for (std::size_t i = 0; i < limit && !done(); ++i) outcomes.push_back(execute(agent, actions[i]));
  endTurn();
  return outcomes;
}

Outcome State::applyMove(int agent, const Action& action) {
  const std::vector<Outcome> o = applyTurn(agent, std::span<const Action>(&action, 1));
  return o.empty() ? Outcome::Ok : o.front();
}

void State::endTurn() {
  if (done()) return;
  if (++turnInRound_ >= agentCount()) finishRound();
}

void State::finishRound() {
  turnInRound_ = 0;
  chosen_ = {false, false};
  pending_[0].clear();
  pending_[1].clear();
  if (done()) return;
  ++round_;
  if (round_ > maxRounds_) endReason_ = EndReason::MaxRounds;
}

bool State::complete() const {
  const int goalSize = static_cast<int>(target_.size());
  if (rules_.match == MatchMode::Exact || goalSize == 0) {
    return correctBlocks_ == goalSize && (rules_.allowExtraBlocks || strayBlocks_ == 0);
  }
  if (grid_.count() < goalSize || (!rules_.allowExtraBlocks && grid_.count() != goalSize)) return false;
  return matchesTranslated();
}

bool State::matchesTranslated() const {
  // Try every offset that maps G's first block onto a built block of the same colour.
  const Block& anchor = target_.front();
  for (const Block& b : built_) {
    if (b.colour != anchor.colour) continue;
    const int dx = b.pos.x - anchor.pos.x, dy = b.pos.y - anchor.pos.y, dz = b.pos.z - anchor.pos.z;
    if (rules_.match == MatchMode::TranslateKeepGround && dy != 0) continue;
    bool all = true;
    for (const Block& g : target_) {
      const Pos p{g.pos.x + dx, g.pos.y + dy, g.pos.z + dz};
      if (!grid_.valid(p) || grid_.colourAt(p) != std::optional<Colour>(g.colour)) {
        all = false;
        break;
      }
    }
    if (all) return true;  // block count was checked by the caller when extras are not allowed
  }
  return false;
}

}  // namespace craftmate::games::coblock
