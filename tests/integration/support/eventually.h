#pragma once
// Waiting in a test for what it needs rather than for a fixed time: `eventually(check)` calls
// `check` on the test thread every `every` until it holds (true) or `timeout` passed (false, after
// one last call). A loaded machine only makes it wait longer.

#include <chrono>
#include <thread>

namespace craftmate::testing {

template <typename C>
bool eventually(C check, std::chrono::milliseconds timeout = std::chrono::seconds(15),
                std::chrono::milliseconds every = std::chrono::milliseconds(50)) {
  for (const auto end = std::chrono::steady_clock::now() + timeout; std::chrono::steady_clock::now() < end;
       std::this_thread::sleep_for(every))
    if (check()) return true;
  return static_cast<bool>(check());
}

}  // namespace craftmate::testing
