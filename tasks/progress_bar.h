#pragma once
// The terminal progress bar of `craftmate eval`: one line redrawn in place with done/total, elapsed
// time and an ETA from the throughput so far (so K parallel workers are accounted for). Disabled, it
// prints nothing but the messages (stdout is a file or pipe: logs stay clean).

#include <chrono>
#include <iosfwd>
#include <string>

namespace craftmate::tasks {

// "1h02m", "3m05s", "42s".
std::string formatDuration(double seconds);

// One line of the bar, e.g. "[#####---------------]  5/20  25% 1m40s elapsed, ETA 5m00s  last: cooking_1".
// ETA is "--" before the first job finished.
std::string progressLine(int done, int total, double elapsedSeconds, const std::string& last, int barWidth = 20);

class ProgressBar {
 public:
  ProgressBar(std::ostream& out, int total, bool enabled);
  void finished(const std::string& jobId, bool stored);
  // A line for the user (stderr), without tearing the bar.
  void message(const std::string& text);
  void done();

 private:
  void draw();
  std::ostream& out_;
  int total_;
  bool enabled_;
  int done_ = 0;
  std::string last_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace craftmate::tasks
