#include "memory/run_store.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <fstream>

#include "tests/memory/temp_dir.h"

namespace craftmate::memory {
namespace {

using testing::TempDir;

agents::ModelCall sampleCall(const std::string& agent, const std::string& reply) {
  return {agent, "conversing", "scripted", "You are " + agent + ".", {{"system", "obs"}, {"user", "Bob: hi"}}, reply};
}

TEST(RunStore, RecordsARunAndReadsItBack) {
  TempDir dir;
  const std::string path = dir.file("run.sqlite");
  {
    RunStore store(path);
    const auto id = store.beginRun("hanabi", {{"seed", 7}});
    EXPECT_EQ(id, 1);
    store.addAgent("Alice", "scripted", {{"name", "Alice"}});
    store.addAgent("Bob", "gpt-4o", {{"name", "Bob"}});
    store.modelCall(sampleCall("Alice", "!play(0)"));
    store.command({"Alice", "!play(0)", "played red 1", true});
    store.command({"Bob", "!fly()", "unknown command", false});
    store.message({"Alice", "Bob", "your turn"});
    store.endRun(false, {{"score", 12.0}}, 40, "world ended");
  }
  RunStore store(path, RunStore::Mode::ReadOnly);
  const auto runs = store.runs();
  ASSERT_EQ(runs.size(), 1u);
  EXPECT_EQ(runs[0].world, "hanabi");
  EXPECT_EQ(runs[0].params, nlohmann::json({{"seed", 7}}));
  EXPECT_EQ(runs[0].models, nlohmann::json({{"Alice", "scripted"}, {"Bob", "gpt-4o"}}));
  EXPECT_TRUE(runs[0].finished);
  EXPECT_FALSE(runs[0].complete);
  EXPECT_EQ(runs[0].metrics.at("score"), 12.0);
  EXPECT_EQ(runs[0].turns, 40);
  EXPECT_EQ(runs[0].endReason, "world ended");
  EXPECT_FALSE(runs[0].startedAt.empty());
  const auto calls = store.modelCalls();
  ASSERT_EQ(calls.size(), 1u);
  EXPECT_EQ(calls[0].call.system, "You are Alice.");
  EXPECT_EQ(calls[0].call.turns, (std::vector<agents::Turn>{{"system", "obs"}, {"user", "Bob: hi"}}));
  EXPECT_EQ(calls[0].call.reply, "!play(0)");
  const auto commands = store.commands();
  ASSERT_EQ(commands.size(), 2u);
  EXPECT_TRUE(commands[0].accepted);
  EXPECT_FALSE(commands[1].accepted);
  EXPECT_EQ(commands[1].output, "unknown command");
  ASSERT_EQ(store.messages().size(), 1u);
  EXPECT_EQ(store.messages()[0].text, "your turn");
  EXPECT_EQ(store.agentNames(), (std::vector<std::string>{"Alice", "Bob"}));
}

TEST(RunStore, UsesWalAndVersionsTheSchema) {
  TempDir dir;
  const std::string path = dir.file("run.sqlite");
  { RunStore store(path); }
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  auto pragma = [&](const char* sql) {
    sqlite3_stmt* s = nullptr;
    sqlite3_prepare_v2(db, sql, -1, &s, nullptr);
    sqlite3_step(s);
    std::string v = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
    sqlite3_finalize(s);
    return v;
  };
  EXPECT_EQ(pragma("PRAGMA journal_mode"), "wal");
  EXPECT_EQ(pragma("PRAGMA user_version"), std::to_string(RunStore::kSchemaVersion));
  sqlite3_exec(db, "PRAGMA user_version=99", nullptr, nullptr, nullptr);
  sqlite3_close(db);
  try {
    RunStore again(path);
    FAIL() << "a newer schema must be refused";
  } catch (const RunStoreError& e) {
    EXPECT_NE(std::string(e.what()).find("schema version 99"), std::string::npos) << e.what();
  }
}

TEST(RunStore, AgentStateFollowsLoadMemory) {
  TempDir dir;
  const std::string path = dir.file("run.sqlite");
  const nlohmann::json state = {{"memory", "found iron"}, {"turns", nlohmann::json::array()}, {"self_prompting_state", 0}};
  {
    RunStore store(path);
    store.beginRun("w", {});
    store.saveAgentState("Andy", {{"memory", "old"}});
    store.saveAgentState("Andy", state);  // the latest save wins
  }
  RunStore store(path);
  EXPECT_EQ(store.loadAgentState("Andy"), std::nullopt) << "without load_memory nothing is restored";
  store.setLoadMemory(true);
  EXPECT_EQ(store.loadAgentState("Andy"), state);
  EXPECT_EQ(store.loadAgentState("Jill"), std::nullopt);
  // A resumed run in the same file is a second run row.
  EXPECT_EQ(store.beginRun("w", {}), 2);
}

TEST(RunStore, RecordingBeforeBeginRunIsAClearError) {
  TempDir dir;
  RunStore store(dir.file("run.sqlite"));
  EXPECT_THROW(store.command({"a", "!x", "", true}), RunStoreError);
}

TEST(RunStore, NotASqliteFileIsAClearError) {
  TempDir dir;
  const std::string path = dir.file("run.sqlite");
  std::ofstream(path) << "this is a result.json, not a database, padded to look like one......................"
                         "...........................................................................";
  try {
    RunStore store(path);
    FAIL() << "a text file must be refused";
  } catch (const RunStoreError& e) {
    EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("not a database"), std::string::npos) << e.what();
  }
}

TEST(RunStore, MissingFileReadOnlyIsAClearError) {
  TempDir dir;
  EXPECT_THROW(RunStore(dir.file("nothing.sqlite"), RunStore::Mode::ReadOnly), RunStoreError);
}

TEST(RunStore, LockedFileIsAClearError) {
  TempDir dir;
  const std::string path = dir.file("run.sqlite");
  RunStore store(path);
  store.beginRun("w", {});
  sqlite3* other = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &other), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(other, "BEGIN IMMEDIATE; INSERT INTO runs (world, params, started_at) VALUES ('x','{}','t')",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  try {
    store.command({"a", "!x", "out", true});
    FAIL() << "a write while another writer holds the lock must fail";
  } catch (const RunStoreError& e) {
    EXPECT_NE(std::string(e.what()).find("another process is writing"), std::string::npos) << e.what();
  }
  sqlite3_exec(other, "ROLLBACK", nullptr, nullptr, nullptr);
  sqlite3_close(other);
  store.command({"a", "!x", "out", true});  // free again
  EXPECT_EQ(store.commands().size(), 1u);
}

// A writer killed with SIGKILL in the middle of a run leaves a file that passes sqlite's integrity
// check, holds every record written before the kill, and shows the run as unfinished.
TEST(RunStore, KilledWriterLeavesAConsistentFile) {
  TempDir dir;
  const std::string path = dir.file("run.sqlite");
  const std::string progress = dir.file("progress");
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    RunStore store(path);
    store.beginRun("hanabi", {{"seed", 1}});
    store.addAgent("Alice", "scripted", {});
    for (int i = 0;; ++i) {
      store.modelCall(sampleCall("Alice", "reply " + std::to_string(i)));
      store.command({"Alice", "!play(0)", std::string(2000, 'x'), true});
      if (i == 50) std::ofstream(progress) << "ok";
    }
  }
  while (!std::filesystem::exists(progress)) usleep(10000);
  kill(child, SIGKILL);
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status));

  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &s, nullptr);
  ASSERT_EQ(sqlite3_step(s), SQLITE_ROW);
  EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)), "ok");
  sqlite3_finalize(s);
  sqlite3_close(db);

  RunStore store(path, RunStore::Mode::ReadOnly);
  const auto runs = store.runs();
  ASSERT_EQ(runs.size(), 1u);
  EXPECT_FALSE(runs[0].finished);
  const auto calls = store.modelCalls();
  ASSERT_GE(calls.size(), 51u);
  // Records are whole and in order: call i says "reply i"; commands trail calls by at most one.
  for (size_t i = 0; i < calls.size(); ++i) EXPECT_EQ(calls[i].call.reply, "reply " + std::to_string(i));
  const auto commands = store.commands();
  EXPECT_TRUE(commands.size() == calls.size() || commands.size() + 1 == calls.size());
  for (const auto& c : commands) EXPECT_EQ(c.output.size(), 2000u);
}

}  // namespace
}  // namespace craftmate::memory
