// WorldState's screen, scoreboard, team, entity-event, bed/spawn and sound concerns fed with play
// packets shaped as protocol.json 1.21.1 decodes them, against mineflayer's events and state.

#include <gtest/gtest.h>

#include "protocol/nbt.h"
#include "tests/world/play_packets.h"
#include "world/chat_text.h"
#include "world/registry.h"
#include "world/world_state.h"

using namespace craftmate::world;
using namespace craftmate::world::play_packets;  // with protocol's Nbt, Packet and Value

namespace {

Value text(const std::string& s) { return Value(Nbt::string(s)); }

struct Fixture {
  std::unique_ptr<WorldState> w;
  std::vector<std::string> seen;
  Fixture() {
    w = std::make_unique<WorldState>(reg(), "events:1", ChatFormatter::shared("1.21.1"));
    w->handle(login(7));
  }
  void spawn(int id, const std::string& type) {
    w->handle(packet("spawn_entity", Value::object({{"entityId", id}, {"objectUUID", "00000000-0000-0000-0000-00000000000" + std::to_string(id % 10)},
                                                    {"type", reg()->entityByName(type)->id}, {"x", 1.0}, {"y", 2.0}, {"z", 3.0},
                                                    {"pitch", 0}, {"yaw", 0}, {"headPitch", 0}, {"objectData", 0},
                                                    {"velocity", Value::object({{"x", 0}, {"y", 0}, {"z", 0}})}})));
  }
  template <typename... Args>
  void record(Signal<Args...>& s, std::string name) {
    s.on([this, name](const Args&...) { seen.push_back(name); });
  }
};

Value metadata(int entity, int key, std::string type, Value value) {
  return Value::object({{"entityId", entity},
                        {"metadata", Value::array({Value::object({{"key", key}, {"type", std::move(type)}, {"value", std::move(value)}})})}});
}

}  // namespace

TEST(WorldStateScreen, TitlesActionBarBossBarsAndTabList) {
  Fixture f;
  std::vector<std::pair<std::string, std::string>> titles;
  f.w->events().title.on([&](const std::string& t, const std::string& kind) { titles.emplace_back(t, kind); });
  std::vector<int> times;
  f.w->events().titleTimes.on([&](const int& a, const int& b, const int& c) { times = {a, b, c}; });
  f.record(f.w->events().titleClear, "clear");
  std::string actionBar;
  f.w->events().actionBar.on([&](const std::string& t) { actionBar = t; });

  f.w->handle(packet("set_title_text", Value::object({{"text", text("Round 2")}})));
  f.w->handle(packet("set_title_subtitle", Value::object({{"text", text("fight")}})));
  f.w->handle(packet("set_title_time", Value::object({{"fadeIn", 10}, {"stay", 70}, {"fadeOut", 20}})));
  f.w->handle(packet("clear_titles", Value::object({{"reset", false}})));
  f.w->handle(packet("action_bar", Value::object({{"text", text("3 hearts")}})));
  EXPECT_EQ(titles, (std::vector<std::pair<std::string, std::string>>{{"Round 2", "title"}, {"fight", "subtitle"}}));
  EXPECT_EQ(times, (std::vector<int>{10, 70, 20}));
  EXPECT_EQ(f.seen, std::vector<std::string>{"clear"});
  EXPECT_EQ(actionBar, "3 hearts");

  std::vector<BossBar> bars;
  for (auto* s : {&f.w->events().bossBarCreated, &f.w->events().bossBarUpdated, &f.w->events().bossBarDeleted})
    s->on([&](const BossBar& b) { bars.push_back(b); });
  const std::string uuid = "11111111-2222-3333-4444-555555555555";
  f.w->handle(packet("boss_bar", Value::object({{"entityUUID", uuid}, {"action", 0}, {"title", text("Wither")},
                                                {"health", 1.0}, {"color", 5}, {"dividers", 0}, {"flags", 1}})));
  ASSERT_EQ(f.w->hud().bossBars.count(uuid), 1u);
  EXPECT_TRUE(f.w->hud().bossBars.at(uuid).shouldDarkenSky());
  f.w->handle(packet("boss_bar", Value::object({{"entityUUID", uuid}, {"action", 2}, {"health", 0.25}})));
  EXPECT_FLOAT_EQ(f.w->hud().bossBars.at(uuid).health, 0.25f);
  f.w->handle(packet("boss_bar", Value::object({{"entityUUID", uuid}, {"action", 3}, {"title", text("Wither II")}})));
  f.w->handle(packet("boss_bar", Value::object({{"entityUUID", uuid}, {"action", 1}})));
  EXPECT_TRUE(f.w->hud().bossBars.empty());
  ASSERT_EQ(bars.size(), 4u);
  EXPECT_EQ(bars[0].title, "Wither");
  EXPECT_EQ(bars[2].title, "Wither II");
  EXPECT_EQ(bars[3].title, "Wither II") << "the deleted event carries the bar as it was";

  f.w->handle(packet("playerlist_header", Value::object({{"header", text("Welcome")}, {"footer", text("craftmate")}})));
  EXPECT_EQ(f.w->hud().tablist.header, "Welcome");
  EXPECT_EQ(f.w->hud().tablist.footer, "craftmate");
}

