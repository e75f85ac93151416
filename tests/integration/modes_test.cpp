// MINDcraft's modes on the embedded server (mindcraft.md §3.5): a bot with an agent (scripted model,
// a world of fake slow actions) and its modes ticking every 300 ms reacts to what the test puts around
// it. Modes start from the survival profile (cowardice off) unless a test says otherwise.
//
// flying-squid has no mob AI, no fire or drowning damage and no falling sand, so mobs stand still and
// only what the bot sees decides (docs/agents.md "Modes" lists what is not covered here).

#include <cmath>
#include <numbers>

#include <boost/asio/detached.hpp>
#include <boost/asio/use_future.hpp>

#include "agents/modes/modes.h"
#include "agents/modes/update_loop.h"
#include "tests/agents/agent_test_support.h"
#include "tests/integration/skills_fixture.h"

namespace craftmate::skills::testing {
namespace {

using agents::ConversationBus;
using agents::modes::Modes;
using agents::modes::ModesOptions;
using agents::modes::UpdateLoop;

class ModesOnServer : public SkillsTest {
 protected:
  // The agent, its modes and the update loop of one bot; made and destroyed on the bot's strand.
  struct Rig {
    Rig(asio::io_context& io, Bot& bot, ModesOptions options, const nlohmann::json& profileModes)
        : agent(io, bus, bot.username()) {
      modes = std::make_unique<Modes>(bot, *agent.agent, std::move(options));
      modes->applyProfile(profileModes);
      loop = std::make_unique<UpdateLoop>(bot.executor(), *agent.agent, modes.get());
    }
    ConversationBus bus;
    agents::testing::TestAgent agent;
    std::unique_ptr<Modes> modes;
    std::unique_ptr<UpdateLoop> loop;
  };

  // Modes for `bot` with MINDcraft's survival flags changed by `changes`; waits shortened where a
  // test would otherwise idle (the behaviour is the same, only sooner).
  Rig& start(const std::shared_ptr<Bot>& bot, nlohmann::json changes = nlohmann::json::object()) {
    nlohmann::json flags = {{"self_preservation", true}, {"unstuck", true},        {"cowardice", false},  {"self_defense", true},
                            {"hunting", true},           {"item_collecting", true}, {"torch_placing", true}, {"elbow_room", true},
                            {"idle_staring", true},      {"cheat", false}};
    flags.update(changes);
    ModesOptions options;
    options.timings.torchCooldown = std::chrono::milliseconds(1000);
    options.timings.stuckLimit = std::chrono::milliseconds(2000);
    rig_ = on(bot, [&] { return std::make_unique<Rig>(io(), *bot, options, flags); });
    rigBot_ = bot;
    return *rig_;
  }

  void TearDown() override {
    if (rig_) {
      on(rigBot_, [&] {
        rig_->loop->stop();
        for (const auto& mode : rig_->modes->set().all()) mode->on = false;
        return 0;
      });
      // Let a running mode action see the stop, then drop everything on the strand.
      on(rigBot_, [&] {
        asio::co_spawn(rigBot_->executor(), rig_->agent.agent->actions().stop(), asio::detached);
        return 0;
      });
      waitUntil(rigBot_, [&] { return !rig_->agent.agent->actions().executing(); }, 5s);
      on(rigBot_, [&] {
        rig_.reset();
        return 0;
      });
    }
    SkillsTest::TearDown();
  }

  // Chat lines the agent sent (narration ends with the space MINDcraft's openChat adds). `heard` and
  // `present` read state directly: call them on the strand (inside waitUntil); `said` from the test.
  bool heard(const std::string& line) const {
    const auto& chats = rig_->agent.world.chats;
    return std::find(chats.begin(), chats.end(), line + " ") != chats.end();
  }
  bool said(const std::string& line) {
    return on(rigBot_, [&] { return heard(line); });
  }
  std::string chats() {
    return on(rigBot_, [&] {
      std::string all;
      for (const auto& c : rig_->agent.world.chats) all += "[" + c + "]";
      return all;
    });
  }
  world::Vec3 position(const std::shared_ptr<Bot>& bot) {
    return on(bot, [&] { return bot->entity().position; });
  }
  static bool present(Bot& bot, const std::string& entityName, double range = 16) {
    return nearestEntityWhere(bot, [&](const world::Entity& e) { return e.name == entityName; }, range) != nullptr;
  }
  void summon(const std::shared_ptr<Bot>& bot, const std::string& mob, const BlockPos& at) {
    command("summon " + mob + " " + xyz(at));
    ASSERT_TRUE(waitUntil(bot, [&] {
      return nearestEntityWhere(*bot, [&](const world::Entity& e) { return e.name == mob; }, 16) != nullptr;
    })) << mob << " did not appear";
  }

