// The modes that tidy up around an idle bot (mindcraft.md §3.5): item_collecting (priority 6),
// torch_placing (7) and elbow_room (8). Each also interrupts !followPlayer.

#include <memory>
#include <random>

#include "agents/modes/builtin_modes.h"
#include "agents/modes/modes.h"
#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"

namespace craftmate::agents::modes {

namespace {

using Awaitable = boost::asio::awaitable<void>;
const std::vector<std::string> kFollowPlayer = {"action:followPlayer"};

class ItemCollecting : public Mode {
 public:
  ItemCollecting() : Mode("item_collecting", "Collect nearby items when idle.", kFollowPlayer, true) {}

  void update(Modes& rt) override {
    constexpr double kRange = 8;
    if (!notice_) notice_.emplace(rt.timings().itemNotice);
    world::Bot& bot = rt.bot();
    const world::Entity* item = skills::nearestEntityWhere(bot, [](const world::Entity& e) { return e.name == "item"; }, kRange);
    std::optional<int> candidate;
    if (item && bot.inventory().emptySlotCount() > 1 && rt.isClearPath(*item)) candidate = item->id;
    if (!notice_->update(candidate, rt.now())) return;
    rt.say("Picking up item!");
    rt.execute(*this, [](skills::SkillContext& ctx) -> Awaitable { co_await skills::pickupNearbyItems(ctx); });
  }

 private:
  std::optional<ItemNotice> notice_;
};

class TorchPlacing : public Mode {
 public:
  TorchPlacing() : Mode("torch_placing", "Place torches when idle and there are no torches nearby.", kFollowPlayer, true) {}

  void update(Modes& rt) override {
    constexpr double kTorchRange = 6;
    // MINDcraft starts the wait when the modes are made: no torch in the first seconds.
    if (!pacing_) pacing_ = std::make_shared<TorchPacing>(rt.timings().torchCooldown, rt.timings().torchCooldownLimit, rt.now());
    world::Bot& bot = rt.bot();
    const bool torchNearby = skills::nearestBlock(bot, "torch", kTorchRange) || skills::nearestBlock(bot, "wall_torch", kTorchRange);
    const auto feet = bot.blockAt(world::BlockPos::containing(bot.entity().position));
    const std::string feetName = feet ? feet->name() : std::string();
    if (!shouldPlaceTorch(torchNearby, skills::inventoryItem(bot, "torch").has_value(), feetName)) return;
    if (!pacing_->due(rt.now())) return;
    pacing_->attemptStarted();
    rt.execute(*this, [pacing = pacing_](skills::SkillContext& ctx) -> Awaitable {
      // The wait runs from the end of the attempt, however it ends (mode_rules.h says why).
      AttemptEnd end{pacing};
      try {
        const world::Vec3 at = ctx.bot.entity().position;
        // Never by cheat: dontCheat places a real torch from the inventory.
        const bool placed = co_await skills::placeBlock(ctx, "torch", at.x, at.y, at.z, "bottom", true);
        end.outcome = placed ? TorchPacing::Outcome::Placed : TorchPacing::Outcome::NotPlaced;
      } catch (const world::ActionCancelled&) {
        throw;  // interrupted: the outcome stays Interrupted
      } catch (...) {
        end.outcome = TorchPacing::Outcome::NotPlaced;
        throw;
      }
    });
  }

 private:
  // Reports the attempt's end when the action's coroutine ends, also when it is cancelled or dropped.
  struct AttemptEnd {
    explicit AttemptEnd(std::shared_ptr<TorchPacing> p) : pacing(std::move(p)) {}
    std::shared_ptr<TorchPacing> pacing;
    TorchPacing::Outcome outcome = TorchPacing::Outcome::Interrupted;
    AttemptEnd(const AttemptEnd&) = delete;
    AttemptEnd& operator=(const AttemptEnd&) = delete;
    ~AttemptEnd() { pacing->attemptEnded(TorchPacing::Clock::now(), outcome); }
  };

  std::shared_ptr<TorchPacing> pacing_;  // shared with the running attempt
};

class ElbowRoom : public Mode {
 public:
  ElbowRoom() : Mode("elbow_room", "Move away from nearby players when idle.", kFollowPlayer, true) {}

  void update(Modes& rt) override {
    constexpr double kDistance = 0.5;
    const world::Entity* player =
        skills::nearestEntityWhere(rt.bot(), [](const world::Entity& e) { return e.kind == "player"; }, kDistance);
    if (!player) return;
    const int id = player->id;
    // A random wait, so that two bots on one spot do not make the same move.
    const auto wait = std::chrono::milliseconds(std::uniform_int_distribution<int>(0, 999)(rt.random()));
    rt.execute(*this, [id, wait](skills::SkillContext& ctx) -> Awaitable {
      co_await skills::sleepFor(wait);
      const world::Entity* still = ctx.bot.world().entity(id);
      if (still && still->position.distanceTo(ctx.bot.entity().position) < kDistance) co_await skills::moveAway(ctx, kDistance);
    });
  }
};

}  // namespace

std::unique_ptr<Mode> makeItemCollecting() { return std::make_unique<ItemCollecting>(); }
std::unique_ptr<Mode> makeTorchPlacing() { return std::make_unique<TorchPlacing>(); }
std::unique_ptr<Mode> makeElbowRoom() { return std::make_unique<ElbowRoom>(); }

}  // namespace craftmate::agents::modes
