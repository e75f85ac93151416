// MINDcraft's action commands bound to what they do in Minecraft, one row per command (mindcraft.md
// §1.2): a command that answers at once, or a skill run as an action with MINDcraft's label,
// timeout and resume flag. The agent runs !stop, !stfu, !clearChat, !goal, !endGoal and the
// conversation commands itself; every other action definition has its row here (checked by
// MinecraftActions.EveryActionCommandIsBoundOnce).

#include <algorithm>

#include <boost/asio/this_coro.hpp>

#include "agents/minecraft/minecraft_agent_world.h"
#ifdef CRAFTMATE_HAS_SCRIPTING
#include "agents/minecraft/coder.h"
#endif
#include "commands/skills/dig_down_skill.h"
#include "commands/skills/skills.h"
#include "world/bot.h"

namespace craftmate::agents::minecraft {

namespace asio = boost::asio;
using commands::ParsedCommand;
using skills::SkillContext;
using Minutes = ActionManager::Minutes;
using Answer = asio::awaitable<std::optional<std::string>>;

namespace {

// A count argument (!collectBlocks, !givePlayer, !stay ...) as the skills' int: the parser gives a
// JavaScript integer, and a model that writes 99999999999 must not overflow into a negative count.
int countArgument(const ParsedCommand& command, std::size_t index) {
  return static_cast<int>(std::min<long long>(command.integer(index), 1 << 30));
}

std::string actionLabel(const ParsedCommand& command) { return "action:" + command.name.substr(1); }

}  // namespace

const std::map<std::string, MinecraftAgentWorld::ActionHandler>& MinecraftAgentWorld::actionHandlers() {
  using BindSkill = std::function<SkillCall(const ParsedCommand&, Agent&)>;
  // A skill run as an action; no timeout unless given (runAsAction's default).
  auto skill = [](BindSkill bind, std::optional<Minutes> timeout = std::nullopt, bool resume = false) -> ActionHandler {
    return [bind = std::move(bind), timeout, resume](MinecraftAgentWorld& w, const ParsedCommand& c, Agent& a) {
      return w.runSkill(a, actionLabel(c), bind(c, a), timeout, resume);
    };
  };
  // !lookAtPlayer / !lookAtPosition: vision needs a screenshot renderer craftmate does not have, so
  // they answer as MINDcraft does with vision off, after a no-op action under their label.
  auto lookWithoutVision = [](MinecraftAgentWorld&, const ParsedCommand& c, Agent& a) -> Answer {
    if (c.name == "!lookAtPlayer" && c.text(1) != "at" && c.text(1) != "with")
      co_return std::string("Invalid direction. Use 'at' or 'with'.");
    Action look = [](ActionLog&) -> asio::awaitable<std::string> { co_return std::string(); };
    co_await a.actions().runAction(actionLabel(c), std::move(look), Minutes(10));
    co_return std::string("Vision is disabled. Use other methods to describe the environment.");
  };

  static const std::map<std::string, ActionHandler> table = {
      // !newAction: MINDcraft's refusal, or the coder run as an action.
      {"!newAction",
       [](MinecraftAgentWorld& w, const ParsedCommand&, Agent& a) -> Answer {
         if (!w.options_.allowInsecureCoding) {
           w.chat("newAction is disabled. Enable with allow_insecure_coding=true in settings.js ");
           co_return std::string("newAction not allowed! Code writing is disabled in settings. Notify the user.");
         }
         co_return co_await w.newAction(a);
       }},
      // Commands that answer at once.
      {"!restart",
       [](MinecraftAgentWorld&, const ParsedCommand&, Agent& a) -> Answer {
         a.save();
         co_return std::string(
             "Restarting is not available: craftmate keeps the agent running in this process. Use !stop to stop the "
             "current action.");
       }},
      {"!rememberHere",
       [](MinecraftAgentWorld& w, const ParsedCommand& c, Agent& a) -> Answer {
         const world::Vec3 p = w.bot_->entity().position;
         a.memoryBank().rememberPlace(c.text(0), p.x, p.y, p.z);
         co_return "Location saved as \"" + c.text(0) + "\".";
       }},
      {"!setMode",
       [](MinecraftAgentWorld& w, const ParsedCommand& c, Agent&) -> Answer { co_return w.setMode(c.text(0), c.flag(1)); }},
      {"!lookAtPlayer", lookWithoutVision},
      {"!lookAtPosition", lookWithoutVision},

      // Skills run as actions.
      {"!goToPlayer", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [player = c.text(0), closeness = c.number(1)](SkillContext& s) { return skills::goToPlayer(s, player, closeness); };
       })},
      {"!followPlayer", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [player = c.text(0), distance = c.number(1)](SkillContext& s) { return skills::followPlayer(s, player, distance); };
       }, std::nullopt, true)},
      {"!goToCoordinates", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [x = c.number(0), y = c.number(1), z = c.number(2), closeness = c.number(3)](SkillContext& s) {
           return skills::goToPosition(s, x, y, z, closeness);
         };
       })},
      {"!searchForBlock", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [type = c.text(0), range = c.number(1)](SkillContext& s) { return skills::goToNearestBlock(s, type, 4, range); };
       })},
      {"!searchForEntity", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [type = c.text(0), range = c.number(1)](SkillContext& s) { return skills::goToNearestEntity(s, type, 4, range); };
       })},
      {"!moveAway", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [distance = c.number(0)](SkillContext& s) { return skills::moveAway(s, distance); };
       })},
      {"!goToRememberedPlace", skill([](const ParsedCommand& c, Agent& a) -> SkillCall {
         return [place = c.text(0), pos = a.memoryBank().recallPlace(c.text(0))](SkillContext& s) -> asio::awaitable<bool> {
           if (!pos) {
             s.log("No location named \"" + place + "\" saved.");
             co_return false;
           }
           co_return co_await skills::goToPosition(s, (*pos)[0], (*pos)[1], (*pos)[2], 1);
         };
       })},
      {"!givePlayer", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [player = c.text(0), item = c.text(1), num = countArgument(c, 2)](SkillContext& s) {
           return skills::giveToPlayer(s, item, player, num);
         };
       })},
      {"!consume", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [item = c.text(0)](SkillContext& s) { return skills::consume(s, item); };
       })},
      {"!equip", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [item = c.text(0)](SkillContext& s) { return skills::equip(s, item); };
       })},
      {"!putInChest", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [item = c.text(0), num = countArgument(c, 1)](SkillContext& s) { return skills::putInChest(s, item, num); };
       })},
      {"!takeFromChest", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [item = c.text(0), num = countArgument(c, 1)](SkillContext& s) { return skills::takeFromChest(s, item, num); };
       })},
      {"!viewChest", skill([](const ParsedCommand&, Agent&) -> SkillCall {
         return [](SkillContext& s) { return skills::viewChest(s); };
       })},
      {"!discard", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [item = c.text(0), num = countArgument(c, 1)](SkillContext& s) { return skills::discard(s, item, num); };
       })},
      {"!collectBlocks", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [type = c.text(0), num = countArgument(c, 1)](SkillContext& s) { return skills::collectBlock(s, type, num); };
       }, Minutes(10))},
      {"!craftRecipe", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [item = c.text(0), num = countArgument(c, 1)](SkillContext& s) { return skills::craftRecipe(s, item, num); };
       })},
      {"!smeltItem", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [item = c.text(0), num = countArgument(c, 1)](SkillContext& s) { return skills::smeltItem(s, item, num); };
       })},
      {"!clearFurnace", skill([](const ParsedCommand&, Agent&) -> SkillCall {
         return [](SkillContext& s) { return skills::clearNearestFurnace(s); };
       })},
      {"!placeHere", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [type = c.text(0)](SkillContext& s) {
           const world::Vec3 p = s.bot.entity().position;
           return skills::placeBlock(s, type, p.x, p.y, p.z);
         };
       })},
      {"!attack", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [type = c.text(0)](SkillContext& s) { return skills::attackNearest(s, type, true); };
       })},
      {"!attackPlayer", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [player = c.text(0)](SkillContext& s) { return skills::attackPlayer(s, player); };
       })},
      {"!goToBed", skill([](const ParsedCommand&, Agent&) -> SkillCall {
         return [](SkillContext& s) { return skills::goToBed(s); };
       })},
      {"!activate", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [type = c.text(0)](SkillContext& s) { return skills::activateNearestBlock(s, type); };
       })},
      {"!stay", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [seconds = countArgument(c, 0)](SkillContext& s) { return skills::stay(s, seconds); };
       })},
      {"!digDown", skill([](const ParsedCommand& c, Agent&) -> SkillCall {
         return [distance = countArgument(c, 0)](SkillContext& s) { return skills::digDown(s, distance); };
       })},
  };
  return table;
}

