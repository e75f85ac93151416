// Differential tests of the block and item groups of world::Bot's API (issue 19 item 4, fixture in
// bot_differential_fixture.h): line of sight, signs, books, anvils and creative mode. Each bot gets
// the same blocks at the same offsets from its own feet, and what each reports relative to itself
// must agree.

#include <algorithm>
#include <cmath>

#include "protocol/chat_text.h"
#include "protocol/item_stack.h"
#include "protocol/nbt.h"
#include "tests/integration/bot_differential_fixture.h"
#include "world/container_types.h"
#include "world/sign_texts.h"

namespace craftmate::skills::testing {
namespace {

using world::SignText;

class BotDifferentialBlocksTest : public BotDifferentialTest {
 protected:
  // "tp name x y z" to the centre of block `p`, and waits until the mineflayer bot stands there.
  void teleport(MineflayerPeer& mf, const std::string& name, const BlockPos& p) {
    command("tp " + name + " " + std::to_string(p.x + 0.5) + " " + std::to_string(p.y) + " " + std::to_string(p.z + 0.5));
    ASSERT_TRUE(poll(mf, "const p = bot.entity.position; return Math.abs(p.x - " + std::to_string(p.x + 0.5) +
                             ") < 0.01 && Math.abs(p.z - " + std::to_string(p.z + 0.5) + ") < 0.01 && bot.entity.onGround",
                     [](const json& v) { return v == true; }));
  }
};

BlockPos plus(const BlockPos& p, const BlockPos& d) { return p.offset(d.x, d.y, d.z); }

void lookAt(const std::shared_ptr<Bot>& bot, world::Vec3 point) {
  asio::co_spawn(bot->executor(), bot->lookAt(point), asio::use_future).get();
}

// A ray hit relative to `base` (the bot's feet block): block offset, face, name, and where the ray
// met it relative to the bot's position; null when nothing was hit.
json hitJson(const std::optional<world::RaycastHit>& h, const BlockPos& base, const world::Vec3& at) {
  if (!h) return nullptr;
  const auto& p = h->position;
  json r = {p.x - base.x, p.y - base.y, p.z - base.z, static_cast<int>(h->face), h->name()};
  if (h->intersect) r.push_back({h->intersect->x - at.x, h->intersect->y - at.y, h->intersect->z - at.z});
  return r;
}
// The same, as mineflayer's block (prismarine-block with face and intersect) gives it, relative to
// entity `e` (this bot by default).
const char* kMineflayerHit =
    "globalThis.hit = (b, e = bot.entity) => { if (!b) return null; const me = e.position;"
    " const base = me.floored(); const r = [b.position.x - base.x, b.position.y - base.y, b.position.z - base.z,"
    " b.face, b.name]; if (b.intersect) r.push([b.intersect.x - me.x, b.intersect.y - me.y, b.intersect.z - me.z]);"
    " return r }; return true";

void expectSameHit(const json& ours, const json& theirs, const std::string& what) {
  ASSERT_EQ(ours.is_null(), theirs.is_null()) << what << ": ours " << ours.dump() << ", theirs " << theirs.dump();
  if (ours.is_null()) return;
  ASSERT_EQ(ours.size(), theirs.size()) << what << ": ours " << ours.dump() << ", theirs " << theirs.dump();
  for (std::size_t i = 0; i < 5; ++i) EXPECT_EQ(ours[i], theirs[i]) << what << " field " << i;
  if (ours.size() > 5)
    for (std::size_t i = 0; i < 3; ++i) EXPECT_NEAR(ours[5][i].get<double>(), theirs[5][i].get<double>(), 1e-6) << what;
}

TEST_F(BotDifferentialBlocksTest, LineOfSightAgrees) {
  auto cm = join("cm_sight");
  auto mf = mineflayer("mf_sight");
  const BlockPos c = ground().offset(0, 1, 0), m = ground().offset(-1, 1, -2);  // the two bots' feet
  teleport(*mf, "mf_sight", m);
  eval(*mf, kMineflayerHit);
  const auto other = [&]() -> const world::Entity& {
    return *cm->nearestEntity([](const world::Entity& e) { return e.username == "mf_sight"; });
  };
  // Turns both to the yaw and pitch mineflayer's lookAt chose for `point` (relative to the feet
  // block), and waits until each sees the other's turn relayed by the server.
  const auto turn = [&](const world::Vec3& point) {
    const auto look = eval(*mf, "await bot.lookAt(new Vec3(" + std::to_string(m.x + point.x) + "," + std::to_string(m.y + point.y) +
                                    "," + std::to_string(m.z + point.z) + "), true); return [bot.entity.yaw, bot.entity.pitch]");
    const double yaw = look[0].get<double>(), pitch = look[1].get<double>();
    asio::co_spawn(cm->executor(), cm->look(yaw, pitch), asio::use_future).get();
    const auto near = [](double a, double b) { return std::abs(std::remainder(a - b, 2 * M_PI)) < 0.03; };
    EXPECT_TRUE(waitUntil(cm, [&] { return near(other().yaw, yaw) && near(other().pitch, pitch); }));
    EXPECT_TRUE(poll(*mf, "const e = bot.players.cm_sight.entity; return [e.yaw, e.pitch]", [&](const json& v) {
      return near(v[0].get<double>(), yaw) && near(v[1].get<double>(), pitch);
    }));
  };

  // Each looks at the other's body: entityAtCursor names it, and not within one block.
  ASSERT_TRUE(waitUntil(cm, [&] {
    const auto* e = cm->nearestEntity([](const world::Entity& e) { return e.username == "mf_sight"; });
    return e && std::abs(e->position.x - (m.x + 0.5)) < 0.01 && std::abs(e->position.z - (m.z + 0.5)) < 0.01;
  }));
  ASSERT_TRUE(poll(*mf, "const e = bot.players.cm_sight?.entity; return !!e && Math.abs(e.position.z - " +
                            std::to_string(c.z + 0.5) + ") < 0.01", [](const json& v) { return v == true; }));
  lookAt(cm, {m.x + 0.5, m.y + 1.0, m.z + 0.5});
  const auto ourLook = on(cm, [&] { return std::make_pair(cm->entity().yaw, cm->entity().pitch); });
  const auto theirEntity = eval(*mf, "await bot.lookAt(new Vec3(" + std::to_string(c.x + 0.5) + "," + std::to_string(c.y + 1.0) + "," +
                                         std::to_string(c.z + 0.5) + "), true); return [bot.entityAtCursor()?.username ?? null, "
                                         "bot.entityAtCursor(1)?.username ?? null, bot.entity.yaw, bot.entity.pitch]");
  const auto ourEntity = on(cm, [&] {
    const auto* e = cm->entityAtCursor();
    const auto* near = cm->entityAtCursor(1.0);
    return json::array({e ? json(e->username) : json(nullptr), near ? json(near->username) : json(nullptr)});
  });
  EXPECT_EQ(ourEntity[0], "mf_sight");
  EXPECT_EQ(theirEntity[0], "cm_sight");
  EXPECT_EQ(ourEntity[1], theirEntity[1]);
  EXPECT_EQ(ourEntity[1], nullptr) << "the other player is two blocks away";
  // Each looks the opposite way, at the same pitch. craftmate turns exactly to the point;
  // mineflayer rounds every turn to whole steps of 0.15 degrees (a mouse's at 100 % sensitivity).
  const double step = 0.15 * M_PI / 180;
  EXPECT_NEAR(ourLook.second, std::atan2(1.0 - 1.62, std::sqrt(5.0)), 1e-9);
  EXPECT_NEAR(std::abs(std::remainder(ourLook.first - theirEntity[2].get<double>(), 2 * M_PI)), M_PI, step);
  EXPECT_NEAR(ourLook.second, theirEntity[3].get<double>(), step);

  // A block before each bot at its feet, then dirt at head height between its eyes and the block.
  const auto place = [&](const BlockPos& offset, const std::string& block) {
    setBlock(cm, plus(c, offset), block);
    command("setblock " + xyz(plus(m, offset)) + " " + block);
    const std::string name = block.substr(0, block.find('['));
    ASSERT_TRUE(poll(*mf, "return bot.blockAt(" + vec3(plus(m, offset)) + ")?.name ?? null",
                     [&](const json& v) { return v == name; }));
  };
  const auto compare = [&](const BlockPos& target, const std::string& what) {
    turn(target.center());
    const auto theirs = eval(*mf, "const t = bot.blockAt(" + vec3(plus(m, target)) + "); const cm = bot.players.cm_sight.entity;"
                                  "return [hit(bot.blockAtCursor()), hit(bot.blockAtCursor(2)), hit(bot.blockInSight()),"
                                  " bot.canSeeBlock(t), hit(bot.blockAtEntityCursor(cm), cm)]");
    const auto ours = on(cm, [&] {
      const auto& o = other();
      return json::array({hitJson(cm->blockAtCursor(), c, cm->entity().position), hitJson(cm->blockAtCursor(2.0), c, cm->entity().position),
                          hitJson(cm->blockInSight(), c, cm->entity().position), cm->canSeeBlock(*cm->blockAt(plus(c, target))),
                          hitJson(cm->blockAtEntityCursor(o), m, o.position)});
    });
    expectSameHit(ours[0], theirs[0], what + ": blockAtCursor()");
    expectSameHit(ours[1], theirs[1], what + ": blockAtCursor(2)");
    expectSameHit(ours[2], theirs[2], what + ": blockInSight()");
    EXPECT_EQ(ours[3], theirs[3]) << what << ": canSeeBlock";
    // What the other bot looks at, from its yaw and pitch as the server relayed them (in 1/256 turns).
    expectSameHit(ours[4], theirs[4], what + ": blockAtEntityCursor(the other bot)");
    return ours;
  };
  const BlockPos target{3, 0, 0};
  place(target, "stone");
  auto ours = compare(target, "stone in front");
  ASSERT_FALSE(ours[0].is_null());
  EXPECT_EQ(ours[0][0], 3);
  EXPECT_EQ(ours[0][3], static_cast<int>(world::BlockFace::West)) << "the ray goes east, into the west face";
  EXPECT_TRUE(ours[1].is_null()) << "the stone is further than 2 blocks";
  EXPECT_EQ(ours[3], true);
  EXPECT_FALSE(ours[4].is_null());

  // A bottom slab: the ray to its centre meets the slab's top, not the west face of the block.
  place(target, "smooth_stone_slab[type=bottom]");
  ours = compare(target, "slab in front");
  ASSERT_FALSE(ours[0].is_null());
  EXPECT_EQ(ours[0][3], static_cast<int>(world::BlockFace::Top));

  place(target, "stone");
  place({1, 1, 0}, "dirt");
  ours = compare(target, "stone behind dirt");
  ASSERT_FALSE(ours[0].is_null());
  EXPECT_EQ(ours[0][0], 1) << "the dirt is what the cursor meets";
  EXPECT_EQ(ours[3], false) << "the dirt hides the stone";
}

// The inventory as slot, name and count, in slot order.
json inventoryJson(const Bot& bot) {
  json r = json::array();
  for (const auto& i : bot.inventory().items()) r.push_back({i.slot, i.name, i.count});
  std::sort(r.begin(), r.end());
  return r;
}
const char* kMineflayerInventory = "return bot.inventory.items().map(i => [i.slot, i.name, i.count]).sort((a, b) => a[0] - b[0])";

TEST_F(BotDifferentialBlocksTest, CreativeAgrees) {
  auto cm = join("cm_creative");
  auto mf = mineflayer("mf_creative");
  teleport(*mf, "mf_creative", ground().offset(-3, 1, -3));
  command("gamemode creative cm_creative");
  command("gamemode creative mf_creative");
  ASSERT_TRUE(poll(*mf, "return bot.game.gameMode", [](const json& v) { return v == "creative"; }));
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->game().gameMode == "creative"; }));

  // Three slots set, one of them cleared again; then a /give shows what the server holds: the
  // diamond joins the stack it knows of.
  eval(*mf, "const Item = require('prismarine-item')(bot.registry); const id = (n) => bot.registry.itemsByName[n].id;"
            "await bot.creative.setInventorySlot(36, new Item(id('diamond'), 5));"
            "await bot.creative.setInventorySlot(9, new Item(id('iron_sword'), 1));"
            "await bot.creative.setInventorySlot(20, new Item(id('oak_log'), 64));"
            "await bot.creative.clearSlot(9); return true");
  const auto slotsSet = run(cm, [&](SkillContext& ctx) -> Task<bool> {
    for (const auto& [slot, name, count] : {std::tuple{36, "diamond", 5}, {9, "iron_sword", 1}, {20, "oak_log", 64}}) {
      world::Item item;
      item.type = ctx.bot.registry().itemByName(name)->id;
      item.count = count;
      co_await ctx.bot.creative().setInventorySlot(slot, item);
    }
    co_await ctx.bot.creative().clearSlot(9);
    co_return true;
  });
  ASSERT_TRUE(slotsSet.ok) << slotsSet.output;
  EXPECT_EQ(on(cm, [&] { return inventoryJson(*cm); }), eval(*mf, kMineflayerInventory));
  command("give cm_creative diamond 1");
  command("give mf_creative diamond 1");
  ASSERT_TRUE(poll(*mf, kMineflayerInventory, [](const json& v) { return v.dump().find("\"diamond\",6") != std::string::npos; }));
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->inventory().slot(36) && cm->inventory().slot(36)->count == 6; }));
  const auto theirs = eval(*mf, kMineflayerInventory);
  EXPECT_EQ(on(cm, [&] { return inventoryJson(*cm); }), theirs);
  EXPECT_EQ(theirs, json::parse(R"([[20,"oak_log",64],[36,"diamond",6]])"));

  // Each flies to the same point relative to itself and hovers there; stopping flight, it falls
  // back to the ground.
  const world::Vec3 by{1.5, 3.0, 2.0};
  const std::string mfAt = "const p = bot.entity.position; return [p.x, p.y, p.z, bot.entity.onGround]";
  const auto theirStart = eval(*mf, mfAt);
  const auto ourStart = on(cm, [&] { return cm->entity().position; });
  eval(*mf, "await bot.creative.flyTo(bot.entity.position.offset(" + std::to_string(by.x) + "," + std::to_string(by.y) +
                "," + std::to_string(by.z) + ")); return true");
  const auto flew = run(cm, [&](SkillContext& ctx) -> Task<bool> {
    co_await ctx.bot.creative().flyTo(ourStart + by);
    co_return true;
  });
  ASSERT_TRUE(flew.ok) << flew.output;
  // Twenty ticks later both are still where they flew to.
  eval(*mf, "await bot.waitForTicks(20); return true");
  run(cm, [&](SkillContext& ctx) -> Task<bool> {
    co_await ctx.bot.waitForTicks(20);
    co_return true;
  });
  const auto theirs2 = eval(*mf, mfAt);
  const auto ours = on(cm, [&] { return cm->entity().position; });
  const world::Vec3 ourMove = ours - ourStart;
  const world::Vec3 theirMove{theirs2[0].get<double>() - theirStart[0].get<double>(),
                              theirs2[1].get<double>() - theirStart[1].get<double>(),
                              theirs2[2].get<double>() - theirStart[2].get<double>()};
  EXPECT_NEAR(ourMove.x, theirMove.x, 0.1);
  EXPECT_NEAR(ourMove.y, theirMove.y, 0.1);
  EXPECT_NEAR(ourMove.z, theirMove.z, 0.1);
  EXPECT_NEAR(ourMove.y, by.y, 0.1) << "flying, the bot hovers";
  EXPECT_EQ(theirs2[3], false);

  eval(*mf, "bot.creative.stopFlying(); return true");
  on(cm, [&] { cm->creative().stopFlying(); return 0; });
  ASSERT_TRUE(poll(*mf, mfAt, [](const json& v) { return v[3] == true; }));
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->entity().onGround; }));
  EXPECT_NEAR(on(cm, [&] { return cm->entity().position.y; }) - ourStart.y,
              eval(*mf, mfAt)[1].get<double>() - theirStart[1].get<double>(), 0.01);
  command("gamemode survival cm_creative");
  command("gamemode survival mf_creative");
}

