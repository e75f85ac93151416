#include "app/running_jobs.h"

#include <functional>
#include <future>
#include <optional>
#include <stdexcept>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/post.hpp>

#include "agents/agent.h"
#include "mindserver/trajectory_events.h"
#include "tasks/blueprint.h"
#include "world/bot.h"

namespace craftmate::app {

namespace asio = boost::asio;
using nlohmann::json;

struct RunningJobs::Job {
  explicit Job(std::string jobId) : id(std::move(jobId)) {}
  const std::string id;
  mindserver::StreamingSink sink{nullptr, nullptr};
  std::mutex mutex;      // guards playing and executor: ended() against the page's posts
  bool playing = false;  // from playing() to ended(); agents and blueprint are valid only then
  asio::any_io_executor executor;
  std::vector<mindserver::AgentView> agents;  // set once, before playing
  const tasks::Blueprint* blueprint = nullptr;
};

namespace {

using Job = RunningJobs::Job;

// Runs f(job) on the job's executor and returns its answer: nullopt when the job is not playing (or
// stops before f runs) or does not answer within `wait`; f's exceptions are rethrown here.
template <typename F>
auto onJob(const std::shared_ptr<Job>& job, std::chrono::milliseconds wait, F f) -> std::optional<decltype(f(*job))> {
  using Answer = decltype(f(*job));
  auto promise = std::make_shared<std::promise<Answer>>();
  auto future = promise->get_future();
  {
    std::lock_guard lock(job->mutex);
    if (!job->playing) return std::nullopt;
    asio::post(job->executor, [job, f = std::move(f), promise] {
      {
        std::lock_guard lock(job->mutex);  // ended() runs on this thread: no change until f returns
        if (!job->playing) return;  // the promise is broken: the page sees nullopt
      }
      try {
        promise->set_value(f(*job));
      } catch (...) {
        promise->set_exception(std::current_exception());
      }
    });
  }
  if (future.wait_for(wait) != std::future_status::ready) return std::nullopt;
  try {
    return future.get();
  } catch (const std::future_error&) {
    return std::nullopt;
  }
}

// Runs act(job, the agent) on the job's executor; throws act's exception, or when the job ended or
// did not answer. Everything is copied: the job may run it after this has given up waiting.
void actOn(const std::shared_ptr<Job>& job, std::chrono::milliseconds wait, const std::string& agent,
           std::function<void(Job&, const mindserver::AgentView&)> act) {
  const bool ran = onJob(job, wait, [agent, act](Job& j) {
                     for (const auto& a : j.agents)
                       if (a.name == agent) act(j, a);
                     return true;
                   }).has_value();
  if (!ran) throw std::runtime_error("the job of '" + agent + "' ended or did not answer");
}

std::vector<world::Bot*> botsOf(const Job& job) {
  std::vector<world::Bot*> bots;
  for (const auto& a : job.agents)
    if (a.inGame) bots.push_back(a.bot);
  return bots;
}

// The level the builders are at: the lowest with a cell that differs (the last when none does).
json blueprintNow(const tasks::Blueprint& blueprint, const std::vector<world::Bot*>& bots) {
  if (blueprint.levels.empty()) return nullptr;
  const auto match = blueprint.match([&](int x, int y, int z) { return mindserver::blockName(bots, x, y, z).value_or("air"); });
  std::size_t at = blueprint.levels.size() - 1;
  for (std::size_t i = 0; i < match.levels.size() && i < blueprint.levels.size(); ++i)
    if (match.levels[i].mismatches > 0) {
      at = i;
      break;
    }
  const auto& level = blueprint.levels[at];
  return mindserver::blueprintLevelView(level.level, level.x, level.y, level.z, level.placement, bots);
}

class JobWatch final : public tasks::EpisodeWatch {
 public:
  JobWatch(std::shared_ptr<Job> job, mindserver::MindServer* server, std::function<void()> forget)
      : job_(std::move(job)), server_(server), forget_(std::move(forget)) {}
  ~JobWatch() override {
    ended();
    forget_();
  }

  agents::TrajectorySink* records(agents::TrajectorySink* store) override {
    job_->sink = mindserver::StreamingSink(server_, store, job_->id);
    return &job_->sink;
  }