  std::unique_ptr<Rig> rig_;
  std::shared_ptr<Bot> rigBot_;
};

TEST_F(ModesOnServer, ItemCollectingPicksUpADroppedItem) {
  auto bot = join("collector");
  start(bot);
  const BlockPos at = ground().offset(4, 1, 2);
  setBlock(bot, at, "oak_planks");
  command("setblock " + xyz(at) + " air destroy");  // drops the planks
  // Seen for more than 2 s, then fetched.
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->inventory().count(bot->registry().itemByName("oak_planks")->id) == 1; }, 15s))
      << chats();
  EXPECT_TRUE(said("Picking up item!")) << chats();
}

TEST_F(ModesOnServer, SelfDefenseKillsAZombieThatComesClose) {
  auto bot = join("defender");
  give(bot, "diamond_sword", 1);
  start(bot);
  summon(bot, "zombie", ground().offset(4, 1, 0));
  EXPECT_TRUE(waitUntil(bot, [&] { return !nearestEntityWhere(*bot, isHostile, 16); }, 20s)) << chats();
  EXPECT_TRUE(said("Fighting zombie!")) << chats();
  EXPECT_EQ(on(bot, [&] { return bot->heldItem() ? bot->heldItem()->name : std::string(); }), "diamond_sword");
}

TEST_F(ModesOnServer, CowardiceRunsFromAZombie) {
  auto bot = join("coward");
  start(bot, {{"cowardice", true}, {"self_defense", false}});
  const BlockPos zombieAt = ground().offset(3, 1, 0);
  summon(bot, "zombie", zombieAt);
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->entity().position.distanceTo(zombieAt.center()) > 24; }, 30s)) << chats();
  EXPECT_TRUE(said("Aaa! A zombie!")) << chats();
  EXPECT_TRUE(on(bot, [&] { return present(*bot, "zombie", 64); }));  // fled, did not fight
}

TEST_F(ModesOnServer, HuntingKillsACowWhenIdle) {
  auto bot = join("huntress");
  give(bot, "diamond_sword", 1);  // two hits instead of ten
  start(bot);
  summon(bot, "cow", ground().offset(4, 1, 0));
  EXPECT_TRUE(waitUntil(bot, [&] { return !present(*bot, "cow"); }, 30s)) << chats();
  EXPECT_TRUE(said("Hunting cow!")) << chats();
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->inventory().count(bot->registry().itemByName("beef")->id) >= 1; }, 15s));
}

