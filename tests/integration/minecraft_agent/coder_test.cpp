// !newAction with allow_insecure_coding on the embedded server: MINDcraft's coder loop (mindcraft.md
// §7.9) — retry texts for no code, lint errors and thrown errors, the success text, the give-ups,
// code_timeout_mins, !stop ending a running loop — with a model that is a local HTTP server answering
// from a script, and every attempt kept in a real run store.

#include "tests/integration/minecraft_agent/minecraft_agent_fixture.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <filesystem>
#include <unistd.h>

#include "memory/run_store.h"

namespace craftmate::agents::minecraft::testing {
namespace {

namespace fs = std::filesystem;

class Coder : public MinecraftAgentTest {
 protected:
  void SetUp() override {
    MinecraftAgentTest::SetUp();
    path_ = (fs::temp_directory_path() / ("craftmate_coder_" + std::to_string(::getpid()) + "_" +
                                          ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".sqlite"))
                .string();
    fs::remove(path_);
    store_ = std::make_unique<memory::RunStore>(path_);
    store_->beginRun("minecraft", {});
  }
  void TearDown() override {
    MinecraftAgentTest::TearDown();
    store_.reset();
    fs::remove(path_);
  }

  // The fixture's agent, with coding allowed and its trajectory going to the run store.
  Agent& makeCoder(const std::shared_ptr<Bot>& bot, const ScriptedModelServer& model, double timeoutMins = -1) {
    MinecraftWorldOptions options;
    options.teamAgents = {bot->username()};
    options.allowInsecureCoding = true;
    options.codeTimeoutMins = timeoutMins;
    agentBot_ = bot;
    world_ = std::make_unique<MinecraftAgentWorld>(bot, minecraftNames(), options);
    const Profile profile = mergeProfile({{"name", bot->username()}, {"model", model.modelField()}}, "survival");
    Prompter prompter(profile, makeChatModel(profile.json["model"], KeyStore(), bot->executor()), 0);
    prompter.setCooldown(0ms);
    agent_ = std::make_unique<Agent>(bot->executor(), std::move(prompter), *world_, bus_, AgentOptions{}, 500, nullptr,
                                     store_.get());
    on(bot, [&] {
      world_->attach(*agent_);
      return 0;
    });
    return *agent_;
  }

  // The text of every turn the model was sent in request `i` (system prompt included).
  static std::string requestText(const ScriptedModelServer& model, std::size_t i) {
    const auto requests = model.requests();
    if (i >= requests.size()) return "(no request " + std::to_string(i) + ")";
    std::string text;
    const nlohmann::json body = requests[i].json();
    for (const auto& m : body["messages"]) text += m["content"].get<std::string>() + "\n";
    return text;
  }

