#include "games/coblock/coblock_environment.h"

#include <cmath>

#include "games/coblock/coblock_action_parser.h"
#include "games/coblock/coblock_metrics.h"
#include "games/coblock/coblock_observation.h"

namespace craftmate::games::coblock {

CoBlockEnvironment::CoBlockEnvironment(Task task, Rules rules) : state_(std::move(task), rules) {}

std::string CoBlockEnvironment::describe(int agent, const Action& a, Outcome outcome) const {
  const std::string where = posText(a.pos);
  const int ground = state_.task().groundY;
  switch (outcome) {
    case Outcome::Ok:
      switch (a.type) {
        case ActionType::Place:
          return "ok: placed a " + std::string(colourName(a.colour)) + " block at " + where + "; you have " +
                 std::to_string(countOf(state_.inventory(agent), a.colour)) + " " +
                 std::string(colourName(a.colour)) + " left.";
        case ActionType::Break:
          return "ok: removed the block at " + where + " (it is gone; no block comes back to you).";
        case ActionType::Message:
          return "ok: message sent.";
        case ActionType::Wait:
          return "ok: you waited.";
        case ActionType::EndTask:
          return "ok: you ended the task.";
        case ActionType::ParseError:
          break;
      }
      return "ok.";
    case Outcome::ParseError:
      return "parse_error: " + a.parseError + ". This used up your turn.";
    case Outcome::UnknownColour:
      return "unknown_colour: '" + a.text +
             "' is not a block colour; use red, yellow, purple, green, black or blue. This used up your turn.";
    case Outcome::OutOfBounds: {
      const Bounds& b = state_.task().bounds;
      return "out_of_bounds: " + where + " is outside the build area (x " + std::to_string(b.xMin) + ".." +
             std::to_string(b.xMax) + ", y " + std::to_string(ground) + ".." + std::to_string(b.yMax) + ", z " +
             std::to_string(b.zMin) + ".." + std::to_string(b.zMax) + "). This used up your turn.";
    }
    case Outcome::BelowGround:
      return "below_ground: " + where + " is below the ground plane y=" + std::to_string(ground) +
             ". This used up your turn.";
    case Outcome::Occupied: {
      auto c = state_.grid().colourAt(a.pos);
      return "occupied: there is already a " + std::string(c ? colourName(*c) : "") + " block at " + where +
             "; break it first to put another block there. This used up your turn.";
    }
    case Outcome::NoInventory:
      return "no_inventory: you have no " + std::string(colourName(a.colour)) +
             " blocks; ask your partner to place it. This used up your turn.";
    case Outcome::Unsupported:
      return "unsupported: a block at " + where + " would float; it must be on the ground (y=" +
             std::to_string(ground) +
             ") or touch another block on a face. Build a block next to or below it first. This used up your turn.";
    case Outcome::EmptyCell:
      return "empty_cell: there is no block at " + where + " to break. This used up your turn.";
    case Outcome::WouldFloat:
      return "would_float: removing the block at " + where +
             " would leave a neighbouring block floating; remove that block first. This used up your turn.";
    case Outcome::EmptyMessage:
      return "empty_message: the message is empty; write send_message(message=\"your text\"). This used up "
             "your turn.";
    case Outcome::MessageTooLong:
      return "message_too_long: the message has " + std::to_string(a.text.size()) + " characters, the limit is " +
             std::to_string(state_.rules().maxMessageChars) + ". This used up your turn.";
  }
  return {};
}

agents::CommandResult CoBlockEnvironment::act(int agent, std::string_view text) {
  if (agent < 0 || agent >= state_.agentCount()) {
    return {"error: there is no agent " + std::to_string(agent) + " in this episode (agents are 0.." +
                std::to_string(state_.agentCount() - 1) + ").",
            false};
  }
  if (state_.done()) {
    return {"The task has ended (" + std::string(endReasonName(state_.endReason())) + "); no more actions.", false};
  }
  if (!state_.isToAct(agent)) {
    const std::vector<int> next = state_.agentsToAct();
    return {"not_your_turn: it is " + state_.task().agents[next.front()].name + "'s turn; wait for your partner.",
            false};
  }
  const std::vector<Action> actions = parseActions(text, state_.rules().maxActionsPerTurn);
  const std::vector<Outcome> outcomes = state_.applyTurn(agent, actions);
  agents::CommandResult result;
  if (outcomes.empty()) {
    result.output = "Your action is recorded; it runs when your partner has chosen its action this round.";
    return result;
  }
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    if (!result.output.empty()) result.output += "\n";
    result.output += describe(agent, actions[i], outcomes[i]);
    if (outcomes[i] != Outcome::Ok) result.accepted = false;
  }
  switch (state_.endReason()) {
    case EndReason::Completed:
      result.output += "\nThe target structure is complete. The task is finished.";
      break;
    case EndReason::MaxRounds:
      result.output += "\nThe round limit (" + std::to_string(state_.maxRounds()) + ") is reached. The task is over.";
      break;
    default:
      break;
  }
  return result;
}

