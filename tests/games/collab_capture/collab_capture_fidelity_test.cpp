// Departures from the authors' engine (LLM-Coordination's collab_capture_benchmarking.py game loop)
// found by running both on the same moves (issue 21), each pinned here.

#include <gtest/gtest.h>

#include "games/collab_capture/collab_capture_state.h"

namespace craftmate::games::collab_capture {
namespace {

using Move = CaptureAction;

// The loop's swap test reads `previous_room`, which starts as None and is set at the end of a turn:
// a pursuer and the thief passing each other on turn 1 is no capture.
TEST(CollabCaptureFidelity, SwapOnTheFirstTurnIsNoCapture) {
  CaptureState s(7, 6, 8, true, true);
  s.ApplyJointMove(Move::move(8), Move::stay());
  EXPECT_EQ(s.agentRoom(kAlice), 8);
  EXPECT_EQ(s.thiefRoom(), 7);
  EXPECT_FALSE(s.captured());
  EXPECT_FALSE(s.ended());
}

// From turn 2 on a swap captures: CollabCaptureSpec.CC05_SwapIsACapture.

}  // namespace
}  // namespace craftmate::games::collab_capture
