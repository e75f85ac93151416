#include "auth/endpoints.h"

namespace craftmate::auth {

namespace {

// Each service as (official host, path); the path is kept when the host is replaced.
struct Service {
  std::string Endpoints::*field;
  const char* host;
  const char* path;
};

const Service kServices[] = {
    {&Endpoints::deviceCode, "https://login.live.com", "/oauth20_connect.srf"},
    {&Endpoints::token, "https://login.live.com", "/oauth20_token.srf"},
    {&Endpoints::xboxUser, "https://user.auth.xboxlive.com", "/user/authenticate"},
    {&Endpoints::xboxDevice, "https://device.auth.xboxlive.com", "/device/authenticate"},
    {&Endpoints::xboxTitle, "https://title.auth.xboxlive.com", "/title/authenticate"},
    {&Endpoints::xsts, "https://xsts.auth.xboxlive.com", "/xsts/authorize"},
    {&Endpoints::minecraftLogin, "https://api.minecraftservices.com", "/authentication/login_with_xbox"},
    {&Endpoints::profile, "https://api.minecraftservices.com", "/minecraft/profile"},
    {&Endpoints::sessionJoin, "https://sessionserver.mojang.com", "/session/minecraft/join"},
    {&Endpoints::certificates, "https://api.minecraftservices.com", "/player/certificates"},
};

}  // namespace

Endpoints Endpoints::official() {
  Endpoints e;
  for (const Service& s : kServices) e.*s.field = std::string(s.host) + s.path;
  return e;
}

Endpoints Endpoints::at(const std::string& base) {
  Endpoints e;
  for (const Service& s : kServices) e.*s.field = base + s.path;
  return e;
}

}  // namespace craftmate::auth