// An item as name, custom name (plain text), damage and prior work penalty.
json itemJson(const world::Item& i) {
  json name = nullptr;
  int repairCost = 0;
  if (i.stack) {
    if (const auto* n = i.stack->component("custom_name"))
      name = n->kind() == protocol::Value::Kind::Nbt ? json(protocol::chat_text(n->as_nbt())) : json(n->to_debug_string());
    if (const auto* r = i.stack->component("repair_cost")) repairCost = static_cast<int>(r->as_int());
  }
  return {i.name, name, i.damage(), repairCost};
}
json itemsJson(const Bot& bot, const std::string& name) {
  json r = json::array();
  for (const auto& i : bot.inventory().items())
    if (i.name == name) r.push_back(itemJson(i));
  std::sort(r.begin(), r.end());
  return r;
}
const char* kMineflayerItems =
    "const ChatMessage = require('prismarine-chat')(bot.registry); const nbt = require('prismarine-nbt');"
    "globalThis.itemsNamed = (name) => bot.inventory.items().filter(i => i.name === name).map(i => {"
    " const n = i.customName; const text = n == null ? null : typeof n === 'string' ? ChatMessage.fromNotch(n).toString()"
    " : ChatMessage.fromNotch(n.type ? nbt.simplify(n) : n).toString();"
    " return [i.name, text, i.durabilityUsed ?? 0, i.repairCost ?? 0] }).sort(); return true";

