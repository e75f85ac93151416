#pragma once
// The services a Microsoft account's sign-in talks to, as full URLs. `official()` are the real
// hosts (prismarine-auth's list); `at(base)` puts every one of them under one base URL with the
// same paths, which is how tests point the flow at a local fake (and how a proxy could be used).

#include <string>

namespace craftmate::auth {

struct Endpoints {
  std::string deviceCode;      // Microsoft OAuth: asks for a device code
  std::string token;           // Microsoft OAuth: polls for / refreshes the token
  std::string xboxUser;        // Xbox Live user token
  std::string xboxDevice;      // Xbox Live device token (proof of possession)
  std::string xboxTitle;       // Xbox Live title token
  std::string xsts;            // XSTS token for Minecraft's relying party
  std::string minecraftLogin;  // Minecraft services login_with_xbox
  std::string profile;         // Minecraft profile (name, id)
  std::string sessionJoin;     // session server: /session/minecraft/join
  std::string certificates;    // Minecraft services: the profile key pair for secure chat

  static Endpoints official();
  static Endpoints at(const std::string& base);  // base: "https://127.0.0.1:8443" (no trailing /)
};

// Facts of the sign-in that are not URLs (prismarine-auth's "live" flow with the Nintendo Switch
// title, as mineflayer signs in by default).
inline constexpr const char* kClientId = "00000000441cc96b";
inline constexpr const char* kLiveScope = "service::user.auth.xboxlive.com::MBI_SSL";
inline constexpr const char* kXboxAuthRelyingParty = "http://auth.xboxlive.com";
inline constexpr const char* kMinecraftRelyingParty = "rp://api.minecraftservices.com/";

}  // namespace craftmate::auth
