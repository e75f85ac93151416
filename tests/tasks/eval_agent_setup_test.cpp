// What each agent of a `craftmate eval --tasks` job is given: MINDcraft's settings, its own profile
// (MINDcraft's profile files, read unchanged, with their examples) and its embedding model.

#include "tasks/eval_agent_setup.h"

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "agents/settings.h"
#include "tasks/task_loader.h"
#include "tests/tasks/task_data.h"

namespace craftmate::tasks {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

std::string profilesDir() { return std::string(CRAFTMATE_SHARED_DIR) + "/data/mindcraft_profiles"; }

json readJson(const fs::path& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in) << path;
  return json::parse(in);
}

class EvalAgentSetupTest : public ::testing::Test {
 protected:
  EvalAgentSetupTest() : file_(loadTaskFile(minecollabFile("crafting_tasks/test_tasks/2_agent.json"))) {
    episode_.task = file_.find("multiagent_crafting_lime_wool_partial_plan__depth_0");
    episode_.agentNames = mineCollabAgentNames(2, "0");
  }
  void settings(const json& values) {
    agents::Settings s;
    s.mergeObject(values, "test");
    episode_.settings = s.values();
  }
  TaskFile file_;
  MineCollabEpisode episode_;
};

TEST_F(EvalAgentSetupTest, EverySettingAnAgentUsesReachesIt) {
  episode_.team.model = "gpt-4o";
  settings({{"blocked_actions", {"!craftable", "!searchForBlock"}},
            {"max_messages", "7"},  // MAX_MESSAGES from the environment is a string, as in MINDcraft
            {"num_examples", 4},
            {"max_commands", 3},
            {"verbose_commands", false},
            {"narrate_behavior", false},
            {"chat_bot_messages", false},
            {"code_timeout_mins", 2},
            {"allow_insecure_coding", true},
            {"only_chat_with", json::array({"steve"})},
            {"init_message", "Say hi to the team"},
            {"base_profile", "creative"}});
  const EvalAgentSetup andy = evalAgentSetup(episode_, 0);
  const EvalAgentSetup jill = evalAgentSetup(episode_, 1);
  // settings.blocked_actions, then the task's own list (agent 1 has no crafting plan), !endGoal, !endConversation.
  EXPECT_EQ(andy.world.blockedActions, (std::vector<std::string>{"!craftable", "!searchForBlock", "!endGoal", "!endConversation"}));
  EXPECT_EQ(jill.world.blockedActions,
            (std::vector<std::string>{"!craftable", "!searchForBlock", "!getCraftingPlan", "!endGoal", "!endConversation"}));
  EXPECT_EQ(andy.maxMessages, 7);
  EXPECT_EQ(andy.numExamples, 4);
  EXPECT_EQ(andy.loop.maxCommands, 3);
  EXPECT_FALSE(andy.loop.verboseCommands);
  EXPECT_FALSE(andy.loop.chatBotMessages);
  EXPECT_FALSE(andy.modes.narrateBehavior);
  EXPECT_DOUBLE_EQ(andy.world.codeTimeoutMins, 2);
  EXPECT_TRUE(andy.world.allowInsecureCoding);
  EXPECT_EQ(andy.world.onlyChatWith, (std::vector<std::string>{"steve"}));
  EXPECT_EQ(andy.world.teamAgents, episode_.agentNames);
  EXPECT_EQ(andy.initMessage, "Say hi to the team");
  // base_profile "creative": its modes (hunting off, elbow_room on) under a profile without modes.
  EXPECT_EQ(andy.profile.json.at("modes").at("hunting"), false);
  EXPECT_EQ(andy.profile.json.at("modes").at("elbow_room"), true);
  EXPECT_EQ(andy.profile.name(), "Andy_0");
  EXPECT_FALSE(andy.scripted);
}

TEST_F(EvalAgentSetupTest, DefaultsAreMindcrafts) {
  episode_.team.model = "gpt-4o";
  const EvalAgentSetup andy = evalAgentSetup(episode_, 0);
  EXPECT_EQ(andy.maxMessages, 15);
  EXPECT_EQ(andy.numExamples, 2);
  EXPECT_EQ(andy.loop.maxCommands, -1);
  EXPECT_TRUE(andy.loop.verboseCommands);
  EXPECT_TRUE(andy.loop.chatBotMessages);
  EXPECT_TRUE(andy.modes.narrateBehavior);
  EXPECT_EQ(andy.initMessage, "Respond with hello world and your name");
  EXPECT_EQ(andy.world.blockedActions, (std::vector<std::string>{"!checkBlueprint", "!checkBlueprintLevel", "!getBlueprint",
                                                                 "!getBlueprintLevel", "!endGoal", "!endConversation"}));
}

TEST_F(EvalAgentSetupTest, ScriptedTeamsPlayWithTheTaskProfilesModesAndNoInitMessage) {
  episode_.team.model = "scripted";
  const EvalAgentSetup andy = evalAgentSetup(episode_, 0);
  EXPECT_TRUE(andy.scripted);
  EXPECT_EQ(andy.initMessage, "");
  EXPECT_EQ(andy.profile.json.at("modes"), readJson(profilesDir() + "/tasks/crafting_profile.json").at("modes"));
}