TEST_F(BotDifferentialBlocksTest, AnvilAgrees) {
  auto cm = join("cm_anvil");
  auto mf = mineflayer("mf_anvil");
  const BlockPos c = ground().offset(0, 1, 0), m = ground().offset(-4, 1, -4);
  teleport(*mf, "mf_anvil", m);
  eval(*mf, kMineflayerItems);
  const BlockPos anvil{2, 0, 0}, grass{0, -1, 2};
  setBlock(cm, plus(c, anvil), "anvil");
  command("setblock " + xyz(plus(m, anvil)) + " anvil");
  ASSERT_TRUE(poll(*mf, "return bot.blockAt(" + vec3(plus(m, anvil)) + ")?.name ?? null", [](const json& v) { return v == "anvil"; }));
  command("xp add cm_anvil 30 levels");
  command("xp add mf_anvil 30 levels");
  give(cm, "iron_sword", 1);
  give(cm, "flint_and_steel", 2);
  command("give mf_anvil iron_sword 1");
  command("give mf_anvil flint_and_steel 2");
  ASSERT_TRUE(poll(*mf, "return [bot.experience.level, bot.inventory.items().length]", [](const json& v) { return v == json::array({30, 3}); }));
  ASSERT_TRUE(waitUntil(cm, [&] { return cm->experience().level == 30; }));

  // Each bot's level once both have moved from `before` (the experience update follows the result taken).
  const auto levelsAfter = [&](int before) {
    EXPECT_TRUE(poll(*mf, "return bot.experience.level", [&](const json& v) { return v != before; }));
    EXPECT_TRUE(waitUntil(cm, [&] { return cm->experience().level != before; }));
    return json::array({on(cm, [&] { return cm->experience().level; }), eval(*mf, "return bot.experience.level")});
  };
  const auto expectSameItems = [&](const std::string& name, const std::string& step) {
    const auto theirs = eval(*mf, "return itemsNamed('" + name + "')");
    EXPECT_EQ(on(cm, [&] { return itemsJson(*cm, name); }), theirs) << step;
    return theirs;
  };

  // Renaming: one level, the name as the custom name, no penalty for a rename alone.
  const auto theirRename = eval(*mf, "const a = await bot.openAnvil(bot.blockAt(" + vec3(plus(m, anvil)) + "));"
                                     "try { await a.rename(bot.inventory.items().find(i => i.name === 'iron_sword'), 'Blade') }"
                                     " catch (e) { return e.message } a.close(); return ''");
  std::string ourRename;
  const auto renamed = run(cm, [&](SkillContext& ctx) -> Task<bool> {
    try {
      co_await world::openAnvil(ctx.bot, *ctx.bot.blockAt(plus(c, anvil)));
      std::optional<world::Item> sword;
      for (const auto& i : ctx.bot.inventory().items())
        if (i.name == "iron_sword") sword = i;
      co_await world::anvilRename(ctx.bot, *sword, "Blade");
    } catch (const world::BotError& e) {
      ourRename = e.what();
    }
    ctx.bot.closeWindow();
    co_return true;
  });
  ASSERT_TRUE(renamed.ok) << renamed.output;
  EXPECT_EQ(ourRename, theirRename);
  ASSERT_TRUE(poll(*mf, "return itemsNamed('iron_sword')", [](const json& v) { return v.size() == 1 && v[0][1] == "Blade"; }));
  ASSERT_TRUE(waitUntil(cm, [&] { return itemsJson(*cm, "iron_sword").dump().find("Blade") != std::string::npos; }));
  const auto sword = expectSameItems("iron_sword", "rename");
  EXPECT_EQ(sword, json::parse(R"([["iron_sword","Blade",0,0]])"));
  EXPECT_EQ(levelsAfter(30), json::array({29, 29}));

  // One flint and steel used once (fire on the grass), then mended with the other: durabilities
  // add up (the damage is gone), two levels, and the result carries a work penalty of 1.
  eval(*mf, "await bot.equip(bot.registry.itemsByName.flint_and_steel.id, 'hand');"
            "await bot.activateBlock(bot.blockAt(" + vec3(plus(m, grass)) + "), new Vec3(0, 1, 0)); return true");
  const auto lit = run(cm, [&](SkillContext& ctx) -> Task<bool> {
    co_await ctx.bot.equip(ctx.bot.registry().itemByName("flint_and_steel")->id, world::EquipDestination::Hand);
    co_await ctx.bot.activateBlock(plus(c, grass), {0, 1, 0});
    co_return true;
  });
  ASSERT_TRUE(lit.ok) << lit.output;
  ASSERT_TRUE(poll(*mf, "return itemsNamed('flint_and_steel')", [](const json& v) { return v.size() == 2 && v[1][2] == 1; }));
  ASSERT_TRUE(waitUntil(cm, [&] { return itemsJson(*cm, "flint_and_steel").dump().find(",1,0]") != std::string::npos; }));
  EXPECT_EQ(expectSameItems("flint_and_steel", "used once"), json::parse(R"([["flint_and_steel",null,0,0],["flint_and_steel",null,1,0]])"));
  command("fill " + xyz(plus(c, grass).offset(0, 1, 0)) + " " + xyz(plus(c, grass).offset(0, 1, 0)) + " air");
  command("fill " + xyz(plus(m, grass).offset(0, 1, 0)) + " " + xyz(plus(m, grass).offset(0, 1, 0)) + " air");

  // mineflayer 4.39's combine throws for an item without a repair material (prismarine-item's
  // anvil reads `repairWith` of every item), so its reference is the same clicks by hand: both
  // into the anvil, the result taken once the server offers it.
  const std::string at = vec3(plus(m, anvil));
  const auto theirCombine = eval(*mf, "const a = await bot.openAnvil(bot.blockAt(" + at + "));"
                                      "const f = bot.inventory.items().filter(i => i.name === 'flint_and_steel');"
                                      "try { await a.combine(f[0], f[1]) } catch (e) { return e.message } a.close(); return ''");
  EXPECT_EQ(theirCombine, "Cannot read properties of undefined (reading 'concat')");
  eval(*mf, "const w = await bot.openBlock(bot.blockAt(" + at + ")); const level = bot.experience.level;"
            "for (const k of [0, 1]) { await bot.clickWindow(w.slots.findIndex((it, i) => i >= 3 && it?.name === 'flint_and_steel'), 0, 0);"
            " await bot.clickWindow(k, 0, 0) }"
            "for (let i = 0; i < 100 && !w.slots[2]; i++) await bot.waitForTicks(1);"
            "await bot.clickWindow(2, 0, 0); await bot.clickWindow(w.slots.findIndex((it, i) => i >= 3 && !it), 0, 0);"
            "for (let i = 0; i < 100 && bot.experience.level === level; i++) await bot.waitForTicks(1);"
            "bot.closeWindow(w); return true");
  std::string ourCombine;
  const auto combined = run(cm, [&](SkillContext& ctx) -> Task<bool> {
    try {
      co_await world::openAnvil(ctx.bot, *ctx.bot.blockAt(plus(c, anvil)));
      std::vector<world::Item> f;
      for (const auto& i : ctx.bot.inventory().items())
        if (i.name == "flint_and_steel") f.push_back(i);
      co_await world::anvilCombine(ctx.bot, f.at(0), f.at(1));
    } catch (const world::BotError& e) {
      ourCombine = e.what();
    }
    ctx.bot.closeWindow();
    co_return true;
  });
  ASSERT_TRUE(combined.ok) << combined.output;
  EXPECT_EQ(ourCombine, "");
  ASSERT_TRUE(poll(*mf, "return itemsNamed('flint_and_steel')", [](const json& v) { return v.size() == 1; }));
  ASSERT_TRUE(waitUntil(cm, [&] { return itemsJson(*cm, "flint_and_steel").size() == 1; }));
  EXPECT_EQ(expectSameItems("flint_and_steel", "combine"), json::parse(R"([["flint_and_steel",null,0,1]])"));
  EXPECT_EQ(levelsAfter(29), json::array({27, 27}));
}

