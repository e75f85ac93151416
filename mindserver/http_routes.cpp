#include "mindserver/http_routes.h"

#include <functional>
#include <map>

#include "mindserver/page_assets.h"
#include "mindserver/timeline_page.h"

namespace craftmate::mindserver {

namespace http = boost::beast::http;

namespace {

constexpr std::string_view kCookie = "mindserver_token";

Response reply(const Request& request, http::status status, std::string_view contentType, std::string body) {
  Response r{status, request.version()};
  r.set(http::field::server, "craftmate-mindserver");
  r.set(http::field::content_type, contentType);
  r.set(http::field::cache_control, "no-store");
  r.set("X-Content-Type-Options", "nosniff");
  r.body() = std::move(body);
  return r;
}

Response notFound(const Request& request, const std::string& message) {
  return reply(request, http::status::not_found, "text/html; charset=utf-8", notFoundPage(message));
}

// The value of `name` in "a=1&b=2" (no decoding: tokens are plain hex).
std::string queryValue(std::string_view query, std::string_view name) {
  while (!query.empty()) {
    const auto amp = query.find('&');
    std::string_view pair = query.substr(0, amp);
    if (pair.size() > name.size() && pair.substr(0, name.size()) == name && pair[name.size()] == '=')
      return std::string(pair.substr(name.size() + 1));
    if (amp == std::string_view::npos) break;
    query.remove_prefix(amp + 1);
  }
  return {};
}

std::string cookieValue(const Request& request, std::string_view name) {
  const auto it = request.find(http::field::cookie);
  if (it == request.end()) return {};
  std::string_view cookies(it->value().data(), it->value().size());
  while (!cookies.empty()) {
    while (!cookies.empty() && cookies.front() == ' ') cookies.remove_prefix(1);
    const auto semi = cookies.find(';');
    std::string_view pair = cookies.substr(0, semi);
    if (pair.size() > name.size() && pair.substr(0, name.size()) == name && pair[name.size()] == '=')
      return std::string(pair.substr(name.size() + 1));
    if (semi == std::string_view::npos) break;
    cookies.remove_prefix(semi + 1);
  }
  return {};
}

struct Target {
  std::string path;
  std::string query;
};
Target splitTarget(const Request& request) {
  std::string_view t(request.target().data(), request.target().size());
  const auto q = t.find('?');
  return {std::string(t.substr(0, q)), q == std::string_view::npos ? "" : std::string(t.substr(q + 1))};
}

enum class Access { Open, ByQuery, ByCookie, Refused };
Access access(RouteSource& source, const Request& request, const Target& target) {
  const std::string& token = source.options().token;
  if (token.empty()) return Access::Open;
  if (queryValue(target.query, "token") == token) return Access::ByQuery;
  if (cookieValue(request, kCookie) == token) return Access::ByCookie;
  return Access::Refused;
}

Response refused(const Request& request) {
  return reply(request, http::status::unauthorized, "text/html; charset=utf-8",
               errorPage("Token needed",
                         "This MindServer was started on a public address and needs its token. Open the "
                         "address craftmate printed when it started (it ends in ?token=...)."));
}

Response asset(const Request& request, std::string_view name) {
  const auto a = pageAsset(name);
  if (!a) return notFound(request, "No page file '" + std::string(name) + "'.");
  return reply(request, http::status::ok, a->contentType, std::string(a->content));
}

Response jsonReply(const Request& request, const std::optional<std::string>& body, const char* what) {
  if (!body) return notFound(request, std::string("This server has no ") + what + ".");
  return reply(request, http::status::ok, "application/json", *body);
}

using Handler = std::function<Response(RouteSource&, const Request&)>;
const std::map<std::string, Handler, std::less<>>& exactRoutes() {
  static const std::map<std::string, Handler, std::less<>> routes = {
      {"/", [](RouteSource&, const Request& r) { return asset(r, "index.html"); }},
      {"/index.html", [](RouteSource&, const Request& r) { return asset(r, "index.html"); }},
      {"/api/snapshot", [](RouteSource& s, const Request& r) { return jsonReply(r, s.snapshotText(), "agents"); }},
      {"/api/jobs", [](RouteSource& s, const Request& r) { return jsonReply(r, s.jobsText(), "jobs"); }},
      {"/favicon.ico", [](RouteSource&, const Request& r) { return reply(r, http::status::no_content, "image/x-icon", ""); }},
  };
  return routes;
}

Response jobPage(RouteSource& source, const Request& request, std::string_view encodedId) {
  const auto id = percentDecode(encodedId);
  if (!id || id->empty()) return notFound(request, "'" + std::string(encodedId) + "' is not a job name.");
  const auto timeline = source.jobTimeline(*id);
  if (!timeline)
    return notFound(request, "There is no job '" + *id + "' here; the main page lists the jobs there are.");
  return reply(request, http::status::ok, "text/html; charset=utf-8", timelinePage(*timeline));
}

}  // namespace

std::optional<std::string> percentDecode(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size()) return std::nullopt;
    auto hex = [](char c) -> int {
      if (c >= '0' && c <= '9') return c - '0';
      if (c >= 'a' && c <= 'f') return c - 'a' + 10;
      if (c >= 'A' && c <= 'F') return c - 'A' + 10;
      return -1;
    };
    const int hi = hex(text[i + 1]), lo = hex(text[i + 2]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return out;
}

Response route(RouteSource& source, const Request& request) {
  const Target target = splitTarget(request);
  const Access a = access(source, request, target);
  if (a == Access::Refused) return refused(request);
  if (request.method() != http::verb::get && request.method() != http::verb::head) {
    Response r = reply(request, http::status::method_not_allowed, "text/plain; charset=utf-8", "Only GET is served.\n");
    r.set(http::field::allow, "GET, HEAD");
    return r;
  }
  Response response = [&] {
    if (const auto it = exactRoutes().find(target.path); it != exactRoutes().end()) return it->second(source, request);
    constexpr std::string_view assets = "/assets/", jobs = "/jobs/";
    if (target.path.starts_with(assets)) return asset(request, std::string_view(target.path).substr(assets.size()));
    if (target.path.starts_with(jobs)) return jobPage(source, request, std::string_view(target.path).substr(jobs.size()));
    return notFound(request, "Nothing is served at '" + target.path + "'.");
  }();
  if (a == Access::ByQuery)
    response.set(http::field::set_cookie,
                 std::string(kCookie) + "=" + source.options().token + "; Path=/; HttpOnly; SameSite=Strict");
  return response;
}

std::optional<Response> refuseUpgrade(RouteSource& source, const Request& request) {
  if (access(source, request, splitTarget(request)) == Access::Refused) return refused(request);
  // A page of another site must not steer the agents through the visitor's browser.
  const auto origin = request.find(http::field::origin);
  const auto host = request.find(http::field::host);
  if (origin != request.end()) {
    const std::string expected = host == request.end() ? "" : "http://" + std::string(host->value());
    if (std::string(origin->value()) != expected)
      return reply(request, http::status::forbidden, "text/plain; charset=utf-8",
                   "WebSocket refused: the page comes from " + std::string(origin->value()) + ", not from this server.\n");
  }
  return std::nullopt;
}

}  // namespace craftmate::mindserver
