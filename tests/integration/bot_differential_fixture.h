#pragma once
// The fixture of the differential tests of world::Bot's API groups (bot_differential*_test.cpp): a
// craftmate bot and a mineflayer bot (client_mineflayer_peer.js) on the same embedded server are
// given the same commands, and what each then reports must agree.

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <thread>

#include "tests/integration/client_node_peer.h"
#include "tests/integration/skills_fixture.h"
#include "tests/integration/support/eventually.h"

namespace craftmate::skills::testing {

using craftmate::testing::MineflayerPeer;
using nlohmann::json;

class BotDifferentialTest : public SkillsTest {
 protected:
  // A mineflayer bot named `name`, spawned; `atPatch` teleports it next to this test's bot.
  std::unique_ptr<MineflayerPeer> mineflayer(const std::string& name, bool atPatch = false) {
    auto mf = std::make_unique<MineflayerPeer>(server_->host(), server_->port(), name);
    mf->waitEvent("spawn", 60s);
    if (atPatch) {
      const BlockPos p = ground().offset(-2, 1, 0);
      command("tp " + name + " " + xyz(p));
      EXPECT_TRUE(poll(*mf, "const p = bot.entity.position; return Math.floor(p.x) === " + std::to_string(p.x) +
                               " && Math.floor(p.z) === " + std::to_string(p.z),
                       [](const json& v) { return v == true; }));
    }
    return mf;
  }
  // The value the mineflayer bot computes with `code` (an async function body of bot, Vec3 and
  // require).
  static json eval(MineflayerPeer& mf, const std::string& code) {
    return mf.call({{"cmd", "eval"}, {"code", code}}, 30s)["value"];
  }
  // `p` as a JavaScript Vec3 expression.
  static std::string vec3(const BlockPos& p) {
    return "new Vec3(" + std::to_string(p.x) + "," + std::to_string(p.y) + "," + std::to_string(p.z) + ")";
  }
  static std::string vec3(const world::Vec3& p) {
    return "new Vec3(" + std::to_string(p.x) + "," + std::to_string(p.y) + "," + std::to_string(p.z) + ")";
  }
  // Evaluates `code` every 100 ms until `accept` takes its value; fails with the last value after
  // `timeout`.
  static ::testing::AssertionResult poll(MineflayerPeer& mf, const std::string& code,
                                         const std::function<bool(const json&)>& accept,
                                         std::chrono::milliseconds timeout = 10s) {
    json last;
    if (craftmate::testing::eventually([&] { return accept(last = eval(mf, code)); }, timeout, 100ms))
      return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "mineflayer still reports " << last.dump();
  }
};

}  // namespace craftmate::skills::testing