  void playing(asio::any_io_executor executor, std::vector<mindserver::AgentView> agents,
               const tasks::Blueprint* blueprint) override {
    {
      std::lock_guard lock(job_->mutex);
      job_->executor = executor;
      job_->agents = std::move(agents);
      job_->blueprint = blueprint;
      job_->playing = true;
    }
    if (!server_) return;
    // Chat is told once, by the first agent in game; whispers by the bot they reach.
    for (const auto& a : job_->agents) {
      if (!a.bot) continue;
      const std::string name = a.name;
      a.bot->events().chat.on([job = job_, server = server_, name](const std::string& from, const std::string& text) {
        for (const auto& other : job->agents) {
          if (!other.bot || !other.bot->connected()) continue;
          if (other.name == name) server->publish({{"type", "chat"}, {"job", job->id}, {"from", from}, {"text", text}});
          return;
        }
      });
      a.bot->events().whisper.on([job = job_, server = server_, name](const std::string& from, const std::string& text) {
        server->publish({{"type", "whisper"}, {"job", job->id}, {"from", from}, {"to", name}, {"text", text}});
      });
    }
  }

  void ended() override {
    std::lock_guard lock(job_->mutex);
    job_->playing = false;
  }

 private:
  std::shared_ptr<Job> job_;
  mindserver::MindServer* server_;
  std::function<void()> forget_;
};

}  // namespace

std::unique_ptr<tasks::EpisodeWatch> RunningJobs::watch(const std::string& jobId) {
  auto job = std::make_shared<Job>(jobId);
  {
    std::lock_guard lock(mutex_);
    jobs_.push_back(job);
  }
  return std::make_unique<JobWatch>(job, server_, [this, job] {
    std::lock_guard lock(mutex_);
    std::erase(jobs_, job);
  });
}

json RunningJobs::snapshot() {
  std::vector<std::shared_ptr<Job>> jobs;
  {
    std::lock_guard lock(mutex_);
    jobs = jobs_;
  }
  json out = {{"agents", json::array()}, {"players", json::array()}};
  for (const auto& job : jobs) {
    auto snapshot = onJob(job, wait_, [](Job& j) { return mindserver::teamSnapshot(j.agents); });
    if (!snapshot) continue;
    for (const char* group : {"agents", "players"})
      for (auto& entry : (*snapshot)[group]) {
        entry["job"] = job->id;
        out[group].push_back(std::move(entry));
      }
  }
  return out;
}

json RunningJobs::map(const std::string& jobId, int x0, int z0, int x1, int z1) {
  std::shared_ptr<Job> job;
  {
    std::lock_guard lock(mutex_);
    for (const auto& j : jobs_)
      if (j->id == jobId) job = j;
  }
  std::optional<json> out;
  if (job)
    out = onJob(job, wait_, [=](Job& j) {
      const auto bots = botsOf(j);
      json m = mindserver::topDownMap(bots, x0, z0, x1, z1);
      if (j.blueprint) m["blueprint"] = blueprintNow(*j.blueprint, bots);
      return m;
    });
  return out ? std::move(*out) : mindserver::topDownMap({}, x0, z0, x1, z1);
}

std::shared_ptr<Job> RunningJobs::jobOf(const std::string& agent) {
  std::lock_guard lock(mutex_);
  for (const auto& job : jobs_) {
    std::lock_guard jobLock(job->mutex);
    if (!job->playing) continue;
    for (const auto& a : job->agents)
      if (a.name == agent) return job;
  }
  throw std::invalid_argument("no running job has an agent named '" + agent + "'");
}

void RunningJobs::sendMessage(const std::string& agent, const std::string& message) {
  actOn(jobOf(agent), wait_, agent, [message](Job& job, const mindserver::AgentView& a) {
    mindserver::deliverPageMessage(a, message, job.executor);
  });
}

void RunningJobs::stopAction(const std::string& agent) {
  actOn(jobOf(agent), wait_, agent, [](Job& job, const mindserver::AgentView& a) {
    if (a.agent) asio::co_spawn(job.executor, a.agent->actions().stop(), asio::detached);
  });
}

}  // namespace craftmate::app
