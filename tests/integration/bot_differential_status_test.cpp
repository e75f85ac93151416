// Differential tests of the bot's status (issue 19 item 4, fixture in bot_differential_fixture.h):
// status effects with their events, digTime, the world clock and the tab list, as a craftmate bot
// and a mineflayer bot report them after the same server commands. Where mineflayer 4.39 departs
// from vanilla 1.21.1, craftmate's vanilla value is asserted:
// - digTime with an enchanted tool: prismarine-item hands over the 1.21 enchantments component as
//   it is, and prismarine-block's digTime throws on it ("... is not iterable"); the reference is
//   prismarine-block's digTime given the component's enchantments by name;
// - isDay: mineflayer's ends at 13000 and starts at 0; vanilla's sky is light from 23460.
// - digTime of ores, metal blocks and obsidian: minecraft-data 1.21.1 files them under the material
//   "incorrect_for_wooden_tool", which gives a stone or diamond pickaxe no speed on them; craftmate
//   reads them as mineable/pickaxe, as vanilla does, and so does the reference mineflayer here.

#include "tests/integration/bot_differential_fixture.h"

namespace craftmate::skills::testing {
namespace {

using BotDifferentialStatusTest = BotDifferentialTest;

// An effect as `who` sees it, as a JSON row both sides fill alike: [kind, whose, id, amplifier,
// duration], whose = "self" for the bot's own entity.
json effectRow(const std::string& kind, const std::string& whose, const world::Effect& e) {
  return {kind, whose, e.id, e.amplifier, e.duration};
}

TEST_F(BotDifferentialStatusTest, EffectsAgree) {
  auto cm = join("cm_effect");
  auto mf = mineflayer("mf_effect", true);
  // Each sees the other's entity first, so that the other's effects reach it.
  ASSERT_TRUE(poll(*mf, "return Object.values(bot.entities).some(e => e.username === 'cm_effect')",
                   [](const json& v) { return v == true; }));
  ASSERT_TRUE(waitUntil(cm, [&] {
    return cm->nearestEntity([](const world::Entity& e) { return e.username == "mf_effect"; }) != nullptr;
  }));
  eval(*mf,
       "globalThis.effectEvents = [];"
       "const whose = (e) => e === bot.entity ? 'self' : (e.username ?? e.name);"
       "bot.on('entityEffect', (e, x) => effectEvents.push(['start', whose(e), x.id, x.amplifier, x.duration]));"
       "bot.on('entityEffectEnd', (e, x) => effectEvents.push(['end', whose(e), x.id, x.amplifier, x.duration]));"
       "return true");
  json ourEvents = json::array();
  const auto whose = [&](const world::Entity& e) { return e.id == cm->entity().id ? std::string("self") : e.username; };
  on(cm, [&] {
    cm->events().entityEffect.on([&](const world::Entity& e, const world::Effect& x) { ourEvents.push_back(effectRow("start", whose(e), x)); });
    cm->events().entityEffectEnd.on([&](const world::Entity& e, const world::Effect& x) { ourEvents.push_back(effectRow("end", whose(e), x)); });
    return 0;
  });
  // The effects on each bot's own entity and on the other's, as [id, amplifier, duration] by id.
  const std::string theirEffects =
      "const other = Object.values(bot.entities).find(e => e.username === 'cm_effect');"
      "const list = (e) => Object.values(e.effects).map(x => [x.id, x.amplifier, x.duration]);"
      "return {self: list(bot.entity), other: list(other)}";
  const auto ourEffects = [&] {
    return on(cm, [&] {
      const auto list = [](const world::Entity& e) {
        json rows = json::array();
        for (const auto& [id, x] : e.effects) rows.push_back({x.id, x.amplifier, x.duration});
        return rows;
      };
      const auto* other = cm->nearestEntity([](const world::Entity& e) { return e.username == "mf_effect"; });
      return json{{"self", list(cm->entity())}, {"other", other ? list(*other) : json(nullptr)}}.dump();
    });
  };
  const auto eventCounts = [&](std::size_t n) {
    EXPECT_TRUE(poll(*mf, "return effectEvents.length", [&](const json& v) { return v == n; }));
    EXPECT_TRUE(waitUntil(cm, [&] { return ourEvents.size() == n; })) << ourEvents.dump();
  };

  for (const std::string who : {"cm_effect", "mf_effect"}) {
    command("effect give " + who + " haste 30 2");
    command("effect give " + who + " speed 10 0");
  }
  eventCounts(4);
  const auto theirs = eval(*mf, theirEffects);
  const auto ours = json::parse(ourEffects());
  // Each bot's own effects and the other's: the same, bot for bot.
  EXPECT_EQ(ours["self"], theirs["self"]);
  EXPECT_EQ(ours["other"], theirs["other"]);
  const int haste = *on(cm, [&] { return cm->registry().effectIdByName("Haste"); });
  const int speed = *on(cm, [&] { return cm->registry().effectIdByName("Speed"); });
  EXPECT_EQ(ours["self"], json::array({json::array({speed, 0, 200}), json::array({haste, 2, 600})}));

  command("effect clear cm_effect haste");
  command("effect clear mf_effect");
  command("effect clear cm_effect");
  eventCounts(8);
  const auto theirEvents = eval(*mf, "return effectEvents");
  // The same events in the same order, craftmate's "self" being mineflayer's "cm_effect".
  json mirrored = json::array();
  for (json row : on(cm, [&] { return ourEvents; })) {
    if (row[1] == "self") row[1] = "cm_effect";
    else if (row[1] == "mf_effect") row[1] = "self";
    mirrored.push_back(row);
  }
  EXPECT_EQ(mirrored, theirEvents);
  EXPECT_EQ(theirEvents[4], json::array({"end", "cm_effect", haste, 2, 600}));  // cm's haste, as mineflayer saw it
  EXPECT_EQ(json::parse(ourEffects()), eval(*mf, theirEffects));
  EXPECT_EQ(json::parse(ourEffects())["self"], json::array());
}

// digTime of each of `blocks` as the craftmate bot computes it while standing (null: cannot be dug).
json ourDigTimes(Bot& bot, const std::vector<BlockPos>& blocks) {
  json times = json::array();
  for (const auto& p : blocks) {
    const auto t = bot.digTime(p);
    times.push_back(t ? json(*t) : json(nullptr));
  }
  return times;
}

// mineflayer's digTime of each block at `at` (a JS array of Vec3) while it stands: {times, error}.
// When bot.digTime throws (an enchanted held item on 1.21, see the top), times are prismarine-block's
// digTime with mineflayer's other arguments and the component's enchantments by name.
std::string theirDigTimes(const std::string& at) {
  return "if (!bot.entity.onGround) return null;"
         "const ms = (t) => t === Infinity ? null : t;"
         "try { return {times: " + at + ".map(p => ms(bot.digTime(bot.blockAt(p)))), error: ''} } catch (e) {"
         "  const held = bot.heldItem; const c = held?.enchants?.enchantments ?? [];"
         "  const enchants = c.map(x => ({name: bot.registry.enchantments[x.id].name, lvl: x.level}));"
         "  const eyeInWater = ['water', 'flowing_water'].includes(bot._getBlockAtEyeLevel()?.name);"
         "  return {times: " + at + ".map(p => ms(bot.blockAt(p).digTime(held?.type ?? null, false, eyeInWater, false,"
         "    enchants, bot.entity.effects))), error: e.message} }";
}

TEST_F(BotDifferentialStatusTest, DigTimeAgrees) {
  auto cm = join("cm_dig");
  auto mf = mineflayer("mf_dig", true);
  // mineflayer's blocks with vanilla's mining material (see the top); prismarine-block copies it
  // from the registry into every block it makes.
  ASSERT_EQ(eval(*mf, "for (const b of bot.registry.blocksArray)"
                      "  if (b.material?.startsWith('incorrect_for_')) b.material = 'mineable/pickaxe';"
                      "return bot.registry.blocksByName.obsidian.material"),
            "mineable/pickaxe");
  const std::vector<std::string> names = {"stone", "dirt", "oak_log", "obsidian", "bedrock"};
  std::vector<BlockPos> blocks;
  std::string at = "[";
  for (std::size_t i = 0; i < names.size(); ++i) {
    blocks.push_back(ground().offset(2 + static_cast<int>(i), 1, 3));
    setBlock(cm, blocks.back(), names[i]);
    at += (i ? "," : "") + vec3(blocks.back());
  }
  at += "]";
  ASSERT_TRUE(poll(*mf, "return " + at + ".map(p => bot.blockAt(p)?.name ?? null)", [&](const json& v) { return v == json(names); }));

  // Both bots' digTimes once each stands and holds `held` (null: nothing); mineflayer's error text.
  struct Seen {
    json ours, theirs;
    std::string error;
  };
  const auto digTimes = [&](const json& held) {
    const std::string heldIs = "(bot.heldItem?.name ?? null) === " + held.dump();
    json theirs;
    EXPECT_TRUE(poll(*mf, "if (!(" + heldIs + ")) return null;" + theirDigTimes(at), [&](const json& v) {
      theirs = v;
      return v.is_object();
    }));
    json ours;
    EXPECT_TRUE(waitUntil(cm, [&] {
      const auto& h = cm->heldItem();
      if (!cm->physicsState().onGround || (h ? json(h->name) : json(nullptr)) != held) return false;
      ours = ourDigTimes(*cm, blocks);
      return true;
    }));
    return Seen{ours, theirs.value("times", json()), theirs.value("error", "")};
  };
  const auto hold = [&](const std::string& item) {
    give(cm, item, 1);
    command("give mf_dig " + item + " 1");
    const auto r = run(cm, [&](SkillContext& ctx) -> Task<bool> {
      co_await ctx.bot.equip(ctx.bot.registry().itemByName(item)->id, world::EquipDestination::Hand);
      co_return true;
    });
    ASSERT_TRUE(r.ok) << r.output;
    ASSERT_TRUE(poll(*mf, "const i = bot.inventory.items().find(i => i.name === '" + item + "'); if (!i) return false;"
                          "await bot.equip(i, 'hand'); return true", [](const json& v) { return v == true; }));
  };
  const auto agree = [&](const json& held, const std::string& step) {
    const auto seen = digTimes(held);
    EXPECT_EQ(seen.error, "") << step;
    EXPECT_EQ(seen.ours, seen.theirs) << step;
    return seen.ours;
  };

  const auto bare = agree(nullptr, "bare hand");
  EXPECT_EQ(bare, json::array({7500, 750, 3000, 250000, nullptr}));  // stone and obsidian need a pickaxe
  hold("iron_pickaxe");
  agree("iron_pickaxe", "iron pickaxe");
  hold("diamond_pickaxe");
  const auto diamond = agree("diamond_pickaxe", "diamond pickaxe");
  EXPECT_EQ(diamond[0], 300);
  EXPECT_EQ(diamond[3], 9400);  // obsidian: 8 / 50 / 30 -> 188 ticks (minecraft-data as it is: 75000)

  // Haste II, then Mining Fatigue III beside it (vanilla's factor for level 3 is 0.0027, not 0.3^3).
  for (const std::string who : {"cm_dig", "mf_dig"}) command("effect give " + who + " haste 60 1");
  ASSERT_TRUE(poll(*mf, "return bot.entity.effects[" + std::to_string(*on(cm, [&] { return cm->registry().effectIdByName("Haste"); })) +
                            "]?.amplifier ?? null", [](const json& v) { return v == 1; }));
  const int haste = *on(cm, [&] { return cm->registry().effectIdByName("Haste"); });
  const int fatigue = *on(cm, [&] { return cm->registry().effectIdByName("MiningFatigue"); });
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->entity().effects.count(haste) == 1; }));
  const auto hasted = agree("diamond_pickaxe", "haste II");
  EXPECT_LT(hasted[0].get<int>(), diamond[0].get<int>());
  for (const std::string who : {"cm_dig", "mf_dig"}) command("effect give " + who + " mining_fatigue 60 2");
  ASSERT_TRUE(poll(*mf, "return bot.entity.effects[" + std::to_string(fatigue) + "]?.amplifier ?? null",
                   [](const json& v) { return v == 2; }));
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->entity().effects.count(fatigue) == 1; }));
  const auto tired = agree("diamond_pickaxe", "haste II and mining fatigue III");
  EXPECT_EQ(tired[0], 74450);  // stone: 8 x 1.4 x 0.0027
  for (const std::string who : {"cm_dig", "mf_dig"}) command("effect clear " + who);
  ASSERT_TRUE(poll(*mf, "return Object.keys(bot.entity.effects).length", [](const json& v) { return v == 0; }));
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->entity().effects.empty(); }));
  EXPECT_EQ(agree("diamond_pickaxe", "effects cleared"), diamond);

  // Water at the feet only: the eyes are dry, so no penalty (vanilla's isEyeInFluid); then over the
  // head: five times as long.
  const BlockPos cmFeet = ground().offset(0, 1, 0), mfFeet = ground().offset(-2, 1, 0);
  command("fill " + xyz(mfFeet) + " " + xyz(cmFeet) + " water");
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->physicsState().isInWater; }));
  EXPECT_EQ(agree("diamond_pickaxe", "feet in water"), diamond);
  command("fill " + xyz(mfFeet.offset(0, 1, 0)) + " " + xyz(cmFeet.offset(0, 1, 0)) + " water");
  ASSERT_TRUE(poll(*mf, "return bot._getBlockAtEyeLevel()?.name ?? null", [](const json& v) { return v == "water"; }));
  ASSERT_TRUE(waitUntil(cm, [&] {
    const auto b = cm->blockAt(cmFeet.offset(0, 1, 0));
    return b && b->name() == "water";
  }));
  const auto underwater = agree("diamond_pickaxe", "head in water");
  EXPECT_EQ(underwater[0], 1450);
  command("fill " + xyz(mfFeet) + " " + xyz(cmFeet.offset(0, 1, 0)) + " air");

  // Efficiency III: mineflayer makes two such pickaxes in creative mode and tosses one to craftmate.
  command("clear cm_dig");
  command("clear mf_dig");
  ASSERT_TRUE(waitUntil(cm, [&] { return !cm->heldItem(); }));
  command("gamemode creative mf_dig");
  ASSERT_TRUE(poll(*mf, "return bot.game.gameMode", [](const json& v) { return v == "creative"; }));
  ASSERT_EQ(eval(*mf, "const Item = require('prismarine-item')(bot.registry);"
                      "const pick = () => { const i = new Item(bot.registry.itemsByName.diamond_pickaxe.id, 1);"
                      "  i.components = [{type: 'enchantments', data: {enchantments: [{id: bot.registry.enchantmentsByName.efficiency.id,"
                      "    level: 3}], showTooltip: true}}]; i.componentMap = new Map(i.components.map(c => [c.type, c])); return i };"
                      "await bot.creative.setInventorySlot(36, pick()); await bot.creative.setInventorySlot(37, pick());"
                      "bot.setQuickBarSlot(0); return true"),
            true);
  command("gamemode survival mf_dig");
  ASSERT_TRUE(poll(*mf, "return bot.game.gameMode", [](const json& v) { return v == "survival"; }));
  // At craftmate's feet: the stack lands short of them, in their reach and out of the tosser's.
  const auto target = on(cm, [&] { return cm->entity().position; });
  eval(*mf, "await bot.lookAt(new Vec3(" + std::to_string(target.x) + "," + std::to_string(target.y) + "," +
                std::to_string(target.z) + "), true); await bot.waitForTicks(2);"  // the look goes out on a tick
                "await bot.tossStack(bot.inventory.slots[37]); return true");
  const int efficiency = *on(cm, [&] { return cm->registry().enchantmentIdByName("efficiency"); });
  ASSERT_TRUE(waitUntil(cm, [&] {
    for (const auto& i : cm->inventory().items())
      if (i.name == "diamond_pickaxe" && i.enchantmentLevel(efficiency) == 3) return true;
    return false;
  }, 30s));
  const auto equipped = run(cm, [&](SkillContext& ctx) -> Task<bool> {
    co_await ctx.bot.equip(ctx.bot.registry().itemByName("diamond_pickaxe")->id, world::EquipDestination::Hand);
    co_return true;
  });
  ASSERT_TRUE(equipped.ok) << equipped.output;
  const auto seen = digTimes("diamond_pickaxe");
  EXPECT_EQ(seen.ours, seen.theirs);
  EXPECT_NE(seen.error.find("is not iterable"), std::string::npos) << seen.error;  // mineflayer's own digTime
  EXPECT_EQ(seen.ours[0], 150);    // stone: speed 8 + 3 * 3 + 1
  EXPECT_EQ(seen.ours[2], diamond[2]);  // oak log: a pickaxe is not its tool, efficiency does nothing
}

