#include "agents/modes/modes.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <nlohmann/json.hpp>

#include "agents/agent.h"
#include "agents/modes/builtin_modes.h"
#include "commands/skills/skill_context.h"
#include "pathfinding/pathfinder.h"
#include "world/bot.h"

namespace craftmate::agents::modes {

namespace asio = boost::asio;

namespace {
constexpr double kClearPathDetour = 16;
}  // namespace

Modes::Modes(world::Bot& bot, Agent& agent) : Modes(bot, agent, ModesOptions{}) {}

Modes::Modes(world::Bot& bot, Agent& agent, ModesOptions options)
    : bot_(bot), agent_(agent), options_(std::move(options)), set_(mindcraftModes()), random_(std::random_device{}()) {
  lastHealth_ = bot_.health();
  healthListener_ = bot_.events().health.on([this] { onHealth(); });
  blockListener_ = bot_.events().blockUpdate.on([this](const world::BlockUpdate& u) { onBlockUpdate(u.position); });
}

Modes::~Modes() {
  bot_.events().health.off(healthListener_);
  bot_.events().blockUpdate.off(blockListener_);
}

// --- minecraft::ModeController -------------------------------------------------------------------

std::vector<minecraft::ModeInfo> Modes::modes() const {
  std::vector<minecraft::ModeInfo> infos;
  for (const auto& mode : set_.all()) infos.push_back({mode->name(), mode->description(), mode->on});
  return infos;
}

bool Modes::setOn(std::string_view name, bool on) {
  Mode* mode = set_.find(std::string(name));
  if (mode == nullptr) return false;
  mode->on = on;
  return true;
}

void Modes::pause(std::string_view name) { set_.pause(std::string(name)); }

void Modes::unpause(std::string_view name) { set_.unpause(std::string(name)); }

// --- the tick ---------------------------------------------------------------------------------------

void Modes::update() {
  if (agent_.isIdle()) set_.unpauseAll();
  for (const auto& mode : set_.all()) {
    if (ModeSet::mayRun(*mode, agent_.isIdle(), agent_.actions().currentActionLabel())) mode->update(*this);
    if (mode->active) break;  // a running mode action outranks the modes below it
  }
}

// --- services for the modes -----------------------------------------------------------------------

std::shared_ptr<skills::SkillContext> Modes::skillContext() {
  return minecraft::skillContextFor(bot_, this);
}

void Modes::execute(Mode& mode, ModeAction action) {
  if (agent_.selfPrompter().isActive()) asio::co_spawn(bot_.executor(), agent_.selfPrompter().stopLoop(), asio::detached);
  std::string interrupted = agent_.actions().currentActionLabel();
  mode.active = true;  // at once, so that the modes below do not run in this tick
  asio::co_spawn(bot_.executor(), runModeAction(mode, std::move(action), std::move(interrupted)), asio::detached);
}

asio::awaitable<void> Modes::runModeAction(Mode& mode, ModeAction action, std::string interrupted) {
  std::shared_ptr<skills::SkillContext> ctx = skillContext();
  Action run = [ctx, action](ActionLog& log) -> asio::awaitable<std::string> {
    std::exception_ptr failure;
    try {
      co_await action(*ctx);
    } catch (...) {
      failure = std::current_exception();
    }
    log.logLines(ctx->output);  // the skill's lines are the action's output, also when it failed
    if (failure) std::rethrow_exception(failure);
    co_return std::string();
  };
  const std::string label = "mode:" + mode.name();
  const ActionResult result = co_await agent_.actions().runAction(label, std::move(run), std::nullopt);
  mode.active = false;
  const bool reprompt = !interrupted.empty() && !agent_.actions().hasResumeAction() && !agent_.selfPrompter().isActive() &&
                        !result.interrupted;
  if (!reprompt) co_return;
  const std::string role = agent_.conversations().inConversation() ? agent_.lastSender() : std::string("system");
  const std::string log = agent_.flushBehaviorLog();
  // The eight spaces are MINDcraft's template-literal indentation.
  std::string message = "(AUTO MESSAGE)Your previous action '" + interrupted + "' was interrupted by " + mode.name() +
                        ".\n        Your behavior log: " + log + "\nRespond accordingly.";
  co_await agent_.handleMessage(role, std::move(message));
}

void Modes::say(const std::string& message) {
  agent_.logBehavior(message);
  if (agent_.shutUp() || !options_.narrateBehavior) return;
  agent_.openChat(message);
}

bool Modes::isClearPath(const world::Entity& target) const {
  pathfinding::PathOptions options;
  options.canDig = false;
  options.canPlaceBlocks = false;
  options.allow1by1towers = false;
  options.thinkTimeout = options_.timings.clearPathBudget;
  // The check runs on the bot's strand every tick, so a "no" must come quickly: a path longer than
  // the straight line plus 16 is not "clear" (MINDcraft bounds it by its 100 ms budget alone).
  options.searchRadius = kClearPathDetour;
  const pathfinding::GoalNear goal(target.position, 1);
  return pathfinding::findPath(bot_, goal, options).status == pathfinding::PathStatus::Success;
}

BodySnapshot Modes::body() const {
  BodySnapshot body;
  const world::BlockPos feet = world::BlockPos::containing(bot_.entity().position);
  if (const auto block = bot_.blockAt(feet)) body.feetBlock = block->name();
  if (const auto block = bot_.blockAt(feet.offset(0, 1, 0))) body.headBlock = block->name();
  body.health = bot_.health();
  if (lastDamageTime_) {
    body.sinceLastDamage = std::chrono::duration_cast<std::chrono::milliseconds>(now() - *lastDamageTime_);
  }
  body.lastDamageTaken = lastDamageTaken_;
  return body;
}

void Modes::giveUp(const std::string& reason) {
  if (options_.cleanKill) {
    options_.cleanKill(reason);
    return;
  }
  asio::co_spawn(bot_.executor(), agent_.actions().stop(), asio::detached);
}

void Modes::onBlockUpdate(const world::BlockPos& position) {
  constexpr double kReach = 5;
  if (position.center().distanceTo(bot_.entity().position) <= kReach) blockChangedNearby_ = true;
}

void Modes::onHealth() {
  const double health = bot_.health();
  if (health < lastHealth_) {
    lastDamageTime_ = now();
    lastDamageTaken_ = lastHealth_ - health;
  }
  lastHealth_ = health;
}

}  // namespace craftmate::agents::modes
