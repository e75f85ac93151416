#include "agents/scripted_minecollab/scripted_teammate.h"

#include <algorithm>
#include <regex>

#include "commands/command_text.h"
#include "commands/mindcraft_commands.h"

namespace craftmate::agents::minecollab {

namespace {

constexpr std::size_t kTail = 3;
const std::string kFromOtherBot = "(FROM OTHER BOT)";

// The goal from $SELF_PROMPT: YOUR CURRENT ASSIGNED GOAL: "<goal>"
std::string goalIn(const std::string& system) {
  const std::string mark = "YOUR CURRENT ASSIGNED GOAL: \"";
  const auto at = system.find(mark);
  if (at == std::string::npos) return "";
  const auto begin = at + mark.size();
  const auto end = system.find("\"\n", begin);
  return system.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
}

std::vector<std::string> teamIn(const std::string& goal) {
  std::vector<std::string> team;
  static const std::regex namely(R"(namely (.*?) to complete the task)");
  std::smatch m;
  if (!std::regex_search(goal, m, namely)) return team;
  static const std::regex name(R"([^, ]+)");
  const std::string list = m[1];
  for (std::sregex_iterator it(list.begin(), list.end(), name), end; it != end; ++it) team.push_back(it->str());
  return team;
}

// `text` without MINDcraft commands and their argument lists. Names are matched against the command
// list, longest first, not by MINDcraft's !(\w+): joined packets glue words to a command
// ("!inventoryMy inventory: ...").
std::string withoutCommands(const std::string& text) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto& def : commands::mindcraftCommands()) out.push_back(def.name);
    std::sort(out.begin(), out.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    return out;
  }();
  std::string out;
  for (std::size_t at = 0; at < text.size();) {
    const auto bang = text.find('!', at);
    if (bang == std::string::npos) {
      out += text.substr(at);
      break;
    }
    out += text.substr(at, bang - at);
    const auto name = std::find_if(names.begin(), names.end(), [&](const std::string& n) { return text.compare(bang, n.size(), n) == 0; });
    if (name == names.end()) {
      out += '!';
      at = bang + 1;
      continue;
    }
    std::size_t end = bang + name->size();
    if (end < text.size() && text[end] == '(') {
      // The argument list, up to its ')' outside quotes.
      bool inQuotes = false;
      std::size_t i = end + 1;
      for (; i < text.size() && (inQuotes || text[i] != ')'); ++i)
        if (text[i] == '"') inQuotes = !inQuotes;
      end = i < text.size() ? i + 1 : i;
    }
    out += ' ';
    at = end;
  }
  return out;
}

// What a partner said in joined packets (MINDcraft joins queued packets without a separator, and
// a history may hold "(FROM OTHER BOT)a(FROM OTHER BOT)b"). Commands are left out: they are echoes
// of the partner's own commands (verbose_commands), such as
// !startConversation("<someone else>", "Please give me: ...") — words meant for another agent — or
// the end marker !endConversation(...). A sentence after a command ("!inventoryMy inventory: ...")
// is kept.
std::string plainText(const std::string& text) {
  std::string plain;
  auto add = [&](const std::string& packet) { plain += withoutCommands(packet) + " "; };
  for (std::size_t at = 0; at < text.size();) {
    const auto next = text.find(kFromOtherBot, at);
    if (next == std::string::npos) {
      add(text.substr(at));
      break;
    }
    add(text.substr(at, next - at));
    at = next + kFromOtherBot.size();
  }
  return plain;
}

}  // namespace

std::string quoted(const std::string& text) {
  std::string out = text;
  std::replace(out.begin(), out.end(), '"', '\'');
  return "\"" + out + "\"";
}

std::vector<Turn> ScriptedTeammate::unread(const std::vector<Turn>& turns) {
  // The history only loses turns at its front and gains them at its back, so the last turns read
  // are at or before where they were; search backwards from there.
  std::size_t from = 0;
  if (!seenTail_.empty()) {
    bool found = false;
    const std::size_t k = seenTail_.size();
    for (std::size_t end = std::min(seenSize_, turns.size()); end >= k && !found; --end) {
      if (std::equal(seenTail_.begin(), seenTail_.end(), turns.begin() + static_cast<long>(end - k))) {
        from = end;
        found = true;
      }
    }
    if (!found) {
      // Fewer turns than the tail survived: match the newest one alone.
      for (std::size_t end = std::min(seenSize_, turns.size()); end >= 1 && !found; --end)
        if (turns[end - 1] == seenTail_.back()) {
          from = end;
          found = true;
        }
    }
  }
  seenSize_ = turns.size();
  seenTail_.assign(turns.end() - static_cast<long>(std::min(kTail, turns.size())), turns.end());
  return {turns.begin() + static_cast<long>(from), turns.end()};
}

