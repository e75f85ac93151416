#include "agents/self_prompter.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "agents/done_signal.h"

namespace craftmate::agents {

namespace asio = boost::asio;

SelfPrompter::SelfPrompter(asio::any_io_executor executor, SelfPrompterHost& host)
    : executor_(std::move(executor)), host_(host), loopEnded_(std::make_unique<DoneSignal>()) {}

SelfPrompter::~SelfPrompter() = default;

std::string SelfPrompter::start(const std::string& prompt) {
  if (prompt.empty() && prompt_.empty()) return "No prompt specified. Ignoring request.";
  if (!prompt.empty()) prompt_ = prompt;
  state_ = State::Active;
  startLoop();
  return "";
}

void SelfPrompter::startLoop() {
  if (loopActive_) return;  // MINDcraft warns "Self-prompt loop is already active. Ignoring request."
  loopActive_ = true;
  asio::co_spawn(executor_, loop(), asio::detached);
}

asio::awaitable<void> SelfPrompter::loop() {
  int noCommandCount = 0;
  while (!interrupt_) {
    const std::string message = "You are self-prompting with the goal: '" + prompt_ +
                                "'. Your next response MUST contain a command with this syntax: !commandName. Respond:";
    const bool usedCommand = co_await host_.handleMessage("system", message, -1);
    if (!usedCommand) {
      if (++noCommandCount >= kMaxNoCommand) {
        host_.openChat("Agent did not use command in the last " + std::to_string(kMaxNoCommand) +
                       " auto-prompts. Stopping auto-prompting.");
        state_ = State::Stopped;
        break;
      }
    } else {
      noCommandCount = 0;
      asio::steady_timer pause(executor_, cooldown_);
      boost::system::error_code ignored;
      co_await pause.async_wait(asio::redirect_error(asio::use_awaitable, ignored));
    }
  }
  loopActive_ = false;
  interrupt_ = false;
  loopEnded_->notifyAll();
}

void SelfPrompter::update(std::chrono::milliseconds elapsed) {
  if (state_ == State::Active && !loopActive_ && !interrupt_) {
    idleTime_ = host_.isIdle() ? idleTime_ + elapsed : std::chrono::milliseconds(0);
    if (idleTime_ >= cooldown_) {
      startLoop();
      idleTime_ = std::chrono::milliseconds(0);
    }
  } else {
    idleTime_ = std::chrono::milliseconds(0);
  }
}

asio::awaitable<void> SelfPrompter::stopLoop() {
  interrupt_ = true;
  // MINDcraft polls every 500 ms without a limit; a self-prompt turn ends with its model call.
  while (loopActive_) co_await loopEnded_->wait(std::chrono::seconds(1));
  interrupt_ = false;
}

asio::awaitable<void> SelfPrompter::stop(bool stopAction) {
  interrupt_ = true;
  if (stopAction) co_await host_.stopAction();
  requestLoopStop();
  state_ = State::Stopped;
}

void SelfPrompter::requestLoopStop() {
  // MINDcraft calls stopLoop() without awaiting it: with no loop running it only clears the flag
  // (at once, so a start() right after works); otherwise the flag stays up until the loop ends.
  if (!loopActive_) {
    interrupt_ = false;
    return;
  }
  interrupt_ = true;
  asio::co_spawn(executor_, stopLoop(), asio::detached);
}

asio::awaitable<void> SelfPrompter::pause() {
  interrupt_ = true;
  co_await host_.stopAction();
  requestLoopStop();
  state_ = State::Paused;
}

void SelfPrompter::setPromptPaused(const std::string& prompt) {
  prompt_ = prompt;
  state_ = State::Paused;
}

bool SelfPrompter::shouldInterrupt(bool isSelfPrompt) const {
  return isSelfPrompt && (state_ == State::Active || state_ == State::Paused) && interrupt_;
}

void SelfPrompter::handleUserPromptedCmd(bool isSelfPrompt, bool isAction) {
  if (!isSelfPrompt && isAction) requestLoopStop();
}

std::string SelfPrompter::handleLoad(const std::string& prompt, State state) {
  state_ = state;
  prompt_ = prompt;
  if (state == State::Active) return start(prompt);
  if (state != State::Stopped && prompt.empty()) return "No prompt specified for the saved self-prompting state.";
  return "";
}

}  // namespace craftmate::agents
