#pragma once
// The stop flag of a long evaluation: Ctrl-C or SIGTERM sets it, the evaluation runner finishes the
// jobs in flight and stops, so a resumed run redoes nothing that was recorded.

#include <atomic>

namespace craftmate::app {

// Installs the SIGINT/SIGTERM handlers (once) and returns the flag they set.
std::atomic<bool>* stopFlagOnInterrupt();

}  // namespace craftmate::app
