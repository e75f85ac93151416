// MINDcraft's settings keys and defaults (mindcraft.md §10), file + environment + flags.

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "agents/settings.h"

namespace craftmate::agents {
namespace {

std::string writeTemp(const std::string& name, const std::string& content) {
  auto path = std::filesystem::temp_directory_path() / ("craftmate_settings_" + name);
  std::ofstream(path) << content;
  return path.string();
}

TEST(Settings, DefaultsAreMindcrafts) {
  Settings s;
  EXPECT_EQ(s.host(), "127.0.0.1");
  EXPECT_EQ(s.port(), 55916);
  EXPECT_EQ(s.maxCommands(), -1);
  EXPECT_TRUE(s.verboseCommands());
  EXPECT_FALSE(s.allowInsecureCoding());
  EXPECT_EQ(s.maxMessages(), 15);
  EXPECT_EQ(s.numExamples(), 2);
  EXPECT_EQ(s.values().at("init_message"), "Respond with hello world and your name");
  EXPECT_EQ(s.values().at("relevant_docs_count"), 5);
  EXPECT_EQ(s.blockedActions(), (std::vector<std::string>{"!checkBlueprint", "!checkBlueprintLevel", "!getBlueprint", "!getBlueprintLevel"}));
  EXPECT_EQ(s.values().size(), 25u);
}

TEST(Settings, FileThenFlagsOverride) {
  Settings s;
  s.mergeFile(writeTemp("a.json", R"({"port": 25565, "max_commands": 3, "blocked_actions": ["!stop"]})"));
  EXPECT_EQ(s.port(), 25565);
  EXPECT_EQ(s.maxCommands(), 3);
  auto rest = s.mergeFlags({"--port", "30000", "--verbose-commands", "false", "--world", "flat", "x"});
  EXPECT_EQ(s.port(), 30000);
  EXPECT_FALSE(s.verboseCommands());
  EXPECT_EQ(rest, (std::vector<std::string>{"--world", "flat", "x"}));
  s.mergeFlags({"--host=example.local"});
  EXPECT_EQ(s.host(), "example.local");
}

TEST(Settings, UnknownKeysAreReported) {
  Settings s;
  s.mergeFile(writeTemp("b.json", R"({"portt": 1, "host": "h"})"));
  ASSERT_EQ(s.warnings().size(), 1u);
  EXPECT_NE(s.warnings()[0].find("unknown setting 'portt'"), std::string::npos);
  EXPECT_EQ(s.host(), "h");
}

TEST(Settings, WrongTypeNamesKeyAndExpectedType) {
  Settings s;
  try {
    s.mergeObject(nlohmann::json{{"port", "abc"}}, "my.json");
    FAIL();
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "my.json: setting 'port' must be a number (like 55916), got \"abc\"");
  }
  EXPECT_EQ(s.port(), 55916);  // nothing half-applied
}

TEST(Settings, BadFileSaysWhy) {
  Settings s;
  EXPECT_THROW(s.mergeFile("/nonexistent/settings.json"), std::runtime_error);
  try {
    s.mergeFile(writeTemp("c.json", "export default { port: 1 }"));
    FAIL();
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("not valid JSON"), std::string::npos);
  }
}

TEST(Settings, EnvironmentOverridesLikeMindcraft) {
  setenv("MINECRAFT_PORT", "41000", 1);
  setenv("BLOCKED_ACTIONS", R"(["!goToBed"])", 1);
  setenv("MAX_MESSAGES", "7", 1);
  setenv("LOG_ALL", "yes", 1);
  setenv("INSECURE_CODING", "1", 1);  // main.js: any value turns coding on
  Settings s;
  s.mergeEnvironment();
  unsetenv("INSECURE_CODING");
  unsetenv("MINECRAFT_PORT");
  unsetenv("BLOCKED_ACTIONS");
  unsetenv("MAX_MESSAGES");
  unsetenv("LOG_ALL");
  EXPECT_EQ(s.port(), 41000);
  EXPECT_EQ(s.blockedActions(), std::vector<std::string>{"!goToBed"});
  EXPECT_EQ(s.maxMessages(), 7);
  EXPECT_EQ(s.values().at("log_all_prompts"), true);
  EXPECT_TRUE(s.allowInsecureCoding());
}

}  // namespace
}  // namespace craftmate::agents
