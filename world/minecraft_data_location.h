#pragma once
// Where minecraft-data's JSON lives and which folder holds each kind of data for a version.
//
// minecraft-data ships one folder per version but only stores a file where it changed, so
// dataPaths.json maps (version, kind) -> folder (e.g. 1.21.1 blocks from pc/1.21.1 but collision
// shapes from pc/1.20.5). Reading that map keeps "another version is data, not code". The root is
// protocol::minecraft_data_root() (one place says where minecraft-data is).

#include <filesystem>
#include <string>

namespace craftmate::world {

class MinecraftDataLocation {
 public:
  // Throws std::runtime_error naming the missing file/version and how to fix it.
  MinecraftDataLocation(std::filesystem::path root, std::string version);

  const std::string& version() const { return version_; }
  const std::filesystem::path& root() const { return root_; }
  // The JSON file for one data kind ("blocks" -> <root>/pc/1.21.1/blocks.json).
  std::filesystem::path file(const std::string& kind) const;
  bool has(const std::string& kind) const;

 private:
  std::filesystem::path root_;
  std::string version_;
  std::string pathsJson_;  // the version's entry of dataPaths.json, kept as text to avoid json in the header
};

}  // namespace craftmate::world
