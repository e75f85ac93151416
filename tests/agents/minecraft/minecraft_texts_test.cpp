// Small pieces of the Minecraft agent: JavaScript's toFixed(2), the wiki page text, the !modes texts
// built from a mode controller, and the skill context it gives.

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>

#include "agents/minecraft/minecraft_queries.h"
#include "agents/minecraft/mode_controller.h"
#include "agents/minecraft/wiki_page_text.h"
#include "commands/skills/skill_context.h"
#include "tests/agents/minecraft/recording_modes.h"
#include "world/bot.h"

namespace craftmate::agents::minecraft {
namespace {

TEST(MinecraftTexts, Fixed2RoundsAsJavaScript) {
  EXPECT_EQ(fixed2(10.5), "10.50");
  EXPECT_EQ(fixed2(-60), "-60.00");
  EXPECT_EQ(fixed2(3.299999), "3.30");
  EXPECT_EQ(fixed2(10.125), "10.13");   // an exact tie goes to the larger number
  EXPECT_EQ(fixed2(-10.125), "-10.13");  // toFixed rounds the magnitude: node prints -10.13
  EXPECT_EQ(fixed2(-0.0), "0.00");
  EXPECT_EQ(fixed2(-0.001), "-0.00");
}

TEST(MinecraftTexts, PadAddsANewlineEachSide) { EXPECT_EQ(pad("STATS"), "\nSTATS\n"); }

TEST(MinecraftTexts, WikiTextIsTheContentDivWithoutNavboxes) {
  const std::string html =
      "<html><body><div id=\"top\">menu</div><div class=\"mw-content-ltr mw-parser-output\" lang=\"en\">"
      "<p>A <b>crafting table</b> is a block &amp; a tool.</p><div class=\"note\">Inner</div>"
      "<!-- a comment --><table class=\"navbox hlist\"><tr><td>Nav <table><tr><td>nested</td></tr></table></td></tr></table>"
      "<p>Recipe: 4 planks &#8594; table&nbsp;.</p>\n</div><div>footer</div></body></html>";
  EXPECT_EQ(wikiPageText(html), "A crafting table is a block & a tool.Inner" "Recipe: 4 planks \u2192 table\u00a0.");
  EXPECT_EQ(wikiPageText("<html><p>no content div</p></html>"), "");
}

TEST(MinecraftTexts, ModeDocsAsMindcraftsGetDocsAndMiniDocs) {
  testing::RecordingModes modes;
  EXPECT_EQ(modeDocs(modes),
            "Agent Modes:\n- self_preservation(ON): Respond to drowning, burning, and damage at low health. Interrupts all "
            "actions.\n- cheat(OFF): Use cheats to instantly place blocks and teleport.");
  EXPECT_EQ(modeMiniDocs(modes), "Agent Modes:\n- self_preservation(ON)\n- cheat(OFF)");
  EXPECT_TRUE(modes.exists("cheat"));
  EXPECT_FALSE(modes.isOn("cheat"));
  EXPECT_FALSE(modes.exists("flying"));
  EXPECT_FALSE(modes.isOn("flying"));
}

// The one skill context of commands and mode actions: cheat from the `cheat` mode, restrict_to_inventory
// from the controller (its one source), pauses to the controller; no controller: no cheat, no limit.
TEST(MinecraftTexts, SkillContextFollowsTheModeController) {
  boost::asio::io_context io;
  world::BotOptions options;
  options.username = "andy";
  auto bot = world::Bot::create(io.get_executor(), options);
  testing::RecordingModes modes;
  auto plain = skillContextFor(*bot, &modes);
  EXPECT_FALSE(plain->cheat);
  EXPECT_FALSE(plain->restrictToInventory);
  modes.setOn("cheat", true);
  modes.restricted = true;
  auto cheating = skillContextFor(*bot, &modes);
  EXPECT_TRUE(cheating->cheat);
  EXPECT_TRUE(cheating->restrictToInventory);
  cheating->pause("unstuck");
  EXPECT_EQ(modes.paused, std::vector<std::string>{"unstuck"});
  auto alone = skillContextFor(*bot, nullptr);
  EXPECT_FALSE(alone->cheat);
  EXPECT_FALSE(alone->restrictToInventory);
}

}  // namespace
}  // namespace craftmate::agents::minecraft