TEST_F(ModesOnServer, HuntingLeavesACowItCannotReachWithoutDigging) {
  auto bot = join("fencer");
  give(bot, "diamond_sword", 1);
  // A glass box around the cow's two cells, 4 blocks from the bot.
  const BlockPos cowAt = ground().offset(4, 1, 0);
  command("fill " + xyz(cowAt.offset(-1, -1, -1)) + " " + xyz(cowAt.offset(1, 2, 1)) + " glass hollow");
  ASSERT_TRUE(waitUntil(bot, [&] {
    auto top = bot->blockAt(cowAt.offset(0, 2, 0));
    auto inside = bot->blockAt(cowAt);
    return top && top->name() == "glass" && inside && inside->isAir();
  })) << blockName(bot, cowAt.offset(0, 2, 0)) << " above, " << blockName(bot, cowAt) << " inside";
  summon(bot, "cow", cowAt);
  Rig& rig = start(bot, {{"idle_staring", false}});
  // isClearPath plans within its budget on the bot's strand: how long a "no" takes (not asserted).
  const auto planned = on(bot, [&] {
    const world::Entity* cow = nearestEntityWhere(*bot, [](const world::Entity& e) { return e.name == "cow"; }, 16);
    const auto t0 = std::chrono::steady_clock::now();
    const bool clear = cow && rig.modes->isClearPath(*cow);
    return std::make_pair(clear, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  });
  EXPECT_FALSE(planned.first);
  RecordProperty("unreachable_clear_path_ms", std::to_string(planned.second));
  std::this_thread::sleep_for(2s);
  EXPECT_TRUE(on(bot, [&] { return present(*bot, "cow"); })) << chats();
  EXPECT_FALSE(said("Hunting cow!")) << chats();
  // The wall towards the bot taken away: now it is hunted.
  command("fill " + xyz(cowAt.offset(-1, 0, -1)) + " " + xyz(cowAt.offset(-1, 2, 1)) + " air");
  command("fill " + xyz(cowAt.offset(-1, -1, -1)) + " " + xyz(cowAt.offset(1, -1, 1)) + " grass_block");
  EXPECT_TRUE(waitUntil(bot, [&] { return !present(*bot, "cow"); }, 20s)) << chats();
  EXPECT_TRUE(said("Hunting cow!")) << chats();
}

TEST_F(ModesOnServer, TorchPlacingPlacesATorchAtTheFeet) {
  auto bot = join("lamplighter");
  give(bot, "torch", 3);
  on(bot, [&] {
    bot->setQuickBarSlot(bot->heldItem() ? (bot->quickBarSlot() + 1) % 9 : bot->quickBarSlot());  // an empty hand
    return 0;
  });
  ASSERT_TRUE(waitUntil(bot, [&] { return !bot->heldItem(); }));
  start(bot, {{"unstuck", false}, {"idle_staring", false}});
  // No torch within 6 and air at the feet: the mode equips a torch and places it at the bot's feet
  // (the embedded server places a torch in the player's own cell, as vanilla does).
  const world::BlockPos feet = on(bot, [&] { return world::BlockPos::containing(bot->entity().position); });
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->blockAt(feet) && bot->blockAt(feet)->name() == "torch"; }, 10s)) << chats();
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->inventory().count(bot->registry().itemByName("torch")->id) == 2; }, 5s));
  // A torch within 6 blocks (the one it placed): the mode leaves the other torches alone.
  on(bot, [&] {
    bot->setQuickBarSlot((bot->quickBarSlot() + 1) % 9);  // an empty hand again
    return 0;
  });
  std::this_thread::sleep_for(2500ms);
  EXPECT_FALSE(on(bot, [&] { return bot->heldItem() && bot->heldItem()->name == "torch"; }));
  EXPECT_EQ(count(bot, "torch"), 2);
}

TEST_F(ModesOnServer, IdleStaringLooksAtAPlayerNearby) {
  auto bot = join("starer");
  start(bot);
  auto other = join("visitor");  // same patch
  const world::Vec3 at = world::BlockPos(ground().offset(3, 1, 2)).center() + world::Vec3{0, -0.5, 0};
  command("tp visitor " + std::to_string(at.x) + " " + std::to_string(at.y) + " " + std::to_string(at.z));
  // The bot turns its head to the visitor's head (mineflayer yaw: atan2(-dx, -dz)).
  const auto facing = [&] {
    const world::Entity* v = playerEntity(*bot, "visitor");
    if (!v) return false;
    const world::Vec3 eye = bot->entity().position + world::Vec3{0, 1.62, 0};
    const world::Vec3 d = v->position + world::Vec3{0, v->height, 0} - eye;
    const double want = std::atan2(-d.x, -d.z);
    const double diff = std::remainder(bot->physicsState().yaw - want, 2 * std::numbers::pi);
    return v->position.distanceTo(at) < 0.5 && std::abs(diff) < 0.1;
  };
  EXPECT_TRUE(waitUntil(bot, facing, 5s)) << "yaw " << on(bot, [&] { return bot->physicsState().yaw; });
}

TEST_F(ModesOnServer, ElbowRoomStepsAwayFromAPlayerOnTheSameSpot) {
  auto bot = join("roomy");
  auto other = join("crowder");
  start(bot, {{"idle_staring", false}});
  const world::Vec3 start = position(bot);
  command("tp crowder " + std::to_string(start.x) + " " + std::to_string(start.y) + " " + std::to_string(start.z));
  EXPECT_TRUE(waitUntil(bot, [&] {
    const world::Entity* c = playerEntity(*bot, "crowder");
    return c && c->position.distanceTo(start) < 0.1 && bot->entity().position.distanceTo(c->position) >= 0.5;
  }, 10s)) << "at " << vecText(position(bot));
}