// Where the writable books are and their pages, as the inventory reports them.
json booksJson(const Bot& bot) {
  json r = json::array();
  for (const auto& i : bot.inventory().items()) {
    if (i.name != "writable_book") continue;
    json pages = nullptr;
    if (const auto* c = i.stack ? i.stack->component("writable_book_content") : nullptr) {
      pages = json::array();
      for (const auto& p : (*c)["pages"].as_array()) pages.push_back(p["content"].as_string());
    }
    r.push_back({i.slot, pages});
  }
  return r;
}
const char* kMineflayerBooks =
    "return bot.inventory.items().filter(i => i.name === 'writable_book').map(i => [i.slot,"
    " i.componentMap?.get('writable_book_content')?.data.pages.map(p => p.content) ?? null])";

TEST_F(BotDifferentialBlocksTest, BooksAgree) {
  auto cm = join("cm_book");
  auto mf = mineflayer("mf_book");
  give(cm, "writable_book", 1);
  command("give mf_book writable_book 1");
  ASSERT_TRUE(poll(*mf, kMineflayerBooks, [](const json& v) { return v.size() == 1; }));
  const auto write = [&](int slot, const std::vector<std::string>& pages) {
    const auto theirs = eval(*mf, "try { await bot.writeBook(" + std::to_string(slot) + ", " + json(pages).dump() +
                                      "); return '' } catch (e) { return e.message }");
    std::string ours;
    const auto wrote = run(cm, [&](SkillContext& ctx) -> Task<bool> {
      try {
        co_await ctx.bot.writeBook(slot, pages);
      } catch (const world::BotError& e) {
        ours = e.what();
      }
      co_return true;
    });
    EXPECT_TRUE(wrote.ok) << wrote.output;
    EXPECT_EQ(ours, theirs) << "writeBook(" << slot << ")";
    return theirs;
  };
  // After writeBook each inventory already shows the pages (both wait for the server's update).
  const auto expectSameBooks = [&](const json& expected) {
    EXPECT_EQ(eval(*mf, kMineflayerBooks), expected);
    EXPECT_EQ(on(cm, [&] { return booksJson(*cm); }), expected);
    ASSERT_TRUE(waitUntil(cm, [&] { return booksJson(*cm) == expected; })) << on(cm, [&] { return booksJson(*cm).dump(); });
  };

  // The book lands in the hotbar (slot 36) and is written there.
  EXPECT_EQ(write(5, {"nothing"}), "no book found in slot 5");
  EXPECT_EQ(write(36, {"First page", "Second page,\nwith a second line", ""}), "");
  expectSameBooks(json::parse(R"([[36, ["First page", "Second page,\nwith a second line", ""]]])"));

  // Moved into the main inventory, it is written through the hotbar and put back.
  eval(*mf, "await bot.moveSlotItem(36, 12); return true");
  const auto moved = run(cm, [&](SkillContext& ctx) -> Task<bool> {
    co_await ctx.bot.moveSlotItem(36, 12);
    co_return true;
  });
  ASSERT_TRUE(moved.ok) << moved.output;
  expectSameBooks(json::parse(R"([[12, ["First page", "Second page,\nwith a second line", ""]]])"));
  EXPECT_EQ(write(12, {"Rewritten"}), "");
  expectSameBooks(json::parse(R"([[12, ["Rewritten"]]])"));

  // Signed, it is a written_book: the title given, the author the server names, the original.
  const std::string readWritten =
      "const ChatMessage = require('prismarine-chat')(bot.registry); const nbt = require('prismarine-nbt');"
      "const text = (c) => ChatMessage.fromNotch(c?.type ? nbt.simplify(c) : c).toString();"
      "return bot.inventory.items().filter(i => i.name === 'written_book').map(i => {"
      " const d = i.componentMap.get('written_book_content').data;"
      " return [i.slot, d.rawTitle, d.author === bot.username, d.generation, d.pages.map(p => text(p.content))] })";
  const auto theirSign = eval(*mf, "try { await bot.signBook(12, ['Signed page', 'The end'], 'mf_book', 'Notes'); return '' }"
                                   " catch (e) { return e.message }");
  std::string ourSign;
  const auto signedBook = run(cm, [&](SkillContext& ctx) -> Task<bool> {
    try {
      std::vector<std::string> pages{"Signed page", "The end"};
      co_await ctx.bot.signBook(12, std::move(pages), "cm_book", "Notes");
    } catch (const world::BotError& e) {
      ourSign = e.what();
    }
    co_return true;
  });
  ASSERT_TRUE(signedBook.ok) << signedBook.output;
  EXPECT_EQ(ourSign, theirSign);
  const auto ourWritten = on(cm, [&] {
    json r = json::array();
    for (const auto& i : cm->inventory().items()) {
      const auto* c = i.name == "written_book" && i.stack ? i.stack->component("written_book_content") : nullptr;
      if (!c) continue;
      json pages = json::array();
      for (const auto& p : (*c)["pages"].as_array()) pages.push_back(protocol::chat_text(p["content"].as_nbt()));
      r.push_back({i.slot, (*c)["rawTitle"].as_string(), (*c)["author"].as_string() == cm->username(),
                   (*c)["generation"].as_int(), pages});
    }
    return r;
  });
  EXPECT_EQ(ourWritten, eval(*mf, readWritten));
  EXPECT_EQ(ourWritten, json::parse(R"([[12, "Notes", true, 0, ["Signed page", "The end"]]])"));
  EXPECT_EQ(on(cm, [&] { return booksJson(*cm); }), json::array());
}

