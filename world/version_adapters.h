#pragma once
// VersionAdapters — where a Minecraft release changed what a packet means, one named adapter per
// change, chosen by the version's protocol number in one table (version_adapters.cpp). Layouts
// come from protocol.json and facts (metadata indices, menu and biome ids) from minecraft-data;
// only the meaning of fields that the data cannot express lives here.

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
  // "1.20.5 to 1.21.11", for messages.
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
  using ClickedSlot = protocol::Value (*)(const std::optional<Item>&);
  using Velocity = Vec3 (*)(const protocol::Value&);
  using Angle = double (*)(const protocol::Value&);
  Ground ground_;
  Sneak sneak_;
  bool chunkArraysPrefixed_ = true;
  ClickedSlot clickedSlot_;
  Velocity velocity_;
  Angle teleportAngle_;
  int protocolVersion_ = 0;
  std::vector<std::string> changes_;
};

}  // namespace craftmate::world
