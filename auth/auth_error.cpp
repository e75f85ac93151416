#include "auth/auth_error.h"

#include "agents/models/http_client.h"

namespace craftmate::auth {

AuthError::AuthError(std::string step, const std::string& what)
    : std::runtime_error(agents::scrubSecrets("Microsoft sign-in failed at the " + step + " step: " + what)),
      step_(std::move(step)) {}

}  // namespace craftmate::auth
