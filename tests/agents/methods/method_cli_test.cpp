// The paper methods as a user runs them: `craftmate run --agent-method` for all five names, a
// person typing for agent0 on the terminal, `craftmate eval --world` over a grid into the MineCollab
// results store (resume, `craftmate report`, `craftmate dataset`), bad input, and `craftmate coordqa`
// sending CoordQA's prompts; every model is the local OpenAI-compatible server in this process.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "games/coordqa/coordqa_dataset.h"
#include "games/coordqa/coordqa_prompt.h"
#include "method_test_support.h"
#include "tasks/results_store.h"
#include "tests/support/cli_run.h"

namespace craftmate::agents::methods {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;
using ::testing::StartsWith;
using nlohmann::json;
using testing::ScriptedChatServer;

using craftmate::test::CliResult;
using craftmate::test::runCli;

fs::path freshDir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("craftmate_method_cli_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  return dir;
}

// The --model argument for the local server, quoted for the shell.
std::string modelArgument(const ScriptedChatServer& server) { return "'" + server.modelField().dump() + "'"; }

json readJson(const fs::path& file) {
  std::ifstream in(file);
  return json::parse(in);
}

struct MethodCase {
  std::string method;
  std::string worldArguments;
  std::string reply;
  // What only this method's first chat holds (its paper's prompt).
  std::string firstMessageRole;
  std::string firstMessageStart;
};

TEST(MethodRunCli, EveryMethodPlaysItsWorldAndRecordsTheRun) {
  const std::vector<MethodCase> cases = {
      {"mindagent", "--world cuisineworld --level level_0 --max_steps 3", "goto_agent0_storage0\ngoto_agent1_storage0",
       "system", "The available actions are :\n1) goto: goto a tool location \n"},
      {"coblock", "--world coblock --task T1 --max_rounds 1", "place_block(block_type=red, pos=(0,0,0))", "system",
       "I want you to act as a Minecraft player collaborating with another agent"},
      {"coblock-cot", "--world coblock --task T1 --max_rounds 1", "place_block(block_type=red, pos=(0,0,0))", "system",
       "I want you to act as a Minecraft player collaborating with another agent"},
      {"collab-overcooked", "--world collab_overcooked --task baked_bell_pepper",
       "Chef analysis: wait.\nChef plan: wait(1)\nChef say: [NOTHING]", "user",
       "Suppose you are a Chef proficient in an adapted version of the Overcooked game."},
      {"llm-coordination", "--world overcooked --layout cramped_room",
       "Explanation: The pot needs onions.\nAction: pick up onion from o0.", "system",
       "You are a friendly chat assistant who is correct and brief at all times."},
  };
  for (const MethodCase& c : cases) {
    SCOPED_TRACE(c.method);
    ScriptedChatServer server({c.reply});
    const fs::path dir = freshDir("run_" + c.method);
    const CliResult r = runCli("run " + c.worldArguments + " --agent-method " + c.method + " --model " +
                               modelArgument(server) + " --max-turns 2 --out " + dir.string());
    ASSERT_EQ(r.exitCode, 0) << r.output;
    const json result = readJson(dir / "result.json");
    EXPECT_EQ(result["params"]["agent_method"], c.method);
    EXPECT_GE(result["turns"].get<int>(), 1);
    EXPECT_LE(result["turns"].get<int>(), 2);
    const std::vector<json> chats = server.chats();
    ASSERT_FALSE(chats.empty());
    const json& opening = c.firstMessageRole == "system" ? chats[0].front() : chats[0].back();
    EXPECT_EQ(opening["role"], c.firstMessageRole);
    EXPECT_THAT(opening["content"].get<std::string>(), StartsWith(c.firstMessageStart));
    EXPECT_TRUE(fs::exists(dir / "run.sqlite"));
    fs::remove_all(dir);
  }
}

TEST(MethodRunCli, APersonTypesAgent0sCommandsOnTheTerminal) {
  ScriptedChatServer server({"goto_agent1_storage0"});
  const fs::path dir = freshDir("human");
  // --agents is CuisineWorld's kitchen team (one dispatcher seat plans for it).
  const CliResult r = runCli("run --world cuisineworld --level level_0 --agents 3 --max_steps 5 --agent-method mindagent --human 0 "
                             "--model " + modelArgument(server) + " --out " + dir.string(),
                             "goto_agent0_storage0\\n");
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_THAT(r.output, HasSubstr("-game state:\ncurrent game level: level_0\n"));
  EXPECT_THAT(r.output, HasSubstr("agent0> "));
  EXPECT_THAT(r.output, HasSubstr("the human player left (end of input)"));
  const std::vector<json> chats = server.chats();
  ASSERT_EQ(chats.size(), 1u) << "one step was typed, then the input ended";
  EXPECT_THAT(chats[0].back()["content"].get<std::string>(), ::testing::EndsWith("-action:\ngoto_agent0_storage0"));
  EXPECT_THAT(chats[0][chats[0].size() - 2]["content"].get<std::string>(),
              StartsWith("In this game, there is one human, denote as agent0, you should read the human's action and "
                         "control the other 2 agents"));
  fs::remove_all(dir);
}

TEST(MethodRunCli, BadInputIsExplained) {
  ScriptedChatServer server({"noop_agent0"});
  CliResult r = runCli("run --world cuisineworld --agent-method mindagnet --model " + modelArgument(server));
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_THAT(r.output, HasSubstr("unknown agent method 'mindagnet'; known: mindcraft, mindagent, coblock, coblock-cot, "
                                  "collab-overcooked, llm-coordination"));
  r = runCli("run --world hanabi --agent-method mindagent --model " + modelArgument(server));
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_THAT(r.output, HasSubstr("agent method 'mindagent' plays cuisineworld, not 'hanabi'"));
  r = runCli("run --world cuisineworld --agent-method mindagent --model scripted");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_THAT(r.output, HasSubstr("needs a language model"));
  r = runCli("run --world cuisineworld --method-option window=3 --model scripted");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_THAT(r.output, HasSubstr("--method-option and --human need --agent-method NAME"));
  r = runCli("eval --world cuisineworld --agent-method mindagent --out /tmp/x --model " + modelArgument(server) +
             " --method-option demo_steps=two");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_THAT(r.output, HasSubstr("'demo_steps' must be an integer, not 'two'"));
  r = runCli("eval --world cuisineworld --agent-method mindagent --out /tmp/x --model " + modelArgument(server) +
             " --levle level_1");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_THAT(r.output, HasSubstr("unknown option --levle (not an eval option nor a parameter of cuisineworld)"));
  EXPECT_TRUE(server.chats().empty()) << "nothing reaches the model before the input is right";
}

TEST(MethodEvalCli, AGridIsStoredResumedReportedAndExported) {
  ScriptedChatServer server({"goto_agent0_storage0\ngoto_agent1_storage0"});
  const fs::path dir = freshDir("eval");
  const std::string command = "eval --world cuisineworld --agent-method mindagent --level level_0,level_1 --agents 2 "
                              "--max_steps 2 --method-option demo_steps=0,2 --no-progress --model " +
                              modelArgument(server) + " --out " + dir.string();
  CliResult r = runCli(command);
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_THAT(r.output, HasSubstr("4 job(s) in this shard: 0 already finished, 4 finished now, 0 failed"));
  EXPECT_EQ(server.chats().size(), 8u) << "4 episodes of 2 dispatcher steps";

  const std::vector<tasks::JobRecord> records = tasks::loadResults(dir.string());
  ASSERT_EQ(records.size(), 4u);
  std::set<std::string> types;
  for (const tasks::JobRecord& rec : records) {
    types.insert(rec.job.taskType);
    EXPECT_EQ(rec.job.agentCount, 2);
    EXPECT_EQ(rec.job.configuration.at("agent_method"), "mindagent");
    EXPECT_EQ(rec.job.configuration.at("model"), "vllm/paper-test");
    ASSERT_TRUE(rec.result.metrics.contains("CoS"));
    EXPECT_EQ(rec.result.score, rec.result.metrics.at("CoS")) << "the report's score is MindAgent's CoS";
    EXPECT_EQ(rec.result.turns, 2);
  }
  int jobFolders = 0;
  for (const auto& entry : fs::directory_iterator(dir / "jobs")) {
    EXPECT_TRUE(fs::exists(entry.path() / "run.sqlite")) << entry.path();
    EXPECT_TRUE(fs::exists(entry.path() / "result.json")) << entry.path();
    ++jobFolders;
  }
  EXPECT_EQ(jobFolders, 4);
  EXPECT_EQ(types, (std::set<std::string>{"cuisineworld level=level_0 demo_steps=0", "cuisineworld level=level_0 demo_steps=2",
                                          "cuisineworld level=level_1 demo_steps=0", "cuisineworld level=level_1 demo_steps=2"}));
  std::ifstream summary(dir / "summary.csv");
  std::string header;
  std::getline(summary, header);
  EXPECT_THAT(header, StartsWith("setting,jobs,success,score,"));
  EXPECT_THAT(header, HasSubstr(",CoS,"));
  std::string row;
  std::getline(summary, row);
  EXPECT_THAT(row, StartsWith("\"level=level_0,agents=2,max_steps=2,demo_steps=0\",1,"));

  // The same command again runs nothing.
  r = runCli(command);
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_THAT(r.output, HasSubstr("4 already finished, 0 finished now"));
  EXPECT_EQ(server.chats().size(), 8u);

  r = runCli("report " + dir.string());
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_THAT(r.output, HasSubstr("cuisineworld level=level_1 demo_steps=2"));
  EXPECT_THAT(r.output, HasSubstr("vllm/paper-test"));

  // `craftmate dataset` reads the evaluation folder as all its job folders: the dispatcher's calls are
  // the examples.
  r = runCli("dataset " + dir.string() + " --metric CoS --out " + (dir / "sft.jsonl").string());
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_THAT(r.output, HasSubstr("dataset: 4 runs, 4 kept, 8 examples"));
  std::ifstream sft(dir / "sft.jsonl");
  std::string line;
  ASSERT_TRUE(std::getline(sft, line));
  const json example = json::parse(line);
  EXPECT_EQ(example["messages"][0]["role"], "system");
  EXPECT_THAT(example["messages"][0]["content"].get<std::string>(), StartsWith("The available actions are :"));
  EXPECT_EQ(example["messages"].back(), (json{{"role", "assistant"}, {"content", "goto_agent0_storage0\ngoto_agent1_storage0"}}));
  fs::remove_all(dir);
}

TEST(CoordQACli, SendsEachQuestionAsTheFourTurnChat) {
  ScriptedChatServer server({"Option: A"});
  const std::string csv = std::string(CRAFTMATE_SHARED_DIR) + "/data/coordqa/single_turn_trials.csv";
  const CliResult r = runCli("coordqa --csv " + csv + " --trials 1 --model " + modelArgument(server));
  ASSERT_EQ(r.exitCode, 0) << r.output;
  EXPECT_THAT(r.output, HasSubstr("EC"));
  const games::coordqa::Dataset dataset = games::coordqa::loadDataset(csv);
  const std::vector<json> chats = server.chats();
  ASSERT_EQ(chats.size(), dataset.scoredQuestionCount());
  // Scenario 0's questions went out as [system: directive, user: game description, assistant: "Got it!", user: question].
  const games::coordqa::Scenario& s = dataset.scenarios.front();
  for (const games::coordqa::Question& q : s.questions) {
    if (!q.scored) continue;
    json expected = json::array();
    for (const auto& m : games::coordqa::promptMessages(s, q, games::coordqa::PromptDialect::OpenAI)) {
      expected.push_back({{"role", m.role}, {"content", m.content}});
    }
    ASSERT_EQ(expected.size(), 4u);
    EXPECT_EQ(expected[0]["content"], q.directive);
    EXPECT_EQ(expected[1]["content"], s.gameDescription);
    EXPECT_EQ(expected[2]["content"], "Got it!");
    EXPECT_NE(std::find(chats.begin(), chats.end(), expected), chats.end()) << "no request sent " << expected.dump();
  }
}

}  // namespace
}  // namespace craftmate::agents::methods
