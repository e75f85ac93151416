// `craftmate eval --tasks` configured as MINDcraft's evaluation configures it: a settings file,
// MINDcraft's environment variables and `--key value` flags reach every agent; `--profiles` gives
// each agent its own profile (MINDcraft's crafting task profile with its model replaced, as the
// evaluation script's make_profiles does) and so its own model; $EXAMPLES are chosen by the
// embedding model the profile implies; and the job records the settings, profiles and models.
// The models are a local OpenAI-compatible server in this process (scripted replies over HTTP).

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/agents/models/local_http_server.h"
#include "memory/run_store.h"
#include "tests/support/cli_run.h"

using namespace craftmate;
namespace fs = std::filesystem;
using nlohmann::json;
using agents::testing::RecordedRequest;

namespace {

// `environment`: VAR=value assignments for the craftmate process.
test::CliResult runCli(const std::string& arguments, const std::string& environment = "") {
  return test::runShell(environment + " " + std::string(CRAFTMATE_CLI) + " " + arguments + " 2>&1");
}

json readJson(const fs::path& path) {
  std::ifstream in(path);
  return json::parse(in);
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// All the text a chat request sends (system prompt and turns).
std::string promptText(const RecordedRequest& r) {
  const json body = r.json();  // by value: iterate a named copy, not a temporary's member
  std::string text;
  for (const json& m : body.at("messages")) text += m.at("content").get<std::string>() + "\n";
  return text;
}

constexpr const char* kMarker = "ZEBRA";  // in init_message, so in every early prompt's history

TEST(MineCollabEvalConfig, SettingsProfilesAndEmbeddingsReachTheAgentsAndAreRecorded) {
  // Andy's model crafts the stick the task asks for once Jill's has been asked (the task ends when
  // Andy holds it, and an ended task prompts no one); Jill's only talks. Embeddings: the
  // ender_chest example and any text holding the marker point one way, everything else another,
  // so embedding retrieval puts that example first.
  std::atomic<bool> jillAsked{false};
  agents::testing::LocalHttpServer server([&jillAsked](const RecordedRequest& r, int) {
    const json body = r.json();
    if (r.target == "/v1/embeddings") {
      const std::string input = body.at("input").get<std::string>();
      const bool near = input.find("ender_chest") != std::string::npos || input.find(kMarker) != std::string::npos;
      return agents::testing::jsonReply({{"data", json::array({{{"embedding", near ? json{1.0, 0.0} : json{0.0, 1.0}}}})}});
    }
    if (body.at("model") == "model-b") jillAsked = true;
    const std::string reply = body.at("model") == "model-b" ? "Hello, I am Jill."
                              : jillAsked                   ? "!craftRecipe(\"stick\", 1)"
                                                            : "Hello, I am Andy.";
    return agents::testing::jsonReply(
        {{"choices", json::array({{{"finish_reason", "stop"}, {"message", {{"role", "assistant"}, {"content", reply}}}}})}});
  });

  const fs::path dir = fs::temp_directory_path() / ("craftmate_eval_config_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  // Two profiles from MINDcraft's crafting task profile, each with its own model (make_profiles).
  const json crafting = readJson(std::string(CRAFTMATE_SHARED_DIR) + "/data/mindcraft_profiles/tasks/crafting_profile.json");
  for (const char* model : {"model-a", "model-b"}) {
    json profile = crafting;
    profile["model"] = {{"api", "openai"}, {"url", server.baseUrl() + "/v1"}, {"model", model}};
    std::ofstream(dir / (std::string(model) + ".json")) << profile.dump(2);
  }
  std::ofstream(dir / "settings.json") << json{{"blocked_actions", {"!checkBlueprint", "!checkBlueprintLevel", "!getBlueprint",
                                                                    "!getBlueprintLevel", "!craftable"}},
                                               {"max_commands", 4}}
                                              .dump();
  std::ofstream(dir / "tasks.json") << json{{"stick_task",
                                             {{"type", "techtree"},
                                              {"goal", "Craft a stick"},
                                              {"conversation", "Let's craft a stick"},
                                              {"agent_count", 2},
                                              {"timeout", 120},
                                              {"initial_inventory", {{"0", {{"oak_planks", 2}}}, {"1", {{"dirt", 1}}}}},
                                              {"target", "stick"},
                                              {"number_of_target", 1}}}}
                                           .dump();
  const fs::path out = dir / "out";
  const auto [code, output] =
      runCli("eval --tasks " + (dir / "tasks.json").string() + " --profiles " + (dir / "model-a.json").string() + "," +
             (dir / "model-b.json").string() + " --settings " + (dir / "settings.json").string() +
             " --profiles-dir " + std::string(CRAFTMATE_SHARED_DIR) + "/data/mindcraft_profiles/defaults" +
             " --init_message '" + kMarker + " greets the team and says hello' --keys " + (dir / "none.json").string() +
             " --no-progress --out " + out.string(),
             "NUM_EXAMPLES=3");  // MINDcraft's environment variable
  ASSERT_EQ(code, 0) << output;
  EXPECT_NE(output.find("1 finished now, 0 failed"), std::string::npos) << output;

  // Each agent was prompted with its own model, with the settings' blocked command gone from its docs,
  // NUM_EXAMPLES examples, the first chosen by embeddings from the profile's own examples.
  const auto requests = server.requests();
  std::map<std::string, std::string> firstPrompt;
  int embeddings = 0;
  for (const auto& r : requests) {
    if (r.target == "/v1/embeddings") ++embeddings;
    if (r.target != "/v1/chat/completions") continue;
    const std::string model = r.json().at("model");
    // The first conversing prompt (the one with the command docs) of each model.
    const std::string text = promptText(r);
    if (!firstPrompt.count(model) && text.find("*COMMAND DOCS") != std::string::npos) firstPrompt[model] = text;
  }
  ASSERT_EQ(firstPrompt.size(), 2u);
  EXPECT_GE(embeddings, 2 * 6);  // each agent embeds the profile's six examples
  // Agent 0 (Andy) is prompted through model-a, agent 1 (Jill) through model-b: each its own profile's.
  EXPECT_NE(firstPrompt["model-a"].find("bot named Andy_0 "), std::string::npos) << firstPrompt["model-a"];
  EXPECT_NE(firstPrompt["model-b"].find("bot named Jill_0 "), std::string::npos) << firstPrompt["model-b"];
  for (const auto& [model, prompt] : firstPrompt) {
    SCOPED_TRACE(model);
    EXPECT_EQ(prompt.find("!craftable:"), std::string::npos);
    EXPECT_EQ(prompt.find("!endGoal:"), std::string::npos);       // the task has a goal (MINDcraft blocks it)
    EXPECT_NE(prompt.find("!getCraftingPlan:"), std::string::npos);
    EXPECT_NE(prompt.find("Share resources and information with other bots!"), std::string::npos);  // the profile's prompt
    EXPECT_NE(prompt.find(kMarker), std::string::npos);                                           // init_message
    EXPECT_NE(prompt.find("Example 1:\nUser input: maya: (FROM OTHER BOT) Let's work together to craft an ender_chest!"),
              std::string::npos)
        << prompt;
    EXPECT_NE(prompt.find("Example 3:"), std::string::npos);
    EXPECT_EQ(prompt.find("Example 4:"), std::string::npos);
  }

  // The job's record: settings, profiles and models, in results.csv / results.sqlite and run.sqlite.
  const std::string csv = slurp(out / "results.csv");
  EXPECT_NE(csv.find("stick_task,techtree,2,1.0,1,"), std::string::npos) << csv;
  EXPECT_NE(csv.find("config:models"), std::string::npos);
  EXPECT_NE(csv.find("config:profiles"), std::string::npos);
  EXPECT_NE(csv.find("config:settings"), std::string::npos);
  EXPECT_NE(csv.find("openai/model-a + openai/model-b"), std::string::npos) << csv;
  EXPECT_NE(csv.find("model-b.json"), std::string::npos);
  fs::path jobDir;  // jobs/stick_task.<configuration key>/
  for (const auto& job : fs::directory_iterator(out / "jobs"))
    if (job.path().filename().string().starts_with("stick_task.")) jobDir = job.path();
  memory::RunStore store((jobDir / "run.sqlite").string(), memory::RunStore::Mode::ReadOnly);
  const auto runs = store.runs();
  ASSERT_EQ(runs.size(), 1u);
  EXPECT_NE(runs[0].models.at("Andy_0").get<std::string>().find("model-a"), std::string::npos) << runs[0].models.dump();
  EXPECT_NE(runs[0].models.at("Jill_0").get<std::string>().find("model-b"), std::string::npos) << runs[0].models.dump();
  const json& settings = runs[0].params.at("settings");
  EXPECT_EQ(settings.at("blocked_actions").back(), "!craftable");   // file
  EXPECT_EQ(settings.at("num_examples"), "3");                     // environment, as MINDcraft keeps it
  EXPECT_EQ(settings.at("init_message"), std::string(kMarker) + " greets the team and says hello");  // flag
  EXPECT_EQ(settings.at("log_all_prompts"), true);                 // MINDcraft's evaluation sets LOG_ALL
  EXPECT_EQ(runs[0].params.at("profiles").size(), 2u);

  // `craftmate report` reads the folder and labels it by the team's models.
  const auto [reportCode, report] = runCli("report " + out.string() + " --html " + (dir / "report.html").string());
  EXPECT_EQ(reportCode, 0) << report;
  EXPECT_NE(report.find("openai/model-a + openai/model-b"), std::string::npos) << report;
  fs::remove_all(dir);
}

}  // namespace
