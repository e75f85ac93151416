#include "agents/action_manager.h"

#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "agents/done_signal.h"
#include "commands/js_number.h"

namespace craftmate::agents {

namespace asio = boost::asio;

namespace {
constexpr size_t kMaxOutput = 500;
}

// One started action: its cancellation signal, timeout timer and log.
struct ActionManager::Running {
  explicit Running(const asio::any_io_executor& ex) : timeoutTimer(ex) {}
  asio::cancellation_signal signal;
  asio::steady_timer timeoutTimer;
  DoneSignal done;
  ActionLog log;
  bool finished = false;
  bool interruptRequested = false;  // MINDcraft's bot.interrupt_code
  bool timedout = false;
};

ActionManager::ActionManager(asio::any_io_executor executor, Hooks hooks)
    : executor_(std::move(executor)), hooks_(std::move(hooks)) {}

ActionManager::~ActionManager() {
  if (current_) {
    current_->timeoutTimer.cancel();
    current_->signal.emit(asio::cancellation_type::terminal);
  }
}

bool ActionManager::executing() const { return current_ != nullptr; }

std::string ActionManager::outputSummary(const std::string& log) {
  if (log.size() <= kMaxOutput) return "Action output:\n" + log;
  // A JavaScript template literal with a line break and ten spaces of indentation in MINDcraft.
  return "Action output is very long (" + std::to_string(log.size()) + " chars) and has been shortened.\n\n" +
         "          First outputs:\n" + log.substr(0, kMaxOutput / 2) + "\n...skipping many lines.\nFinal outputs:\n " +
         log.substr(log.size() - kMaxOutput / 2);
}

std::optional<std::string> ActionManager::commandOutput(const ActionResult& result) {
  if (result.interrupted && !result.timedout) return std::nullopt;
  return result.message;
}

asio::awaitable<ActionResult> ActionManager::runAction(std::string label, Action fn, std::optional<Minutes> timeout, bool resume) {
  if (resume) {
    resumeFn_ = fn;
    resumeLabel_ = label;
  }
  co_return co_await execute(std::move(label), std::move(fn), timeout);
}

asio::awaitable<ActionResult> ActionManager::resumeAction() {
  const bool selfPrompting = hooks_.selfPromptActive && hooks_.selfPromptActive();
  if (!resumeFn_ || executing() || selfPrompting) co_return ActionResult{};
  co_return co_await execute(resumeLabel_, resumeFn_, Minutes(10));
}

void ActionManager::cancelResume() {
  resumeFn_ = nullptr;
  resumeLabel_.clear();
}

asio::awaitable<void> ActionManager::stop() {
  const std::shared_ptr<Running> run = current_;
  if (!run || run->finished) co_return;
  run->interruptRequested = true;
  run->signal.emit(asio::cancellation_type::terminal);
  const bool ended = co_await run->done.wait(stopGrace_);
  if (!ended && !run->finished && hooks_.refusedStop) {
    hooks_.refusedStop("Code execution refused stop after 10 seconds. Killing process.");
  }
}

asio::awaitable<void> ActionManager::watchTimeout(std::shared_ptr<Running> run, Minutes timeout) {
  run->timeoutTimer.expires_after(std::chrono::duration_cast<std::chrono::steady_clock::duration>(timeout));
  boost::system::error_code ec;
  co_await run->timeoutTimer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
  if (ec || run->finished) co_return;  // the action ended first (or the manager is gone)
  // MINDcraft never resets `timedout` (Appendix C.13); ours belongs to the one action that timed out.
  run->timedout = true;
  if (hooks_.systemMessage) {
    hooks_.systemMessage("Code execution timed out after " + commands::jsNumberToString(timeout.count()) +
                         " minutes. Attempting force stop.");
  }
  if (current_ == run) co_await stop();
}

asio::awaitable<ActionResult> ActionManager::execute(std::string label, Action fn, std::optional<Minutes> timeout) {
  // One action at a time: a newer one interrupts the running one. Loop, because another caller
  // waiting on the same stop may have started its action first.
  while (current_) co_await stop();
  auto run = std::make_shared<Running>(executor_);
  current_ = run;
  label_ = label;
  if (timeout && timeout->count() > 0) asio::co_spawn(executor_, watchTimeout(run, *timeout), asio::detached);

  std::optional<std::string> error;
  try {
    const std::string last =
        co_await asio::co_spawn(executor_, fn(run->log), asio::bind_cancellation_slot(run->signal.slot(), asio::use_awaitable));
    if (!last.empty()) run->log.log(last);
  } catch (const std::exception& e) {
    // After an interrupt, the exception is how cancellation ends a coroutine, not a failure.
    if (!run->interruptRequested) error = e.what();
  }
  run->finished = true;
  run->timeoutTimer.cancel();
  if (current_ == run) {
    current_.reset();
    label_.clear();
  }
  run->done.notifyAll();

  const bool interrupted = run->interruptRequested;
  std::string summary = interrupted && !run->timedout ? std::string() : outputSummary(run->log.text());
  ActionResult result{!error, std::move(summary), interrupted, run->timedout};
  if (error) {
    cancelResume();
    // MINDcraft prints err.stack of an already stringified error, i.e. "undefined" (Appendix C.14);
    // kept so that the text matches what MINDcraft-trained models have seen.
    result.message += "!!Code threw exception!!\nError: " + *error + "\nStack trace:\nundefined\n";
    result.timedout = false;
  }
  if (!interrupted && hooks_.idle) hooks_.idle();
  co_return result;
}

}  // namespace craftmate::agents