TEST(WorldStateScoreboard, ObjectivesScoresPositionsAndTeams) {
  Fixture f;
  for (auto [s, name] : {std::pair{&f.w->events().scoreboardCreated, "created"},
                         {&f.w->events().scoreboardTitleChanged, "title"},
                         {&f.w->events().scoreboardDeleted, "deleted"}})
    f.record(*s, name);
  f.record(f.w->events().scoreUpdated, "score");
  f.record(f.w->events().scoreRemoved, "removed");
  f.record(f.w->events().scoreboardPosition, "position");
  std::string error;
  f.w->events().error.on([&](const std::string& e) { error = e; });

  f.w->handle(packet("scoreboard_objective", Value::object({{"name", "kills"}, {"action", 0}, {"displayText", text("Kills")},
                                                            {"type", 0}, {"number_format", nullptr}})));
  f.w->handle(packet("scoreboard_score", Value::object({{"itemName", "alice"}, {"scoreName", "kills"}, {"value", 3},
                                                        {"display_name", nullptr}, {"number_format", nullptr}})));
  f.w->handle(packet("scoreboard_score", Value::object({{"itemName", "bob"}, {"scoreName", "kills"}, {"value", 5},
                                                        {"display_name", nullptr}, {"number_format", nullptr}})));
  f.w->handle(packet("scoreboard_display_objective", Value::object({{"position", 1}, {"name", "kills"}})));
  const Scoreboard* sidebar = f.w->scoreboards().atPosition(1);
  ASSERT_NE(sidebar, nullptr);
  EXPECT_EQ(sidebar->title, "Kills");
  ASSERT_EQ(sidebar->items().size(), 2u);
  EXPECT_EQ(sidebar->items()[0].name, "bob") << "highest score first";
  f.w->handle(packet("reset_score", Value::object({{"entity_name", "bob"}, {"objective_name", "kills"}})));
  EXPECT_EQ(sidebar->scores.count("bob"), 0u);
  f.w->handle(packet("scoreboard_objective", Value::object({{"name", "kills"}, {"action", 2}, {"displayText", text("K")},
                                                            {"type", 0}, {"number_format", nullptr}})));
  f.w->handle(packet("scoreboard_objective", Value::object({{"name", "nope"}, {"action", 2}, {"displayText", text("x")},
                                                            {"type", 0}, {"number_format", nullptr}})));
  EXPECT_EQ(error, "Received update for unknown objective nope");
  f.w->handle(packet("scoreboard_objective", Value::object({{"name", "kills"}, {"action", 1}})));
  EXPECT_EQ(f.w->scoreboards().atPosition(1), nullptr);
  EXPECT_EQ(f.seen, (std::vector<std::string>{"created", "score", "score", "position", "removed", "title", "deleted"}));

  f.seen.clear();
  for (auto [s, name] : {std::pair{&f.w->events().teamCreated, "created"}, {&f.w->events().teamUpdated, "updated"},
                         {&f.w->events().teamMemberAdded, "added"}, {&f.w->events().teamMemberRemoved, "left"},
                         {&f.w->events().teamRemoved, "removed"}})
    f.record(*s, name);
  auto team = [](int mode, Value players, std::string prefix = "[R] ") {
    Value v = Value::object({{"team", "red"}, {"mode", mode}});
    auto& o = v.as_object();
    if (mode == 0 || mode == 2) {
      for (auto& [k, val] : std::vector<std::pair<std::string, Value>>{
               {"name", text("Red")}, {"friendlyFire", 1}, {"nameTagVisibility", "always"},
               {"collisionRule", "always"}, {"formatting", 12}, {"prefix", text(prefix)}, {"suffix", text("")}})
        o.push_back({k, val});
    }
    if (!players.is_null()) o.push_back({"players", std::move(players)});
    return packet("teams", v);
  };
  f.w->handle(team(0, Value::array({"alice"})));
  ASSERT_NE(f.w->scoreboards().teamOf("alice"), nullptr);
  EXPECT_EQ(f.w->scoreboards().teamOf("alice")->color, "red");
  EXPECT_EQ(f.w->scoreboards().teamOf("alice")->displayName("alice"), "[R] alice");
  f.w->handle(team(2, Value(), "[Red] "));
  EXPECT_EQ(f.w->scoreboards().teams.at("red").prefix, "[Red] ");
  f.w->handle(team(3, Value::array({"bob"})));
  EXPECT_EQ(f.w->scoreboards().teamMap.at("bob"), "red");
  f.w->handle(team(4, Value::array({"alice"})));
  EXPECT_EQ(f.w->scoreboards().teamOf("alice"), nullptr);
  f.w->handle(team(1, Value()));
  EXPECT_TRUE(f.w->scoreboards().teams.empty());
  EXPECT_TRUE(f.w->scoreboards().teamMap.empty());
  EXPECT_EQ(f.seen, (std::vector<std::string>{"created", "updated", "added", "left", "removed"}));
}

