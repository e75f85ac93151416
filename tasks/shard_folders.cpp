#include "tasks/shard_folders.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "tasks/evaluation_runner.h"

namespace craftmate::tasks {

namespace fs = std::filesystem;

std::string shardFolder(const std::string& outDir, int index) {
  return (fs::path(outDir) / "shards" / std::to_string(index)).string();
}

std::vector<std::string> shardFolders(const std::string& outDir) {
  std::vector<std::pair<int, std::string>> found;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(fs::path(outDir) / "shards", ec)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_directory() || name.empty() || !std::all_of(name.begin(), name.end(), ::isdigit)) continue;
    found.emplace_back(std::stoi(name), entry.path().string());
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (auto& [index, path] : found) out.push_back(std::move(path));
  return out;
}

std::vector<std::string> resultFolders(const std::string& outDir) {
  if (fs::exists(resultsDatabasePath(outDir))) return {outDir};
  std::vector<std::string> out;
  for (const auto& shard : shardFolders(outDir))
    if (fs::exists(resultsDatabasePath(shard))) out.push_back(shard);
  return out;
}

}  // namespace craftmate::tasks
