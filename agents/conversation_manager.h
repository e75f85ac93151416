#pragma once
// One agent's side of bot-to-bot conversations (mindcraft.md §4.2, §4.5): at most one active
// conversation, start/end, ignore-until-start after an end, automatic rejection of a third agent,
// "(FROM OTHER BOT)" tagging, and concatenation of queued packets.
//
// Timing is the caller's: in a step-based text world queued packets are delivered when the agent
// next acts (the world's clock is its steps); the real-time Agent (agents/agent.h) is told of each
// queued packet (onQueued) and calls deliver() after MINDcraft's 200 ms / 5000 ms delays.

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "agents/bot_message.h"

namespace craftmate::agents {

class ConversationBus;

// What the agent must do with delivered messages: add a user turn, or a system turn when the
// partner ended the conversation.
struct Delivery {
  std::string source;  // the partner's name, or "system" when the conversation ended
  std::string text;    // "(FROM OTHER BOT)..." or 'Conversation with X ended with message: "..."'
  bool start = false;  // the last packet opened the conversation (MINDcraft then clears shut_up)
};

class ConversationManager {
 public:
  ConversationManager(std::string self, ConversationBus& bus);
  ~ConversationManager();
  ConversationManager(const ConversationManager&) = delete;
  ConversationManager& operator=(const ConversationManager&) = delete;

  // !startConversation: force-ends a conversation with someone else first. Returns the text for
  // the model: an error when `to` is not an agent (nothing sent), a warning when already talking to
  // `to` (the message is still sent, as MINDcraft does); empty otherwise.
  std::string startConversation(const std::string& to, const std::string& message);
  // !endConversation: "Not in conversation with <name>." or "Converstaion with <name> ended."
  // (MINDcraft's typo). Queued unread text is returned as a user turn in `unread`.
  std::string endConversation(const std::string& name, std::optional<Delivery>* unread = nullptr);
  // Routes a reply to the partner when in an active conversation with `to`. False when not sent.
  bool sendToBot(const std::string& to, const std::string& message);

  // Called by the bus when a packet arrives.
  void receive(const BotMessage& packet);
  // Concatenates and delivers queued packets, partner by partner (only `partner`'s when given).
  std::vector<Delivery> deliver(const std::string& partner = "");
  // Called after a packet was queued (a real-time agent schedules its answer, §4.3).
  std::function<void(const BotMessage&)> onQueued;

  bool inConversation(const std::string& name = "") const;
  const std::string& activePartner() const { return active_; }
  bool hasQueued() const;
  // True between sending to a partner and hearing back (the monitor's "hasn't responded", §4.4).
  bool awaitingResponse() const { return awaitingResponse_; }
  bool isAgent(const std::string& name) const;

 private:
  struct Convo {
    bool active = false;
    bool ignoreUntilStart = false;
    std::vector<BotMessage> inQueue;
  };
  Convo& convo(const std::string& name) { return convos_[name]; }
  void endLocally(const std::string& name);

  std::string self_;
  ConversationBus& bus_;
  std::map<std::string, Convo> convos_;
  std::string active_;
  bool awaitingResponse_ = false;
};

// The in-process transport between the agents of one process (MINDcraft's MindServer relay).
class ConversationBus {
 public:
  void join(const std::string& name, ConversationManager* manager) { members_[name] = manager; }
  void leave(const std::string& name) { members_.erase(name); }
  bool isAgent(const std::string& name) const { return members_.count(name) > 0; }
  // Delivers to the recipient; `observer` (if set) sees every message (the run recorder).
  void send(const BotMessage& message);
  std::function<void(const BotMessage&)> observer;

 private:
  std::map<std::string, ConversationManager*> members_;
};

}  // namespace craftmate::agents
