#include "mindserver/run_timeline.h"

#include <filesystem>
#include <variant>

#include "memory/run_store.h"
#include "mindserver/trajectory_events.h"

namespace craftmate::mindserver {

nlohmann::json runTimeline(const std::string& runSqlitePath, const std::string& id) {
  if (!std::filesystem::is_regular_file(runSqlitePath))
    throw memory::RunStoreError("no run store at " + runSqlitePath);
  const memory::RunStore store(runSqlitePath, memory::RunStore::Mode::ReadOnly);
  nlohmann::json runs = nlohmann::json::array();
  for (const auto& r : store.runs()) {
    runs.push_back({{"id", r.id},
                    {"world", r.world},
                    {"params", r.params},
                    {"models", r.models},
                    {"started_at", r.startedAt},
                    {"ended_at", r.endedAt},
                    {"finished", r.finished},
                    {"complete", r.complete},
                    {"metrics", r.metrics},
                    {"turns", r.turns},
                    {"end_reason", r.endReason}});
  }
  nlohmann::json events = nlohmann::json::array();
  for (const auto& t : store.timeline()) {
    nlohmann::json e = std::visit([](const auto& record) { return eventJson(record); }, t.record);
    e["at"] = t.at;
    e["run"] = t.runId;
    events.push_back(std::move(e));
  }
  nlohmann::json out = {{"id", id}, {"runs", std::move(runs)}, {"agents", store.agentNames()}, {"events", std::move(events)}};
  if (const auto inventories = store.finalInventories(); !inventories.empty()) out["inventories"] = inventories;
  return out;
}

}  // namespace craftmate::mindserver
