// The Bot's entity, vehicle, bed and fishing actions (mineflayer's entities.js, inventory.js,
// bed.js, fishing.js, resource_pack.js) and the state they keep: usingHeldItem and a fishing task.

#include <array>
#include <cmath>
#include <optional>

#include "world/bot.h"

namespace craftmate::world {

namespace asio = boost::asio;
using protocol::Value;
using namespace std::chrono_literals;

void Bot::registerInteractHandlers() {
  // usingHeldItem ends when the use finishes (an entity status of ours) or the held item changes.
  events().entityStatus.on([this](const Entity& e, const int&) {
    if (e.id == world_->selfId()) usingHeldItem_ = false;
  });
  events().heldItemChanged.on([this] { usingHeldItem_ = false; });
  // Fishing (mineflayer's fishing.js): the first bobber spawned while fishing is ours; six fishing
  // or bubble particles within 1.23 blocks of it are the bite.
  events().entitySpawn.on([this](const Entity& e) {
    if (fishing_ && !fishing_->done && !fishing_->bobber && e.name == "fishing_bobber") fishing_->bobber = e.id;
  });
  events().particle.on([this](const Particle& p) {
    if (!fishing_ || fishing_->done || !fishing_->bobber) return;
    const Entity* bobber = world_->entity(*fishing_->bobber);
    if (!bobber || (p.name != "fishing" && p.name != "bubble") || p.count != 6) return;
    if (bobber->position.distanceTo({p.position.x, bobber->position.y, p.position.z}) > 1.23) return;
    fishing_->done = true;
    fishingOutcome_.emit("");
  });
  events().entityGone.on([this](const Entity& e) {
    if (!fishing_ || fishing_->done || fishing_->bobber != e.id) return;
    fishing_->done = true;
    fishingOutcome_.emit("Fishing cancelled");
  });
}

asio::awaitable<void> Bot::activateEntity(const Entity& entity) {
  const int id = entity.id;
  co_await lookAt(entity.position + Vec3{0, 1, 0}, false);
  send(world_->adapters().useEntity({.target = id}));
}

asio::awaitable<void> Bot::activateEntityAt(const Entity& entity, Vec3 position) {
  const int id = entity.id;
  const Vec3 at = position - entity.position;  // relative to the entity's feet
  co_await lookAt(position, false);
  send(world_->adapters().useEntity({.kind = VersionAdapters::EntityUse::Kind::InteractAt, .target = id, .at = at}));
}

void Bot::useOn(const Entity& target) {
  send(world_->adapters().useEntity({.target = target.id, .sneaking = self_.controls.sneak}));
}

void Bot::mount(const Entity& target) { useOn(target); }

void Bot::dismount() {
  if (!world_->vehicle()) throw BotError("dismount: not mounted");
  send(world_->adapters().steerVehicle({.unmount = true}));
}

// The held jump key goes along, as a player's client sends it (mineflayer always sets jump here).
// At a boat's helm the paddles stay as set until the next call (rideTick moves the boat).
void Bot::moveVehicle(double left, double forward) {
  paddleLeft_ = left;
  paddleForward_ = forward;
  send(world_->adapters().steerVehicle({.left = left, .forward = forward, .jump = self_.controls.jump}));
}

bool Bot::isABed(const Block& block) { return block.type && block.name().ends_with("_bed"); }

asio::awaitable<void> Bot::sleep(Block bed) {
  const bool thunderstorm = isRaining() && thunderState() > 0;
  const int64_t t = time().timeOfDay;
  if (!thunderstorm && !(t >= 12541 && t <= 23458)) throw BotError("it's not night and it's not a thunderstorm");
  if (isSleeping()) throw BotError("already sleeping");
  if (!isABed(bed)) throw BotError("wrong block : not a bed block");
  auto props = registry().stateProperties(bed.stateId);
  if (props["occupied"] == "true") throw BotError("the bed is occupied");
  // The head is one block towards `facing` from the foot.
  static const std::map<std::string, std::pair<BlockPos, int>> facings = {
      {"south", {{0, 0, 1}, 0}}, {"west", {{-1, 0, 0}, 1}}, {"north", {{0, 0, -1}, 2}}, {"east", {{1, 0, 0}, 3}}};
  auto facing = facings.find(props["facing"]);
  if (facing == facings.end()) throw BotError("wrong block : not a bed block");
  const BlockPos offset = facing->second.first;
  BlockPos head = bed.position;
  if (props["part"] == "foot") {
    auto upper = blockAt(bed.position.offset(offset.x, offset.y, offset.z));
    auto lower = blockAt(bed.position.offset(-offset.x, -offset.y, -offset.z));
    if (upper && isABed(*upper)) {
      head = upper->position;
    } else if (lower && isABed(*lower)) {
      head = bed.position;  // two foot parts: minecraft lets you sleep only by clicking the lower one
      bed = *lower;
    } else {
      throw BotError("there's only half bed");
    }
  }
  if (!canDigBlock(bed.position)) throw BotError("cant click the bed");
  // mineflayer's box around the head the bot must stand in (south, west, north, east reaches; one
  // more behind the bed's foot).
  std::array<int, 4> reach = {2, -3, -3, 2};
  const int opposite = (facing->second.second + 2) % 4;
  reach[opposite] += reach[opposite] < 0 ? -1 : 1;
  const BlockPos me = BlockPos::containing(self_.position);
  auto inside = [](const BlockPos& p, const BlockPos& lo, const BlockPos& hi) {
    return p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y && p.z >= lo.z && p.z <= hi.z;
  };
  if (!inside(me, head.offset(reach[1], -2, reach[2]), head.offset(reach[3], 2, reach[0])))
    throw BotError("the bed is too far");
  for (const auto& [id, e] : world_->entities()) {
    if (e.kind != "hostile") continue;
    if (inside(BlockPos::containing(e.position), head.offset(-8, -6, -8), head.offset(7, 4, 7)))
      throw BotError("there are monsters nearby");
  }
  auto self = shared_from_this();
  bool slept = false;
  const auto id = events().sleep.on([&slept] { slept = true; });
  try {
    co_await activateBlock(bed.position);
    if (!slept) slept = co_await waitFor(events().sleep, nullptr, 3000ms);
  } catch (...) {
    events().sleep.off(id);
    throw;
  }
  events().sleep.off(id);
  if (!slept) throw BotError("bot is not sleeping");
}

void Bot::wake() {
  if (!isSleeping()) throw BotError("already awake");
  send("entity_action", Value::object({{"entityId", world_->selfId()}, {"actionId", "stop_sleeping"}, {"jumpBoost", 0}}));
}

namespace {
// Removes the fishing-outcome listener when fish() ends, however it ends.
class OutcomeRecorder {
 public:
  OutcomeRecorder(Signal<std::string>& signal, Signal<std::string>::Id id) : signal_(signal), id_(id) {}
  ~OutcomeRecorder() { signal_.off(id_); }
  OutcomeRecorder(const OutcomeRecorder&) = delete;
  OutcomeRecorder& operator=(const OutcomeRecorder&) = delete;

