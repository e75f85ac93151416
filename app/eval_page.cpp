#include "app/eval_page.h"

#include <map>

#include "app/job_pages.h"

namespace craftmate::app {

namespace {

// The folder's jobs so far; none before the evaluation has written its results file.
std::optional<JobFolder> folder(const std::string& outDir) {
  try {
    return JobFolder(outDir);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

}  // namespace

EvalPage::EvalPage(std::vector<std::string> jobIds, std::string outDir, const std::string& address, std::uint16_t port)
    : jobIds_(std::move(jobIds)), outDir_(std::move(outDir)), work_(io_.get_executor()) {
  mindserver::Options options;
  options.address = address;
  options.port = port;
  options.title = "craftmate eval — " + outDir_;
  mindserver::Hooks hooks;
  hooks.jobs = [this] { return jobs(); };
  hooks.snapshot = [this] { return running_.snapshot(); };
  hooks.topDownMap = [this](const std::string& job, int x0, int z0, int x1, int z1) { return running_.map(job, x0, z0, x1, z1); };
  hooks.sendMessage = [this](const std::string& agent, const std::string& message) { running_.sendMessage(agent, message); };
  hooks.stopAction = [this](const std::string& agent) { running_.stopAction(agent); };
  hooks.jobTimeline = [this](const std::string& id) -> std::optional<nlohmann::json> {
    auto f = folder(outDir_);
    if (!f) return std::nullopt;
    auto t = f->timeline(id);
    if (t) (*t)["back"] = "/";
    return t;
  };
  server_ = std::make_unique<mindserver::MindServer>(io_.get_executor(), options, std::move(hooks));
  running_.setServer(server_.get());
  thread_ = std::thread([this] { io_.run(); });
}

EvalPage::~EvalPage() {
  server_->finish(std::chrono::seconds(2));  // the last job's score reaches the open pages
  server_.reset();
  work_.reset();
  io_.stop();
  thread_.join();
}

// Every job of the evaluation in its order: as the folder has it (done, running), else waiting. A
// job seen running that is now done is told in the stream with its score.
nlohmann::json EvalPage::jobs() {
  std::map<std::string, nlohmann::json> known;
  if (auto f = folder(outDir_))
    for (auto& j : f->jobs()) known[j.at("id").get<std::string>()] = j;
  nlohmann::json out = nlohmann::json::array();
  for (const auto& id : jobIds_) {
    const auto it = known.find(id);
    const nlohmann::json job = it != known.end() ? it->second : nlohmann::json{{"id", id}, {"state", "waiting"}};
    std::string& before = states_[id];
    if (job["state"] == "done" && !before.empty() && before != "done")
      server_->publish({{"type", "job_end"}, {"job", id}, {"score", job.value("score", nlohmann::json())},
                        {"end_reason", job.value("end_reason", std::string())}});
    before = job["state"];
    out.push_back(job);
  }
  return out;
}

}  // namespace craftmate::app
