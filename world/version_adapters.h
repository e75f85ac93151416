#pragma once
// VersionAdapters — where a Minecraft release changed what a packet means, one named adapter per
// change, chosen by the version's protocol number in one table (version_adapters.cpp). Layouts
// come from protocol.json and facts (metadata indices, menu and biome ids) from minecraft-data;
// only the meaning of fields that the data cannot express lives here.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "protocol/packet_value.h"
#include "world/vec3.h"

namespace craftmate::world {

struct Item;

// A packet to send: name and fields.
struct OutgoingPacket {
  std::string name;
  protocol::Value fields;
};

class VersionAdapters {
 public:
  // The releases craftmate speaks, oldest first: minecraft-data's Java releases with protocol data
  // from 1.20.5 (protocol 766) to the newest protocol the change table has been checked against.
  static const std::vector<std::string>& supportedVersions();
  // "1.20.5 to 26.1", for messages.
  static std::string supportedRange();

  // The adapters of a supported version ("1.21.4"); its protocol number comes from version.json.
  // Cached per version. Throws std::runtime_error naming the version and the supported range.
  static std::shared_ptr<const VersionAdapters> forVersion(const std::string& version);
  static std::shared_ptr<const VersionAdapters> forProtocol(int protocolVersion);

  int protocolVersion() const { return protocolVersion_; }
  // The names of the changes in effect ("movement_flags", ...), oldest first.
  const std::vector<std::string>& changes() const { return changes_; }

  // movement_flags (1.21.2): the ground state of flying/position/look/position_look.
  void setGround(protocol::Value& fields, bool onGround, bool horizontalCollision) const {
    ground_(fields, onGround, horizontalCollision);
  }
  // player_input_sneak (1.21.2): the packet telling the server the sneak key changed. `controls`
  // are the held keys (forward, back, left, right, jump, sneak, sprint) after the change.
  struct Keys {
    bool forward = false, back = false, left = false, right = false, jump = false, sneak = false, sprint = false;
  };
  OutgoingPacket sneak(const Keys& keys, int selfId) const { return sneak_(keys, selfId); }
  // player_input_vehicle (1.21.2): steering a vehicle and leaving it. Before, steer_vehicle
  // (sideways and forward impulses, flags 1 jump and 2 unmount); since, player_input's held keys,
  // where shift leaves the vehicle. left: 1 left, -1 right; forward: 1 forward, -1 back.
  struct Steer {
    double left = 0, forward = 0;
    bool jump = false, unmount = false;
  };
  OutgoingPacket steerVehicle(const Steer& steer) const { return steer_(steer); }
  // What update_time says of the time of day: one reading per clock. `clock` is an index into the
  // world_clock registry, or -1 for the one day time of older versions. tick_day_time (1.21.2):
  // tickDayTime says whether the day cycle runs; before, a negative time meant stopped.
  // world_clocks (26.1): every world clock with its total ticks and rate (0: stopped).
  struct DayClock {
    int clock = -1;
    std::int64_t ticks = 0;
    bool ticking = true;
  };
  std::vector<DayClock> dayClocks(const protocol::Value& updateTime) const { return dayClocks_(updateTime); }
  // split_attack (26.1): use_entity lost its `mouse` action; an attack is its own `attack` packet
  // and an interaction always carries the hit point (an lpVec3 relative to the entity's feet).
  struct EntityUse {
    enum class Kind { Interact, Attack, InteractAt } kind = Kind::Interact;
    int target = 0;
    Vec3 at;  // InteractAt: the point hit, relative to the entity's feet
    bool sneaking = false;
    int hand = 0;  // 0 main hand, 1 off hand
  };
  OutgoingPacket useEntity(const EntityUse& use) const { return useEntity_(use); }
  // section_fluid_count (26.1): a chunk section's non-air count is followed by its fluid count.
  bool sectionFluidCount() const { return sectionFluidCount_; }
  // unprefixed_chunk_arrays (1.21.5): paletted containers carry no long-array length.
  bool chunkArraysPrefixed() const { return chunkArraysPrefixed_; }
  // hashed_clicked_slots (1.21.5): a slot of window_click's changedSlots and cursorItem.
  protocol::Value clickedSlot(const std::optional<Item>& item) const { return clickedSlot_(item); }
  // lp_velocity (1.21.9): an entity velocity field in blocks per tick.
  Vec3 velocity(const protocol::Value& v) const { return velocity_(v); }
  // float_teleport_angles (1.21.2): entity_teleport's yaw/pitch in degrees; before, angle bytes.
  // Returns the Notchian degrees.
  double teleportAngle(const protocol::Value& v) const { return teleportAngle_(v); }

  // What each adapter does in this version, set by the table in version_adapters.cpp.
  using Ground = void (*)(protocol::Value&, bool, bool);
  using Sneak = OutgoingPacket (*)(const Keys&, int);
  using SteerVehicle = OutgoingPacket (*)(const Steer&);
  using DayClocks = std::vector<DayClock> (*)(const protocol::Value&);
  using UseEntity = OutgoingPacket (*)(const EntityUse&);
  using ClickedSlot = protocol::Value (*)(const std::optional<Item>&);
  using Velocity = Vec3 (*)(const protocol::Value&);
  using Angle = double (*)(const protocol::Value&);
  Ground ground_;
  Sneak sneak_;
  SteerVehicle steer_;
  DayClocks dayClocks_;
  UseEntity useEntity_;
  bool sectionFluidCount_ = false;
  bool chunkArraysPrefixed_ = true;
  ClickedSlot clickedSlot_;
  Velocity velocity_;
  Angle teleportAngle_;
  int protocolVersion_ = 0;
  std::vector<std::string> changes_;
};

}  // namespace craftmate::world
