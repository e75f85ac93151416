#include "app/worker_server.h"

#include <atomic>
#include <chrono>
#include <exception>
#include <iostream>
#include <stdexcept>
#include <thread>

namespace craftmate::app {

WorkerServer::WorkerServer(std::string logStem, Start start) : logStem_(std::move(logStem)), start_(std::move(start)) {}

ServerProcess& WorkerServer::server() {
  if (server_ && !server_->running()) {
    std::cerr << "craftmate eval: the embedded server of " << logStem_ << " has died; starting a new one\n";
    server_.reset();
  }
  if (!server_) {
    server_ = start_(logStem_ + (started_ == 0 ? "" : ".restart" + std::to_string(started_)) + ".log");
    ++started_;
  }
  return *server_;
}

tasks::JobResult WorkerServer::play(const tasks::JobContext& context, const Play& play) {
  for (int attempt = 0;; ++attempt) {
    ServerProcess& current = server();
    // The job's own stop flag: the evaluation's stop request, or this server's death.
    std::atomic<bool> cut{false}, done{false}, died{false};
    tasks::JobContext attemptContext = context;
    attemptContext.stopping = &cut;
    std::thread watch([&] {
      while (!done.load()) {
        if (context.stopRequested()) cut = true;
        if (!current.running()) {
          died = true;
          cut = true;
          return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
      }
    });
    tasks::JobResult result;
    std::exception_ptr error;
    try {
      result = play(current.host(), current.port(), attemptContext);
    } catch (...) {
      error = std::current_exception();
    }
    done = true;
    watch.join();
    if (!died.load() && current.running()) {
      if (error) std::rethrow_exception(error);
      return result;
    }
    if (attempt >= kRestartsPerJob)
      throw std::runtime_error("the embedded server died " + std::to_string(attempt + 1) +
                               " times during this job; see " + logStem_ + "*.log");
    std::cerr << "craftmate eval: the embedded server died during job " << context.jobDir
              << "; the job runs again from the start on a new server\n";
  }
}

}  // namespace craftmate::app
