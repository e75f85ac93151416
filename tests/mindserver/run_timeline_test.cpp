// A run folder's run.sqlite as a timeline: every record in the order written, the run's facts, and
// the self-contained page that shows it.
#include "mindserver/run_timeline.h"

#include <gtest/gtest.h>

#include <filesystem>

#include <sqlite3.h>

#include "memory/run_store.h"
#include "mindserver/timeline_page.h"

namespace craftmate::mindserver {
namespace {

namespace fs = std::filesystem;

fs::path freshDir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("craftmate_mindserver_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

TEST(RunTimeline, ListsEveryRecordInTheOrderWrittenWithTheRunsFacts) {
  const fs::path dir = freshDir("timeline");
  const std::string path = (dir / "run.sqlite").string();
  {
    memory::RunStore store(path);
    store.beginRun("minecraft", {{"task_id", "cook_bread"}});
    store.addAgent("andy", "openai/gpt-4o-mini", {{"name", "andy"}});
    store.addAgent("jill", "scripted", {{"name", "jill"}});
    // Written in this order across the three tables, within a millisecond or two of each other.
    store.message({"andy", "jill", "do you have wheat?"});
    store.modelCall({"jill", "conversing", "scripted", "You are jill", {{"user", "andy: do you have wheat?"}}, "!inventory"});
    store.command({"jill", "!inventory", "INVENTORY: wheat 3", true});
    store.message({"jill", "andy", "yes, 3 </script><b>wheat</b>"});
    store.command({"andy", "!craftRecipe(\"bread\", 1)", "Command !craftRecipe failed", false});
    store.finalInventory("andy", {{"bread", 1}, {"wheat", 0}});
    store.finalInventory("jill", {});
    store.endRun(true, {{"score", 1}}, 4, "Task successful");
  }
  const nlohmann::json t = runTimeline(path, "cook_bread");
  EXPECT_EQ(t["id"], "cook_bread");
  ASSERT_EQ(t["runs"].size(), 1u);
  EXPECT_EQ(t["runs"][0]["end_reason"], "Task successful");
  EXPECT_EQ(t["runs"][0]["models"]["andy"], "openai/gpt-4o-mini");
  EXPECT_TRUE(t["runs"][0]["finished"].get<bool>());
  EXPECT_EQ(t["agents"], (nlohmann::json{"andy", "jill"}));
  const auto& e = t["events"];
  ASSERT_EQ(e.size(), 5u);
  EXPECT_EQ(e[0]["type"], "bot_message");
  EXPECT_EQ(e[1]["type"], "model_call");
  EXPECT_EQ(e[1]["turns"][0]["content"], "andy: do you have wheat?");
  EXPECT_EQ(e[1]["reply"], "!inventory");
  EXPECT_EQ(e[2]["type"], "command");
  EXPECT_EQ(e[2]["output"], "INVENTORY: wheat 3");
  EXPECT_EQ(e[3]["from"], "jill");
  EXPECT_FALSE(e[4]["accepted"].get<bool>());
  for (const auto& event : e) {
    EXPECT_EQ(event["run"], 1);
    EXPECT_EQ(event["at"].get<std::string>().size(), std::string("2025-01-01T00:00:00.000000Z").size()) << event["at"];
  }
  EXPECT_LE(e[2]["at"].get<std::string>(), e[3]["at"].get<std::string>());
  EXPECT_EQ(t["inventories"], (nlohmann::json{{"andy", {{"bread", 1}, {"wheat", 0}}}, {"jill", nlohmann::json::object()}}));

  // The page carries the job inline, with "</" broken up so a message cannot end the script.
  const std::string page = timelinePage(t);
  EXPECT_EQ(page.find("</script><b>"), std::string::npos);
  EXPECT_NE(page.find(R"(yes, 3 <\/script><b>wheat<\/b>)"), std::string::npos);
  EXPECT_NE(page.find("<title>cook_bread"), std::string::npos);
  EXPECT_EQ(page.find("src=\""), std::string::npos) << "the page needs no other file";
  fs::remove_all(dir);
}

// Files written before final inventories were recorded have no such table: no inventories, no error.
TEST(RunTimeline, AFileWithoutFinalInventoriesHasNone) {
  const fs::path dir = freshDir("old");
  const std::string path = (dir / "run.sqlite").string();
  {
    memory::RunStore store(path);
    store.beginRun("minecraft", {});
    store.command({"andy", "!stats", "STATS", true});
  }
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, "DROP TABLE final_inventories", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(db);
  const nlohmann::json t = runTimeline(path, "old");
  EXPECT_FALSE(t.contains("inventories"));
  EXPECT_EQ(t["events"].size(), 1u);
  fs::remove_all(dir);
}

TEST(RunTimeline, AMissingFileIsAClearError) {
  const fs::path dir = freshDir("missing");
  try {
    runTimeline((dir / "run.sqlite").string(), "x");
    FAIL();
  } catch (const memory::RunStoreError& e) {
    EXPECT_NE(std::string(e.what()).find("no run store at"), std::string::npos);
  }
  EXPECT_FALSE(fs::exists(dir / "run.sqlite")) << "reading never creates the file";
  fs::remove_all(dir);
}

}  // namespace
}  // namespace craftmate::mindserver