TEST_F(ModesOnServer, UnstuckMovesAnActionThatStandsStillAndTheModelIsTold) {
  auto bot = join("stuckling");
  Rig& rig = start(bot);
  // The model starts a long action that never moves (the stuck limit is 2 s here, 20 s in MINDcraft).
  on(bot, [&] {
    rig.agent.world.workTime = std::chrono::seconds(60);
    rig.agent.model->script = {"!work", "I will try again."};
    asio::co_spawn(bot->executor(), rig.agent.agent->handleMessage("bob", "work here"), asio::detached);
    return 0;
  });
  const world::Vec3 before = position(bot);
  EXPECT_TRUE(waitUntil(bot, [&] { return rig.agent.world.chats.size() >= 3 && !rig.agent.agent->actions().executing(); }, 15s))
      << chats();
  EXPECT_TRUE(said("I'm stuck!")) << chats();
  EXPECT_TRUE(said("I'm free.")) << chats();
  EXPECT_GT(position(bot).distanceTo(before), 4.5);
  EXPECT_TRUE(waitUntil(bot, [&] {
    return agents::testing::hasTurn(rig.agent.agent->history(), "system",
                                    "(AUTO MESSAGE)Your previous action 'action:work' was interrupted by unstuck.\n"
                                    "        Your behavior log: I'm stuck!\nI'm free.\n\nRespond accordingly.");
  }, 5s)) << chats();
  EXPECT_EQ(rig.agent.world.worked, 1);
}

TEST_F(ModesOnServer, UnstuckLeavesABotWaitingNextToThePlayerItFollows) {
  auto bot = join("shadow");
  auto leader = join("leader");
  command("tp leader " + xyz(ground().offset(3, 1, 0)));
  ASSERT_TRUE(waitUntil(bot, [&] {
    const world::Entity* l = playerEntity(*bot, "leader");
    return l && std::abs(l->position.x - (ground().x + 3.5)) < 0.01;
  }));
  Rig& rig = start(bot, {{"idle_staring", false}});
  // !followPlayer("leader", 2) as the command runs it; the leader stands still, and the bot waits
  // next to it for longer than the stuck limit (2 s here).
  on(bot, [&] {
    auto ctx = rig.modes->skillContext();
    agents::Action follow = [ctx](agents::ActionLog&) -> asio::awaitable<std::string> {
      co_await followPlayer(*ctx, "leader", 2);
      co_return std::string();
    };
    asio::co_spawn(bot->executor(), rig.agent.agent->actions().runAction("action:followPlayer", std::move(follow), std::nullopt),
                   asio::detached);
    return 0;
  });
  std::this_thread::sleep_for(5s);
  EXPECT_EQ(on(bot, [&] { return rig.agent.agent->actions().currentActionLabel(); }), "action:followPlayer") << chats();
  EXPECT_FALSE(said("I'm stuck!")) << chats();
  EXPECT_TRUE(on(bot, [&] { return rig.modes->set().find("unstuck")->paused; }));
  // The leader walks off (is teleported): unstuck is unpaused while the bot is away from it.
  command("tp leader " + xyz(ground().offset(12, 1, 0)));
  EXPECT_TRUE(waitUntil(bot, [&] { return !rig.modes->set().find("unstuck")->paused; }, 3s));
  EXPECT_TRUE(waitUntil(bot, [&] { return rig.modes->set().find("unstuck")->paused; }, 10s)) << "caught up again";
}

TEST_F(ModesOnServer, SelfPreservationRunsWhenBadlyHurt) {
  auto victim = join("victim");
  auto bully = join("bully");
  give(bully, "iron_sword", 1);  // 6 damage a hit (server/plugins/loot.js)
  command("tp bully " + xyz(ground().offset(2, 1, 0)));
  ASSERT_TRUE(waitUntil(bully, [&] { return std::abs(bully->entity().position.x - (ground().x + 2.5)) < 0.01; }));
  on(bully, [&] {
    bully->setQuickBarSlot(0);
    return 0;
  });
  ASSERT_TRUE(waitUntil(bully, [&] { return bully->heldItem() && bully->heldItem()->name == "iron_sword"; }));
  start(victim, {{"idle_staring", false}});
  const world::Vec3 before = position(victim);
  // Three hits: 20 -> 14 -> 8 -> 2. Only the last one leaves the victim below 5.
  for (int hit = 1; hit <= 3; ++hit) {
    on(bully, [&] {
      if (const world::Entity* v = playerEntity(*bully, "victim")) bully->attack(*v);
      return 0;
    });
    ASSERT_TRUE(waitUntil(victim, [&] { return victim->health() <= 20 - 6 * hit; }, 5s)) << "hit " << hit;
    if (hit < 3) {
      std::this_thread::sleep_for(600ms);
      EXPECT_FALSE(said("I'm dying!")) << "after hit " << hit;
    }
  }
  EXPECT_TRUE(waitUntil(victim, [&] { return heard("I'm dying!"); }, 3s)) << chats();
  // moveAway(20).
  EXPECT_TRUE(waitUntil(victim, [&] { return victim->entity().position.distanceTo(before) > 15; }, 15s))
      << "at " << vecText(position(victim)) << " " << chats();
}

