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
  hooks.jobTimeline = [this](const std::string& id) -> std::optional<nlohmann::json> {
    auto f = folder(outDir_);
    if (!f) return std::nullopt;
    auto t = f->timeline(id);
    if (t) (*t)["back"] = "/";
    return t;
  };
  server_ = std::make_unique<mindserver::MindServer>(io_.get_executor(), options, std::move(hooks));
  thread_ = std::thread([this] { io_.run(); });
}

EvalPage::~EvalPage() {
  server_.reset();
  work_.reset();
  io_.stop();
  thread_.join();
}

// Every job of the evaluation in its order: as the folder has it (done, running), else waiting.
nlohmann::json EvalPage::jobs() const {
  std::map<std::string, nlohmann::json> known;
  if (auto f = folder(outDir_))
    for (auto& j : f->jobs()) known[j.at("id").get<std::string>()] = j;
  nlohmann::json out = nlohmann::json::array();
  for (const auto& id : jobIds_) {
    const auto it = known.find(id);
    out.push_back(it != known.end() ? it->second : nlohmann::json{{"id", id}, {"state", "waiting"}});
  }
  return out;
}

}  // namespace craftmate::app
