// Differential test of the scoreboard group (issue 19 item 4) on the embedded server's /scoreboard
// (server/plugins/scoreboard_command.js): objectives, titles, display slots, scores and removal as
// craftmate's world().scoreboards() and mineflayer's bot.scoreboards / bot.scoreboard see them.
// Where mineflayer 4.39 departs from the 1.21.1 protocol, craftmate's behaviour is asserted:
// - scores: mineflayer reads scoreboard_score's pre-1.20.3 `action` field, so it stores none; the
//   reference is the scoreboard_score / reset_score packets its client decodes;
// - titles: mineflayer keeps the raw NBT; the reference is that NBT read by prismarine-chat;
// - a display slot sent with no objective: mineflayer keeps the old objective there, craftmate
//   (as the vanilla client) empties it.

#include <map>

#include "tests/integration/bot_differential_fixture.h"

namespace craftmate::skills::testing {
namespace {

// mineflayer's view: objectives with plain titles, the objective in slots 0-2, and the scores its
// client was sent (collected by kRecordScores: set, reset, dropped with their objective).
const std::string kRead = R"(
  const Chat = require('prismarine-chat')(bot.registry)
  const boards = {}
  for (const b of Object.values(bot.scoreboards)) boards[b.name] = Chat.fromNotch(b.title).toString()
  const slots = {}
  for (const p of [0, 1, 2]) if (bot.scoreboard[p]) slots[p] = bot.scoreboard[p].name
  return { boards, slots, scores: bot.recordedScores })";
const std::string kRecordScores = R"(
  bot.recordedScores = {}
  bot._client.on('scoreboard_score', (p) => { (bot.recordedScores[p.scoreName] ??= {})[p.itemName] = p.value })
  bot._client.on('scoreboard_objective', (p) => { if (p.action === 1) delete bot.recordedScores[p.name] })
  bot._client.on('reset_score', (p) => {
    for (const [o, items] of Object.entries(bot.recordedScores)) if (p.objective_name == null || p.objective_name === o) delete items[p.entity_name]
  })
  return true)";

// craftmate's view in kRead's shape.
json ours(const world::Scoreboards& s) {
  json boards = json::object(), slots = json::object(), scores = json::object();
  for (const auto& [name, board] : s.byName) {
    boards[name] = board.title;
    if (!board.scores.empty()) scores[name] = board.scores;
  }
  for (const auto& [position, name] : s.positions) slots[std::to_string(position)] = name;
  return {{"boards", boards}, {"slots", slots}, {"scores", scores}};
}
// mineflayer's recorded scores without the objectives emptied by resets (craftmate keeps no entry).
json nonEmpty(json scores) {
  for (auto it = scores.begin(); it != scores.end();) it = it->empty() ? scores.erase(it) : std::next(it);
  return scores;
}

TEST_F(BotDifferentialTest, ScoreboardsAgree) {
  auto cm = join("cm_score");
  auto mf = mineflayer("mf_score");
  ASSERT_EQ(eval(*mf, kRecordScores), true);
  const auto ourView = [&] { return on(cm, [&] { return ours(cm->world().scoreboards()); }); };
  // Waits until both report `expected` (kRead's shape) and compares them.
  const auto agree = [&](const json& expected, const std::string& step) {
    const auto same = [&](json v) {
      v["scores"] = nonEmpty(v["scores"]);
      return v == expected;
    };
    EXPECT_TRUE(poll(*mf, kRead, same)) << step << ": expected " << expected.dump();
    EXPECT_TRUE(waitUntil(cm, [&] { return ours(cm->world().scoreboards()) == expected; }))
        << step << ": craftmate reports " << ourView().dump();
  };

  command("scoreboard objectives add dt_kills dummy \"Kills\"");
  command("scoreboard players set cm_score dt_kills 3");
  command("scoreboard players set mf_score dt_kills 5");
  command("scoreboard players set #total dt_kills 8");
  command("scoreboard objectives setdisplay sidebar dt_kills");
  command("scoreboard objectives add dt_deaths deathCount {\"text\":\"Deaths\",\"color\":\"red\"}");
  command("scoreboard objectives setdisplay list dt_deaths");
  command("scoreboard players add @a[name=mf_score] dt_deaths 2");
  agree({{"boards", {{"dt_kills", "Kills"}, {"dt_deaths", "Deaths"}}},
         {"slots", {{"0", "dt_deaths"}, {"1", "dt_kills"}}},
         {"scores", {{"dt_kills", {{"cm_score", 3}, {"mf_score", 5}, {"#total", 8}}}, {"dt_deaths", {{"mf_score", 2}}}}}},
        "objectives shown with their scores");
  const auto items = on(cm, [&] { return cm->world().scoreboards().atPosition(1)->items(); });
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[0].name, "#total") << "highest score first, as mineflayer's items";
  EXPECT_EQ(items[2].name, "cm_score");

  command("scoreboard objectives modify dt_kills displayname \"Frags\"");
  command("scoreboard players reset mf_score dt_kills");
  command("scoreboard players reset #total");
  agree({{"boards", {{"dt_kills", "Frags"}, {"dt_deaths", "Deaths"}}},
         {"slots", {{"0", "dt_deaths"}, {"1", "dt_kills"}}},
         {"scores", {{"dt_kills", {{"cm_score", 3}}}, {"dt_deaths", {{"mf_score", 2}}}}}},
        "title changed, scores reset");

  // A player who joins now is sent the whole state.
  const json before = ourView();
  auto late = join("cm_score_late");
  ASSERT_TRUE(waitUntil(late, [&] { return ours(late->world().scoreboards()) == before; }))
      << "the later bot reports " << on(late, [&] { return ours(late->world().scoreboards()); }).dump();

  command("scoreboard objectives remove dt_deaths");
  agree({{"boards", {{"dt_kills", "Frags"}}}, {"slots", {{"1", "dt_kills"}}}, {"scores", {{"dt_kills", {{"cm_score", 3}}}}}},
        "an objective removed");

  // The sidebar cleared while below_name still shows dt_kills: the server sends the sidebar with no
  // objective. craftmate empties the slot; mineflayer keeps dt_kills there.
  command("scoreboard objectives setdisplay below_name dt_kills");
  command("scoreboard objectives setdisplay sidebar");
  ASSERT_TRUE(poll(*mf, kRead, [](const json& v) { return v["slots"].contains("2"); }));
  ASSERT_TRUE(waitUntil(cm, [&] { return !cm->world().scoreboards().positions.contains(1); }))
      << "craftmate still shows " << ourView()["slots"].dump();
  EXPECT_EQ(ourView()["slots"], (json{{"2", "dt_kills"}}));
  EXPECT_EQ(eval(*mf, kRead)["slots"]["2"], "dt_kills");

  command("scoreboard objectives remove dt_kills");
  ASSERT_TRUE(poll(*mf, "return bot.scoreboards.dt_kills === undefined", [](const json& v) { return v == true; }));
  ASSERT_TRUE(waitUntil(cm, [&] {
    const auto& s = cm->world().scoreboards();
    return s.byName.empty() && s.positions.empty();
  }));
}

}  // namespace
}  // namespace craftmate::skills::testing