TEST_F(EvalAgentSetupTest, EachAgentGetsItsOwnProfileAndModel) {
  for (const char* f : {"gpt.json", "claude.json"}) {
    episode_.team.files.push_back(profilesDir() + "/" + f);
    episode_.team.profiles.push_back(readJson(episode_.team.files.back()));
  }
  const EvalAgentSetup andy = evalAgentSetup(episode_, 0);
  const EvalAgentSetup jill = evalAgentSetup(episode_, 1);
  EXPECT_EQ(andy.profile.name(), "Andy_0");
  EXPECT_EQ(jill.profile.name(), "Jill_0");
  EXPECT_EQ(andy.profile.json.at("model"), readJson(profilesDir() + "/gpt.json").at("model"));
  EXPECT_EQ(jill.profile.json.at("model"), "claude-3-5-sonnet-latest");
  EXPECT_EQ(jill.profile.json.at("embedding"), "openai");
  EXPECT_EQ(episode_.team.label(2), "gpt-4o + claude-3-5-sonnet-latest");
}

// MINDcraft's own profile files, unchanged, give the agent what MINDcraft's merge gives it: the
// file's keys over its base profile over _default.json, with its conversation and coding examples
// (with --profiles-dir MINDcraft's profiles/defaults: craftmate's built-in defaults have the same
// templates but examples of their own).
TEST_F(EvalAgentSetupTest, MindcraftsProfileFilesLoadUnchanged) {
  const json defaults = readJson(profilesDir() + "/defaults/_default.json");
  const json survival = readJson(profilesDir() + "/defaults/survival.json");
  int files = 0;
  for (const auto& dir : {fs::path(profilesDir()), fs::path(profilesDir()) / "tasks"})
    for (const auto& entry : fs::directory_iterator(dir)) {
      if (entry.path().extension() != ".json") continue;
      ++files;
      const json original = readJson(entry.path());
      episode_.team = {};
      episode_.profilesDir = profilesDir() + "/defaults";  // MINDcraft's own defaults (--profiles-dir)
      episode_.team.files = {entry.path().string(), entry.path().string()};
      episode_.team.profiles = {original, original};
      const EvalAgentSetup setup = evalAgentSetup(episode_, 1);
      SCOPED_TRACE(entry.path().string());
      for (const auto& [key, value] : original.items())
        if (key != "name") EXPECT_EQ(setup.profile.json.at(key), value) << key;
      for (const char* key : {"conversation_examples", "coding_examples", "conversing", "coding", "saving_memory", "bot_responder"})
        EXPECT_EQ(setup.profile.json.at(key), original.contains(key) ? original.at(key) : defaults.at(key)) << key;
      EXPECT_EQ(setup.profile.json.at("modes"), original.contains("modes") ? original.at("modes") : survival.at("modes"));
      // The examples are what $EXAMPLES chooses from.
      EXPECT_EQ(setup.profile.conversationExamples().size(), setup.profile.json.at("conversation_examples").size());
      EXPECT_EQ(setup.profile.name(), "Jill_0");
    }
  EXPECT_EQ(files, 14);
}

// The models evalAgentModels makes for Andy_0 with `profile` in the crafting test task.
EvalAgentModels modelsFor(const json& profile, boost::asio::io_context& io) {
  static const TaskFile file = loadTaskFile(minecollabFile("crafting_tasks/test_tasks/2_agent.json"));
  const agents::KeyStore keys;
  EvalAgentSetup setup;
  setup.profile.json = profile;
  setup.profile.json["name"] = "Andy_0";
  setup.scripted = profile.at("model") == "scripted";
  return evalAgentModels(setup, file.tasks.front(), keys, io.get_executor());
}

TEST(EvalAgentModels, EmbeddingsWhenTheProfileImpliesThem) {
  ::unsetenv("GEMINI_API_KEY");
  boost::asio::io_context io;
  auto models = [&](const json& profile) { return modelsFor(profile, io); };
  const json local = {{"api", "openai"}, {"url", "http://127.0.0.1:9/v1"}, {"model", "m"}};
  // A local OpenAI-compatible server serves its own embeddings (MINDcraft: the chat api's embedding).
  EXPECT_NE(models({{"model", local}}).embedding, nullptr);
  // An explicit embedding object.
  EXPECT_NE(models({{"model", local}, {"embedding", local}}).embedding, nullptr);
  // ollama chat implies none; an embedding that cannot be made (no key) is none, with a warning.
  EXPECT_EQ(models({{"model", {{"api", "ollama"}, {"model", "llama3"}}}}).embedding, nullptr);
  EXPECT_EQ(models({{"model", local}, {"embedding", "google"}}).embedding, nullptr);
  const EvalAgentModels scripted = models({{"model", "scripted"}});
  EXPECT_EQ(scripted.chat->describe(), "scripted");
  EXPECT_EQ(scripted.embedding, nullptr);
}

TEST(EvalAgentModels, CodeModelWhenTheProfileHasOne) {
  ::unsetenv("ANTHROPIC_API_KEY");
  boost::asio::io_context io;
  auto models = [&](const json& profile) { return modelsFor(profile, io); };
  const json chat = {{"api", "openai"}, {"url", "http://127.0.0.1:9/v1"}, {"model", "chatter"}};
  const json coder = {{"api", "openai"}, {"url", "http://127.0.0.1:9/v1"}, {"model", "coder"}};
  // MINDcraft's code_model codes; without one the chat model does (no code model).
  const EvalAgentModels both = models({{"model", chat}, {"code_model", coder}});
  ASSERT_NE(both.code, nullptr);
  EXPECT_NE(both.code->describe().find("coder"), std::string::npos) << both.code->describe();
  EXPECT_NE(both.chat->describe().find("chatter"), std::string::npos) << both.chat->describe();
  EXPECT_EQ(models({{"model", chat}}).code, nullptr);
  // A code_model that cannot be made says which field it is.
  try {
    models({{"model", chat}, {"code_model", "claude-3-5-sonnet-latest"}});
    ADD_FAILURE() << "a code_model without its key was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("code_model: "), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("ANTHROPIC_API_KEY"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace craftmate::tasks