TEST_F(BotDifferentialBlocksTest, SignsAgree) {
  auto cm = join("cm_sign");
  auto mf = mineflayer("mf_sign");
  const BlockPos c = ground().offset(0, 1, 0), m = ground().offset(-3, 1, -3);
  teleport(*mf, "mf_sign", m);
  on(cm, [&] { cm->loadPlugin(std::make_shared<world::SignTexts>()); return 0; });
  auto* signs = on(cm, [&] { return cm->plugin<world::SignTexts>(); });
  const BlockPos at{1, 0, 2};
  const BlockPos cmSign = plus(c, at), mfSign = plus(m, at);
  setBlock(cm, cmSign, "oak_sign[rotation=8]");
  setBlock(cm, mfSign, "oak_sign[rotation=8]");
  ASSERT_TRUE(poll(*mf, "return bot.blockAt(" + vec3(mfSign) + ")?.name ?? null", [](const json& v) { return v == "oak_sign"; }));

  // Each writes its own sign the same way; mineflayer reports a bad text as an `error` event,
  // craftmate throws, with the same texts.
  eval(*mf, "globalThis.signErrors = []; bot.on('error', e => signErrors.push(e.message)); return true");
  const auto update = [&](const std::string& text, bool back) {
    eval(*mf, "bot.updateSign(bot.blockAt(" + vec3(mfSign) + "), " + json(text).dump() + ", " + (back ? "true" : "false") +
                  "); return true");
    return on(cm, [&] {
      try {
        cm->updateSign(*cm->blockAt(cmSign), text, back);
        return std::string();
      } catch (const world::BotError& e) {
        return std::string(e.what());
      }
    });
  };
  std::vector<std::string> ourErrors;
  for (const auto& [text, back] : {std::pair<std::string, bool>{"Welcome\nto the café ☕", false},
                                   {"a\nb\nc\nd\ne", false},
                                   {std::string(46, 'x'), true},
                                   {"éééééééééééééééééééééééééééééé", true},  // 30 characters, 60 bytes
                                   {"", false}})
    if (auto e = update(text, back); !e.empty()) ourErrors.push_back(e);
  ASSERT_TRUE(poll(*mf, "return signErrors.length", [](const json& v) { return v.get<int>() >= 2; }));
  EXPECT_EQ(json(ourErrors), eval(*mf, "return signErrors"));
  update("Welcome\nto the café ☕", false);

  // Each reads both signs: its own and the other bot's.
  const SignText expected{"Welcome\nto the café ☕\n\n", "éééééééééééééééééééééééééééééé\n\n\n"};
  const std::string read = "const t = (p) => bot.blockAt(p)?.getSignText() ?? null; return [t(" + vec3(cmSign) + "), t(" + vec3(mfSign) + ")]";
  const json want = json::array({json::array({expected.front, expected.back}), json::array({expected.front, expected.back})});
  ASSERT_TRUE(poll(*mf, read, [&](const json& v) { return v == want; })) << want.dump();
  ASSERT_TRUE(waitUntil(cm, [&] { return signs->signText(cmSign) == expected && signs->signText(mfSign) == expected; }))
      << on(cm, [&] { return signs->signText(cmSign).value_or(SignText{"none", "none"}).front; });
  EXPECT_EQ(on(cm, [&] { return signs->signText(ground()); }), std::nullopt);
}

}  // namespace
}  // namespace craftmate::skills::testing
