#include "launch/bot_folder_store.h"

#include <fstream>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "temp_dir.h"

namespace craftmate::launch {
namespace {

using testing::TempDir;

nlohmann::json readJson(const std::string& file) {
  std::ifstream in(file);
  return nlohmann::json::parse(in);
}

TEST(BotFolderStore, SavesMindcraftsMemoryFileAndLoadsItOnlyWithLoadMemory) {
  TempDir dir("bot_folder");
  const nlohmann::json state = {{"memory", "I met jill"}, {"turns", {{{"role", "user"}, {"content", "jill: hi"}}}},
                                {"self_prompting_state", 0}, {"self_prompt", nullptr}, {"taskStart", 1}, {"last_sender", nullptr}};
  BotFolderStore(dir.path().string(), false).saveAgentState("andy", state);
  const std::string file = (dir.path() / "andy" / "memory.json").string();
  EXPECT_EQ(readJson(file), state);
  EXPECT_EQ(BotFolderStore(dir.path().string(), false).loadAgentState("andy"), std::nullopt);
  EXPECT_EQ(BotFolderStore(dir.path().string(), true).loadAgentState("andy"), state);
  EXPECT_EQ(BotFolderStore(dir.path().string(), true).loadAgentState("jill"), std::nullopt);  // never saved
}

TEST(BotFolderStore, ABrokenMemoryFileIsNamedAndLeftAsItIs) {
  TempDir dir("bot_folder");
  const std::string file = dir.write("andy/memory.json", "{\"memory\": ");
  BotFolderStore store(dir.path().string(), true);
  try {
    store.loadAgentState("andy");
    FAIL() << "a broken file was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(e.what(), ::testing::HasSubstr("memory file " + file + " is not valid JSON"));
  }
  std::ifstream in(file);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}), "{\"memory\": ");
}

TEST(BotFolderStore, WritesTheMergedProfile) {
  TempDir dir("bot_folder");
  BotFolderStore store(dir.path().string(), false);
  store.writeLastProfile("andy", {{"name", "andy"}, {"model", "gpt-4o"}});
  EXPECT_EQ(readJson((dir.path() / "andy" / "last_profile.json").string()).at("model"), "gpt-4o");
}

}  // namespace
}  // namespace craftmate::launch
