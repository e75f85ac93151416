#include "tasks/progress_bar.h"

#include <cmath>
#include <cstdio>
#include <iostream>

namespace craftmate::tasks {

std::string formatDuration(double seconds) {
  const long s = std::lround(std::max(0.0, seconds));
  char buf[32];
  if (s >= 3600) std::snprintf(buf, sizeof buf, "%ldh%02ldm", s / 3600, (s % 3600) / 60);
  else if (s >= 60) std::snprintf(buf, sizeof buf, "%ldm%02lds", s / 60, s % 60);
  else std::snprintf(buf, sizeof buf, "%lds", s);
  return buf;
}

std::string progressLine(int done, int total, double elapsedSeconds, const std::string& last, int barWidth) {
  const double fraction = total > 0 ? static_cast<double>(done) / total : 1.0;
  const int filled = static_cast<int>(fraction * barWidth);
  std::string line = "[" + std::string(filled, '#') + std::string(barWidth - filled, '-') + "] ";
  const std::string width = std::to_string(std::to_string(total).size());
  char counts[64];
  std::snprintf(counts, sizeof counts, ("%" + width + "d/%d %3d%%").c_str(), done, total,
                static_cast<int>(fraction * 100));
  line += counts;
  line += " " + formatDuration(elapsedSeconds) + " elapsed, ETA ";
  line += done > 0 ? formatDuration(elapsedSeconds / done * (total - done)) : std::string("--");
  if (!last.empty()) line += "  last: " + last;
  return line;
}

ProgressBar::ProgressBar(std::ostream& out, int total, bool enabled) : out_(out), total_(total), enabled_(enabled) {
  if (enabled_) draw();
}

void ProgressBar::finished(const std::string& jobId, bool) {
  ++done_;
  last_ = jobId;
  if (enabled_) draw();
}

void ProgressBar::message(const std::string& text) {
  if (enabled_) out_ << "\r\033[K" << std::flush;
  std::cerr << text << "\n";
  if (enabled_) draw();
}

void ProgressBar::done() {
  if (enabled_) out_ << "\n" << std::flush;
}

void ProgressBar::draw() {
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  out_ << "\r\033[K" << progressLine(done_, total_, elapsed, last_) << std::flush;
}

}  // namespace craftmate::tasks