TEST_F(BotDifferentialStatusTest, TimeAgrees) {
  auto cm = join("cm_time");
  auto mf = mineflayer("mf_time");
  const std::string read = "const t = bot.time; return {time: t.time, timeOfDay: t.timeOfDay, day: t.day, isDay: t.isDay,"
                           " moonPhase: t.moonPhase, age: t.age, doDaylightCycle: t.doDaylightCycle}";
  const auto ours = [&] {
    return json::parse(on(cm, [&] {
      const auto& t = cm->time();
      return json{{"time", t.time}, {"timeOfDay", t.timeOfDay}, {"day", t.day()}, {"isDay", t.isDay()},
                  {"moonPhase", t.moonPhase()}, {"age", t.age}, {"doDaylightCycle", t.doDaylightCycle}}
          .dump();
    }));
  };
  // After `time set <to>`: both see the clock at `to` (plus the ticks in flight) and whether it runs.
  // The clock and the age read by craftmate lie between two readings of mineflayer's; the rest
  // is the same as either's.
  const auto timeIs = [&](int64_t to, bool cycling) {
    command("time set " + std::to_string(to));
    const auto settled = [&](int64_t time, bool running) {
      return time >= to && time < to + 2000 && running == cycling;
    };
    EXPECT_TRUE(poll(*mf, read, [&](const json& v) { return settled(v["time"], v["doDaylightCycle"]); })) << to;
    EXPECT_TRUE(waitUntil(cm, [&] { return settled(cm->time().time, cm->time().doDaylightCycle); })) << to;
    // The two connections get each update_time at their own moment, so either can be a packet
    // ahead: read again until craftmate's reading lies between two of mineflayer's, which holds at
    // the latest once the next broadcast (every 20 ticks) reached both.
    json before, seen, after;
    const auto bracketed = [&] {
      for (const char* field : {"time", "age"})
        if (!(before[field] <= seen[field] && seen[field] <= after[field])) return false;
      return true;
    };
    craftmate::testing::eventually([&] {
      before = eval(*mf, read);
      seen = ours();
      after = eval(*mf, read);
      return bracketed();
    }, 20s, 0ms);
    for (const char* field : {"time", "age"}) {
      EXPECT_LE(before[field], seen[field]) << field << " at " << to;
      EXPECT_LE(seen[field], after[field]) << field << " at " << to;
    }
    if (!cycling) EXPECT_EQ(before["time"], after["time"]) << "the clock stands still at " << to;
    for (const char* field : {"day", "moonPhase", "doDaylightCycle"}) {
      EXPECT_EQ(seen[field], before[field]) << field << " at " << to;
      EXPECT_EQ(seen[field], after[field]) << field << " at " << to;
    }
    EXPECT_EQ(seen["timeOfDay"], seen["time"].get<int64_t>() % 24000) << to;
    EXPECT_EQ(before["timeOfDay"], before["time"].get<int64_t>() % 24000) << to;
    return std::make_pair(seen, after);
  };

  for (const int64_t to : {1000, 13000, 100000}) {
    const auto [seen, theirs] = timeIs(to, true);
    EXPECT_EQ(seen["isDay"], theirs["isDay"]) << to;
  }
  // Day 4 at 4000: moon phase 4 (time set does not wrap, and the clock keeps its days).
  EXPECT_EQ(ours()["moonPhase"], 4);
  EXPECT_EQ(ours()["isDay"], true);
  // Dawn: vanilla's sky is light again from 23460 (Level.isDay, skyDarken < 4); mineflayer's isDay
  // ends at midnight's 24000.
  const auto dawn = timeIs(23500, true);
  EXPECT_EQ(dawn.first["isDay"], true);
  EXPECT_EQ(dawn.second["isDay"], false);

  command("gamerule doDaylightCycle false");
  const auto stopped = timeIs(30000, false);
  EXPECT_EQ(stopped.first["time"], 30000);
  EXPECT_EQ(stopped.first["moonPhase"], 1);
  // Stopped at 0, the server sends -1 (vanilla: a negative time means stopped, and -0 is 0).
  EXPECT_EQ(timeIs(0, false).first["time"], 1);
  command("gamerule doDaylightCycle true");
  timeIs(1000, true);
}