 private:
  Signal<std::string>& signal_;
  Signal<std::string>::Id id_;
};
}  // namespace

asio::awaitable<void> Bot::fish() {
  auto task = std::make_shared<Fishing>();
  if (fishing_ && !fishing_->done) {
    // As mineflayer's: the bobber already out stays the watched one, so the use below, which reels
    // it in, ends this call too ("Fishing cancelled").
    task->bobber = fishing_->bobber;
    fishing_->done = true;
    fishingOutcome_.emit("Fishing cancelled due to calling bot.fish() again");
  }
  fishing_ = task;
  auto self = shared_from_this();
  // The outcome is recorded from the cast on: the bobber may be gone before the wait below starts.
  // The listeners capture plain pointers into this frame, which outlives them: gcc 12 freed a
  // shared_ptr captured by a lambda temporary here one reference too early (ASan).
  std::optional<std::string> outcome;
  Fishing* const ours = task.get();
  std::optional<std::string>* const result = &outcome;
  const auto recorderId = fishingOutcome_.on([ours, result](const std::string& o) {
    if (ours->done && !*result) *result = o;
  });
  const OutcomeRecorder recorder(fishingOutcome_, recorderId);
  co_await activateItem();
  bool ended = result->has_value();
  if (!ended) {
    ended = co_await waitFor<std::string>(fishingOutcome_, [result](const std::string&) { return result->has_value(); }, 10min);
  }
  if (!ended) {
    task->done = true;
    throw BotError("Fishing cancelled due to timeout");
  }
  if (!result->value().empty()) throw BotError(result->value());
  co_await activateItem();  // reel in
}

asio::awaitable<Entity> Bot::placeEntity(BlockPos reference, Vec3 faceVector) {
  const auto& held = heldItem();
  if (!held) throw BotError("must be holding an item to place an entity");
  std::string name = held->name;
  const bool boat = name.ends_with("_boat") || name.ends_with("_raft");
  if (name.ends_with("_spawn_egg")) name = name.substr(0, name.size() - std::string("_spawn_egg").size());
  else if (boat) name = name.find("_chest_") != std::string::npos ? "chest_boat" : "boat";  // the entity's name
  else if (name != "end_crystal" && name != "armor_stand") throw BotError("placeEntity: " + name + " is not an entity item (Unimplemented)");
  const Vec3 dest = Vec3{double(reference.x), double(reference.y), double(reference.z)} + faceVector +
                    Vec3{0.5, 0, 0.5};
  const double maxDistance = name == "bat" ? 4 : boat ? 3 : 2;
  std::optional<Entity> placed;
  const auto id = events().entitySpawn.on([&](const Entity& e) {
    if (!placed && e.name == name && e.position.distanceTo(dest) < maxDistance) placed = e;
  });
  try {
    co_await activateBlock(reference, faceVector);
    if (boat) co_await activateItem();
    if (!placed) co_await waitFor<Entity>(events().entitySpawn, [&](const Entity&) { return placed.has_value(); }, 5000ms);
  } catch (...) {
    events().entitySpawn.off(id);
    throw;
  }
  events().entitySpawn.off(id);
  if (!placed) throw BotError("Failed to place entity");
  co_return *placed;
}

void Bot::elytraFly() {
  const Entity& me = entity();
  if (me.elytraFlying) throw BotError("Already elytra flying");
  if (self_.onGround) throw BotError("Unable to fly from ground");
  if (self_.isInWater) throw BotError("Unable to elytra fly while in water");
  if (auto levitation = registry().effectIdByName("Levitation"); levitation && me.effects.count(*levitation))
    throw BotError("Unable to elytra fly with levitation effect");
  const auto& chest = inventory().slot(Window::kArmorChest);
  if (!chest || chest->name != "elytra") throw BotError("Elytra must be equip to start flying");
  send("entity_action", Value::object({{"entityId", world_->selfId()}, {"actionId", "start_fall_flying"}, {"jumpBoost", 0}}));
}

void Bot::acceptResourcePack() {
  const std::string& uuid = world_->resourcePackUuid();
  send("resource_pack_receive", Value::object({{"uuid", uuid}, {"result", 3}}));  // accepted
  send("resource_pack_receive", Value::object({{"uuid", uuid}, {"result", 0}}));  // successfully loaded
}

void Bot::denyResourcePack() {
  send("resource_pack_receive", Value::object({{"uuid", world_->resourcePackUuid()}, {"result", 1}}));  // declined
}

}  // namespace craftmate::world
