#pragma once
// The jobs of a folder as the MindServer's job pages show them: a run folder (DIR/run.sqlite, one
// job named after the folder) or an evaluation folder (DIR/results.sqlite and DIR/jobs/<job>/
// run.sqlite; a job folder without a result is still running, or was stopped). Read afresh on every
// call, so `craftmate serve` on a running evaluation shows new jobs as they come.

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace craftmate::app {

class JobFolder {
 public:
  // Throws std::invalid_argument naming DIR when it holds neither run.sqlite nor results.sqlite.
  explicit JobFolder(std::string dir);

  // [{id, state: "done"|"running", score?, success?, end_reason?}], finished jobs first.
  nlohmann::json jobs() const;
  // The timeline of a job of jobs() (mindserver::runTimeline plus "result"); nullopt for others.
  std::optional<nlohmann::json> timeline(const std::string& id) const;
  const std::string& dir() const { return dir_; }

 private:
  struct Entry {
    std::string id;
    std::string runStore;          // its run.sqlite (may not exist: a job recorded no trajectory)
    nlohmann::json result;         // null while running
  };
  std::vector<Entry> entries() const;
  std::string dir_;
  bool evaluation_ = false;
};

}  // namespace craftmate::app
