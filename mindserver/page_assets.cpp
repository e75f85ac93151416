#include "mindserver/page_assets.h"

#include <map>

namespace craftmate::mindserver {

namespace builtin {
std::string_view indexHtml();
std::string_view liveJs();
std::string_view pageJs();
std::string_view timelineJs();
std::string_view styleCss();
}  // namespace builtin

std::optional<Asset> pageAsset(std::string_view name) {
  static const std::map<std::string_view, Asset> assets = {
      {"index.html", {builtin::indexHtml(), "text/html; charset=utf-8"}},
      {"live.js", {builtin::liveJs(), "text/javascript; charset=utf-8"}},
      {"page.js", {builtin::pageJs(), "text/javascript; charset=utf-8"}},
      {"timeline.js", {builtin::timelineJs(), "text/javascript; charset=utf-8"}},
      {"style.css", {builtin::styleCss(), "text/css; charset=utf-8"}},
  };
  const auto it = assets.find(name);
  if (it == assets.end()) return std::nullopt;
  return it->second;
}

}  // namespace craftmate::mindserver
