#include "agents/minecraft/death_handler.h"

#include <cstdio>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "agents/agent.h"
#include "world/bot.h"

namespace craftmate::agents::minecraft {

namespace asio = boost::asio;

namespace {

std::string fixed2(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  return buf;
}

// mineflayer's bot.game.dimension has no namespace ("overworld").
std::string dimensionName(std::string dimension) {
  const std::string ns = "minecraft:";
  if (dimension.rfind(ns, 0) == 0) dimension.erase(0, ns.size());
  return dimension;
}

}  // namespace

std::string deathPromptText(const world::Vec3& p, const std::string& dimension, const std::string& message) {
  return "You died at position x: " + fixed2(p.x) + ", y: " + fixed2(p.y) + ", z: " + fixed2(p.x) + " in the " +
         dimensionName(dimension) + " dimension with the final message: '" + message +
         "'. Your place of death is saved as 'last_death_position' if you want to return. Previous actions were "
         "stopped and you have respawned.";
}

DeathHandler::DeathHandler(std::shared_ptr<world::Bot> bot, Agent& agent) : bot_(std::move(bot)) {
  Agent* a = &agent;
  world::Bot* b = bot_.get();
  deathListener_ = bot_->events().death.on([a, b] {
    a->actions().cancelResume();
    asio::co_spawn(b->executor(), a->actions().stop(), asio::detached);
  });
  messageListener_ = bot_->events().message.on([a, b](const world::ChatMessage& m) {
    if (m.translate.rfind("death", 0) != 0 || m.text.rfind(b->username(), 0) != 0) return;
    const world::Vec3 p = b->entity().position;
    a->memoryBank().rememberPlace("last_death_position", p.x, p.y, p.z);
    asio::co_spawn(b->executor(), a->handleMessage("system", deathPromptText(p, b->game().dimension, m.text)), asio::detached);
  });
}

DeathHandler::~DeathHandler() {
  bot_->events().death.off(deathListener_);
  bot_->events().message.off(messageListener_);
}

}  // namespace craftmate::agents::minecraft
