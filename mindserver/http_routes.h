#pragma once
// The MindServer's HTTP side: which request gets which page (the live page and its assets, the
// snapshot and jobs as JSON, a job's timeline, a 404 page for anything else), the token check, and
// whether a WebSocket upgrade is let in. Internal to mindserver/.

#include <optional>
#include <string>

#include <boost/beast/http.hpp>
#include <nlohmann/json.hpp>

#include "mindserver/mind_server.h"

namespace craftmate::mindserver {

// What the routes may ask of the server.
class RouteSource {
 public:
  virtual ~RouteSource() = default;
  virtual const Options& options() const = 0;
  virtual std::optional<std::string> snapshotText() = 0;
  virtual std::optional<std::string> jobsText() = 0;
  virtual std::optional<nlohmann::json> jobTimeline(const std::string& id) = 0;
};

using Request = boost::beast::http::request<boost::beast::http::string_body>;
using Response = boost::beast::http::response<boost::beast::http::string_body>;

Response route(RouteSource& source, const Request& request);
// The refusal for a WebSocket upgrade without the token or from another site's page, else nullopt.
std::optional<Response> refuseUpgrade(RouteSource& source, const Request& request);

// "%2F" -> "/", "+" stays (paths only); nullopt for malformed escapes.
std::optional<std::string> percentDecode(std::string_view text);

}  // namespace craftmate::mindserver
