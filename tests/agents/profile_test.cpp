// Every MINDcraft profile file reads unchanged; merging follows mindcraft.md §7.6.

#include <filesystem>

#include <gtest/gtest.h>

#include "agents/profile.h"

namespace craftmate::agents {
namespace {

const std::string kProfiles = std::string(CRAFTMATE_SHARED_DIR) + "/data/mindcraft_profiles";

TEST(Profile, EveryShippedProfileLoadsAndMerges) {
  int count = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(kProfiles)) {
    if (entry.path().extension() != ".json" || entry.path().parent_path().filename() == "defaults") continue;
    SCOPED_TRACE(entry.path().string());
    nlohmann::json individual;
    try {
      individual = readProfileFile(entry.path().string());
    } catch (const std::runtime_error& e) {
      // Task profiles carry no name; they are merged under an agent's own profile.
      EXPECT_NE(std::string(e.what()).find("has no \"name\""), std::string::npos);
      continue;
    }
    const Profile merged = mergeProfile(individual, "survival");
    EXPECT_FALSE(merged.prompt("conversing").empty());
    EXPECT_TRUE(merged.json.contains("modes"));
    ++count;
  }
  EXPECT_GE(count, 10);
}

TEST(Profile, BuiltInDefaultsEqualMindcraftsTemplates) {
  const Profile builtIn = mergeProfile({{"name", "andy"}}, "survival");
  const Profile theirs = mergeProfile({{"name", "andy"}}, "survival", kProfiles + "/defaults");
  for (const char* key : {"conversing", "coding", "saving_memory", "bot_responder", "image_analysis"}) {
    EXPECT_EQ(builtIn.prompt(key), theirs.prompt(key)) << key;
  }
  EXPECT_EQ(builtIn.json["modes"], theirs.json["modes"]);
  EXPECT_EQ(builtIn.json["coding_examples"], theirs.json["coding_examples"]);  // !newAction's $EXAMPLES
  EXPECT_EQ(builtIn.codingExamples().size(), 6u);
  EXPECT_EQ(builtIn.cooldownMs(), 3000);
}

TEST(Profile, MergeIsShallowAndBaseProfileChoosesModes) {
  const Profile creative = mergeProfile({{"name", "c"}}, "creative", kProfiles + "/defaults");
  EXPECT_EQ(creative.json["modes"]["hunting"], false);
  EXPECT_EQ(creative.json["modes"]["elbow_room"], true);
  const Profile god = mergeProfile({{"name", "g"}}, "my_god_mode_profile");
  EXPECT_EQ(god.json["modes"]["cheat"], true);
  // An individual `modes` replaces the whole object.
  const Profile own = mergeProfile({{"name", "o"}, {"modes", {{"cheat", true}}}}, "survival");
  EXPECT_EQ(own.json["modes"].size(), 1u);
  EXPECT_THROW(mergeProfile({{"name", "x"}}, "adventure"), std::runtime_error);
}

}  // namespace
}  // namespace craftmate::agents