TEST_F(BotDifferentialStatusTest, PlayersAgree) {
  auto cm = join("cm_tab");
  auto mf = mineflayer("mf_tab", true);
  // The tab-list entries of `names` as each bot has them (null when absent).
  const auto theirRead = [](const json& names) {
    return "const out = {}; for (const n of " + names.dump() + ") { const p = bot.players[n];"
           " out[n] = p ? {uuid: p.uuid, username: p.username, displayName: p.displayName.toString(),"
           " gamemode: p.gamemode ?? null} : null } return out";
  };
  const auto entries = [](const Bot& bot, const json& names) {
    json out = json::object();
    for (const auto& n : names) {
      const auto it = bot.players().find(n.get<std::string>());
      out[n.get<std::string>()] = it == bot.players().end()
                                      ? json(nullptr)
                                      : json{{"uuid", it->second.uuid}, {"username", it->second.username},
                                             {"displayName", it->second.displayName}, {"gamemode", it->second.gamemode}};
    }
    return out;
  };
  const auto ours = [&](const json& names) { return json::parse(on(cm, [&] { return entries(*cm, names).dump(); })); };
  // Waits until both bots' entries of `names` pass `accept`, then compares them.
  const auto agree = [&](const json& names, const std::function<bool(const json&)>& accept, const std::string& step) {
    EXPECT_TRUE(poll(*mf, theirRead(names), accept)) << step;
    EXPECT_TRUE(waitUntil(cm, [&] { return accept(entries(*cm, names)); })) << step << ": " << ours(names).dump();
    const auto seen = ours(names);
    EXPECT_EQ(seen, eval(*mf, theirRead(names))) << step;
    return seen;
  };
  const json both = {"cm_tab", "mf_tab"};
  const auto listed = [](const json& v) {
    for (const auto& [n, p] : v.items())
      if (p.is_null()) return false;
    return true;
  };
  const auto first = agree(both, listed, "both joined");
  // The uuid listed is the one each player's entity was spawned with, as the other sees it.
  ASSERT_TRUE(poll(*mf, "return Object.values(bot.entities).find(e => e.username === 'cm_tab')?.uuid ?? null",
                   [&](const json& v) { return v == first["cm_tab"]["uuid"]; }));
  ASSERT_TRUE(waitUntil(cm, [&] {
    const auto* e = cm->nearestEntity([](const world::Entity& e) { return e.username == "mf_tab"; });
    return e && e->uuid == first["mf_tab"]["uuid"];
  }));

  command("gamemode creative cm_tab");
  command("gamemode adventure mf_tab");
  const auto gamemode = [](const json& entry) { return entry.is_object() ? entry["gamemode"] : json(); };
  agree(both, [&](const json& v) { return gamemode(v["cm_tab"]) == 1 && gamemode(v["mf_tab"]) == 2; }, "game modes");

  // A third player joins and quits: one playerJoined and one playerLeft each, for it.
  eval(*mf, "globalThis.comings = []; for (const kind of ['Joined', 'Left']) bot.on('player' + kind, p => {"
            " if (p.username === 'mf_tab3') comings.push([kind, p.username, p.uuid]) }); return true");
  json ourComings = json::array();
  on(cm, [&] {
    cm->events().playerJoined.on([&](const world::Player& p) {
      if (p.username == "mf_tab3") ourComings.push_back({"Joined", p.username, p.uuid});
    });
    cm->events().playerLeft.on([&](const world::Player& p) {
      if (p.username == "mf_tab3") ourComings.push_back({"Left", p.username, p.uuid});
    });
    return 0;
  });
  auto third = mineflayer("mf_tab3");
  const json all = {"cm_tab", "mf_tab", "mf_tab3"};
  const auto joined = agree(all, [&](const json& v) { return gamemode(v["mf_tab3"]) == 0; },
                            "third joined");
  EXPECT_EQ(joined["mf_tab3"]["displayName"], "mf_tab3");
  third.reset();
  agree(all, [](const json& v) { return v["mf_tab3"].is_null() && v["cm_tab"].is_object(); }, "third left");
  const auto theirComings = eval(*mf, "return comings");
  EXPECT_EQ(on(cm, [&] { return ourComings; }), theirComings);
  EXPECT_EQ(theirComings.size(), 2u) << theirComings.dump();
  command("gamemode survival cm_tab");
}

}  // namespace
}  // namespace craftmate::skills::testing
