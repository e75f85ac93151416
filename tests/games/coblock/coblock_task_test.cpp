// Task files, the built-in task set, classification (spec §2.6) and parameters.

#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "coblock_test_support.h"
#include "games/coblock/coblock_grounding_check.h"
#include "games/coblock/coblock_params.h"
#include "games/coblock/coblock_task_library.h"
#include "games/coblock/coblock_task_type.h"

namespace craftmate::games::coblock {
namespace {

using namespace testing;

TEST(CoBlockTask, ReadsTheSpecSchema) {
  const char* text = R"({"id":"T1","type":"goal_dependent","ground_y":0,
   "bounds":{"x":[0,15],"y":[0,15],"z":[0,15]},
   "agents":[{"name":"Agent 1","goal":[{"c":"red","p":[0,0,0]},{"c":"red","p":[1,0,0]}],
              "inventory":{"red":3},"goal_description":"optional text"},
             {"name":"Agent 2","goal":[{"c":"yellow","p":[0,1,0]},{"c":"red","p":[1,1,0]}],
              "inventory":{"yellow":1}}],
   "max_rounds":40})";
  const std::vector<Task> tasks = taskSetFromJson(text, "inline");
  ASSERT_EQ(tasks.size(), 1u);
  const Task& t = tasks[0];
  EXPECT_EQ(t.id, "T1");
  EXPECT_EQ(t.maxRounds, 40);
  EXPECT_EQ(t.agents[0].goalDescription, "optional text");
  EXPECT_EQ(t.target(), taskT1().target());
  EXPECT_EQ(countOf(t.agents[0].inventory, Colour::Red), 3);
  EXPECT_EQ(countOf(t.agents[1].inventory, Colour::Yellow), 1);
  // Round trip.
  const Task again = taskFromJson(taskToJson(t), "round trip");
  EXPECT_EQ(again.target(), t.target());
  EXPECT_EQ(again.agents[1].inventoryOrder, t.agents[1].inventoryOrder);
}

TEST(CoBlockTask, BadFilesNameTheFieldAndTheReason) {
  struct Case {
    const char* json;
    const char* says;
  };
  for (const Case& c : {
           Case{"{", "not valid JSON"},
           Case{R"({"id":"x"})", "needs \"agents\""},
           Case{R"({"id":"x","agents":[{"goal":[{"c":"pink","p":[0,0,0]}]}]})", "unknown colour 'pink'"},
           Case{R"({"id":"x","agents":[{"goal":[{"c":"red","p":[0,0]}]}]})", "agents[0].goal[0].p"},
           Case{R"({"id":"x","agents":[{"inventory":{"red":-1}}]})", "must not be negative"},
           Case{R"({"id":"x","agents":[{"goal":[{"c":"red","p":[0,-1,0]}]}]})", "below the ground"},
           Case{R"({"id":"x","agents":[{"goal":[{"c":"red","p":[0,0,0]}]},{"goal":[{"c":"blue","p":[0,0,0]}]}]})",
                "share the cell (0, 0, 0)"},
           Case{R"({"id":"x","agents":[{},{},{}]})", "one or two agents"},
       }) {
    SCOPED_TRACE(c.json);
    try {
      taskSetFromJson(c.json, "tasks.json");
      ADD_FAILURE() << "accepted a bad task";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("tasks.json"), std::string::npos) << e.what();
    }
  }
}

TEST(CoBlockTask, ClassifiesTheReferenceTasks) {
  const TaskAnalysis t1 = analyseTask(taskT1());
  EXPECT_TRUE(t1.solvable);
  EXPECT_EQ(t1.type, "goal_dependent");
  EXPECT_EQ(t1.hasOwnColours, (std::vector<bool>{true, false}));
  EXPECT_EQ(t1.buildableAlone, (std::vector<bool>{true, false}));
  EXPECT_EQ(analyseTask(taskT2()).type, "independent");
  Task skill = taskT2();
  countOf(skill.agents[1].inventory, Colour::Green) = 1;
  countOf(skill.agents[0].inventory, Colour::Green) = 1;
  EXPECT_EQ(analyseTask(skill).type, "skill_dependent");
  Task unsolvable = taskT2();
  countOf(unsolvable.agents[1].inventory, Colour::Green) = 1;
  EXPECT_FALSE(analyseTask(unsolvable).solvable);
  EXPECT_NE(analyseTask(unsolvable).unsolvableReasons.at(0).find("2 green"), std::string::npos);
}

TEST(CoBlockTask, BuiltInTasksAreSolvableAndLabelledByTheirStructure) {
  const std::vector<Task>& tasks = builtInTasks();
  ASSERT_GE(tasks.size(), 12u);
  int perType[3] = {0, 0, 0};
  for (const Task& t : tasks) {
    SCOPED_TRACE(t.id);
    const TaskAnalysis a = analyseTask(t);
    EXPECT_TRUE(a.solvable) << (a.unsolvableReasons.empty() ? "" : a.unsolvableReasons[0]);
    EXPECT_EQ(a.type, t.type) << "the file's label disagrees with the §2.6 classification";
    perType[0] += a.type == "independent";
    perType[1] += a.type == "skill_dependent";
    perType[2] += a.type == "goal_dependent";
  }
  for (int n : perType) EXPECT_GE(n, 4);
  ASSERT_NE(findBuiltInTask("T1"), nullptr);
  EXPECT_EQ(findBuiltInTask("T1")->target(), taskT1().target());
  EXPECT_EQ(findBuiltInTask("nope"), nullptr);
}

