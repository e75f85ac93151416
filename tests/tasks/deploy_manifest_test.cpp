// deploy/kubernetes/eval-indexed-job.yaml: an Indexed Job whose pods run the same shards as
// `craftmate eval --slurm` (JOB_COMPLETION_INDEX k -> --shard k+1/N into DIR/shards/<k+1>/). The
// manifest is read with a reader of the YAML it uses (block mappings and sequences, plain and
// quoted scalars, folded `>-` text) and its command is run by /bin/sh with a stand-in craftmate.

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/cli_run.h"

namespace craftmate::tasks {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

struct Line {
  int indent;
  std::string text;
};

std::vector<Line> yamlLines(const std::string& path) {
  std::ifstream in(path);
  std::vector<Line> out;
  for (std::string line; std::getline(in, line);) {
    const auto first = line.find_first_not_of(' ');
    if (first == std::string::npos || line[first] == '#') continue;
    out.push_back({static_cast<int>(first), line.substr(first)});
  }
  return out;
}

json scalar(std::string text) {
  if (text.size() >= 2 && (text.front() == '"' || text.front() == '\'') && text.back() == text.front())
    return text.substr(1, text.size() - 2);
  if (!text.empty() && text.find_first_not_of("0123456789") == std::string::npos) return std::stoi(text);
  return text;
}

json block(std::vector<Line>& lines, std::size_t& i, int indent);

// After "key:" or "- ": a folded text, a nested block, or a scalar.
json value(std::vector<Line>& lines, std::size_t& i, int indent, const std::string& rest) {
  if (rest == ">-") {
    std::string text;
    while (i < lines.size() && lines[i].indent > indent) text += (text.empty() ? "" : " ") + lines[i++].text;
    return text;
  }
  if (!rest.empty()) return scalar(rest);
  if (i < lines.size() && lines[i].indent > indent) return block(lines, i, lines[i].indent);
  return nullptr;
}

json block(std::vector<Line>& lines, std::size_t& i, int indent) {
  if (lines[i].text.rfind("- ", 0) == 0) {
    json list = json::array();
    while (i < lines.size() && lines[i].indent == indent && lines[i].text.rfind("- ", 0) == 0) {
      const std::string item = lines[i].text.substr(2);
      if (item.find(": ") != std::string::npos || item.back() == ':') {
        lines[i] = {indent + 2, item};  // "- key: v" opens a mapping at the item's column
        list.push_back(block(lines, i, indent + 2));
      } else {
        ++i;
        list.push_back(value(lines, i, indent, item));
      }
    }
    return list;
  }
  json map = json::object();
  while (i < lines.size() && lines[i].indent == indent && lines[i].text.rfind("- ", 0) != 0) {
    const std::string& text = lines[i].text;
    const auto colon = text.find(':');
    const std::string key = text.substr(0, colon);
    std::string rest = text.substr(colon + 1);
    rest.erase(0, rest.find_first_not_of(' '));
    ++i;
    map[key] = value(lines, i, indent, rest);
  }
  return map;
}

json readYaml(const std::string& path) {
  auto lines = yamlLines(path);
  std::size_t i = 0;
  return block(lines, i, 0);
}

std::string run(const std::string& command) { return test::runShell(command).output; }

TEST(DeployManifest, KubernetesIndexedJobRunsOneShardPerIndex) {
  const json job = readYaml(std::string(CRAFTMATE_SOURCE_DIR) + "/deploy/kubernetes/eval-indexed-job.yaml");
  EXPECT_EQ(job.at("apiVersion"), "batch/v1");
  EXPECT_EQ(job.at("kind"), "Job");
  const json& spec = job.at("spec");
  EXPECT_EQ(spec.at("completionMode"), "Indexed");
  const int shards = spec.at("completions").get<int>();
  EXPECT_EQ(spec.at("parallelism"), shards);
  const json& container = spec.at("template").at("spec").at("containers").at(0);
  const json& command = container.at("command");
  ASSERT_EQ(command.size(), 3u) << command.dump();
  EXPECT_EQ(command[0], "/bin/sh");
  EXPECT_EQ(command[1], "-c");
  EXPECT_EQ(container.at("volumeMounts").at(0).at("mountPath"), "/results");

  // The command as each pod runs it, with a craftmate that prints its arguments.
  const fs::path bin = fs::temp_directory_path() / ("craftmate_manifest_" + std::to_string(::getpid()));
  fs::create_directories(bin);
  std::ofstream(bin / "craftmate") << "#!/bin/sh\nfor a in \"$@\"; do printf '%s|' \"$a\"; done\n";
  fs::permissions(bin / "craftmate", fs::perms::owner_all);
  const std::string script = command[2].get<std::string>();
  for (int index = 0; index < shards; ++index) {
    const std::string quotedScript = "'" + script + "'";
    ASSERT_EQ(script.find('\''), std::string::npos);
    const std::string args = run("JOB_COMPLETION_INDEX=" + std::to_string(index) + " PATH=" + bin.string() +
                                 ":/usr/bin:/bin /bin/sh -c " + quotedScript);
    const std::string shard = std::to_string(index + 1);
    EXPECT_EQ(args.rfind("eval|", 0), 0u) << args;
    EXPECT_NE(args.find("|--shard|" + shard + "/" + std::to_string(shards) + "|"), std::string::npos) << args;
    EXPECT_NE(args.find("|--out|/results/eval/shards/" + shard + "|"), std::string::npos) << args;
    EXPECT_NE(args.find("|--tasks|"), std::string::npos) << args;
    EXPECT_NE(args.find("|--mindserver_port|0|"), std::string::npos) << "shards sharing a node need no page port";
  }
  fs::remove_all(bin);
}

}  // namespace
}  // namespace craftmate::tasks
