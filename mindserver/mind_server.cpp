#include "mindserver/mind_server.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <deque>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <vector>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/use_future.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "mindserver/client_queue.h"
#include "mindserver/http_routes.h"

namespace craftmate::mindserver {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;

namespace {

constexpr auto kTuple = net::as_tuple(net::use_awaitable);
constexpr std::size_t kMaxPageMessage = 64 * 1024;  // a typed message; anything longer closes that page

SharedText shared(const json& message) { return std::make_shared<const std::string>(message.dump(-1, ' ', false, json::error_handler_t::replace)); }

// 32 hex digits from std::random_device: the token for a non-loopback address.
std::string randomToken() {
  std::random_device random;
  std::string out;
  for (int i = 0; i < 4; ++i) {
    char part[9];
    std::snprintf(part, sizeof part, "%08x", static_cast<unsigned>(random()));
    out += part;
  }
  return out;
}

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

}  // namespace

// One open page.
struct Client {
  Client(beast::tcp_stream stream, std::size_t capacity, std::size_t bytes)
      : ws(std::move(stream)), queue(capacity, bytes), wake(ws.get_executor()) {}
  websocket::stream<beast::tcp_stream> ws;
  ClientQueue queue;
  net::steady_timer wake;  // the writer sleeps on it while the queue is empty
  bool open = true;
  bool writing = false;  // a message is on its way
};

class MindServer::Impl : public std::enable_shared_from_this<Impl> {
 public:
  Impl(net::any_io_executor executor, Options options, Hooks hooks)
      : strand_(net::make_strand(executor)),
        options_(std::move(options)),
        hooks_(std::move(hooks)),
        acceptor_(strand_),
        pollTimer_(strand_) {}

  void listen();
  void start() {
    net::co_spawn(strand_, acceptLoop(shared_from_this()), net::detached);
    net::co_spawn(strand_, pollLoop(shared_from_this()), net::detached);
  }
  // After this no hook is called (callers: the handle's destructor, on any thread).
  void closeHooks() {
    std::lock_guard lock(hookMutex_);
    hooksClosed_ = true;
  }
  void close();

  void publish(json event);
  static net::awaitable<void> finish(std::shared_ptr<Impl> self, std::chrono::steady_clock::time_point deadline);
  std::string url() const;
  std::uint16_t port() const { return port_; }
  net::strand<net::any_io_executor>& strandExecutor() { return strand_; }

  std::atomic<std::size_t> clientCount{0}, dropped{0}, invalid{0};

 private:
  friend class RouteContext;
  static net::awaitable<void> acceptLoop(std::shared_ptr<Impl> self);
  static net::awaitable<void> serveConnection(std::shared_ptr<Impl> self, tcp::socket socket);
  static net::awaitable<void> runPage(std::shared_ptr<Impl> self, beast::tcp_stream stream,
                                      http::request<http::string_body> request);
  static net::awaitable<void> writeLoop(std::shared_ptr<Impl> self, std::shared_ptr<Client> client);
  static net::awaitable<void> pollLoop(std::shared_ptr<Impl> self);

  // Calls `f` with the hooks unless they were closed; hook exceptions are logged, never thrown.
  // Returns why it failed (empty: it ran).
  template <typename F>
  std::string withHooks(const char* what, F&& f) {
    std::lock_guard lock(hookMutex_);
    if (hooksClosed_) return "the server is closing";
    try {
      f(hooks_);
      return {};
    } catch (const std::exception& e) {
      logLine(std::string("MindServer: the ") + what + " hook failed: " + e.what());
      return e.what();
    }
  }
  void poll(bool withMap);
  void pollMaps();
  void broadcast(const SharedText& message);
  void send(Client& client, const SharedText& message);
  void greet(Client& client);
  void onPageMessage(Client& client, const std::string& text);
  void logLine(const std::string& line) const {
    if (options_.log) options_.log(line);
    else std::cerr << line << "\n";
  }

  net::strand<net::any_io_executor> strand_;
  Options options_;
  std::recursive_mutex hookMutex_;  // recursive: a hook may end up destroying the server
  bool hooksClosed_ = false;
  Hooks hooks_;
  tcp::acceptor acceptor_;
  net::steady_timer pollTimer_;
  std::uint16_t port_ = 0;
  bool closed_ = false;

