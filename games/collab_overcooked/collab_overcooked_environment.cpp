#include "games/collab_overcooked/collab_overcooked_environment.h"

#include <algorithm>

#include "games/collab_overcooked/collab_overcooked_prompts.h"

namespace craftmate::games::collab_overcooked {
namespace {

constexpr const char* kFailureHeader =
    "Below are the failed and analysis history about your last chosed action,you can use the information to reach "
    "correct action alone AND DO NOT COMMUNICATE WITH YOUR TEAMMATE :\n";

PlanItem waitOne() { return PlanItem{"wait(1)", parseAction("wait(1)")}; }

}  // namespace

CollabOvercookedEnvironment::CollabOvercookedEnvironment(const Task& task, EnvironmentOptions options)
    : task_(&task),
      options_(options),
      state_(task, options.rules),
      limit_(task.timeLimit(options.gamma)) {
  decide();
}

std::vector<int> CollabOvercookedEnvironment::agentsToAct() const {
  if (ended_) return {};
  if (channel_.open) return {channel_.waitingFor};
  std::vector<int> out;
  for (int a = 0; a < kAgentCount; ++a) {
    if (runtime_[a].need != Need::None) out.push_back(a);
  }
  return out;
}

agents::CommandResult CollabOvercookedEnvironment::act(int agent, std::string_view text) {
  if (ended_) {
    return {"The episode has ended (" + std::string(state_.success() ? "the order was delivered" : "the time limit was reached") +
                "); no more actions are accepted.",
            false};
  }
  const std::vector<int> acting = agentsToAct();
  if (agent < 0 || agent >= kAgentCount || std::find(acting.begin(), acting.end(), agent) == acting.end()) {
    std::string who;
    for (int a : acting) who += (who.empty() ? "" : ", ") + std::string(roleName(a));
    return {"It is not agent " + std::to_string(agent) + "'s turn now; waiting for " + who + ".", false};
  }
  const AgentReply reply = parseReply(text, agent);
  agents::CommandResult result;
  if (channel_.open) {
    result = channelReply(agent, reply);
  } else {
    // A correction is asked to answer with say [NOTHING] (spec §3.5); its say is ignored.
    const bool correcting = runtime_[agent].need == Need::Correction;
    result = adoptPlan(agent, parsePlan(reply.plan));
    runtime_[agent].environmentErrors.clear();
    if (!correcting && !reply.say.empty()) openChannel(agent, reply);
  }
  if (!ended_ && agentsToAct().empty()) advance();
  return result;
}

agents::CommandResult CollabOvercookedEnvironment::adoptPlan(int agent, std::vector<PlanItem> items) {
  AgentRuntime& rt = runtime_[agent];
  rt.queue.assign(std::make_move_iterator(items.begin()), std::make_move_iterator(items.end()));
  // A reply without any executable action (only requests, or unparseable fields) waits one step.
  if (rt.queue.empty()) rt.queue.push_back(waitOne());
  return startNext(agent);
}

agents::CommandResult CollabOvercookedEnvironment::startNext(int agent) {
  AgentRuntime& rt = runtime_[agent];
  PlanItem head = std::move(rt.queue.front());
  rt.queue.pop_front();
  if (!head.parsed.ok) return reject(agent, head.text, head.parsed.error);
  const ActionError error = state_.check(agent, head.parsed.action);
  if (error != ActionError::None) return reject(agent, head.text, state_.errorText(agent, head.parsed.action, error));
  state_.start(agent, head.parsed.action);
  rt.currentText = std::move(head.text);
  rt.need = Need::None;
  rt.failureBlock.clear();
  return {"", true};
}

agents::CommandResult CollabOvercookedEnvironment::reject(int agent, const std::string& actionText,
                                                          const std::string& message) {
  AgentRuntime& rt = runtime_[agent];
  const std::string line = "Your action " + actionText + " raised an error: " + message;
  if (rt.need == Need::Correction) {
    // The one correction attempt failed as well: wait this timestep, drop the plan (spec §3.5).
    state_.start(agent, waitOne().parsed.action);
    rt.queue.clear();
    rt.need = Need::None;
    rt.failureBlock.clear();
    return {line, false};
  }
  rt.need = Need::Correction;
  rt.failureBlock = std::string(kFailureHeader) + line + "\n";
  return {line, false};
}

void CollabOvercookedEnvironment::openChannel(int initiator, const AgentReply& reply) {
  channel_ = Channel{};
  channel_.open = true;
  channel_.initiator = initiator;
  channel_.responder = 1 - initiator;
  channel_.waitingFor = channel_.responder;
  channel_.messages.push_back(Message{initiator, 1, reply.say});
  channel_.initiatorPlans.push_back(reply.plan);
  channel_.endRequested = messageEndsChannel(reply.say);
}

agents::CommandResult CollabOvercookedEnvironment::channelReply(int agent, const AgentReply& reply) {
  Channel& ch = channel_;
  const std::string said = reply.say.empty() ? std::string("[NOTHING]") : reply.say;
  bool repeat = false;
  for (const Message& m : ch.messages) repeat = repeat || (m.speaker == agent && m.text == said);
  ch.messages.push_back(Message{agent, ch.turn, said});
  std::vector<PlanItem> items = parsePlan(reply.plan);
  agents::CommandResult result{"", true};
  AgentRuntime& rt = runtime_[agent];
  if (agent == ch.responder) {
    if (!ch.responderPlanSeen && !reply.plan.empty()) {
      ch.responderPlan = reply.plan;
      ch.responderPlanSeen = true;
    }
    if (rt.need != Need::None) {
      result = adoptPlan(agent, std::move(items));
    } else if (!items.empty()) {
      // The responder's plan is queued only when it has nothing queued (spec §4.7); a wait in
      // progress is cut short by it.
      if (rt.queue.empty()) {
        state_.cutWaitShort(agent);
        rt.queue.assign(std::make_move_iterator(items.begin()), std::make_move_iterator(items.end()));
        if (!state_.busy(agent)) result = startNext(agent);
      } else {
        result.output = "Your plan was not adopted: you still have planned actions [" + plannedText(agent) + "].";
      }
    }
    rt.environmentErrors.clear();
    ++ch.responderReplies;
    if (ch.endRequested || ch.responderReplies >= options_.maxChannelRounds) {
      closeChannel();
    } else {
      ch.waitingFor = ch.initiator;
    }
  } else {
    ch.initiatorPlans.push_back(reply.plan);
    if (!items.empty()) {
      // The initiator's latest plan replaces its earlier one; no timestep has passed in between.
      state_.cancel(agent);
      result = adoptPlan(agent, std::move(items));
    }
    ++ch.turn;
    if (messageEndsChannel(reply.say) || repeat) {
      closeChannel();
    } else {
      ch.waitingFor = ch.responder;
    }
  }
  return result;
}

void CollabOvercookedEnvironment::closeChannel() {
  Channel& ch = channel_;
  // Only channels opened by the Chef are scored, as in the authors' evaluation (spec §5.4 step 1).
  if (ch.initiator == kChef) {
    CollaborationEvent e;
    e.timestep = state_.timestep();
    e.initiator = ch.initiator;
    e.responder = ch.responder;
    for (const ExecutedAction& x : state_.history(ch.responder)) {
      if (x.timestep <= e.timestep) e.responderHistory.push_back(actionText(x.action));
    }
    for (const std::string& plan : ch.initiatorPlans) {
      const std::vector<std::string> r = extractRequests(plan, ch.responder);
      e.requests.insert(e.requests.end(), r.begin(), r.end());
    }
    e.response = extractResponse(ch.responderPlan, ch.responder);
    scoreEvent(*task_, e, options_.beta);
    events_.push_back(std::move(e));
  }
  ch = Channel{};
}

void CollabOvercookedEnvironment::decide() {
  for (int a = 0; a < kAgentCount; ++a) {
    AgentRuntime& rt = runtime_[a];
    if (rt.need != Need::None || state_.busy(a)) continue;
    if (rt.queue.empty()) {
      rt.need = Need::Plan;
    } else {
      startNext(a);
    }
  }
}

void CollabOvercookedEnvironment::advance() {
  while (!ended_ && agentsToAct().empty()) {
    const OvercookedState::StepOutcome outcome = state_.step();
    if (unsigned mask = state_.wrongRecipeMask()) {
      for (int u = 0; u < static_cast<int>(Layout::standard().utensils().size()); ++u) {
        if ((mask & (1u << u)) == 0) continue;
        const std::string& name = Layout::standard().utensils()[u].name;
        const std::string line = "TIMESTEP " + std::to_string(state_.timestep()) + ": Due to the items in " + name +
                                 " not matching any recipe, an error occurred, and the items in " + name +
                                 " has been automatically deleted.\n";
        for (AgentRuntime& rt : runtime_) rt.environmentErrors += line;
      }
    }
    for (int a = 0; a < kAgentCount; ++a) {
      if (outcome.failed[a] == ActionError::None) continue;
      const Action& failed = outcome.failedAction[a];
      reject(a, actionText(failed), state_.errorText(a, failed, outcome.failed[a]));
    }
    if (state_.success() || state_.timestep() > limit_) {
      ended_ = true;
      break;
    }
    decide();
  }
}

std::string CollabOvercookedEnvironment::plannedText(int agent) const {
  // "Yet to be performed": the action being walked to (a wait is not shown) and the queue.
  std::string out;
  if (state_.busy(agent) && state_.current(agent).type != ActionType::Wait) out = runtime_[agent].currentText;
  for (const PlanItem& item : runtime_[agent].queue) {
    if (!out.empty()) out += ';';
    out += item.text;
  }
  return out;
}

ObservationContext CollabOvercookedEnvironment::context(int agent) const {
  ObservationContext c;
  for (int a = 0; a < kAgentCount; ++a) c.planned[a] = plannedText(a);
  c.environmentErrors = runtime_[agent].environmentErrors;
  c.failureBlock = runtime_[agent].failureBlock;
  if (channel_.open) {
    c.dialogue = "Past conversation turns:\n";
    for (const Message& m : channel_.messages) {
      c.dialogue += std::string(roleName(m.speaker)) + " says (turn " + std::to_string(m.turn) + "):" + m.text + "\n";
    }
  }
  return c;
}

std::string CollabOvercookedEnvironment::observation(int agent) const {
  return renderObservation(state_, agent, context(agent));
}

std::string CollabOvercookedEnvironment::goal(int agent) const { return rulesAndRecipe(agent, *task_); }

std::string CollabOvercookedEnvironment::commandDocs(int agent) const { return actionAndFormatPrompt(agent); }

std::map<std::string, std::string> CollabOvercookedEnvironment::promptFields(int agent) const {
  const HeldObject& h = state_.agent(agent).held;
  return {{"STATS", ""},
          {"INVENTORY", h.empty() ? "nothing" : ItemCatalog::instance().name(h.item) + (h.withDish ? " (in a dish)" : "")},
          {"ORDER", task_->order},
          {"RECIPE", agent == kChef ? std::string(task_->recipeText) : std::string("You do not have the recipe\n")},
          {"SYSTEM", systemPrompt()},
          {"SKILL", skillPrompt(agent)}};
}

std::vector<std::string> CollabOvercookedEnvironment::historyStrings(int agent) const {
  std::vector<std::string> out;
  for (const ExecutedAction& x : state_.history(agent)) out.push_back(actionText(x.action));
  return out;
}

agents::Score CollabOvercookedEnvironment::score() const {
  agents::Score s;
  const bool success = state_.success() && state_.successTime() <= limit_;
  s.complete = success;
  s.ended = ended_;
  double tes[kAgentCount];
  for (int a = 0; a < kAgentCount; ++a) {
    std::vector<std::string> h;
    for (const ExecutedAction& x : state_.history(a)) {
      // Logs of failed episodes are truncated before the time limit (spec §3.6, time_step.py).
      if (ended_ && !success && x.timestep >= limit_) continue;
      h.push_back(actionText(x.action));
    }
    tes[a] = trajectoryEfficiency(*task_, a, h, options_.beta).value;
  }
  const CollaborationScores collab = collaborationScores(events_);
  double requestGain = 0.0;
  double responseGain = 0.0;
  for (const CollaborationEvent& e : events_) {
    requestGain += e.initiation;
    responseGain += e.response_;
  }
  const double n = events_.empty() ? 1.0 : static_cast<double>(events_.size());
  s.metrics = {{"SR", success ? 1.0 : 0.0},
               {"PC", progressCompleteness(tes[0], tes[1])},
               {"TES_agent_0", tes[0]},
               {"TES_agent_1", tes[1]},
               {"IC", collab.initiating},
               {"RC", collab.responding},
               {"ITES_request", requestGain / n},
               {"ITES_response", responseGain / n},
               {"collaborations", static_cast<double>(collab.events)},
               {"timestep", static_cast<double>(state_.timestep())},
               {"delivered_at", static_cast<double>(state_.successTime())},
               {"time_limit", static_cast<double>(limit_)}};
  return s;
}

std::vector<std::string> CollabOvercookedEnvironment::legalCommands(int agent) const {
  const std::vector<int> acting = agentsToAct();
  if (std::find(acting.begin(), acting.end(), agent) == acting.end()) return {};
  std::vector<Action> actions;
  state_.legalActions(agent, actions);
  std::vector<std::string> out;
  out.reserve(actions.size());
  for (const Action& a : actions) out.push_back(actionText(a));
  return out;
}

}  // namespace craftmate::games::collab_overcooked
