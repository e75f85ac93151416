#include "memory/sft_dataset.h"

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <stdexcept>

namespace craftmate::memory {

std::string runStorePath(const std::string& runDirOrFile) {
  if (std::filesystem::is_directory(runDirOrFile)) return (std::filesystem::path(runDirOrFile) / "run.sqlite").string();
  return runDirOrFile;
}

std::vector<RunRef> selectRuns(const std::vector<RunRef>& runs, const DatasetOptions& options) {
  std::vector<RunRef> kept;
  if (options.metric.empty()) {
    for (const auto& r : runs) {
      if (r.run.finished && r.run.complete) kept.push_back(r);
    }
    return kept;
  }
  std::vector<double> scores;
  for (const auto& r : runs) {
    if (!r.run.finished) continue;
    if (auto it = r.run.metrics.find(options.metric); it != r.run.metrics.end()) scores.push_back(it->second);
  }
  if (scores.empty()) return kept;
  std::sort(scores.begin(), scores.end(), std::greater<>());
  const size_t topCount = (scores.size() + 3) / 4;  // ceil(n / 4): one run of up to four is kept
  const double cut = scores[topCount - 1];
  for (const auto& r : runs) {
    if (!r.run.finished) continue;
    auto it = r.run.metrics.find(options.metric);
    if (it != r.run.metrics.end() && it->second >= cut) kept.push_back(r);
  }
  return kept;
}

nlohmann::json sftExample(const agents::ModelCall& call) {
  nlohmann::json messages = nlohmann::json::array();
  messages.push_back({{"role", "system"}, {"content", call.system}});
  for (const auto& t : call.turns) messages.push_back({{"role", t.role}, {"content", t.content}});
  messages.push_back({{"role", "assistant"}, {"content", call.reply}});
  return {{"messages", std::move(messages)}};
}

DatasetReport exportDataset(const std::vector<std::string>& runPaths, const DatasetOptions& options, std::ostream& out) {
  if (runPaths.empty()) throw std::invalid_argument("no run folders given; pass the --out folders of 'craftmate run'");
  DatasetReport report;
  std::vector<RunRef> all;
  for (const auto& given : runPaths) {
    const std::string file = runStorePath(given);
    if (!std::filesystem::exists(file)) {
      throw std::invalid_argument(given + " has no run.sqlite; pass folders written by 'craftmate run --out DIR'");
    }
    RunStore store(file, RunStore::Mode::ReadOnly);
    for (auto& run : store.runs()) all.push_back({file, std::move(run)});
  }
  report.runs = static_cast<int>(all.size());
  const std::vector<RunRef> kept = selectRuns(all, options);
  report.keptRuns = static_cast<int>(kept.size());
  // Kept runs grouped by file, so each file is opened once and its calls read once.
  std::string openFile;
  std::vector<StoredModelCall> calls;
  for (const auto& ref : kept) {
    if (ref.file != openFile) {
      RunStore store(ref.file, RunStore::Mode::ReadOnly);
      calls = store.modelCalls();
      openFile = ref.file;
    }
    for (const auto& c : calls) {
      if (c.runId != ref.run.id || c.call.purpose != options.purpose) continue;
      out << sftExample(c.call).dump() << "\n";
      ++report.examples;
    }
  }
  return report;
}

}  // namespace craftmate::memory
