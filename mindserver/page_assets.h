#pragma once
// The page's files (mindserver/assets/), compiled into the executable: no install path, no CDN.

#include <optional>
#include <string_view>

namespace craftmate::mindserver {

struct Asset {
  std::string_view content;
  std::string_view contentType;
};

// "index.html", "page.js" (what the two scripts share), "live.js", "timeline.js", "style.css";
// nullopt for anything else.
std::optional<Asset> pageAsset(std::string_view name);

}  // namespace craftmate::mindserver
