#pragma once
// MINDcraft's self-prompter (mindcraft.md §3.4): with a goal (`!goal`), the agent prompts itself
// ("You are self-prompting with the goal: ...") until it ends the goal, stops using commands three
// times in a row, or is stopped or paused (a conversation pauses it). When the loop has ended but
// the goal is still active, update() restarts it after 2 s of the agent being idle.

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

namespace craftmate::agents {

class DoneSignal;

// What the self-prompter needs from its agent.
class SelfPrompterHost {
 public:
  virtual ~SelfPrompterHost() = default;
  // handleMessage(source, message, max_responses) of mindcraft.md §3.2; true when a command was used.
  // nullopt: settings.max_commands; -1: unlimited.
  virtual boost::asio::awaitable<bool> handleMessage(std::string source, std::string message, std::optional<int> maxResponses) = 0;
  virtual bool isIdle() const = 0;
  virtual boost::asio::awaitable<void> stopAction() = 0;
  virtual void openChat(const std::string& message) = 0;
};

class SelfPrompter {
 public:
  enum class State { Stopped = 0, Active = 1, Paused = 2 };  // persisted as self_prompting_state

  SelfPrompter(boost::asio::any_io_executor executor, SelfPrompterHost& host);
  ~SelfPrompter();

  // Starts self-prompting with `prompt` (empty: the stored prompt). Returns
  // "No prompt specified. Ignoring request." when there is none, else "".
  std::string start(const std::string& prompt = "");
  // Every tick (MINDcraft: 300 ms) with the time since the last one.
  void update(std::chrono::milliseconds elapsed);
  // stop(): STOPPED, optionally stopping the current action. pause(): PAUSED, action stopped.
  boost::asio::awaitable<void> stop(bool stopAction = true);
  boost::asio::awaitable<void> pause();
  // Stores a goal to resume later (a !goal during a conversation) without starting the loop.
  void setPromptPaused(const std::string& prompt);
  // Ends the loop (not the state) and waits until it has ended.
  boost::asio::awaitable<void> stopLoop();
  // A self-prompt turn must stop when the loop was told to end.
  bool shouldInterrupt(bool isSelfPrompt) const;
  // A user's message made the model start an action: the loop stops (update restarts it later).
  void handleUserPromptedCmd(bool isSelfPrompt, bool isAction);
  // Restores a saved state; an error text for a non-STOPPED state without prompt, else "".
  std::string handleLoad(const std::string& prompt, State state);

  State state() const { return state_; }
  bool isActive() const { return state_ == State::Active; }
  bool isPaused() const { return state_ == State::Paused; }
  bool loopActive() const { return loopActive_; }
  const std::string& prompt() const { return prompt_; }
  // The goal for $SELF_PROMPT: shown while ACTIVE or PAUSED.
  std::string shownGoal() const { return state_ == State::Stopped ? std::string() : prompt_; }

  // MINDcraft's 2000 ms between self-prompts and before a restart (tests shorten it).
  void setCooldown(std::chrono::milliseconds cooldown) { cooldown_ = cooldown; }
  static constexpr int kMaxNoCommand = 3;

 private:
  void startLoop();
  void requestLoopStop();
  boost::asio::awaitable<void> loop();

  boost::asio::any_io_executor executor_;
  SelfPrompterHost& host_;
  State state_ = State::Stopped;
  std::string prompt_;
  bool loopActive_ = false;
  bool interrupt_ = false;
  std::chrono::milliseconds idleTime_{0};
  std::chrono::milliseconds cooldown_{2000};
  std::unique_ptr<DoneSignal> loopEnded_;
};

}  // namespace craftmate::agents
