#include "agents/conversation_manager.h"

namespace craftmate::agents {

ConversationManager::ConversationManager(std::string self, ConversationBus& bus) : self_(std::move(self)), bus_(bus) {
  bus_.join(self_, this);
}

ConversationManager::~ConversationManager() { bus_.leave(self_); }

void ConversationBus::send(const BotMessage& message) {
  if (observer) observer(message);
  auto it = members_.find(message.to);
  if (it != members_.end()) it->second->receive(message);
}

std::string ConversationManager::startConversation(const std::string& to, const std::string& message) {
  if (!bus_.isAgent(to) || to == self_) return to + " is not a bot, cannot start conversation.";
  if (!active_.empty() && active_ != to) {
    // forceEndCurrentConversation: tell the partner, then end locally.
    const std::string partner = active_;
    bus_.send(BotMessage::make(self_, partner, "!endConversation(\"" + partner + "\")", false));
    endLocally(partner);
  }
  // MINDcraft warns the model but still (re)starts the conversation and sends the message.
  std::string warning;
  if (active_ == to && convo(to).active) {
    warning = "You are already in conversation with " + to + ". Don't use this command to talk to them.";
  }
  convos_[to] = Convo{};
  Convo& c = convo(to);
  c.active = true;
  active_ = to;
  awaitingResponse_ = true;
  bus_.send(BotMessage::make(self_, to, message, true));
  return warning;
}

void ConversationManager::endLocally(const std::string& name) {
  Convo& c = convo(name);
  c.active = false;
  c.ignoreUntilStart = true;
  if (active_ == name) {
    active_.clear();
    awaitingResponse_ = false;
  }
}

std::string ConversationManager::endConversation(const std::string& name, std::optional<Delivery>* unread) {
  auto it = convos_.find(name);
  if (it == convos_.end() || !it->second.active) return "Not in conversation with " + name + ".";
  if (unread != nullptr && !it->second.inQueue.empty()) {
    std::string text;
    for (const BotMessage& m : it->second.inQueue) text += m.message;
    *unread = Delivery{name, text};
  }
  it->second.inQueue.clear();
  endLocally(name);
  return "Converstaion with " + name + " ended.";
}

bool ConversationManager::sendToBot(const std::string& to, const std::string& message) {
  if (!bus_.isAgent(to)) return false;
  Convo& c = convo(to);
  if (c.ignoreUntilStart) return false;
  c.active = true;
  awaitingResponse_ = true;
  bus_.send(BotMessage::make(self_, to, message, false));
  return true;
}

void ConversationManager::receive(const BotMessage& packet) {
  Convo& c = convo(packet.from);
  if (c.ignoreUntilStart && !packet.start) return;
  if (!active_.empty() && active_ != packet.from) {
    // Busy with someone else: reject; the text carries !endConversation, so it ends their side.
    bus_.send(BotMessage::make(self_, packet.from,
                               "I'm talking to someone else, try again later. !endConversation(\"" + packet.from + "\")",
                               false));
    endLocally(packet.from);
    return;
  }
  if (packet.start) {
    c = Convo{};
    active_ = packet.from;
  }
  c.active = true;
  awaitingResponse_ = false;
  c.inQueue.push_back(packet);
  if (onQueued) onQueued(packet);
}

std::vector<Delivery> ConversationManager::deliver(const std::string& only) {
  std::vector<Delivery> out;
  for (auto& [partner, c] : convos_) {
    if (c.inQueue.empty() || (!only.empty() && partner != only)) continue;
    std::string text;
    for (const BotMessage& m : c.inQueue) text += m.message;  // joined with no separator, as MINDcraft
    const bool ended = c.inQueue.back().end;
    const bool start = c.inQueue.back().start;
    c.inQueue.clear();
    if (ended) {
      endLocally(partner);
      out.push_back({"system", "Conversation with " + partner + " ended with message: \"(FROM OTHER BOT)" + text + "\""});
    } else {
      c.active = true;
      out.push_back({partner, "(FROM OTHER BOT)" + text, start});
    }
  }
  return out;
}

bool ConversationManager::inConversation(const std::string& name) const {
  if (name.empty()) return !active_.empty();
  auto it = convos_.find(name);
  return it != convos_.end() && it->second.active;
}

bool ConversationManager::isAgent(const std::string& name) const { return name != self_ && bus_.isAgent(name); }

bool ConversationManager::hasQueued() const {
  for (const auto& [partner, c] : convos_) {
    if (!c.inQueue.empty()) return true;
  }
  return false;
}

}  // namespace craftmate::agents