void ScriptedTeammate::read(const Turn& turn) {
  if (turn.role == "assistant") {
    lastTurnWasMessage_ = false;
    if (turn.content.rfind("You are self-prompting", 0) == 0) return;  // the self-prompter's own turn
    const auto command = commands::findCommand(turn.content);
    if (!command) return;
    lastCommand_ = turn.content.substr(command->begin);
    // Agent commands that answer nothing (!startConversation, !goal) leave nothing to wait for.
    const std::string name = command->name;
    if (name == "!startConversation") {
      // Opening a conversation closes the one we had: replies now go to the new partner.
      static const std::regex to(R"re(!startConversation\(\s*"([^"]*)")re");
      std::smatch m;
      if (std::regex_search(lastCommand_, m, to)) talkingWith_ = m[1];
    }
    awaitingOutput_ = name != "!startConversation" && name != "!goal" && name != "!stfu" && name != "!endConversation";
    if (name == "!inventory" || name == "!givePlayer" || name == "!craftRecipe" || name == "!collectBlocks" ||
        name == "!smeltItem" || name == "!attack" || name == "!goToPlayer")
      inventoryStale_ = true;
    return;
  }
  if (turn.role == "user") {
    lastTurnWasMessage_ = true;
    const auto colon = turn.content.find(": ");
    if (colon == std::string::npos) return;
    const std::string from = turn.content.substr(0, colon);
    std::string text = turn.content.substr(colon + 2);
    if (text.find(kFromOtherBot) == std::string::npos) return;  // a person, not a teammate
    lastHeardFrom_ = from;
    talkingWith_ = from;  // their packet reached us: the conversation is open on our side
    onMessage(from, readTeamTalk(plainText(text)));
    return;
  }
  // A system turn: the output of our last command, or news (conversation ended, partner silent).
  // News can land between a command and its output (it is handled while the action runs), so it is
  // recognised first and never taken for the output.
  lastTurnWasMessage_ = false;
  if (turn.content.rfind("You are self-prompting", 0) == 0) return;
  static const std::regex ended(R"re(^Conversation with (\S+) ended with message: "([\s\S]*)"$)re");
  std::smatch m;
  if (std::regex_search(turn.content, m, ended)) {
    // The partner's last packets came with the end (or were the end): read them as their message.
    const std::string from = m[1];
    const std::string text = plainText(m[2]);
    if (talkingWith_ == from) talkingWith_.clear();
    if (lastHeardFrom_ == from) lastHeardFrom_.clear();  // replies no longer reach them
    onMessage(from, readTeamTalk(text));
    onConversationEnded(from, text.find("I'm talking to someone else") != std::string::npos);
    return;
  }
  if (turn.content.rfind("Recent behaviors log", 0) == 0 || turn.content.find("hasn't responded in") != std::string::npos ||
      turn.content.find("disconnected, conversation has ended") != std::string::npos) {
    onSystem(turn.content);
    return;
  }
  if (awaitingOutput_) {
    awaitingOutput_ = false;
    if (const auto items = parseInventory(turn.content)) {
      inventory_ = *items;
      inventoryStale_ = false;
    }
    onOutput(lastCommand_, turn.content);
    return;
  }
  onSystem(turn.content);
}

std::string ScriptedTeammate::reply(const std::vector<Turn>& turns, const std::string& systemMessage) {
  system_ = systemMessage;
  if (const std::string goal = goalIn(systemMessage); !goal.empty() && goal != goal_) {
    goal_ = goal;
    team_ = teamIn(goal_);
  }
  for (const Turn& turn : unread(turns)) read(turn);
  // Our own action still runs when its label shows in $STATS ("Current Action: action:...") or,
  // without $STATS, when a message arrived after an action command that has no output yet.
  static const std::regex current(R"(Current Action: (\S+))");
  std::smatch m;
  // A mode's action (mode:hunting) may be interrupted: only our own command's action keeps us quiet.
  if (std::regex_search(systemMessage, m, current)) busy_ = m[1].str().rfind("action:", 0) == 0;
  else busy_ = awaitingOutput_ && lastTurnWasMessage_;
  if (busy_) return "";
  return decide();
}

bool ScriptedTeammate::offers(const std::string& command) const {
  return system_.find("\n" + command + ":") != std::string::npos;
}

std::string ScriptedTeammate::tell(const std::string& to, const std::string& text) {
  // Until they have spoken, our replies may not reach them (they go to the last sender): open a
  // conversation, which also sends the text.
  if (to == lastHeardFrom_ && to == talkingWith_) return text;
  return "!startConversation(" + quoted(to) + ", " + quoted(text) + ")";
}

std::vector<std::string> ScriptedTeammate::partners() const {
  std::vector<std::string> out;
  for (const auto& n : team_)
    if (n != name_) out.push_back(n);
  return out;
}

}  // namespace craftmate::agents::minecollab
