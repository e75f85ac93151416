#pragma once
// MINDcraft's ActionManager (mindcraft.md §3.3), independent of any world: an action is a coroutine
// returning its output text. Only one runs at a time: starting another, `!stop`, a mode or a
// timeout interrupts the running one through its cancellation slot (the C++ counterpart of
// mineflayer's `bot.interrupt_code`). The texts the model reads back are MINDcraft's, verbatim.

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

namespace craftmate::agents {

// The per-action output buffer (MINDcraft's `bot.output`): skills log progress lines here, so a
// timed-out action still reports what it did.
class ActionLog {
 public:
  void log(std::string_view line) {
    text_ += line;
    text_ += '\n';
  }
  // Adds text that is already lines, such as a skill's whole output (SkillContext::output), so a
  // skill run as an action reports what it logged; a missing final newline is added.
  void logLines(std::string_view lines) {
    text_ += lines;
    if (!lines.empty() && lines.back() != '\n') text_ += '\n';
  }
  const std::string& text() const { return text_; }
  void clear() { text_.clear(); }

 private:
  std::string text_;
};

// What an action does. Its returned text (if any) is logged as a final line. Cancellation arrives
// as boost::asio's terminal cancellation of the coroutine (its pending operations end with
// operation_aborted); an action may also finish normally after noticing it.
using Action = std::function<boost::asio::awaitable<std::string>(ActionLog&)>;

struct ActionResult {
  bool success = false;
  std::string message;  // the output summary ("Action output:\n..."), "" when interrupted
  bool interrupted = false;
  bool timedout = false;
};

class ActionManager {
 public:
  using Minutes = std::chrono::duration<double, std::ratio<60>>;

  // How the manager talks back to its agent (all optional).
  struct Hooks {
    std::function<void(const std::string&)> systemMessage;  // a system turn for the history
    std::function<void()> idle;                              // an action ended without interruption
    std::function<bool()> selfPromptActive;                  // resume actions wait while it is
    std::function<void(const std::string&)> refusedStop;     // MINDcraft kills the process here
  };

  ActionManager(boost::asio::any_io_executor executor, Hooks hooks = {});
  ~ActionManager();
  ActionManager(const ActionManager&) = delete;
  ActionManager& operator=(const ActionManager&) = delete;

  // runAction(label, fn, {timeout, resume}). The timeout is in minutes as in MINDcraft (default
  // 10); nullopt or <= 0 means none. A resume action (only !followPlayer in MINDcraft) is also
  // stored and re-run by resumeAction() when the agent is idle again.
  boost::asio::awaitable<ActionResult> runAction(std::string label, Action fn, std::optional<Minutes> timeout = Minutes(10),
                                                 bool resume = false);
  // Interrupts the running action and waits for it to end (up to the stop grace, 10 s).
  boost::asio::awaitable<void> stop();
  // Re-runs the stored resume action if the agent is idle and not self-prompting.
  boost::asio::awaitable<ActionResult> resumeAction();
  void cancelResume();
  // Whether a resume action is stored (MINDcraft's resume_func).
  bool hasResumeAction() const { return static_cast<bool>(resumeFn_); }

  bool executing() const;
  // "" when idle; e.g. "action:collectBlocks" or "mode:self_defense".
  const std::string& currentActionLabel() const { return label_; }

  // runAsAction's return rule: nothing when interrupted (and not timed out), else the message.
  static std::optional<std::string> commandOutput(const ActionResult& result);
  // getBotOutputSummary: "Action output:\n<log>", or the shortened form above 500 characters.
  static std::string outputSummary(const std::string& log);

  void setStopGrace(std::chrono::steady_clock::duration grace) { stopGrace_ = grace; }

 private:
  struct Running;
  boost::asio::awaitable<ActionResult> execute(std::string label, Action fn, std::optional<Minutes> timeout);
  boost::asio::awaitable<void> watchTimeout(std::shared_ptr<Running> run, Minutes timeout);

  boost::asio::any_io_executor executor_;
  Hooks hooks_;
  std::shared_ptr<Running> current_;
  std::string label_;
  Action resumeFn_;
  std::string resumeLabel_;
  std::chrono::steady_clock::duration stopGrace_ = std::chrono::seconds(10);
};

}  // namespace craftmate::agents
