// The ten modes as data: order, descriptions, interrupt lists and on flags, profile switches, pausing
// and which modes check in a tick (mindcraft.md §3.5, §7.6).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "agents/modes/builtin_modes.h"
#include "agents/modes/mode_set.h"
#include "agents/profile.h"

namespace craftmate::agents::modes {
namespace {

const std::string kProfiles = std::string(CRAFTMATE_SHARED_DIR) + "/data/mindcraft_profiles";

std::string onFlags(const ModeSet& set) {
  std::string flags;
  for (const auto& mode : set.all()) flags += mode->on ? '1' : '0';
  return flags;
}

TEST(MindcraftModes, TenInPriorityOrderWithMindcraftsTexts) {
  ModeSet set(mindcraftModes());
  struct Expected {
    const char* name;
    const char* description;
    std::vector<std::string> interrupts;
    bool on;
  };
  const std::vector<Expected> expected = {
      {"self_preservation", "Respond to drowning, burning, and damage at low health. Interrupts all actions.", {"all"}, true},
      {"unstuck", "Attempt to get unstuck when in the same place for a while. Interrupts some actions.", {"all"}, true},
      {"cowardice", "Run away from enemies. Interrupts all actions.", {"all"}, true},
      {"self_defense", "Attack nearby enemies. Interrupts all actions.", {"all"}, true},
      {"hunting", "Hunt nearby animals when idle.", {}, true},
      {"item_collecting", "Collect nearby items when idle.", {"action:followPlayer"}, true},
      {"torch_placing", "Place torches when idle and there are no torches nearby.", {"action:followPlayer"}, true},
      {"elbow_room", "Move away from nearby players when idle.", {"action:followPlayer"}, true},
      {"idle_staring", "Animation to look around at entities when idle.", {}, true},
      {"cheat", "Use cheats to instantly place blocks and teleport.", {}, false},
  };
  ASSERT_EQ(set.all().size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    const Mode& mode = *set.all()[i];
    EXPECT_EQ(mode.name(), expected[i].name);
    EXPECT_EQ(mode.description(), expected[i].description) << mode.name();
    EXPECT_EQ(mode.interrupts(), expected[i].interrupts) << mode.name();
    EXPECT_EQ(mode.on, expected[i].on) << mode.name();
    EXPECT_FALSE(mode.paused);
    EXPECT_FALSE(mode.active);
  }
}

TEST(ModeSet, ProfileModesOverrideOnlyTheKeysTheyName) {
  ModeSet set(mindcraftModes());
  set.applyProfile(nlohmann::json{{"hunting", false}, {"cheat", true}});
  EXPECT_EQ(onFlags(set), "1111011111");
  set.applyProfile(nlohmann::json());  // no `modes` key: nothing changes
  EXPECT_EQ(onFlags(set), "1111011111");
}

TEST(ModeSet, MindcraftsBaseAndTaskProfiles) {
  // The merged profile's `modes` as MINDcraft builds it from its own files (shallow merge: a profile
  // with `modes` replaces the base's object, and the modes it omits keep the built-in flags).
  const auto flagsFor = [](const nlohmann::json& individual, const std::string& base) {
    Profile profile = mergeProfile(individual, base, kProfiles + "/defaults");
    ModeSet set(mindcraftModes());
    set.applyProfile(profile.json.value("modes", nlohmann::json()));
    return onFlags(set);
  };
  EXPECT_EQ(flagsFor({{"name", "andy"}}, "survival"), "1101111110");
  EXPECT_EQ(flagsFor({{"name", "andy"}}, "creative"), "0000000110");
  EXPECT_EQ(flagsFor({{"name", "andy"}}, "god_mode"), "0000000011");
  // Task profiles name a few modes; cowardice keeps its built-in `on` (MINDcraft's behaviour).
  EXPECT_EQ(flagsFor(readProfileFile(kProfiles + "/tasks/cooking_profile.json"), "survival"), "1111011010");
  EXPECT_EQ(flagsFor(readProfileFile(kProfiles + "/tasks/crafting_profile.json"), "survival"), "1111011010");
  EXPECT_EQ(flagsFor(readProfileFile(kProfiles + "/tasks/construction_profile.json"), "survival"), "1111111110");
}

TEST(ModeSet, AProfileWithAMisspeltModeOrANonBooleanIsRefused) {
  ModeSet set(mindcraftModes());
  try {
    set.applyProfile(nlohmann::json{{"self_defence", false}});
    FAIL() << "a misspelt mode was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("\"self_defence\", which is not a mode; the modes are self_preservation, unstuck,"),
              std::string::npos)
        << e.what();
  }
  try {
    set.applyProfile(nlohmann::json{{"hunting", "off"}});
    FAIL() << "a string flag was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()), "the profile's \"modes\".\"hunting\" must be true or false, not \"off\"");
  }
  EXPECT_THROW(set.applyProfile(nlohmann::json::array({"hunting"})), std::invalid_argument);
  EXPECT_TRUE(set.isOn("hunting"));  // nothing was half-applied before the bad key
}

class CountingMode : public Mode {
 public:
  CountingMode() : Mode("counting", "Counts unpauses.", {"action:followPlayer"}, true) {}
  void onUnpause() override { ++unpaused; }
  int unpaused = 0;
};

TEST(ModeSet, PausedModesWaitUntilUnpausedAndTheHookRunsOnlyForPausedOnes) {
  std::vector<std::unique_ptr<Mode>> modes;
  modes.push_back(std::make_unique<CountingMode>());
  ModeSet set(std::move(modes));
  auto& counting = static_cast<CountingMode&>(*set.all()[0]);
  set.pause("counting");
  set.pause("no_such_mode");  // ignored, as in MINDcraft
  EXPECT_TRUE(counting.paused);
  EXPECT_FALSE(ModeSet::mayRun(counting, true, ""));
  set.unpauseAll();
  EXPECT_FALSE(counting.paused);
  EXPECT_EQ(counting.unpaused, 1);
  set.unpauseAll();
  set.unpause("counting");
  EXPECT_EQ(counting.unpaused, 1);  // it was not paused
}

TEST(ModeSet, WhoChecksInATick) {
  ModeSet set(mindcraftModes());
  const Mode& selfDefense = *set.find("self_defense");
  const Mode& hunting = *set.find("hunting");
  const Mode& items = *set.find("item_collecting");
  // Idle: every mode that is on.
  EXPECT_TRUE(ModeSet::mayRun(hunting, true, ""));
  // While the model's action runs: "all" modes, and those that name the action.
  EXPECT_TRUE(ModeSet::mayRun(selfDefense, false, "action:collectBlocks"));
  EXPECT_FALSE(ModeSet::mayRun(hunting, false, "action:collectBlocks"));
  EXPECT_FALSE(ModeSet::mayRun(items, false, "action:collectBlocks"));
  EXPECT_TRUE(ModeSet::mayRun(items, false, "action:followPlayer"));
  // A mode's own running action keeps it from checking again; off modes never check.
  set.find("self_defense")->active = true;
  EXPECT_FALSE(ModeSet::mayRun(selfDefense, true, ""));
  set.find("hunting")->on = false;
  EXPECT_FALSE(ModeSet::mayRun(hunting, true, ""));
}

}  // namespace
}  // namespace craftmate::agents::modes
