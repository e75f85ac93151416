#pragma once
// The MindServer page of `craftmate eval --tasks`: every job of the evaluation — done (with its score
// and why it ended), running or waiting — each done or running job linked to its timeline. It runs
// on a thread of its own, since the evaluation's jobs hold the main thread.

#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>

#include "mindserver/mind_server.h"

namespace craftmate::app {

class EvalPage {
 public:
  // Throws as MindServer does (a busy port, a bad address).
  EvalPage(std::vector<std::string> jobIds, std::string outDir, const std::string& address, std::uint16_t port);
  ~EvalPage();
  std::string url() const { return server_->url(); }

 private:
  nlohmann::json jobs() const;

  std::vector<std::string> jobIds_;
  std::string outDir_;
  boost::asio::io_context io_;
  std::optional<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> work_;
  std::unique_ptr<mindserver::MindServer> server_;
  std::thread thread_;
};

}  // namespace craftmate::app
