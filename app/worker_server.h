#pragma once
// One parallel worker's embedded server for `craftmate eval --tasks`: started when the worker first
// needs it and replaced when it has died. A job whose server dies while it plays is stopped at once
// (its agents see JobContext::stopRequested()), its result is thrown away, and it is played again
// from the start on a fresh server, up to kRestartsPerJob times: a crashed or killed server costs
// that job a re-run, not every job after it.

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "app/server_process.h"
#include "tasks/evaluation_runner.h"

namespace craftmate::app {

class WorkerServer {
 public:
  static constexpr int kRestartsPerJob = 2;
  // Starts a server writing its log to the given file.
  using Start = std::function<std::unique_ptr<ServerProcess>(const std::string& logFile)>;
  // Plays the job on the server at host:port; the context's stop flag also turns true when the
  // server dies.
  using Play = std::function<tasks::JobResult(const std::string& host, std::uint16_t port, const tasks::JobContext&)>;

  // Logs: <logStem>.log for the first server, <logStem>.restart<n>.log for the n-th replacement.
  WorkerServer(std::string logStem, Start start);
  tasks::JobResult play(const tasks::JobContext& context, const Play& play);

 private:
  ServerProcess& server();
  std::string logStem_;
  Start start_;
  std::unique_ptr<ServerProcess> server_;
  int started_ = 0;
};

}  // namespace craftmate::app
