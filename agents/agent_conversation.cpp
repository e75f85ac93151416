// The agent's side of conversation timing (mindcraft.md §4.3, §4.4): when to answer a partner's
// message, and the monitor that notices a silent or vanished partner.

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "agents/agent.h"
#include "commands/command_text.h"

namespace craftmate::agents {

namespace asio = boost::asio;

namespace {
constexpr std::chrono::milliseconds kInitialWaitLimit{30000};
constexpr std::chrono::milliseconds kDisconnectGrace{10000};
}  // namespace

struct Agent::PendingReply {
  explicit PendingReply(const asio::any_io_executor& ex) : timer(ex) {}
  asio::steady_timer timer;
};

Agent::~Agent() {
  conversations_.onQueued = nullptr;
  for (auto& [partner, pending] : pendingReplies_) pending->timer.cancel();
}

bool Agent::responseScheduledFor(const std::string& sender) const {
  return conversations_.isAgent(sender) && conversations_.inConversation(sender) && pendingReplies_.count(sender) > 0;
}

void Agent::onPacketQueued(const BotMessage& packet) {
  // "Responding to conversation takes priority over self prompting."
  if (selfPrompter_.isActive()) asio::co_spawn(executor_, selfPrompter_.pause(), asio::detached);
  if (auto it = pendingReplies_.find(packet.from); it != pendingReplies_.end()) {
    it->second->timer.cancel();
    pendingReplies_.erase(it);
  }
  const bool otherBusy = commands::containsCommand(packet.message).has_value();
  const bool meBusy = !isIdle();
  const std::string& label = actions_.currentActionLabel();
  // Actions that leave the agent free to talk.
  const bool talkOver = label.find("stay") != std::string::npos || label.find("followPlayer") != std::string::npos ||
                        label.find("mode:") != std::string::npos;
  if (meBusy && otherBusy) {
    if (talkOver) scheduleProcessing(packet.from, quickReply);
    // Otherwise both are busy: the packet waits for the next one or for the conversation's end.
  } else if (otherBusy) {
    scheduleProcessing(packet.from, busyPartnerReply);
  } else if (meBusy) {
    if (talkOver) scheduleProcessing(packet.from, quickReply);
    else asio::co_spawn(executor_, askWhetherToRespond(packet.from, packet.message), asio::detached);
  } else {
    scheduleProcessing(packet.from, quickReply);
  }
}

asio::awaitable<void> Agent::askWhetherToRespond(std::string partner, std::string message) {
  const bool respond = co_await prompter_.promptShouldRespondToBot(history_.turns(), message, promptValues());
  if (respond) scheduleProcessing(partner, quickReply);
}

void Agent::scheduleProcessing(const std::string& partner, std::chrono::milliseconds delay) {
  auto pending = std::make_shared<PendingReply>(executor_);
  pending->timer.expires_after(delay);
  pendingReplies_[partner] = pending;
  asio::co_spawn(
      executor_,
      [this, partner, pending]() -> asio::awaitable<void> {
        boost::system::error_code ec;
        co_await pending->timer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
        if (ec) co_return;  // a newer packet rescheduled it
        // No longer "scheduled" once processing starts, or the answer would interrupt itself.
        if (auto it = pendingReplies_.find(partner); it != pendingReplies_.end() && it->second == pending) pendingReplies_.erase(it);
        co_await processQueued(partner);
      },
      asio::detached);
}

asio::awaitable<void> Agent::processQueued(std::string partner) {
  for (const Delivery& d : conversations_.deliver(partner)) {
    if (d.source == "system") {  // the partner ended the conversation
      if (lastSender_ == partner) lastSender_.clear();
      resumeGoalAfterConversation();
      co_await handleMessage("system", d.text);
    } else {
      if (d.start) shutUp_ = false;
      co_await handleMessage(d.source, d.text);
    }
  }
}

void Agent::monitorConversation(std::chrono::milliseconds elapsed) {
  const std::string partner = conversations_.activePartner();
  if (partner != monitoredPartner_) {
    monitoredPartner_ = partner;
    waitedForReply_ = std::chrono::milliseconds(0);
    waitLimit_ = kInitialWaitLimit;
    partnerGoneFor_ = std::chrono::milliseconds(0);
  }
  if (partner.empty()) return;
  if (!conversations_.awaitingResponse()) {
    waitedForReply_ = std::chrono::milliseconds(0);
    waitLimit_ = kInitialWaitLimit;
  } else if (isIdle()) {
    waitedForReply_ += elapsed;
    if (waitedForReply_ > waitLimit_) {
      const std::string text = partner + " hasn't responded in " + std::to_string(waitLimit_.count() / 1000) +
                               " seconds, respond with a message to them or your own action.";
      waitedForReply_ = std::chrono::milliseconds(0);
      waitLimit_ *= 2;
      asio::co_spawn(executor_, handleMessage("system", text), asio::detached);
    }
  }
  if (conversations_.isAgent(partner)) {
    partnerGoneFor_ = std::chrono::milliseconds(0);
    return;
  }
  partnerGoneFor_ += elapsed;
  if (partnerGoneFor_ < kDisconnectGrace) return;
  partnerGoneFor_ = std::chrono::milliseconds(0);
  const bool paused = selfPrompter_.isPaused();
  asio::co_spawn(
      executor_,
      [this, partner, paused]() -> asio::awaitable<void> {
        co_await endConversation(partner);
        if (!paused) co_await handleMessage("system", partner + " disconnected, conversation has ended.");
      },
      asio::detached);
}

}  // namespace craftmate::agents