  std::vector<std::shared_ptr<Client>> clients_;
  std::deque<SharedText> backlog_;
  std::size_t backlogBytes_ = 0;
  SharedText lastSnapshot_, lastJobs_;
  std::map<std::string, SharedText> lastMaps_;  // by job ("" for a team)
  json snapshot_;  // the last snapshot: agent names for page requests, positions for the map
  int polls_ = 0;
};

// ---- listening and HTTP ----

void MindServer::Impl::listen() {
  boost::system::error_code ec;
  const auto address = net::ip::make_address(options_.address, ec);
  if (ec)
    throw std::invalid_argument("MindServer: '" + options_.address +
                                "' is not an IP address (give one such as 127.0.0.1 or 0.0.0.0)");
  if (!address.is_loopback() && options_.token.empty()) options_.token = randomToken();  // others could steer
  const tcp::endpoint endpoint(address, options_.port);
  acceptor_.open(endpoint.protocol(), ec);
  if (!ec) acceptor_.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) acceptor_.bind(endpoint, ec);
  if (!ec) acceptor_.listen(net::socket_base::max_listen_connections, ec);
  if (ec)
    throw std::runtime_error("MindServer: cannot listen on " + options_.address + ":" +
                             std::to_string(options_.port) + " (" + ec.message() +
                             "); choose another port with --mindserver_port, or 0 to turn the page off");
  port_ = acceptor_.local_endpoint().port();
}

std::string MindServer::Impl::url() const {
  std::string host = options_.address == "0.0.0.0" ? "127.0.0.1" : options_.address;
  std::string out = "http://" + host + ":" + std::to_string(port_) + "/";
  if (!options_.token.empty()) out += "?token=" + options_.token;
  return out;
}

net::awaitable<void> MindServer::Impl::acceptLoop(std::shared_ptr<Impl> self) {
  while (!self->closed_) {
    auto [ec, socket] = co_await self->acceptor_.async_accept(kTuple);
    if (ec) {
      if (self->closed_ || ec == net::error::operation_aborted) co_return;
      continue;  // e.g. too many open files: the next accept may work
    }
    net::co_spawn(self->strand_, serveConnection(self, std::move(socket)), net::detached);
  }
}

// Everything a route may look at; defined here so http_routes.cpp sees no Beast internals of Impl.
class RouteContext final : public RouteSource {
 public:
  explicit RouteContext(MindServer::Impl& impl) : impl_(impl) {}
  const Options& options() const override { return impl_.options_; }
  std::optional<std::string> snapshotText() override {
    if (impl_.lastSnapshot_) return *impl_.lastSnapshot_;
    std::optional<std::string> out;
    impl_.withHooks("snapshot", [&](Hooks& h) {
      if (h.snapshot) out = h.snapshot().dump();
    });
    return out;
  }
  std::optional<std::string> jobsText() override {
    std::optional<std::string> out;
    impl_.withHooks("jobs", [&](Hooks& h) {
      if (h.jobs) out = h.jobs().dump();
    });
    return out;
  }
  std::optional<json> jobTimeline(const std::string& id) override {
    std::optional<json> out;
    impl_.withHooks("job timeline", [&](Hooks& h) {
      if (h.jobTimeline) out = h.jobTimeline(id);
    });
    return out;
  }

 private:
  MindServer::Impl& impl_;
};

net::awaitable<void> MindServer::Impl::serveConnection(std::shared_ptr<Impl> self, tcp::socket socket) {
  beast::tcp_stream stream(std::move(socket));
  beast::flat_buffer buffer;
  while (!self->closed_) {
    http::request_parser<http::string_body> parser;
    parser.body_limit(16 * 1024);
    stream.expires_after(std::chrono::seconds(60));
    auto [ec, n] = co_await http::async_read(stream, buffer, parser, kTuple);
    if (ec) co_return;
    http::request<http::string_body> request = parser.release();
    RouteContext context(*self);
    if (websocket::is_upgrade(request)) {
      if (auto refusal = refuseUpgrade(context, request)) {
        co_await http::async_write(stream, *refusal, kTuple);
        co_return;
      }
      stream.expires_never();
      co_await runPage(self, std::move(stream), std::move(request));
      co_return;
    }
    http::response<http::string_body> response = route(context, request);
    response.keep_alive(request.keep_alive());
    response.prepare_payload();
    auto [wec, wn] = co_await http::async_write(stream, response, kTuple);
    if (wec || !response.keep_alive()) break;
  }
  boost::system::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
}

// ---- pages (WebSocket clients) ----