  std::string path_;
  std::unique_ptr<memory::RunStore> store_;
};

const std::string kNoCode = "Error: no code provided. Write code in codeblock in your response. ``` // example ```";

TEST_F(Coder, RetriesWithMindcraftsTextsUntilTheCodeRuns) {
  auto bot = join("coda");
  ScriptedModelServer model({
      "!newAction(\"wait a moment and say so\")",
      "Sure, I will wait.",                                                   // no code block
      "```js\nawait skills.wait(bot, 1);\nundefinedHelper();\n```",           // no-undef
      "```\nskills.wait(bot, 1);\n```",                                       // floating promise, no await
      "```\nawait skills.wait(bot, 1);\nlog(bot, 'about to fail');\nnull.x;\n```",  // throws
      "```javascript\nawait skills.wait(bot, 1);\nconsole.log('done waiting');\n```",
  });
  makeCoder(bot, model);
  handle("pat", "wait a moment please");

  const std::string success =
      "Agent wrote this code: \n```\nawait skills.wait(bot, 1);\nconsole.log('done waiting');```\nCode Output:\n"
      "Action output:\ndone waiting\nCode finished.\n";
  EXPECT_EQ(outputOf("!newAction"), success);

  // The coding prompt: MINDcraft's template with the code docs.
  const std::string first = requestText(model, 1);
  ASSERT_GE(model.requests().size(), 6u);
  EXPECT_NE(first.find("You are an intelligent mineflayer bot coda that plays minecraft by writing javascript codeblocks"),
            std::string::npos);
  EXPECT_NE(first.find("#### RELEVANT CODE DOCS ###\nThe following functions are available to use:\n"), std::string::npos);
  EXPECT_NE(first.find("skills.placeBlock\n"), std::string::npos);  // always shown
  EXPECT_NE(first.find("Code generation started. Write code in codeblock in your response:"), std::string::npos);

  EXPECT_NE(requestText(model, 2).find(kNoCode), std::string::npos);
  const std::string undefinedName = requestText(model, 3);
  EXPECT_NE(undefinedName.find("Error: Code lint error:\n#### CODE ERROR INFO ###\n#ERROR 1\nMessage: 'undefinedHelper' is "
                               "not defined.\nLocation: Line 4, Column 5\nRelated Code Line: undefinedHelper();\nThe code "
                               "contains exceptions and cannot continue execution.\nPlease try again."),
            std::string::npos)
      << undefinedName;
  const std::string noAwait = requestText(model, 4);
  EXPECT_NE(noAwait.find("Message: Async function 'main' has no 'await' expression."), std::string::npos) << noAwait;
  EXPECT_NE(noAwait.find("Message: Promise returned by 'skills.wait' must be awaited"), std::string::npos) << noAwait;
  const std::string threw = requestText(model, 5);
  EXPECT_NE(threw.find("Code Output:\nAction output:\nabout to fail\n\nCODE EXECUTION THREW ERROR: TypeError: null has no "
                       "properties\n Please try again:"),
            std::string::npos)
      << threw;

  const auto attempts = store_->codeAttempts();
  ASSERT_EQ(attempts.size(), 4u);  // the reply without code is no attempt
  EXPECT_EQ(attempts[0].attempt, 2);
  EXPECT_EQ(attempts[0].outcome, "lint_error");
  EXPECT_EQ(attempts[0].code, "js\nawait skills.wait(bot, 1);\nundefinedHelper();\n");
  EXPECT_EQ(attempts[1].outcome, "lint_error");
  EXPECT_EQ(attempts[2].outcome, "threw");
  EXPECT_EQ(attempts[3].outcome, "success");
  EXPECT_EQ(attempts[3].feedback, success);
  EXPECT_EQ(attempts[3].agent, "coda");
}

TEST_F(Coder, GivesUpWithMindcraftsTexts) {
  auto bot = join("codb");
  std::vector<std::string> replies = {"!newAction(\"dance\")", "no", "still no", "nope", "never"};
  replies.push_back("!newAction(\"dance again\")");
  for (int i = 0; i < 5; ++i) replies.push_back("```\nawait skills.wait(bot, 1);\nthrow new Error('bad step " + std::to_string(i) + "');\n```");
  ScriptedModelServer model(replies);
  makeCoder(bot, model);
  handle("pat", "dance");

  std::vector<std::string> answers;
  for (const auto& t : turns()) {
    if (t.role == "system" && (t.content.find("agent would not write code") != std::string::npos ||
                               t.content.find("Code generation failed") != std::string::npos))
      answers.push_back(t.content);
  }
  ASSERT_EQ(answers.size(), 2u);
  EXPECT_EQ(answers[0], "Action failed, agent would not write code.");
  EXPECT_EQ(answers[1], "Code generation failed after 5 attempts.");
  EXPECT_NE(requestText(model, 10).find("CODE EXECUTION THREW ERROR: Error: bad step 3"), std::string::npos);
  EXPECT_EQ(store_->codeAttempts().size(), 5u);
}

TEST_F(Coder, TimeoutEndsAnAwaitingLoop) {
  auto bot = join("codc");
  ScriptedModelServer model({"!newAction(\"wait forever\")", "```\nwhile (true) { await skills.wait(bot, 20); }\n```"});
  makeCoder(bot, model, 0.02);  // 1.2 s
  const auto start = std::chrono::steady_clock::now();
  handle("pat", "wait");
  EXPECT_LT(std::chrono::steady_clock::now() - start, 30s);
  bool timedOut = false;
  for (const auto& t : turns()) timedOut |= t.content.find("Code execution timed out after 0.02 minutes.") != std::string::npos;
  EXPECT_TRUE(timedOut);
  const auto attempts = store_->codeAttempts();
  ASSERT_EQ(attempts.size(), 1u);
  EXPECT_EQ(attempts[0].outcome, "interrupted");
}

TEST_F(Coder, StopEndsAnInfiniteLoop) {
  auto bot = join("codd");
  ScriptedModelServer model({"!newAction(\"count forever\")",
                             "```\nlet n = 0;\nwhile (true) { n++; if (n === 3) log(bot, 'looping'); await skills.wait(bot, 10); }\n```"});
  Agent& agent = makeCoder(bot, model);
  auto done = asio::co_spawn(bot->executor(), agent.handleMessage("pat", "count"), asio::use_future);
  ASSERT_TRUE(waitUntil(bot, [&] { return agent.actions().currentActionLabel() == "action:newAction" && model.requests().size() >= 2; },
                        30s));
  std::this_thread::sleep_for(200ms);  // let the loop spin a few rounds
  ASSERT_EQ(done.wait_for(0s), std::future_status::timeout) << "the loop ended by itself";
  const auto stopped = asio::co_spawn(bot->executor(), agent.executeCommand("!stop"), asio::use_future).get();
  EXPECT_EQ(stopped, std::optional<std::string>("Agent stopped."));
  ASSERT_EQ(done.wait_for(30s), std::future_status::ready);
  done.get();
  EXPECT_FALSE(on(bot, [&] { return agent.actions().executing(); }));
  const auto attempts = store_->codeAttempts();
  ASSERT_EQ(attempts.size(), 1u);
  EXPECT_EQ(attempts[0].outcome, "interrupted");
}

// The skills and queries only code reaches (commands/skills/code_only_skills.h), called by the code.
TEST_F(Coder, CodeTillsAndSowsWithSkillsNoCommandHas) {
  auto bot = join("code");
  const BlockPos soil = ground().offset(2, 0, 0);  // grass, two blocks east of the bot's feet
  give(bot, "wooden_hoe", 1);
  give(bot, "wheat_seeds", 2);
  const std::string at = std::to_string(soil.x) + ", " + std::to_string(soil.y) + ", " + std::to_string(soil.z);
  ScriptedModelServer model({"!newAction(\"plant wheat\")",
                             "```\nconst ok = await skills.tillAndSow(bot, " + at + ", 'wheat_seed');\n"
                             "log(bot, 'planted ' + ok + ', torch ' + world.shouldPlaceTorch(bot));\n```"});
  makeCoder(bot, model);
  handle("pat", "plant some wheat");
  const std::string output = outputOf("!newAction");
  EXPECT_NE(output.find("Tilled block x:" + std::to_string(soil.x) + ".0, y:" + std::to_string(soil.y) + ".0"), std::string::npos)
      << output;
  EXPECT_NE(output.find("Planted wheat_seeds at"), std::string::npos) << output;
  EXPECT_NE(output.find("planted true, torch false"), std::string::npos) << output;
  auto isBlock = [&](const BlockPos& p, const std::string& name) {
    return waitUntil(bot, [&] {
      const auto b = bot->blockAt(p);
      return b && b->name() == name;
    });
  };
  EXPECT_TRUE(isBlock(soil, "farmland"));
  EXPECT_TRUE(isBlock(soil.offset(0, 1, 0), "wheat"));
}

}  // namespace
}  // namespace craftmate::agents::minecraft::testing
