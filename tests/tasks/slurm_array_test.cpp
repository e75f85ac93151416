// The batch script of `craftmate eval --slurm N` (no Slurm needed: the script is run by bash as an
// array task would be): its #SBATCH lines, the checks at start on the node, and the shard's command.

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "tasks/slurm_array.h"
#include "tests/support/cli_run.h"

namespace craftmate::tasks {
namespace {

namespace fs = std::filesystem;

test::CliResult runScript(const fs::path& script, int arrayTask) {
  return test::runShell("SLURM_ARRAY_TASK_ID=" + std::to_string(arrayTask) + " bash " + script.string() + " 2>&1");
}

class SlurmArrayScript : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("craftmate_slurm_script_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "data");
    std::ofstream(dir_ / "data" / "tasks.json") << "{}";
    // A stand-in craftmate that prints its arguments, one per line.
    std::ofstream(dir_ / "craftmate") << "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\n";
    fs::permissions(dir_ / "craftmate", fs::perms::owner_all);
    array_.craftmate = (dir_ / "craftmate").string();
    array_.evalArguments = {"--tasks", (dir_ / "data" / "tasks.json").string(), "--model", "it's a model"};
    array_.outDir = (dir_ / "out").string();
    array_.workDir = dir_.string();
    array_.shards = 3;
    array_.options = {parseSlurmOption("time=01:00:00"), parseSlurmOption("partition=gpu")};
    array_.requiredPaths = {(dir_ / "data" / "tasks.json").string()};
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path write() {
    const fs::path script = dir_ / "eval.sbatch";
    std::ofstream(script) << slurmArrayScript(array_);
    return script;
  }
  fs::path dir_;
  SlurmArray array_;
};

TEST_F(SlurmArrayScript, DeclaresTheArrayAndRunsTheShardOfItsArrayTask) {
  const fs::path script = write();
  std::ifstream in(script);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("#SBATCH --array=1-3\n"), std::string::npos) << text;
  EXPECT_NE(text.find("#SBATCH --output=" + array_.outDir + "/shards/%a/slurm-%A_%a.out\n"), std::string::npos);
  EXPECT_NE(text.find("#SBATCH --time=01:00:00\n#SBATCH --partition=gpu\n"), std::string::npos);
  EXPECT_NE(text.find("#SBATCH --cpus-per-task=1\n"), std::string::npos);
  const test::CliResult ran = runScript(script, 2);
  EXPECT_EQ(ran.exitCode, 0) << ran.output;
  EXPECT_EQ(ran.output, "eval\n--tasks\n" + (dir_ / "data" / "tasks.json").string() + "\n--model\nit's a model\n--shard\n2/3\n--out\n" +
                            array_.outDir + "/shards/2\n--no-progress\n");
  EXPECT_TRUE(fs::is_directory(dir_ / "out" / "shards" / "2"));
}

TEST_F(SlurmArrayScript, ChecksTheBuildAndTheDataOnTheNodeFirst) {
  array_.craftmate = "/nonexistent/build/craftmate";
  test::CliResult ran = runScript(write(), 1);
  EXPECT_EQ(ran.exitCode, 2);
  EXPECT_NE(ran.output.find("shard 1/3"), std::string::npos) << ran.output;
  EXPECT_NE(ran.output.find("the craftmate build is not at /nonexistent/build/craftmate on this node"), std::string::npos)
      << ran.output;
  SetUp();
  array_.requiredPaths.push_back("/nonexistent/data/minecollab");
  ran = runScript(write(), 1);
  EXPECT_EQ(ran.exitCode, 2);
  EXPECT_NE(ran.output.find("/nonexistent/data/minecollab is missing on this node"), std::string::npos) << ran.output;
  EXPECT_EQ(ran.output.find("--shard"), std::string::npos) << "nothing runs after a failed check";
}

TEST(SlurmOption, BadOptionsAreExplained) {
  EXPECT_EQ(parseSlurmOption("mem=8G"), (std::pair<std::string, std::string>{"mem", "8G"}));
  EXPECT_EQ(parseSlurmOption("exclusive="), (std::pair<std::string, std::string>{"exclusive", ""}));
  try {
    parseSlurmOption("time");
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("--slurm-option takes KEY=VALUE"), std::string::npos) << e.what();
  }
  try {
    parseSlurmOption("array=1-8");
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("set by craftmate"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace craftmate::tasks
