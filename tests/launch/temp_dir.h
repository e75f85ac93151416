#pragma once
// A fresh folder under the system temp dir for one test, removed afterwards.

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace craftmate::launch::testing {

class TempDir {
 public:
  explicit TempDir(const std::string& name)
      : path_(std::filesystem::temp_directory_path() / ("craftmate_" + name + "_" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() { std::filesystem::remove_all(path_); }
  const std::filesystem::path& path() const { return path_; }
  std::string write(const std::string& file, const std::string& text) const {
    const auto p = path_ / file;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p) << text;
    return p.string();
  }

 private:
  std::filesystem::path path_;
};

}  // namespace craftmate::launch::testing