TEST_F(ModesOnServer, WithCheatOnModeActionsTeleportInsteadOfWalking) {
  auto bot = join("jumper");
  Rig& rig = start(bot, {{"cheat", true}, {"idle_staring", false}});
  // moveAway as self_preservation, unstuck and elbow_room run it: planned, then /tp to the path's end.
  const world::Vec3 before = position(bot);
  auto ctx = on(bot, [&] { return rig.modes->skillContext(); });
  EXPECT_TRUE(ctx->cheat);
  const bool moved = asio::co_spawn(bot->executor(), moveAway(*ctx, 5), asio::use_future).get();
  EXPECT_TRUE(moved);
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->entity().position.distanceTo(before) > 5; }, 5s)) << vecText(position(bot));
  EXPECT_EQ(on(bot, [&] { return ctx->output; }), "");  // no log line, as MINDcraft
}

TEST_F(ModesOnServer, SelfPreservationSwimsUpWithTheHeadUnderWater) {
  auto bot = join("swimmer");
  // A pool three deep where the bot stands (flying-squid's water does not flow).
  command("fill " + xyz(ground().offset(-1, -2, -1)) + " " + xyz(ground().offset(1, -2, 1)) + " stone");
  command("fill " + xyz(ground().offset(-1, -1, -1)) + " " + xyz(ground().offset(1, 1, 1)) + " water");
  command("tp swimmer " + xyz(ground().offset(0, -1, 0)));
  ASSERT_TRUE(waitUntil(bot, [&] { return bot->entity().position.y < ground().y; }, 5s));
  Rig& rig = start(bot, {{"idle_staring", false}, {"unstuck", false}});
  // Busy with an action that does not walk (MINDcraft: the pathfinder has no goal): it still swims.
  on(bot, [&] {
    rig.agent.world.workTime = std::chrono::seconds(60);
    rig.agent.model->script = {"!work"};
    asio::co_spawn(bot->executor(), rig.agent.agent->handleMessage("bob", "work in the pool"), asio::detached);
    return 0;
  });
  ASSERT_TRUE(waitUntil(bot, [&] { return rig.agent.agent->actions().currentActionLabel() == "action:work"; }));
  double highest = -1e9;
  bool jumped = false;
  waitUntil(bot, [&] {
    highest = std::max(highest, bot->entity().position.y);
    jumped = jumped || bot->getControlState(world::Control::Jump);
    return jumped && highest > ground().y + 0.5;
  }, 10s);
  EXPECT_TRUE(jumped);
  EXPECT_GT(highest, ground().y + 0.5) << "the head must reach the surface";
  command("fill " + xyz(ground().offset(-1, -2, -1)) + " " + xyz(ground().offset(1, 0, 1)) + " grass_block");
}

TEST_F(ModesOnServer, SelfPreservationGoesToWaterWhenOnFire) {
  auto bot = join("firewalker");
  const BlockPos water = ground().offset(5, 0, 0);  // in the ground, 5 blocks away
  setBlock(bot, water, "water");
  start(bot, {{"idle_staring", false}});
  setBlock(bot, ground().offset(0, 1, 0), "fire");
  EXPECT_TRUE(waitUntil(bot, [&] { return bot->entity().position.distanceTo(water.center()) < 1.2; }, 15s))
      << "at " << vecText(position(bot)) << " " << chats();
  EXPECT_TRUE(said("I'm on fire!")) << chats();
  EXPECT_TRUE(waitUntil(bot, [&] { return heard("Ahhhh that's better!"); }, 5s)) << chats();
  setBlock(bot, water, "grass_block");
}

}  // namespace
}  // namespace craftmate::skills::testing
