#pragma once
// A finished (or running) job's timeline, read from its run folder's run.sqlite:
//   {"id": <job>, "runs": [{id, world, params, models, started_at, ended_at, finished, complete,
//     metrics, turns, end_reason}], "agents": [names],
//    "events": [{"at": ISO time, "run": id, <eventJson fields>}]}
// plus "inventories" ({agent: {item: count}}) when the run recorded its agents' final inventories.
// The caller may add "result" (the evaluation's score, success, seconds, end_reason) before handing
// it to timelinePage().

#include <string>

#include <nlohmann/json.hpp>

namespace craftmate::mindserver {

// Throws memory::RunStoreError (a std::runtime_error) when the file is missing or unreadable.
nlohmann::json runTimeline(const std::string& runSqlitePath, const std::string& id);

}  // namespace craftmate::mindserver
