#include "launch/team_profiles.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "temp_dir.h"

namespace craftmate::launch {
namespace {

using ::testing::HasSubstr;
using testing::TempDir;

agents::Settings withProfiles(const std::vector<std::string>& files) {
  agents::Settings s;
  s.mergeObject({{"profiles", files}}, "test");
  return s;
}

std::string errorOf(const agents::Settings& settings) {
  try {
    readTeamProfiles(settings);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

TEST(TeamProfiles, ReadsEachFileMergedOverTheBaseProfile) {
  TempDir dir("team_profiles");
  const auto andy = dir.write("andy.json", R"({"name": "andy", "model": "gpt-4o-mini"})");
  const auto jill = dir.write("jill.json", R"({"name": "jill", "model": {"api": "openai", "model": "x"}, "cooldown": 0})");
  const auto team = readTeamProfiles(withProfiles({andy, jill}));
  ASSERT_EQ(team.size(), 2u);
  EXPECT_EQ(team[0].profile.name(), "andy");
  EXPECT_EQ(team[0].file, andy);
  EXPECT_EQ(team[1].profile.json.at("model").at("model"), "x");
  // The base profile filled what the file did not say (survival's modes, the default prompts).
  EXPECT_TRUE(team[0].profile.json.at("modes").at("self_preservation").get<bool>());
  EXPECT_FALSE(team[0].profile.prompt("conversing").empty());
}

TEST(TeamProfiles, AFileThatIsNotJsonIsNamed) {
  TempDir dir("team_profiles");
  const auto bad = dir.write("andy.json", R"({"name": "andy", "model": )");
  EXPECT_THAT(errorOf(withProfiles({bad})), HasSubstr("profile " + bad + " is not valid JSON"));
}

TEST(TeamProfiles, AMissingFileIsNamed) {
  EXPECT_THAT(errorOf(withProfiles({"/nonexistent/andy.json"})), HasSubstr("cannot open profile /nonexistent/andy.json"));
}

TEST(TeamProfiles, AKeyOfTheWrongTypeIsNamedWithWhatItMustBe) {
  TempDir dir("team_profiles");
  const auto p = dir.write("andy.json", R"({"name": "andy", "model": "gpt-4o", "cooldown": "fast"})");
  EXPECT_EQ(errorOf(withProfiles({p})), "profile " + p + ": \"cooldown\" must be a number of milliseconds, got \"fast\"");
  const auto q = dir.write("bob.json", R"({"name": "bob", "model": 7})");
  EXPECT_THAT(errorOf(withProfiles({q})), HasSubstr("\"model\" must be a model name or a model object, got 7"));
}

TEST(TeamProfiles, NamesMustBeUsernamesAndUnique) {
  TempDir dir("team_profiles");
  const auto spaced = dir.write("a.json", R"({"name": "andy bot", "model": "gpt-4o"})");
  EXPECT_THAT(errorOf(withProfiles({spaced})), HasSubstr("not a Minecraft username"));
  const auto a = dir.write("b.json", R"({"name": "andy", "model": "gpt-4o"})");
  const auto b = dir.write("c.json", R"({"name": "andy", "model": "gpt-4o"})");
  EXPECT_THAT(errorOf(withProfiles({a, b})), HasSubstr("another profile is also named 'andy'"));
  const auto nameless = dir.write("d.json", R"({"model": "gpt-4o"})");
  EXPECT_THAT(errorOf(withProfiles({nameless})), HasSubstr("has no \"name\""));
}

TEST(TeamProfiles, MindcraftsOwnProfileFilesLoadUnchanged) {
  const std::string dir = std::string(CRAFTMATE_SHARED_DIR) + "/data/mindcraft_profiles/";
  std::vector<std::string> files;
  for (const char* f : {"claude.json", "gpt.json", "gemini.json", "freeguy.json", "claude_thinker.json"}) files.push_back(dir + f);
  const auto team = readTeamProfiles(withProfiles(files));
  EXPECT_EQ(team.size(), files.size());
}

}  // namespace
}  // namespace craftmate::launch
