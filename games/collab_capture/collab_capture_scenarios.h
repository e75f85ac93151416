#pragma once
// The four Collab Capture scenarios (spec §5.3, inferred and corroborated by the greedy row of
// Table 2): the four door combinations from Alice in Room 1, Bob in Room 6, the thief in Room 2.

#include <array>

namespace craftmate::games::collab_capture {

struct CaptureScenario {
  int id;
  int aliceRoom;
  int bobRoom;
  int thiefRoom;
  bool door12Open;
  bool door34Open;
  const char* tests;  // the coordination skill the door setting probes
};

const std::array<CaptureScenario, 4>& captureScenarios();
// Throws std::invalid_argument naming the valid range when `id` is not 1..4.
const CaptureScenario& captureScenario(int id);

}  // namespace craftmate::games::collab_capture
