// WorldState, what the bot hears and sees happen to blocks (mineflayer's sound.js, particle.js and
// block_actions.js): sounds, particles, note blocks, pistons, chest lids and others' digging.

#include "world/packet_fields.h"
#include "world/registry.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

namespace {

std::string stringOr(const Value& v, std::string fallback = "") {
  return v.kind() == Value::Kind::String ? v.as_string() : fallback;
}

}  // namespace

void WorldState::registerSoundHandlers() {
  // A sound by registry id or inline by name; positions are in eighths of a block.
  packets_.on("sound_effect", [this](const Value& f) {
    SoundHeard s;
    s.category = stringOr(f["soundCategory"]);
    s.position = {fields::integer(f, "x") / 8.0, fields::integer(f, "y") / 8.0, fields::integer(f, "z") / 8.0};
    s.volume = static_cast<float>(fields::number(f, "volume"));
    s.pitch = static_cast<float>(fields::number(f, "pitch"));
    const Value& holder = f["sound"];
    if (const Value* data = holder.find("data")) {
      s.name = (*data)["soundName"].as_string();
    } else {
      s.id = fields::integer32(holder, "soundId");
      if (auto name = registry_->soundName(s.id)) s.name = "minecraft:" + std::string(*name);
    }
    if (!s.name.empty()) events_.soundEffectHeard.emit(s);
    else events_.hardcodedSoundEffectHeard.emit(s);
  });
  packets_.on("world_particles", [this](const Value& f) {
    Particle p;
    const Value& type = f["particle"]["type"];
    p.name = stringOr(type);
    if (type.is_int()) p.id = static_cast<int>(type.as_int());
    p.position = {fields::number(f, "x"), fields::number(f, "y"), fields::number(f, "z")};
    p.offset = {fields::number(f, "offsetX"), fields::number(f, "offsetY"), fields::number(f, "offsetZ")};
    p.speed = static_cast<float>(fields::number(f, "velocityOffset"));
    p.count = fields::integer32(f, "amount");
    p.longDistanceRender = f["longDistance"].as_bool();
    events_.particle.emit(p);
  });
  packets_.on("block_action", [this](const Value& f) {
    const BlockType* type = registry_->blockById(fields::integer32(f, "blockId"));
    if (!type) return;  // not a vanilla block
    BlockAction a{fields::position(f["location"]), type->name, fields::integer32(f, "byte1"),
                  fields::integer32(f, "byte2"), "", 0};
    if (type->name == "note_block") {
      if (auto state = stateAt(a.position)) {
        auto props = registry_->stateProperties(*state);
        a.instrument = props["instrument"];
        a.pitch = props.count("note") ? std::stoi(props["note"]) : 0;
      }
      events_.noteHeard.emit(a);
    } else if (type->name == "piston" || type->name == "sticky_piston") {
      events_.pistonMove.emit(a);
    } else if (type->name.find("chest") != std::string::npos || type->name.find("shulker_box") != std::string::npos ||
               type->name == "barrel") {
      events_.chestLidMove.emit(a);
    }
  });
  packets_.on("block_break_animation", [this](const Value& f) {
    const BlockPos p = fields::position(f["location"]);
    const int stage = fields::integer32(f, "destroyStage"), entity = fields::integer32(f, "entityId");
    if (stage < 0 || stage > 9) events_.blockBreakProgressEnd.emit(p, entity);  // "any other value removes it"
    else events_.blockBreakProgressObserved.emit(p, stage, entity);
  });
}

}  // namespace craftmate::world
