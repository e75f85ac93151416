#include "tasks/evaluation_status.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

namespace craftmate::tasks {

namespace {

std::string statusPath(const std::string& outDir) { return (std::filesystem::path(outDir) / "status.json").string(); }

}  // namespace

void writeEvaluationStatus(const std::string& outDir, const EvaluationStatus& s) {
  const nlohmann::json j = {{"state", s.state}, {"jobs", s.jobs},       {"finished", s.finished},
                            {"failed", s.failed}, {"running", s.running}, {"host", s.host},
                            {"pid", s.pid},       {"updated_at", s.updatedAt}};
  const std::string path = statusPath(outDir);
  const std::string temporary = path + ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(temporary, std::ios::trunc);
    if (!(out << j.dump(2) << "\n")) return;  // a status that cannot be written costs no result
  }
  std::error_code ec;
  std::filesystem::rename(temporary, path, ec);
}

std::optional<EvaluationStatus> readEvaluationStatus(const std::string& outDir) {
  std::ifstream in(statusPath(outDir));
  if (!in) return std::nullopt;
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (!j.is_object()) return std::nullopt;
  EvaluationStatus s;
  s.state = j.value("state", std::string());
  s.jobs = j.value("jobs", 0);
  s.finished = j.value("finished", 0);
  s.failed = j.value("failed", 0);
  s.running = j.value("running", std::vector<std::string>());
  s.host = j.value("host", std::string());
  s.pid = j.value("pid", 0);
  s.updatedAt = j.value("updated_at", std::string());
  return s;
}

}  // namespace craftmate::tasks
