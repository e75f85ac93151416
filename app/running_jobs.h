#pragma once
// The running jobs of `craftmate eval --tasks` as its MindServer page shows them: each job's agents
// (tagged with the job), its stream, its map and, for a construction task, the blueprint level
// being built beside what stands there. A job's bots live on the job's own io_context (a worker
// thread): the page's hooks run there and wait for the answer, at most `wait`.

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "mindserver/mind_server.h"
#include "tasks/episode_watch.h"

namespace craftmate::app {

class RunningJobs {
 public:
  explicit RunningJobs(std::chrono::milliseconds wait = std::chrono::seconds(2)) : wait_(wait) {}
  // Where the jobs' events go; set before the first watch().
  void setServer(mindserver::MindServer* server) { server_ = server; }
  // MineCollabEpisode::watch for one job: it shows from playing() to ended(); any thread.
  std::unique_ptr<tasks::EpisodeWatch> watch(const std::string& jobId);

  // The page's hooks (any thread but the jobs'): every playing job's agents and players, tagged
  // "job"; a job's map; the requests by agent name (throw, saying why, when refused).
  nlohmann::json snapshot();
  nlohmann::json map(const std::string& job, int x0, int z0, int x1, int z1);
  void sendMessage(const std::string& agent, const std::string& message);
  void stopAction(const std::string& agent);

  struct Job;

 private:
  std::shared_ptr<Job> jobOf(const std::string& agent);

  std::chrono::milliseconds wait_;
  mindserver::MindServer* server_ = nullptr;
  std::mutex mutex_;
  std::vector<std::shared_ptr<Job>> jobs_;
};

}  // namespace craftmate::app
