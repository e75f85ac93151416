#pragma once
// The paper's collaboration score (spec §5.1): per tau setting, completed / (completed + failed)
// pooled over that setting's episodes; CoS is the unweighted mean of those rates.

#include <string>
#include <vector>

namespace craftmate::games::cuisine {

struct SettingTally {
  double tau = 1.0;
  int episodes = 0;
  int completed = 0;
  int failed = 0;  // per expired order (or per step with an expiry, if that quirk is chosen)
  int active = 0;  // still open when an episode ended (excluded by the paper's denominator)

  // completed / (completed + failed [+ active]); 0 when nothing was decided yet.
  double rate(bool countActive = false) const;
  // "18/54", as the paper's tables print a cell.
  std::string fraction(bool countActive = false) const;
};

// Mean of the settings' rates over settings that decided at least one order.
double collaborationScore(const std::vector<SettingTally>& settings, bool countActive = false);
// Mean of plain rates (the tables' CoS rows from their printed fractions).
double collaborationScore(const std::vector<double>& rates);

}  // namespace craftmate::games::cuisine