TEST(WorldStateEntityEvents, StatusesAnimationsFlagsAndVehicles) {
  Fixture f;
  f.spawn(20, "wolf");
  f.spawn(21, "boat");
  for (auto [s, name] : {std::pair{&f.w->events().entityTaming, "taming"}, {&f.w->events().entityTamed, "tamed"},
                         {&f.w->events().entityShakingOffWater, "shaking"}, {&f.w->events().entityEatingGrass, "grass"},
                         {&f.w->events().entityHandSwap, "swap"}, {&f.w->events().entityWake, "wake"},
                         {&f.w->events().entityEat, "eat"}, {&f.w->events().entityCriticalEffect, "crit"},
                         {&f.w->events().entityMagicCriticalEffect, "magic"}, {&f.w->events().entityCrouch, "crouch"},
                         {&f.w->events().entityUncrouch, "uncrouch"}, {&f.w->events().entitySleep, "entitySleep"},
                         {&f.w->events().entityElytraFlew, "elytra"}, {&f.w->events().entityAttributes, "attributes"}})
    f.record(*s, name);
  f.record(f.w->events().entityAttach, "attach");
  f.record(f.w->events().entityDetach, "detach");
  f.record(f.w->events().mount, "mount");
  f.record(f.w->events().dismount, "dismount");
  f.record(f.w->events().sleep, "sleep");
  f.record(f.w->events().wake, "wakeSelf");

  for (int status : {6, 7, 8, 10, 55, 99})
    f.w->handle(packet("entity_status", Value::object({{"entityId", 20}, {"entityStatus", status}})));
  for (int animation : {2, 3, 4, 5})
    f.w->handle(packet("animation", Value::object({{"entityId", 20}, {"animation", animation}})));
  f.w->handle(packet("entity_update_attributes", Value::object({{"entityId", 20}, {"properties", Value::array({})}})));
  EXPECT_EQ(f.seen, (std::vector<std::string>{"taming", "tamed", "shaking", "grass", "swap", "wake", "eat", "crit",
                                              "magic", "attributes"}));

  f.seen.clear();
  f.w->handle(packet("entity_metadata", metadata(20, 0, "byte", 0)));     // first flags: no uncrouch
  f.w->handle(packet("entity_metadata", metadata(20, 0, "byte", 2)));     // sneaking
  f.w->handle(packet("entity_metadata", metadata(20, 0, "byte", 0x80)));  // elytra, not sneaking
  f.w->handle(packet("entity_metadata", metadata(7, 6, "pose", 2)));      // the bot lies down
  f.w->handle(packet("animation", Value::object({{"entityId", 7}, {"animation", 2}})));  // and gets up
  // The bot's own sleep/wake listeners were added first (at construction), so they run first.
  EXPECT_EQ(f.seen, (std::vector<std::string>{"crouch", "elytra", "uncrouch", "sleep", "entitySleep", "wakeSelf", "wake"}));
  EXPECT_FALSE(f.w->isSleeping());

  f.seen.clear();
  f.w->handle(packet("set_passengers", Value::object({{"entityId", 21}, {"passengers", Value::array({7})}})));
  ASSERT_NE(f.w->vehicle(), nullptr);
  EXPECT_EQ(f.w->vehicle()->id, 21);
  EXPECT_EQ(f.w->entity(21)->passengers, std::vector<int>{7});
  f.w->handle(packet("set_passengers", Value::object({{"entityId", 21}, {"passengers", Value::array({})}})));
  EXPECT_EQ(f.w->vehicle(), nullptr);
  f.w->handle(packet("attach_entity", Value::object({{"entityId", 20}, {"vehicleId", 21}})));  // a leash
  f.w->handle(packet("attach_entity", Value::object({{"entityId", 7}, {"vehicleId", 21}})));
  f.w->handle(packet("entity_destroy", Value::object({{"entityIds", Value::array({21})}})));
  EXPECT_EQ(f.w->vehicle(), nullptr);
  EXPECT_FALSE(f.w->entity(20)->vehicleId.has_value());
  EXPECT_EQ(f.seen, (std::vector<std::string>{"attach", "mount", "detach", "dismount", "attach", "attach", "mount",
                                              "dismount"}));
}

