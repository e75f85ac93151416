#pragma once
// The token cache of one Microsoft account: a JSON file only its owner can read. The file is
// written to a new temporary file opened with mode 0600 (O_CREAT|O_EXCL, so it is never readable by
// others, not even for an instant) and renamed over the old one; the folder is made 0700. A cache
// file that others can read, or that is not a regular file of this user, is refused rather than used.

#include <filesystem>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace craftmate::auth {

// $CRAFTMATE_AUTH_CACHE, else $XDG_CACHE_HOME/craftmate/auth, else ~/.cache/craftmate/auth.
std::filesystem::path defaultCacheDir();

class TokenCache {
 public:
  TokenCache(std::filesystem::path dir, const std::string& account);

  const std::filesystem::path& file() const { return file_; }
  // The cached JSON; nullopt when there is no file. Throws std::runtime_error (naming the file and
  // what to do) for a file readable by others, a symlink, another user's file or unreadable JSON.
  std::optional<nlohmann::json> load() const;
  void save(const nlohmann::json& value) const;
  // Removes the file (a sign-out; also used when the cached tokens were refused).
  void erase() const;

 private:
  std::filesystem::path dir_;
  std::filesystem::path file_;
};

}  // namespace craftmate::auth
