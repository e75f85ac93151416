#pragma once
// The agent's update tick (mindcraft.md §3.1): every 300 ms, never overlapping, the modes check
// (Modes::update) and then Agent::update(elapsed) restarts an idle goal, watches the conversation and
// checks whether the task is done. Runs on the bot's executor until stopped or destroyed.

#include <chrono>
#include <memory>

#include <boost/asio/any_io_executor.hpp>

namespace craftmate::agents {
class Agent;
}

namespace craftmate::agents::modes {

class Modes;

class UpdateLoop {
 public:
  static constexpr std::chrono::milliseconds kInterval{300};

  // `modes` may be null (an agent without modes still needs its tick). Starts at once; the first
  // tick comes after one interval, as in MINDcraft.
  UpdateLoop(boost::asio::any_io_executor executor, Agent& agent, Modes* modes, std::chrono::milliseconds interval = kInterval);
  // Stops the loop (call on the executor, or after the io_context has stopped).
  ~UpdateLoop();
  UpdateLoop(const UpdateLoop&) = delete;
  UpdateLoop& operator=(const UpdateLoop&) = delete;

  void stop();
  int ticks() const;

  struct State;  // shared with the running loop (update_loop.cpp)

 private:
  std::shared_ptr<State> state_;
};

}  // namespace craftmate::agents::modes