TEST(WorldStateSpawn, SpawnPointDifficultyLevelTypeSpawnResetAndResourcePack) {
  Fixture f;
  f.record(f.w->events().spawnReset, "spawnReset");
  EXPECT_EQ(f.w->game().levelType, "flat");
  f.w->handle(packet("spawn_position", Value::object({{"location", Value::object({{"x", 8}, {"y", -60}, {"z", -3}})},
                                                      {"angle", 0.0}})));
  EXPECT_EQ(f.w->spawnPoint(), (BlockPos{8, -60, -3}));
  f.w->handle(packet("difficulty", Value::object({{"difficulty", "hard"}, {"difficultyLocked", false}})));
  EXPECT_EQ(f.w->game().difficulty, "hard");
  f.w->handle(packet("game_state_change", Value::object({{"reason", "no_respawn_block_available"}, {"gameMode", 0.0}})));
  EXPECT_EQ(f.seen, std::vector<std::string>{"spawnReset"});
  std::pair<std::string, std::string> pack;
  f.w->events().resourcePack.on([&](const std::string& url, const std::string& hash) { pack = {url, hash}; });
  f.w->handle(packet("add_resource_pack", Value::object({{"uuid", "aaaaaaaa-0000-0000-0000-000000000001"},
                                                         {"url", "http://x/p.zip"}, {"hash", "abc"}, {"forced", false},
                                                         {"promptMessage", nullptr}})));
  EXPECT_EQ(pack, (std::pair<std::string, std::string>{"http://x/p.zip", "abc"}));
  EXPECT_EQ(f.w->resourcePackUuid(), "aaaaaaaa-0000-0000-0000-000000000001");
}

