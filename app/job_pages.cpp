#include "app/job_pages.h"

#include <cctype>
#include <filesystem>
#include <set>
#include <stdexcept>

#include "mindserver/run_timeline.h"
#include "tasks/evaluation_runner.h"
#include "tasks/results_store.h"

namespace craftmate::app {

namespace fs = std::filesystem;

namespace {

// A running job's folder is jobFolderName(job): its id, then ".<8 hex>" when it has a configuration.
// The page knows jobs by id, so the key comes off.
std::string jobIdOfFolder(const std::string& folder) {
  const auto dot = folder.rfind('.');
  if (dot == std::string::npos || folder.size() - dot != 9) return folder;
  for (std::size_t i = dot + 1; i < folder.size(); ++i)
    if (!std::isxdigit(static_cast<unsigned char>(folder[i]))) return folder;
  return folder.substr(0, dot);
}

nlohmann::json resultJson(const tasks::JobRecord& r) {
  return {{"score", r.result.score},         {"success", r.result.success},
          {"seconds", r.result.seconds},     {"turns", r.result.turns},
          {"messages", r.result.messages},   {"end_reason", r.result.endReason},
          {"task_type", r.job.taskType},     {"agent_count", r.job.agentCount},
          {"parameters", r.job.parameters},  {"metrics", r.result.metrics},
          {"finished_at", r.finishedAt}};
}

}  // namespace

JobFolder::JobFolder(std::string dir) : dir_(std::move(dir)) {
  evaluation_ = fs::is_regular_file(fs::path(dir_) / "results.sqlite");
  if (!evaluation_ && !fs::is_regular_file(fs::path(dir_) / "run.sqlite"))
    throw std::invalid_argument("'" + dir_ +
                                "' holds neither results.sqlite (a `craftmate eval --out` folder) nor run.sqlite "
                                "(a `craftmate run --out` or `craftmate start` folder)");
}

std::vector<JobFolder::Entry> JobFolder::entries() const {
  if (!evaluation_) {
    const std::string name = fs::path(dir_).lexically_normal().filename().string();
    return {{name.empty() ? fs::absolute(dir_).parent_path().filename().string() : name,
             (fs::path(dir_) / "run.sqlite").string(), nullptr}};
  }
  std::vector<Entry> out;
  std::set<std::string> folders;
  for (const auto& r : tasks::loadResults(dir_)) {
    const std::string folder = tasks::jobFolderName(r.job);
    folders.insert(folder);
    out.push_back({r.job.id, (fs::path(dir_) / "jobs" / folder / "run.sqlite").string(), resultJson(r)});
  }
  std::error_code ec;
  for (const auto& d : fs::directory_iterator(fs::path(dir_) / "jobs", ec)) {
    const std::string folder = d.path().filename().string();
    if (d.is_directory() && !folders.count(folder))
      out.push_back({jobIdOfFolder(folder), (d.path() / "run.sqlite").string(), nullptr});
  }
  return out;
}

nlohmann::json JobFolder::jobs() const {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& e : entries()) {
    nlohmann::json j = {{"id", e.id}, {"state", e.result.is_null() ? "running" : "done"}};
    if (!e.result.is_null()) {
      j["score"] = e.result["score"];
      j["success"] = e.result["success"];
      j["end_reason"] = e.result["end_reason"];
    }
    out.push_back(std::move(j));
  }
  return out;
}

std::optional<nlohmann::json> JobFolder::timeline(const std::string& id) const {
  for (const auto& e : entries()) {
    if (e.id != id) continue;
    nlohmann::json t = fs::is_regular_file(e.runStore)
                           ? mindserver::runTimeline(e.runStore, id)
                           : nlohmann::json{{"id", id}, {"runs", nlohmann::json::array()}, {"events", nlohmann::json::array()}};
    if (!e.result.is_null()) t["result"] = e.result;
    return t;
  }
  return std::nullopt;
}

}  // namespace craftmate::app
