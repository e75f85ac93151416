#include "world/version_adapters.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <sstream>
#include <nlohmann/json.hpp>

#include "protocol/item_stack.h"
#include "protocol/minecraft_data.h"
#include "world/item.h"

namespace craftmate::world {

using protocol::Value;

namespace {

// movement_flags: 1.21.2 replaced the movement packets' `onGround` bool by a MovementFlags byte
// (onGround, hasHorizontalCollision).
void groundBool(Value& f, bool onGround, bool) { f.set("onGround", onGround); }
void groundFlags(Value& f, bool onGround, bool horizontalCollision) {
  f.set("flags", Value::object({{"onGround", onGround}, {"hasHorizontalCollision", horizontalCollision}}));
}

// player_input_sneak: 1.21.2 clients report sneaking in player_input's held keys (1.21.6 removed
// the sneak actions from entity_action); before, entity_action start/stop_sneaking.
OutgoingPacket sneakAction(const VersionAdapters::Keys& k, int selfId) {
  return {"entity_action", Value::object({{"entityId", selfId},
                                          {"actionId", k.sneak ? "start_sneaking" : "stop_sneaking"},
                                          {"jumpBoost", 0}})};
}
OutgoingPacket sneakInput(const VersionAdapters::Keys& k, int) {
  return {"player_input", Value::object({{"inputs", Value::object({{"forward", k.forward}, {"backward", k.back},
                                                                   {"left", k.left}, {"right", k.right},
                                                                   {"jump", k.jump}, {"shift", k.sneak},
                                                                   {"sprint", k.sprint}})}})};
}

// player_input_vehicle: 1.21.2 removed steer_vehicle; a passenger's keys go in player_input.
OutgoingPacket steerPacket(const VersionAdapters::Steer& s) {
  return {"steer_vehicle", Value::object({{"sideways", static_cast<float>(s.left)}, {"forward", static_cast<float>(s.forward)},
                                          {"jump", (s.jump ? 0x01 : 0) | (s.unmount ? 0x02 : 0)}})};
}
OutgoingPacket steerInput(const VersionAdapters::Steer& s) {
  return {"player_input", Value::object({{"inputs", Value::object({{"forward", s.forward > 0}, {"backward", s.forward < 0},
                                                                   {"left", s.left > 0}, {"right", s.left < 0},
                                                                   {"jump", s.jump}, {"shift", s.unmount},
                                                                   {"sprint", false}})}})};
}

// tick_day_time / world_clocks: the time of day in update_time.
std::vector<VersionAdapters::DayClock> signedDayTime(const Value& f) {
  const std::int64_t time = f["time"].as_int();
  return {{-1, time < 0 ? -time : time, time >= 0}};
}
std::vector<VersionAdapters::DayClock> flaggedDayTime(const Value& f) {
  const std::int64_t time = f["time"].as_int();
  return {{-1, time < 0 ? -time : time, time >= 0 && f["tickDayTime"].as_bool()}};
}
std::vector<VersionAdapters::DayClock> worldClocks(const Value& f) {
  std::vector<VersionAdapters::DayClock> out;
  for (const Value& c : f["clockUpdates"].as_array())
    out.push_back({static_cast<int>(c["id"].as_int()), c["totalTicks"].as_int(), c["rate"].as_double() > 0});
  return out;
}

// split_attack: 26.1 made the attack its own packet and gave every interaction a hit point.
OutgoingPacket useEntityMouse(const VersionAdapters::EntityUse& u) {
  using Kind = VersionAdapters::EntityUse::Kind;
  Value f = Value::object({{"target", u.target}, {"sneaking", u.sneaking}});
  switch (u.kind) {
    case Kind::Attack: f.set("mouse", 1); break;
    case Kind::Interact:
      f.set("mouse", 0);
      f.set("hand", u.hand);
      break;
    case Kind::InteractAt:
      f.set("mouse", 2);
      f.set("x", static_cast<float>(u.at.x));
      f.set("y", static_cast<float>(u.at.y));
      f.set("z", static_cast<float>(u.at.z));
      f.set("hand", u.hand);
      break;
  }
  return {"use_entity", std::move(f)};
}
OutgoingPacket useEntityOrAttack(const VersionAdapters::EntityUse& u) {
  if (u.kind == VersionAdapters::EntityUse::Kind::Attack) return {"attack", Value::object({{"entityId", u.target}})};
  return {"use_entity", Value::object({{"target", u.target}, {"hand", u.hand},
                                       {"location", Value::object({{"x", u.at.x}, {"y", u.at.y}, {"z", u.at.z}})},
                                       {"sneaking", u.sneaking}})};
}

// hashed_clicked_slots: 1.21.5 window_click names the predicted slots by item, count and component
// hashes (HashedSlot) instead of full stacks. We send no component hashes: the server then
// re-sends any slot whose components differ, which is what it does for a wrong prediction anyway.
Value fullSlot(const std::optional<Item>& item) { return slotFromItem(item); }
Value hashedSlot(const std::optional<Item>& item) {
  if (!item || item->count <= 0) return Value();
  return Value::object({{"itemId", item->type}, {"itemCount", item->count},
                        {"components", Value(protocol::Array{})}, {"removeComponents", Value(protocol::Array{})}});
}

// lp_velocity: 1.21.9 sends velocities as lpVec3 in blocks per tick; before, three i16 in 1/8000.
Vec3 shortVelocity(const Value& v) {
  return {v["x"].as_int() / 8000.0, v["y"].as_int() / 8000.0, v["z"].as_int() / 8000.0};
}
Vec3 lpVelocity(const Value& v) { return {v["x"].as_double(), v["y"].as_double(), v["z"].as_double()}; }

// float_teleport_angles: 1.21.2 entity_teleport carries yaw and pitch as f32 degrees; before, as
// 1/256 turn bytes like the other entity packets.
double angleByte(const Value& v) { return static_cast<double>(v.as_int()) * 360.0 / 256.0; }
double angleDegrees(const Value& v) { return v.as_double(); }

constexpr int kOldestProtocol = 766;  // 1.20.5: item components, the configuration state as we speak it
constexpr int kNewestProtocol = 775;  // 26.1: the newest release whose changes the table covers

struct Release {
  std::string name;
  int protocol = 0;
  bool release = false;
};

Release releaseOf(const std::string& version) {
  const auto info = nlohmann::json::parse(protocol::read_text_file(protocol::minecraft_data_file(version, "version")));
  return {version, info.at("version").get<int>(), info.value("releaseType", "") == "release"};
}

// "1.21.10" after "1.21.9": numeric parts compared as numbers.
std::vector<int> numericParts(const std::string& v) {
  std::vector<int> parts;
  std::istringstream in(v);
  for (std::string part; std::getline(in, part, '.');) parts.push_back(std::atoi(part.c_str()));
  return parts;
}

}  // namespace

// One row per change: from which protocol number on it holds, and how to install either side.
struct VersionChange {
  const char* name;
  int sinceProtocol;  // minecraft-data version.json "version" of the first release with it
  const char* release;
  void (*install)(VersionAdapters&, bool changed);
  static const VersionChange table[];
};

const VersionChange VersionChange::table[] = {
    {"movement_flags", 768, "1.21.2",
     [](VersionAdapters& a, bool on) { a.ground_ = on ? groundFlags : groundBool; }},
    {"player_input_sneak", 768, "1.21.2",
     [](VersionAdapters& a, bool on) { a.sneak_ = on ? sneakInput : sneakAction; }},
    {"player_input_vehicle", 768, "1.21.2",
     [](VersionAdapters& a, bool on) { a.steer_ = on ? steerInput : steerPacket; }},
    {"float_teleport_angles", 768, "1.21.2",
     [](VersionAdapters& a, bool on) { a.teleportAngle_ = on ? angleDegrees : angleByte; }},
    {"tick_day_time", 768, "1.21.2",
     [](VersionAdapters& a, bool on) { a.dayClocks_ = on ? flaggedDayTime : signedDayTime; }},
    {"unprefixed_chunk_arrays", 770, "1.21.5",
     [](VersionAdapters& a, bool on) { a.chunkArraysPrefixed_ = !on; }},
    {"hashed_clicked_slots", 770, "1.21.5",
     [](VersionAdapters& a, bool on) { a.clickedSlot_ = on ? hashedSlot : fullSlot; }},
    {"lp_velocity", 773, "1.21.9",
     [](VersionAdapters& a, bool on) { a.velocity_ = on ? lpVelocity : shortVelocity; }},
    {"world_clocks", 775, "26.1",
     [](VersionAdapters& a, bool on) {
       if (on) a.dayClocks_ = worldClocks;
     }},
    {"split_attack", 775, "26.1",
     [](VersionAdapters& a, bool on) { a.useEntity_ = on ? useEntityOrAttack : useEntityMouse; }},
    {"section_fluid_count", 775, "26.1", [](VersionAdapters& a, bool on) { a.sectionFluidCount_ = on; }},
};

std::shared_ptr<const VersionAdapters> VersionAdapters::forProtocol(int protocolVersion) {
  auto a = std::make_shared<VersionAdapters>();
  a->protocolVersion_ = protocolVersion;
  for (const VersionChange& c : VersionChange::table) {
    const bool on = protocolVersion >= c.sinceProtocol;
    c.install(*a, on);
    if (on) a->changes_.emplace_back(c.name);
  }
  return a;
}

const std::vector<std::string>& VersionAdapters::supportedVersions() {
  static const std::vector<std::string> versions = [] {
    const auto root = protocol::minecraft_data_root();
    std::vector<Release> releases;
    for (const std::string& v : protocol::minecraft_data_versions()) {
      if (!protocol::minecraft_data_has(root, v, "protocol") || !protocol::minecraft_data_has(root, v, "version")) continue;
      Release r = releaseOf(v);
      if (r.release && r.protocol >= kOldestProtocol && r.protocol <= kNewestProtocol) releases.push_back(r);
    }
    std::sort(releases.begin(), releases.end(), [](const Release& a, const Release& b) {
      return a.protocol != b.protocol ? a.protocol < b.protocol : numericParts(a.name) < numericParts(b.name);
    });
    std::vector<std::string> names;
    for (const Release& r : releases) names.push_back(r.name);
    return names;
  }();
  return versions;
}

std::string VersionAdapters::supportedRange() {
  const auto& v = supportedVersions();
  return v.empty() ? std::string("none (minecraft-data has no release from 1.20.5 on)") : v.front() + " to " + v.back();
}

std::shared_ptr<const VersionAdapters> VersionAdapters::forVersion(const std::string& version) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const VersionAdapters>> cache;
  std::lock_guard lock(mutex);
  auto& slot = cache[version];
  if (!slot) {
    const auto& supported = supportedVersions();
    if (std::find(supported.begin(), supported.end(), version) == supported.end()) {
      throw std::runtime_error("Minecraft " + version + " is not a version craftmate speaks (" + supportedRange() + ")");
    }
    slot = forProtocol(releaseOf(version).protocol);
  }
  return slot;
}

}  // namespace craftmate::world
