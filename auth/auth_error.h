#pragma once
// A sign-in or join that failed, naming the step ("XSTS token", "session join", ...) and what to
// do. Messages never contain a token: every text is scrubbed of the account's tokens first.

#include <stdexcept>
#include <string>

namespace craftmate::auth {

class AuthError : public std::runtime_error {
 public:
  AuthError(std::string step, const std::string& what);
  const std::string& step() const { return step_; }

 private:
  std::string step_;
};

}  // namespace craftmate::auth