std::vector<std::string> MinecraftAgentWorld::boundActionNames() {
  std::vector<std::string> names;
  for (const auto& [name, handler] : actionHandlers()) names.push_back(name);
  return names;
}

Answer MinecraftAgentWorld::newAction(Agent& agent) {
#ifdef CRAFTMATE_HAS_SCRIPTING
  if (!coder_) coder_ = std::make_shared<Coder>(bot_, modes_, options_.relevantDocsCount);
  std::optional<std::string> answer;
  Action action = [coder = coder_, &agent, &answer](ActionLog&) -> asio::awaitable<std::string> {
    std::exception_ptr failure;
    try {
      answer = co_await coder->generateCode(agent);
    } catch (...) {
      failure = std::current_exception();
    }
    if (failure) {
      // Interrupted: the action manager's business. Anything else is MINDcraft's "Error generating code".
      if ((co_await asio::this_coro::cancellation_state).cancelled() != asio::cancellation_type::none)
        std::rethrow_exception(failure);
      try {
        std::rethrow_exception(failure);
      } catch (const std::exception& e) {
        answer = std::string("Error generating code: ") + e.what();
      }
    }
    co_return std::string();
  };
  // MINDcraft answers with the coder's text; when the code was interrupted the action's own output
  // (nothing after !stop, the output so far after a timeout).
  const ActionResult result =
      co_await agent.actions().runAction("action:newAction", std::move(action), Minutes(options_.codeTimeoutMins));
  if (answer) co_return answer;
  co_return ActionManager::commandOutput(result);
#else
  (void)agent;
  co_return std::string("newAction is not available: this craftmate was built without its JavaScript engine (libmozjs-102-dev).");
#endif
}

Answer MinecraftAgentWorld::runAction(const ParsedCommand& command, Agent& agent) {
  const auto& handlers = actionHandlers();
  const auto it = handlers.find(command.name);
  // Every MINDcraft action is bound above or run by the agent itself; reaching here is a bug.
  if (it == handlers.end()) co_return command.name + " is not available in the Minecraft world.";
  co_return co_await it->second(*this, command, agent);
}

}  // namespace craftmate::agents::minecraft
