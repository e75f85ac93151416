#pragma once
// The layout of a sharded evaluation (`craftmate eval --slurm N`, docs/cluster.md): array task i
// writes DIR/shards/<i>/ (its own results.sqlite, results.csv, jobs/ and status.json), so shards on
// different machines never write one file; the tools that read results take DIR and read every shard
// as one evaluation.

#include <string>
#include <vector>

namespace craftmate::tasks {

// DIR/shards/<index> (1-based, as --shard i/N and Slurm's array task ids).
std::string shardFolder(const std::string& outDir, int index);

// The shard folders under DIR/shards/ that exist, by shard number.
std::vector<std::string> shardFolders(const std::string& outDir);

// The folders holding DIR's results: DIR itself when it holds results.sqlite, else those of its
// shards that do (none yet: empty).
std::vector<std::string> resultFolders(const std::string& outDir);

}  // namespace craftmate::tasks
