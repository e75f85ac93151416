#include "auth/token_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <stdexcept>

#include <openssl/evp.h>

namespace craftmate::auth {

namespace fs = std::filesystem;

fs::path defaultCacheDir() {
  if (const char* dir = std::getenv("CRAFTMATE_AUTH_CACHE"); dir && *dir) return dir;
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return fs::path(xdg) / "craftmate" / "auth";
  const char* home = std::getenv("HOME");
  return fs::path(home && *home ? home : ".") / ".cache" / "craftmate" / "auth";
}

namespace {

// The account's name when it is a plain file name, else a SHA-256 of it (names with '/', spaces...).
std::string fileNameFor(const std::string& account) {
  bool plain = !account.empty() && account.size() <= 64 && account.front() != '.';
  for (char c : account) plain = plain && (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.');
  if (plain) return account + ".json";
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  EVP_Digest(account.data(), account.size(), digest, &len, EVP_sha256(), nullptr);
  std::ostringstream hex;
  for (unsigned int i = 0; i < 16; ++i) hex << "0123456789abcdef"[digest[i] >> 4] << "0123456789abcdef"[digest[i] & 15];
  return hex.str() + ".json";
}

std::string octal(mode_t mode) {
  std::ostringstream o;
  o << "0" << std::oct << (mode & 0777);
  return o.str();
}

// mkdir -p with 0700 for the folders it creates.
void makePrivateDir(const fs::path& dir) {
  fs::path partial;
  for (const auto& part : dir) {
    partial /= part;
    if (::mkdir(partial.c_str(), 0700) != 0 && errno != EEXIST) {
      throw std::runtime_error("cannot create the token cache folder " + partial.string() + ": " + std::strerror(errno));
    }
  }
}

}  // namespace

TokenCache::TokenCache(fs::path dir, const std::string& account) : dir_(std::move(dir)), file_(dir_ / fileNameFor(account)) {}

std::optional<nlohmann::json> TokenCache::load() const {
  int fd = ::open(file_.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) return std::nullopt;
    throw std::runtime_error("cannot open the token cache " + file_.string() + ": " + std::strerror(errno) +
                             " (a symbolic link is refused; delete it to sign in again)");
  }
  struct stat st {};
  ::fstat(fd, &st);
  std::string problem;
  if (!S_ISREG(st.st_mode)) problem = "is not a regular file";
  else if (st.st_uid != ::geteuid()) problem = "belongs to another user";
  else if (st.st_mode & 077) problem = "can be read by other users (mode " + octal(st.st_mode) + ")";
  if (!problem.empty()) {
    ::close(fd);
    throw std::runtime_error("the token cache " + file_.string() + " " + problem +
                             "; delete it (craftmate signs in again) or run chmod 600 on it");
  }
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<size_t>(n));
  ::close(fd);
  try {
    return nlohmann::json::parse(text);
  } catch (const std::exception&) {
    throw std::runtime_error("the token cache " + file_.string() + " is not JSON; delete it to sign in again");
  }
}

void TokenCache::save(const nlohmann::json& value) const {
  makePrivateDir(dir_);
  const fs::path temporary = file_.string() + ".tmp" + std::to_string(::getpid());
  ::unlink(temporary.c_str());
  int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) throw std::runtime_error("cannot write the token cache " + temporary.string() + ": " + std::strerror(errno));
  const std::string text = value.dump(2);
  bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size()) && ::fsync(fd) == 0;
  ok = ::close(fd) == 0 && ok;
  if (!ok || ::rename(temporary.c_str(), file_.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    ::unlink(temporary.c_str());
    throw std::runtime_error("cannot write the token cache " + file_.string() + ": " + why);
  }
}

void TokenCache::erase() const { ::unlink(file_.c_str()); }

}  // namespace craftmate::auth
