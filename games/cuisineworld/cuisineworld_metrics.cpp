#include "games/cuisineworld/cuisineworld_metrics.h"

namespace craftmate::games::cuisine {

double SettingTally::rate(bool countActive) const {
  const int denominator = completed + failed + (countActive ? active : 0);
  return denominator == 0 ? 0.0 : static_cast<double>(completed) / denominator;
}

std::string SettingTally::fraction(bool countActive) const {
  return std::to_string(completed) + "/" + std::to_string(completed + failed + (countActive ? active : 0));
}

double collaborationScore(const std::vector<SettingTally>& settings, bool countActive) {
  double sum = 0;
  int counted = 0;
  for (const SettingTally& s : settings) {
    if (s.completed + s.failed + (countActive ? s.active : 0) == 0) continue;
    sum += s.rate(countActive);
    ++counted;
  }
  return counted == 0 ? 0.0 : sum / counted;
}

double collaborationScore(const std::vector<double>& rates) {
  if (rates.empty()) return 0.0;
  double sum = 0;
  for (double r : rates) sum += r;
  return sum / static_cast<double>(rates.size());
}

}  // namespace craftmate::games::cuisine
