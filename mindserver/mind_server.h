#pragma once
// The MindServer page (MINDcraft's MindServer, mindcraft.md §9, grown into a viewer): an HTTP and
// WebSocket server, served by craftmate itself, whose page shows a running team live — every
// agent's state, one stream of what happens, a top-down map — and lets a person message an agent,
// stop its action, restart or disconnect it. The same server serves the timeline page of finished
// jobs (`craftmate serve`).
//
// It knows nothing of teams or tasks: the owner hands it Hooks, which it calls on its executor
// (so with one io thread they may read the bots directly), only while a browser is connected.
// publish() may be called from any thread; each browser has a bounded queue (oldest updates dropped),
// so a slow or vanished browser never slows the agents.

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <boost/asio/any_io_executor.hpp>
#include <nlohmann/json.hpp>

namespace craftmate::mindserver {

struct Hooks {
  // {"agents": [{name, model, connected, health, food, position {x,y,z}, held, inventory {item: n},
  //  action, modes [..], goal, conversation, only_chat_with [..], job?}], "players": [{name, position,
  //  job?}]}; polled every interval. Agents and players of different jobs (an evaluation running jobs
  //  side by side, each on its own server) are in different worlds: each job gets a map of its own.
  std::function<nlohmann::json()> snapshot;
  // The blocks of `job`'s world ("" when the snapshot names no jobs) seen from above in
  // [x0,x1] x [z0,z1] (minecraft_view.h's topDownMap); optionally "blueprint" (blueprintLevelView).
  std::function<nlohmann::json(const std::string& job, int x0, int z0, int x1, int z1)> topDownMap;
  // From the page's buttons (MINDcraft's send-message arrives as a message from "NO USERNAME"). A
  // hook that refuses throws; its what() is shown on the page.
  std::function<void(const std::string& agent, const std::string& message)> sendMessage;
  std::function<void(const std::string& agent)> stopAction, restartAgent, disconnectAgent;
  // An evaluation's jobs: [{id, state: "done"|"running"|"waiting", score?, end_reason?}].
  std::function<nlohmann::json()> jobs;
  // A job's timeline (runTimeline's JSON), nullopt when there is no such job.
  std::function<std::optional<nlohmann::json>(const std::string& job)> jobTimeline;
};

struct Options {
  std::string address = "127.0.0.1";
  std::uint16_t port = 0;  // 0: any free port (port() tells which)
  // Required by every request (?token=... once, then a cookie) when non-empty. Binding anything but
  // a loopback address without one makes a random one (url() carries it).
  std::string token;
  std::string title = "craftmate";
  std::chrono::milliseconds pollInterval{500};
  int mapEveryPolls = 4;              // the map is redrawn every 4th poll (2 s)
  int mapRadius = 24;                 // blocks around the agents
  int mapMaxSide = 128;               // the map window never grows past this
  std::size_t clientQueueCapacity = 512;           // messages waiting for one page...
  std::size_t clientQueueBytes = 2 * 1024 * 1024;  // ...and their bytes, whichever bound comes first
  std::size_t backlogEvents = 200;                 // events (but model calls) a newly opened page is shown...
  std::size_t backlogBytes = 256 * 1024;           // ...at most this many bytes of them
  std::function<void(const std::string&)> log;  // dropped messages and errors; default: stderr
};

class MindServer {
 public:
  // Binds at once: throws std::invalid_argument for an address that is not an IP address, and
  // std::runtime_error naming the address and port when binding fails (e.g. the port is in use).
  MindServer(boost::asio::any_io_executor executor, Options options, Hooks hooks);
  // Closes every page; no hook is called once it returns.
  ~MindServer();
  MindServer(const MindServer&) = delete;
  MindServer& operator=(const MindServer&) = delete;

  std::uint16_t port() const;
  std::string url() const;  // http://address:port/ (with ?token= when one is needed)

  // One stream event: {"type": "chat"|"whisper"|"bot_message"|"command"|"model_call"|"system", ...};
  // "time" (ms since the epoch) is added when missing. Any thread.
  void publish(nlohmann::json event);

  // Sends the open pages the last state (one more poll) and waits until they have been sent all they
  // are owed, at most `grace`: for an owner about to exit (an evaluation's last job's score). Any
  // thread but the executor's.
  void finish(std::chrono::milliseconds grace);

  // Whether a page is open: publishers may skip events that are costly to build (model calls) when not.
  bool watched() const { return clientCount() > 0; }

  // Counters (tests and the benchmark); any thread.
  std::size_t clientCount() const;
  std::size_t droppedMessages() const;
  std::size_t invalidMessages() const;

  class Impl;

 private:
  std::shared_ptr<Impl> impl_;  // shared with its coroutines, which may outlive this handle
};

}  // namespace craftmate::mindserver
