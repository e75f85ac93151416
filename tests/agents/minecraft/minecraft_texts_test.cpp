// Small text pieces of the Minecraft agent: JavaScript's toFixed(2), the wiki page text, the !modes
// texts built from a mode controller.

#include <gtest/gtest.h>

#include "agents/minecraft/minecraft_queries.h"
#include "agents/minecraft/mode_controller.h"
#include "agents/minecraft/wiki_page_text.h"

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

class TwoModes : public ModeController {
 public:
  std::vector<ModeInfo> modes() const override { return list; }
  bool setOn(std::string_view name, bool on) override {
    for (auto& m : list)
      if (m.name == name) {
        m.on = on;
        return true;
      }
    return false;
  }
  void pause(std::string_view) override {}
  std::vector<ModeInfo> list = {{"self_preservation", "Respond to drowning, burning, and damage at low health. Interrupts all actions.", true},
                                {"cheat", "Use cheats to instantly place blocks and teleport.", false}};
};

TEST(MinecraftTexts, ModeDocsAsMindcraftsGetDocsAndMiniDocs) {
  TwoModes modes;
  EXPECT_EQ(modeDocs(modes),
            "Agent Modes:\n- self_preservation(ON): Respond to drowning, burning, and damage at low health. Interrupts all "
            "actions.\n- cheat(OFF): Use cheats to instantly place blocks and teleport.");
  EXPECT_EQ(modeMiniDocs(modes), "Agent Modes:\n- self_preservation(ON)\n- cheat(OFF)");
  EXPECT_TRUE(modes.exists("cheat"));
  EXPECT_FALSE(modes.isOn("cheat"));
  EXPECT_FALSE(modes.exists("flying"));
  EXPECT_FALSE(modes.isOn("flying"));
}

}  // namespace
}  // namespace craftmate::agents::minecraft
