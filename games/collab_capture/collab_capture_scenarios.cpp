#include "games/collab_capture/collab_capture_scenarios.h"

#include <stdexcept>
#include <string>

namespace craftmate::games::collab_capture {

const std::array<CaptureScenario, 4>& captureScenarios() {
  static const std::array<CaptureScenario, 4> scenarios = {{
      {1, 1, 6, 2, true, true, "both doors open: pincer the thief"},
      {2, 1, 6, 2, true, false, "door 3-4 closed: the thief is boxed towards Room 1"},
      {3, 1, 6, 2, false, true, "door 1-2 closed: one pursuer holds, the other sweeps round"},
      {4, 1, 6, 2, false, false, "both closed: one pursuer opens a door for the other"},
  }};
  return scenarios;
}

const CaptureScenario& captureScenario(int id) {
  if (id < 1 || id > 4) {
    throw std::invalid_argument("scenario must be 1, 2, 3 or 4 (door 1-2 / door 3-4: open/open, open/closed, "
                                "closed/open, closed/closed); got " + std::to_string(id));
  }
  return captureScenarios()[static_cast<size_t>(id - 1)];
}

}  // namespace craftmate::games::collab_capture