std::string CoBlockEnvironment::commandDocs(int) const { return taskDescription(state_); }

std::string CoBlockEnvironment::observation(int agent) const {
  if (agent < 0 || agent >= state_.agentCount()) return {};
  return encodeObservation(state_, agent);
}

std::string CoBlockEnvironment::goal(int agent) const {
  if (agent < 0 || agent >= state_.agentCount()) return {};
  const AgentSpec& me = state_.task().agents[agent];
  std::string s = "You are " + me.name + ". Build your private goal (the <VisualMotive> blocks";
  if (!me.goalDescription.empty()) s += ": " + me.goalDescription;
  s += ") together with your partner, who has its own goal and inventory that you cannot see. Together the two "
       "goals form the target structure; the task ends when it is complete.";
  return s;
}

std::map<std::string, std::string> CoBlockEnvironment::promptFields(int agent) const {
  std::map<std::string, std::string> fields{{"STATS", ""}, {"INVENTORY", ""}};
  if (agent < 0 || agent >= state_.agentCount()) return fields;
  const AgentSpec& me = state_.task().agents[agent];
  std::string inv = "<Inventory>\n";
  for (Colour c : me.inventoryOrder) {
    const int n = countOf(state_.inventory(agent), c);
    if (n > 0) inv += "<block block_type=\"" + std::string(colourName(c)) + "\", count=" + std::to_string(n) + ">\n";
  }
  fields["INVENTORY"] = inv + "</Inventory>";
  fields["STATS"] = "Round " + std::to_string(state_.round()) + " of at most " + std::to_string(state_.maxRounds());
  fields["GROUND_Y"] = std::to_string(state_.task().groundY);
  fields["AGENT_NAME"] = me.name;
  return fields;
}

agents::Score CoBlockEnvironment::score() const {
  const EpisodeMetrics m = episodeMetrics(state_);
  agents::Score s;
  s.complete = m.success;
  s.ended = state_.done();
  s.metrics["success"] = m.success ? 1.0 : 0.0;
  s.metrics["timesteps"] = m.timesteps;
  s.metrics["rounds"] = m.rounds;
  s.metrics["workload_agent1"] = m.workload[0];
  s.metrics["optimal_workload_agent1"] = m.optimal.agent1;
  if (state_.agentCount() > 1) {
    s.metrics["workload_agent2"] = m.workload[1];
    s.metrics["optimal_workload_agent2"] = m.optimal.agent2;
  }
  // γ is left out while undefined (spec §7.2: NaN episodes are excluded from means).
  if (!std::isnan(m.workloadBalance)) s.metrics["workload_balance"] = m.workloadBalance;
  return s;
}

std::vector<std::string> CoBlockEnvironment::legalCommands(int agent) const {
  std::vector<std::string> out;
  if (!state_.isToAct(agent)) return out;
  for (const Action& a : state_.legalMoves(agent)) out.push_back(canonicalText(a));
  out.push_back("send_message(message=\"Hello, partner\")");
  return out;
}

}  // namespace craftmate::games::coblock
