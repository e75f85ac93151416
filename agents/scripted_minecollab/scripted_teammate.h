#pragma once
// One scripted MineCollab player. It reads only what an LLM in its place reads: the system prompt
// (its name, goal, $STATS, $COMMAND_DOCS) and the turns of its history (command outputs, partners'
// messages), and answers with one reply: a !command, a chat line for a teammate, or nothing.
//
// This base keeps what every suite needs: the turns not yet read (the history's oldest turns are
// summarised away over time, so it finds where it left off), the goal and team from the goal text,
// whether its own action is still running (a partner's message arrives while it works; answering
// with a new action would interrupt it), its inventory, and how to reach a teammate.

#include <set>
#include <string>
#include <vector>

#include "agents/models/chat_model.h"
#include "agents/scripted_minecollab/command_outputs.h"
#include "agents/scripted_minecollab/team_talk.h"

namespace craftmate::agents::minecollab {

class ScriptedTeammate {
 public:
  explicit ScriptedTeammate(std::string name) : name_(std::move(name)) {}
  virtual ~ScriptedTeammate() = default;

  // The reply to a conversing prompt: `turns` is the agent's history, `systemMessage` the filled
  // profile prompt. An empty reply says nothing (MINDcraft's "tab").
  std::string reply(const std::vector<Turn>& turns, const std::string& systemMessage);

  const std::string& name() const { return name_; }
  const std::vector<std::string>& team() const { return team_; }

 protected:
  // Suite hooks: a command's output, a teammate's message, and the next reply.
  virtual void onOutput(const std::string& command, const std::string& output) { (void)command, (void)output; }
  virtual void onMessage(const std::string& from, const TeamTalk& talk) { (void)from, (void)talk; }
  virtual void onSystem(const std::string& text) { (void)text; }
  // Our conversation with `partner` ended: they (or we, by starting another) closed it, or they
  // turned us away because they were talking to someone else (`rejected`: what we sent was lost).
  virtual void onConversationEnded(const std::string& partner, bool rejected) { (void)partner, (void)rejected; }
  virtual std::string decide() = 0;

  // The command is offered in $COMMAND_DOCS (not blocked for this agent).
  bool offers(const std::string& command) const;
  // A chat line for `to`: plain text when `to` is the partner of the open conversation our replies
  // go to, else !startConversation (which opens one, and closes the one we had: one at a time).
  std::string tell(const std::string& to, const std::string& text);
  // The first name of the team list leads (MINDcraft names agent 0 first); alone, you lead.
  std::string leader() const { return team_.empty() ? name_ : team_.front(); }
  bool leading() const { return leader() == name_; }
  std::vector<std::string> partners() const;

  std::string name_;
  std::string goal_;
  std::string system_;
  std::vector<std::string> team_;
  bool busy_ = false;
  ItemCounts inventory_;
  bool inventoryStale_ = true;
  std::string lastHeardFrom_;
  std::string talkingWith_;  // whose conversation is open on our side (MINDcraft keeps one at most)

 private:
  void read(const Turn& turn);
  std::vector<Turn> unread(const std::vector<Turn>& turns);
  std::vector<Turn> seenTail_;
  std::size_t seenSize_ = 0;
  std::string lastCommand_;
  bool awaitingOutput_ = false;
  bool lastTurnWasMessage_ = false;
};

// Quotes a command argument (MINDcraft's parser has no escapes: '"' would end the string).
std::string quoted(const std::string& text);

}  // namespace craftmate::agents::minecollab
