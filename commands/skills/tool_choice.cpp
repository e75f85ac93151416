#include "commands/skills/tool_choice.h"

#include <limits>

namespace craftmate::skills {

namespace asio = boost::asio;

bool canHarvestWithHeld(const world::Bot& bot, const world::Block& block) {
  std::optional<int> held;
  if (bot.heldItem()) held = bot.heldItem()->type;
  return block.type->canHarvestWith(held);
}

asio::awaitable<void> equipForBlock(world::Bot& bot, const world::Block& block) {
  if (bot.game().gameMode == "creative") co_return;
  const world::Registry& reg = bot.registry();
  world::DigConditions how;
  // The empty hand first, then every inventory stack: harvesting beats speed, then speed.
  std::optional<int> best;  // item id; nullopt = empty hand
  bool bestHarvests = block.type->canHarvestWith(std::nullopt);
  int bestTime = reg.digTimeMs(block.stateId, how).value_or(std::numeric_limits<int>::max());
  for (const auto& item : bot.inventory().items()) {
    how.heldItemId = item.type;
    const bool harvests = block.type->canHarvestWith(item.type);
    const int time = reg.digTimeMs(block.stateId, how).value_or(std::numeric_limits<int>::max());
    if ((harvests && !bestHarvests) || (harvests == bestHarvests && time < bestTime)) {
      best = item.type, bestHarvests = harvests, bestTime = time;
    }
  }
  if (best) co_await bot.equip(*best, world::EquipDestination::Hand);
}

asio::awaitable<void> equipHighestAttack(world::Bot& bot) {
  auto pick = [&](auto accept) -> std::optional<int> {
    for (const auto& item : bot.inventory().items())
      if (accept(item.name)) return item.type;
    return std::nullopt;
  };
  auto weapon = pick([](const std::string& n) {
    return n.find("sword") != std::string::npos ||
           (n.find("axe") != std::string::npos && n.find("pickaxe") == std::string::npos);
  });
  if (!weapon)
    weapon = pick([](const std::string& n) { return n.find("pickaxe") != std::string::npos || n.find("shovel") != std::string::npos; });
  if (weapon) co_await bot.equip(*weapon, world::EquipDestination::Hand);
}

}  // namespace craftmate::skills