TEST(CoBlockParams, DefaultsAreTheSpecsRecommendations) {
  const EpisodeSetup e = episodeFromParams(nlohmann::json::object());
  EXPECT_EQ(e.task.id, "T1");
  EXPECT_EQ(e.task.groundY, 0);
  EXPECT_EQ(e.task.bounds.xMax, 15);
  EXPECT_EQ(e.task.bounds.yMax, 15);
  EXPECT_EQ(e.rules.maxActionsPerTurn, 1);
  EXPECT_EQ(e.rules.turnOrder, TurnOrder::Sequential);
  EXPECT_EQ(e.rules.removal, RemovalPolicy::AllowFloating);
  EXPECT_EQ(e.rules.match, MatchMode::Exact);
  EXPECT_TRUE(e.rules.countInvalidInTimesteps);
  EXPECT_EQ(e.rules.workload, WorkloadCount::WorldChanging);
  EXPECT_EQ(coblockParameters().size(), 25u);
}

TEST(CoBlockParams, GroundParameterMovesTheTask) {
  const EpisodeSetup e = episodeFromParams({{"task", "T1"}, {"ground_y", 1}, {"height", "5"}});
  EXPECT_EQ(e.task.groundY, 1);
  EXPECT_EQ(e.task.bounds.yMax, 5);
  EXPECT_EQ(e.task.agents[0].goal[0].pos, (Pos{0, 1, 0}));
  // The paper's B.1 goal is written for ground y=1; at the default ground it moves down a layer.
  const EpisodeSetup b1 = episodeFromParams({{"task", "B1_cube"}});
  EXPECT_EQ(b1.task.agents[0].goal[0].pos, (Pos{0, 0, 2}));
}

TEST(CoBlockParams, BadValuesSayWhatToUse) {
  auto message = [](const nlohmann::json& p) {
    try {
      episodeFromParams(p);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(message({{"task", "T9"}}).find("use one of T1, T2"), std::string::npos);
  EXPECT_NE(message({{"turn_order", "random"}}).find("sequential, alternate, simultaneous"), std::string::npos);
  EXPECT_NE(message({{"max_actions_per_turn", "0"}}).find("at least 1"), std::string::npos);
  EXPECT_NE(message({{"reflection", "maybe"}}).find("true or false"), std::string::npos);
  EXPECT_NE(message({{"task_file", "/no/such/file.json"}}).find("cannot read"), std::string::npos);
  EXPECT_NE(message({{"x_max", "0"}}).find("outside the build box"), std::string::npos);
}

TEST(CoBlockParams, TaskFileByPathAndId) {
  const std::string path = ::testing::TempDir() + "coblock_tasks.json";
  {
    nlohmann::json file;
    file["tasks"] = {taskToJson(taskT1()), taskToJson(taskT2())};
    file["tasks"][1]["id"] = "second";
    std::ofstream(path) << file.dump();
  }
  EXPECT_EQ(episodeFromParams({{"task_file", path}, {"task", "second"}}).task.target(), taskT2().target());
  EXPECT_EQ(episodeFromParams({{"task_file", path}}).task.target(), taskT1().target());
}

}  // namespace
}  // namespace craftmate::games::coblock

namespace craftmate::games::coblock {
namespace {

using namespace testing;

TEST(CoBlockGrounding, AValidPlanBuildsTheStructure) {
  const std::vector<Block> goal = {blk(Colour::Red, 0, 0, 0), blk(Colour::Yellow, 0, 1, 0), blk(Colour::Red, 1, 1, 0)};
  const GroundingResult ok = checkBuildPlan(goal,
                                            "# base first\nplace_block(block_type=red, pos=(0, 0, 0))\n"
                                            "place_block(block_type=yellow, pos=(0, 1, 0))\n"
                                            "place_block(block_type=red, pos=(1, 1, 0))\n");
  EXPECT_TRUE(ok.success) << ok.error;
  EXPECT_EQ(ok.commands, 3);
  // Wrong order breaks the gravity rule.
  const GroundingResult floating = checkBuildPlan(goal,
                                                  "place_block(block_type=yellow, pos=(0, 1, 0))\n"
                                                  "place_block(block_type=red, pos=(0, 0, 0))\n"
                                                  "place_block(block_type=red, pos=(1, 1, 0))\n");
  EXPECT_FALSE(floating.success);
  EXPECT_EQ(floating.invalidCommand, 0);
  EXPECT_EQ(floating.error, "unsupported: place_block(block_type=yellow, pos=(0, 1, 0))");
  // Building on after completion spoils the structure.
  const GroundingResult tooMuch = checkBuildPlan(goal,
                                                 "place_block(block_type=red, pos=(0, 0, 0))\n"
                                                 "place_block(block_type=yellow, pos=(0, 1, 0))\n"
                                                 "place_block(block_type=red, pos=(1, 1, 0))\n"
                                                 "place_block(block_type=red, pos=(2, 1, 0))\n");
  EXPECT_FALSE(tooMuch.success);
  EXPECT_EQ(tooMuch.invalidCommand, 3);
  // An incomplete plan.
  EXPECT_FALSE(checkBuildPlan(goal, "place_block(block_type=red, pos=(0, 0, 0))").success);
  // The translate mode accepts the structure built elsewhere on the ground.
  EXPECT_TRUE(checkBuildPlan(goal,
                             "place_block(block_type=red, pos=(5, 0, 5))\nplace_block(block_type=yellow, pos=(5, 1, 5))\n"
                             "place_block(block_type=red, pos=(6, 1, 5))",
                             0, MatchMode::TranslateKeepGround)
                  .success);
}

}  // namespace
}  // namespace craftmate::games::coblock