TEST(WorldStateSounds, SoundsParticlesBlockActionsAndBreakProgress) {
  Fixture f;
  std::vector<SoundHeard> named, hardcoded;
  f.w->events().soundEffectHeard.on([&](const SoundHeard& s) { named.push_back(s); });
  f.w->events().hardcodedSoundEffectHeard.on([&](const SoundHeard& s) { hardcoded.push_back(s); });
  auto sound = [](Value holder) {
    return packet("sound_effect", Value::object({{"sound", std::move(holder)}, {"soundCategory", "neutral"}, {"x", 80},
                                                 {"y", -480}, {"z", 4}, {"volume", 1.0}, {"pitch", 0.5}, {"seed", 0}}));
  };
  f.w->handle(sound(Value::object({{"soundId", 0}})));  // sounds.json id 1
  f.w->handle(sound(Value::object({{"data", Value::object({{"soundName", "custom:ding"}, {"fixedRange", nullptr}})}})));
  f.w->handle(sound(Value::object({{"soundId", 999999}})));
  ASSERT_EQ(named.size(), 2u);
  EXPECT_EQ(named[0].name, "minecraft:entity.allay.ambient_with_item");
  EXPECT_EQ(named[0].position, (Vec3{10, -60, 0.5}));
  EXPECT_EQ(named[0].category, "neutral");
  EXPECT_EQ(named[1].name, "custom:ding");
  ASSERT_EQ(hardcoded.size(), 1u);
  EXPECT_EQ(hardcoded[0].id, 999999);

  Particle seen;
  f.w->events().particle.on([&](const Particle& p) { seen = p; });
  f.w->handle(packet("world_particles", Value::object({{"longDistance", false}, {"x", 1.5}, {"y", 2.0}, {"z", 3.0},
                                                       {"offsetX", 0.1}, {"offsetY", 0.2}, {"offsetZ", 0.3},
                                                       {"velocityOffset", 0.0}, {"amount", 7},
                                                       {"particle", Value::object({{"type", "heart"}})}})));
  EXPECT_EQ(seen.name, "heart");
  EXPECT_EQ(seen.count, 7);

  std::vector<std::string> actions;
  f.w->events().pistonMove.on([&](const BlockAction& a) { actions.push_back("piston " + std::to_string(a.byte1)); });
  f.w->events().chestLidMove.on([&](const BlockAction& a) { actions.push_back("chest " + std::to_string(a.byte2)); });
  f.w->events().noteHeard.on([&](const BlockAction& a) { actions.push_back("note " + a.block); });
  auto action = [](const std::string& block, int b1, int b2) {
    return packet("block_action", Value::object({{"location", Value::object({{"x", 0}, {"y", 0}, {"z", 0}})},
                                                 {"byte1", b1}, {"byte2", b2}, {"blockId", reg()->blockByName(block)->id}}));
  };
  f.w->handle(action("piston", 1, 3));
  f.w->handle(action("chest", 1, 2));
  f.w->handle(action("note_block", 0, 0));
  f.w->handle(action("stone", 0, 0));
  EXPECT_EQ(actions, (std::vector<std::string>{"piston 1", "chest 2", "note note_block"}));

  std::vector<int> stages;
  f.w->events().blockBreakProgressObserved.on([&](const BlockPos&, const int& stage, const int&) { stages.push_back(stage); });
  f.w->events().blockBreakProgressEnd.on([&](const BlockPos&, const int&) { stages.push_back(-1); });
  for (int stage : {0, 5, 9, 10})
    f.w->handle(packet("block_break_animation", Value::object({{"entityId", 3}, {"destroyStage", stage},
                                                               {"location", Value::object({{"x", 1}, {"y", 2}, {"z", 3}})}})));
  EXPECT_EQ(stages, (std::vector<int>{0, 5, 9, -1}));
}