net::awaitable<void> MindServer::Impl::runPage(std::shared_ptr<Impl> self, beast::tcp_stream stream,
                                               http::request<http::string_body> request) {
  auto client = std::make_shared<Client>(std::move(stream), self->options_.clientQueueCapacity,
                                         self->options_.clientQueueBytes);
  client->ws.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  client->ws.read_message_max(kMaxPageMessage);
  client->ws.text(true);
  auto [ec] = co_await client->ws.async_accept(request, kTuple);
  if (ec || self->closed_) co_return;

  self->clients_.push_back(client);
  self->clientCount = self->clients_.size();
  net::co_spawn(self->strand_, writeLoop(self, client), net::detached);
  self->greet(*client);

  beast::flat_buffer buffer;
  for (;;) {
    auto [rec, n] = co_await client->ws.async_read(buffer, kTuple);
    if (rec) {
      if (rec == websocket::error::message_too_big) {
        ++self->invalid;
        self->logLine("MindServer: closed a page that sent a message over " + std::to_string(kMaxPageMessage) +
                      " bytes");
      }
      break;
    }
    if (client->ws.got_text()) {
      self->onPageMessage(*client, beast::buffers_to_string(buffer.data()));
    } else {
      ++self->invalid;
      self->logLine("MindServer: dropped a binary page message (" + std::to_string(n) + " bytes)");
    }
    buffer.consume(buffer.size());
  }
  client->open = false;
  client->wake.cancel();
  std::erase(self->clients_, client);
  self->clientCount = self->clients_.size();
  if (self->clients_.empty()) {
    // Nobody watches: forget the last state so the next page gets it fresh.
    self->lastSnapshot_.reset();
    self->lastMaps_.clear();
    self->lastJobs_.reset();
  }
}

net::awaitable<void> MindServer::Impl::writeLoop(std::shared_ptr<Impl> self, std::shared_ptr<Client> client) {
  while (client->open) {
    while (auto message = client->queue.pop()) {
      client->writing = true;
      auto [ec, n] = co_await client->ws.async_write(net::buffer(**message), kTuple);
      client->writing = false;
      if (ec) {
        // A vanished page: close it so the reader ends and the page is forgotten.
        client->open = false;
        boost::system::error_code ignored;
        beast::get_lowest_layer(client->ws).socket().close(ignored);
        co_return;
      }
    }
    client->wake.expires_at(net::steady_timer::time_point::max());
    co_await client->wake.async_wait(kTuple);
  }
  (void)self;
}

void MindServer::Impl::send(Client& client, const SharedText& message) {
  if (!client.open) return;
  const std::size_t before = client.queue.dropped();
  client.queue.push(message);
  dropped += client.queue.dropped() - before;
  client.wake.cancel();
}

void MindServer::Impl::broadcast(const SharedText& message) {
  for (const auto& c : clients_) send(*c, message);
}

void MindServer::Impl::greet(Client& client) {
  json features = {{"snapshot", bool(hooks_.snapshot)},     {"map", bool(hooks_.topDownMap)},
                   {"send", bool(hooks_.sendMessage)},      {"stop", bool(hooks_.stopAction)},
                   {"restart", bool(hooks_.restartAgent)},  {"disconnect", bool(hooks_.disconnectAgent)},
                   {"jobs", bool(hooks_.jobs)},             {"timelines", bool(hooks_.jobTimeline)}};
  send(client, shared({{"type", "hello"}, {"title", options_.title}, {"features", features}}));
  for (const auto& event : backlog_) send(client, event);
  if (!lastSnapshot_ && !lastJobs_) {
    poll(true);  // the first page: its state is broadcast to it
    return;
  }
  for (const auto& state : {lastSnapshot_, lastJobs_})
    if (state) send(client, state);
  for (const auto& [job, map] : lastMaps_) send(client, map);
}

