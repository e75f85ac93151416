#pragma once
// The MindServer page of `craftmate eval --tasks`: every job of the evaluation — done (with its score
// and why it ended, also told in the stream as it ends), running or waiting — each done or running
// job linked to its timeline; and, as `craftmate start`'s page shows its team, the running jobs'
// agents, stream and maps (app/running_jobs). It runs on a thread of its own, since the
// evaluation's jobs hold the main thread.

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>

#include "app/running_jobs.h"
#include "mindserver/mind_server.h"

namespace craftmate::app {

class EvalPage {
 public:
  // Throws as MindServer does (a busy port, a bad address).
  EvalPage(std::vector<std::string> jobIds, std::string outDir, const std::string& address, std::uint16_t port);
  ~EvalPage();
  std::string url() const { return server_->url(); }
  // MineCollabEpisode::watch for a job about to run (any thread).
  std::unique_ptr<tasks::EpisodeWatch> watch(const std::string& jobId) { return running_.watch(jobId); }

 private:
  nlohmann::json jobs();

  std::vector<std::string> jobIds_;
  std::string outDir_;
  std::map<std::string, std::string> states_;  // each job's state at the last look (the page's thread)
  RunningJobs running_;
  boost::asio::io_context io_;
  std::optional<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> work_;
  std::unique_ptr<mindserver::MindServer> server_;
  std::thread thread_;
};

}  // namespace craftmate::app
