// The profile of each agent of a MineCollab job, as MINDcraft's evaluation script makes them
// (tasks/evaluation_script.py make_profiles: the profile with "name" and "model" replaced).

#include "tasks/eval_profiles.h"

#include <gtest/gtest.h>

namespace craftmate::tasks {
namespace {

using nlohmann::json;

TEST(EvalProfiles, AgentIGetsProfileIUnderItsEvaluationName) {
  TeamProfiles team;
  team.profiles = {json{{"name", "andy"}, {"model", "gpt-4o"}, {"cooldown", 5000}},
                   json{{"name", "jill"}, {"model", {{"api", "openai"}, {"model", "m2"}}}}};
  EXPECT_EQ(team.individual(0, "Andy_0"), (json{{"name", "Andy_0"}, {"model", "gpt-4o"}, {"cooldown", 5000}}));
  EXPECT_EQ(team.individual(1, "Jill_0")["model"]["model"], "m2");
  EXPECT_EQ(team.models(2), (json::array({"gpt-4o", {{"api", "openai"}, {"model", "m2"}}})));
  EXPECT_EQ(team.label(2), "gpt-4o + openai/m2");
  EXPECT_EQ(team.label(1), "gpt-4o");
  EXPECT_THROW(team.individual(2, "Bob_0"), std::invalid_argument);
}

TEST(EvalProfiles, OneModelReplacesEveryProfilesModel) {
  TeamProfiles team;
  team.profiles = {json{{"name", "andy"}, {"model", "gpt-4o"}}, json{{"name", "jill"}, {"model", "claude"}}};
  team.model = R"({"api": "vllm", "model": "q", "url": "http://127.0.0.1:8000/v1"})";
  EXPECT_EQ(team.individual(1, "Jill_0")["model"], (json{{"api", "vllm"}, {"model", "q"}, {"url", "http://127.0.0.1:8000/v1"}}));
  EXPECT_EQ(team.label(2), team.model);  // --model as given labels the run, as before profiles
}

TEST(EvalProfiles, AModelAloneIsTheProfile) {
  TeamProfiles team;
  team.model = "scripted";
  EXPECT_EQ(team.individual(3, "Sally_1"), (json{{"model", "scripted"}, {"name", "Sally_1"}}));
  EXPECT_EQ(team.models(2), (json::array({"scripted", "scripted"})));
  EXPECT_THROW(TeamProfiles{}.individual(0, "Andy"), std::invalid_argument);
  EXPECT_THROW(modelField("{not json"), std::invalid_argument);
}

}  // namespace
}  // namespace craftmate::tasks