// Page -> server: {"type": <action>, "agent": name, "message": text (send-message)}.
void MindServer::Impl::onPageMessage(Client& client, const std::string& text) {
  using Action = std::function<void(Hooks&, const std::string& agent, const json& request)>;
  static const std::map<std::string, std::pair<std::function<bool(const Hooks&)>, Action>> actions = {
      {"send-message",
       {[](const Hooks& h) { return bool(h.sendMessage); },
        [](Hooks& h, const std::string& agent, const json& r) { h.sendMessage(agent, r.at("message").get<std::string>()); }}},
      {"stop-action",
       {[](const Hooks& h) { return bool(h.stopAction); }, [](Hooks& h, const std::string& agent, const json&) { h.stopAction(agent); }}},
      {"restart-agent",
       {[](const Hooks& h) { return bool(h.restartAgent); },
        [](Hooks& h, const std::string& agent, const json&) { h.restartAgent(agent); }}},
      {"disconnect-agent",
       {[](const Hooks& h) { return bool(h.disconnectAgent); },
        [](Hooks& h, const std::string& agent, const json&) { h.disconnectAgent(agent); }}},
  };
  auto reject = [&](const std::string& reason) {
    ++invalid;
    logLine("MindServer: dropped a page message (" + reason + "): " + text.substr(0, 200));
    send(client, shared({{"type", "error"}, {"message", reason}}));
  };

  const json request = json::parse(text, nullptr, false);
  if (request.is_discarded() || !request.is_object()) return reject("not a JSON object");
  const auto type = request.find("type");
  if (type == request.end() || !type->is_string()) return reject("no \"type\" string");
  const auto action = actions.find(type->get<std::string>());
  if (action == actions.end())
    return reject("unknown type '" + type->get<std::string>() +
                  "' (known: send-message, stop-action, restart-agent, disconnect-agent)");
  if (!action->second.first(hooks_)) return reject("this server does not offer '" + action->first + "'");
  const auto agent = request.find("agent");
  if (agent == request.end() || !agent->is_string()) return reject("no \"agent\" string");
  const std::string name = agent->get<std::string>();
  const json& agents = snapshot_.is_object() ? snapshot_.value("agents", json::array()) : json::array();
  const bool known = std::any_of(agents.begin(), agents.end(),
                                 [&](const json& a) { return a.is_object() && a.value("name", "") == name; });
  if (!known) return reject("no agent named '" + name + "'");
  const bool isMessage = action->first == "send-message";
  if (isMessage) {
    const auto message = request.find("message");
    if (message == request.end() || !message->is_string() || message->get<std::string>().empty())
      return reject("send-message needs a non-empty \"message\" string");
  }
  const std::string failure = withHooks(action->first.c_str(), [&](Hooks& h) { action->second.second(h, name, request); });
  if (!failure.empty())
    return send(client, shared({{"type", "error"}, {"message", action->first + " for '" + name + "' failed: " + failure}}));
  if (isMessage) publish({{"type", "user_message"}, {"to", name}, {"text", request["message"]}});
  send(client, shared({{"type", "ack"}, {"request", action->first}, {"agent", name}}));
}

// ---- state polling ----

net::awaitable<void> MindServer::Impl::pollLoop(std::shared_ptr<Impl> self) {
  while (!self->closed_) {
    self->pollTimer_.expires_after(self->options_.pollInterval);
    co_await self->pollTimer_.async_wait(kTuple);
    if (self->closed_) co_return;
    if (self->clients_.empty()) continue;  // nobody watches: the agents pay nothing
    self->poll(++self->polls_ % std::max(1, self->options_.mapEveryPolls) == 0);
  }
}

void MindServer::Impl::poll(bool withMap) {
  auto changed = [&](SharedText& last, const json& message) {
    SharedText text = shared(message);
    if (last && *last == *text) return;
    last = text;
    broadcast(text);
  };
  withHooks("snapshot", [&](Hooks& h) {
    if (!h.snapshot) return;
    snapshot_ = h.snapshot();
    changed(lastSnapshot_, {{"type", "snapshot"}, {"data", snapshot_}});
  });
  if (withMap || lastMaps_.empty()) pollMaps();
  withHooks("jobs", [&](Hooks& h) {
    if (h.jobs) changed(lastJobs_, {{"type", "jobs"}, {"data", h.jobs()}});
  });
}

// For each job of the last snapshot ("" for a team), the square around its agents and players, at
// most mapMaxSide wide; the maps of jobs no longer in the snapshot are forgotten.
void MindServer::Impl::pollMaps() {
  if (!snapshot_.is_object()) return;
  struct Box {
    double minX = 1e18, maxX = -1e18, minZ = 1e18, maxZ = -1e18;
  };
  std::map<std::string, Box> boxes;
  for (const char* group : {"agents", "players"}) {
    for (const auto& a : snapshot_.value(group, json::array())) {
      const json p = a.is_object() ? a.value("position", json()) : json();
      if (!p.is_object() || !p.contains("x") || !p.contains("z") || !p["x"].is_number() || !p["z"].is_number()) continue;
      Box& b = boxes[a.value("job", std::string())];
      b.minX = std::min(b.minX, p["x"].get<double>());
      b.maxX = std::max(b.maxX, p["x"].get<double>());
      b.minZ = std::min(b.minZ, p["z"].get<double>());
      b.maxZ = std::max(b.maxZ, p["z"].get<double>());
    }
  }
  std::erase_if(lastMaps_, [&](const auto& entry) { return !boxes.count(entry.first); });
  const int r = options_.mapRadius, side = options_.mapMaxSide;
  auto span = [&](double lo, double hi) {
    int a = static_cast<int>(std::floor(lo)) - r, b = static_cast<int>(std::floor(hi)) + r;
    if (b - a + 1 > side) {  // too far apart: centre the largest window allowed
      const int mid = (a + b) / 2;
      a = mid - side / 2;
      b = a + side - 1;
    }
    return std::pair{a, b};
  };
  for (const auto& [job, box] : boxes) {
    const auto [x0, x1] = span(box.minX, box.maxX);
    const auto [z0, z1] = span(box.minZ, box.maxZ);
    std::optional<SharedText> text;
    withHooks("map", [&](Hooks& h) {
      if (h.topDownMap) text = shared({{"type", "map"}, {"job", job}, {"data", h.topDownMap(job, x0, z0, x1, z1)}});
    });
    if (!text) continue;
    SharedText& last = lastMaps_[job];
    if (last && *last == **text) continue;
    last = *text;
    broadcast(last);
  }
}

// ---- the stream ----

void MindServer::Impl::publish(json event) {
  if (!event.is_object()) return;
  if (!event.contains("time")) event["time"] = nowMs();
  // Model calls (kilobytes of prompt each) go to the pages open when they are made, never to the
  // backlog: kept there, they were most of what an open page cost the team in memory.
  const bool kept = event.value("type", "") != "model_call";
  SharedText message = shared({{"type", "event"}, {"event", std::move(event)}});
  net::post(strand_, [self = shared_from_this(), message = std::move(message), kept] {
    if (self->closed_) return;
    self->broadcast(message);
    if (!kept) return;
    self->backlog_.push_back(message);
    self->backlogBytes_ += message->size();
    while (self->backlog_.size() > 1 && (self->backlog_.size() > self->options_.backlogEvents ||
                                         self->backlogBytes_ > self->options_.backlogBytes)) {
      self->backlogBytes_ -= self->backlog_.front()->size();
      self->backlog_.pop_front();
    }
  });
}

net::awaitable<void> MindServer::Impl::finish(std::shared_ptr<Impl> self, std::chrono::steady_clock::time_point deadline) {
  if (self->closed_ || self->clients_.empty()) co_return;
  self->poll(true);
  net::steady_timer timer(self->strand_);
  auto owed = [&] {
    return std::any_of(self->clients_.begin(), self->clients_.end(),
                       [](const auto& c) { return c->open && (c->writing || !c->queue.empty()); });
  };
  // Events published by that poll are posted behind this step: look again after they ran.
  do {
    timer.expires_after(std::chrono::milliseconds(20));
    co_await timer.async_wait(kTuple);
  } while (!self->closed_ && owed() && std::chrono::steady_clock::now() < deadline);
}

void MindServer::Impl::close() {
  if (closed_) return;
  closed_ = true;
  boost::system::error_code ignored;
  acceptor_.close(ignored);
  pollTimer_.cancel();
  for (const auto& c : clients_) {
    c->open = false;
    c->wake.cancel();
    beast::get_lowest_layer(c->ws).socket().close(ignored);
  }
  clients_.clear();
  clientCount = 0;
}

// ---- the handle ----


MindServer::MindServer(net::any_io_executor executor, Options options, Hooks hooks)
    : impl_(std::make_shared<Impl>(std::move(executor), std::move(options), std::move(hooks))) {
  impl_->listen();
  impl_->start();
}

MindServer::~MindServer() {
  impl_->closeHooks();
  net::post(impl_->strandExecutor(), [impl = impl_] { impl->close(); });
}

std::uint16_t MindServer::port() const { return impl_->port(); }
std::string MindServer::url() const { return impl_->url(); }
void MindServer::publish(nlohmann::json event) { impl_->publish(std::move(event)); }
void MindServer::finish(std::chrono::milliseconds grace) {
  const auto deadline = std::chrono::steady_clock::now() + grace;
  auto done = net::co_spawn(impl_->strandExecutor(), Impl::finish(impl_, deadline), net::use_future);
  done.wait_until(deadline + std::chrono::milliseconds(100));
}
std::size_t MindServer::clientCount() const { return impl_->clientCount; }
std::size_t MindServer::droppedMessages() const { return impl_->dropped; }
std::size_t MindServer::invalidMessages() const { return impl_->invalid; }

}  // namespace craftmate::mindserver
