#include "games/coblock/coblock_scripted_player.h"

#include <algorithm>
#include <set>

#include "games/coblock/coblock_action.h"
#include "games/coblock/coblock_observation_reader.h"

namespace craftmate::games::coblock {

namespace {

constexpr std::string_view kGoalMarker = "My goal blocks:";
constexpr std::string_view kInventoryMarker = "My inventory:";
constexpr int kMaxAttemptsPerCell = 2;

std::string blockList(const std::vector<Block>& blocks) {
  std::string s;
  for (const Block& b : blocks) s += (s.empty() ? "" : ", ") + std::string(colourName(b.colour)) + " " + posText(b.pos);
  return s;
}

const Pos kFaces[6] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};

Pos plus(Pos a, Pos d) { return {a.x + d.x, a.y + d.y, a.z + d.z}; }

// Indices of `blocks` in an order that keeps the gravity rule: breadth-first from the ground
// through face-adjacent blocks; blocks not reachable that way (they lean on blocks outside the
// list) come last, in list order.
std::vector<int> buildOrder(const std::vector<Block>& blocks, int groundY) {
  std::map<Pos, int> at;
  for (std::size_t i = 0; i < blocks.size(); ++i) at.emplace(blocks[i].pos, static_cast<int>(i));
  std::vector<int> depth(blocks.size(), 1 << 20);
  std::vector<int> queue;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    if (blocks[i].pos.y == groundY) {
      depth[i] = 0;
      queue.push_back(static_cast<int>(i));
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int i = queue[head];
    for (const Pos& d : kFaces) {
      auto it = at.find(plus(blocks[i].pos, d));
      if (it != at.end() && depth[it->second] > depth[i] + 1) {
        depth[it->second] = depth[i] + 1;
        queue.push_back(it->second);
      }
    }
  }
  std::vector<int> order(blocks.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return depth[a] < depth[b]; });
  return order;
}

std::string placeCommand(const Block& b) {
  return "place_block(block_type=" + std::string(colourName(b.colour)) + ", pos=" + posText(b.pos) + ")";
}

std::string messageCommand(const std::string& text) { return "send_message(message=\"" + escapeQuoted(text) + "\")"; }

}  // namespace

std::string ScriptedPlayer::announcement(const std::vector<Block>& goal,
                                         const std::vector<std::pair<Colour, int>>& inventory,
                                         const std::vector<Block>& lacking) {
  std::string s = "Hi partner! " + std::string(kGoalMarker) + " " + (goal.empty() ? "none" : blockList(goal)) + ". " +
                  std::string(kInventoryMarker) + " ";
  std::string inv;
  for (const auto& [c, n] : inventory) inv += (inv.empty() ? "" : ", ") + std::string(colourName(c)) + " " + std::to_string(n);
  s += (inv.empty() ? "nothing" : inv) + ".";
  if (lacking.empty()) {
    s += " I have every colour my goal needs.";
  } else {
    std::set<Colour> colours;
    for (const Block& b : lacking) colours.insert(b.colour);
    std::string names;
    for (Colour c : colours) names += (names.empty() ? "" : " and ") + std::string(colourName(c));
    s += " I lack " + names + ": please place " + blockList(lacking) + " for me.";
  }
  s += " What do you need?";
  return s;
}

bool ScriptedPlayer::readAnnouncement(const std::string& message, Announced& out) {
  const std::size_t g = message.find(kGoalMarker);
  const std::size_t i = message.find(kInventoryMarker);
  if (g == std::string::npos || i == std::string::npos || i < g) return false;
  const std::string_view text(message);
  out.goal = blocksMentioned(text.substr(g, i - g));
  std::size_t end = message.find('.', i);
  if (end == std::string::npos) end = message.size();
  out.inventory = {};
  for (const auto& [c, n] : countsMentioned(text.substr(i, end - i))) countOf(out.inventory, c) += n;
  return true;
}

std::string ScriptedPlayer::reply(int agent, const std::string& observation, const std::string& feedback) {
  Memory& mem = memory_[agent];
  if (mem.lastWasPlaceOrBreak && !feedback.empty() && !feedback.starts_with("ok")) ++mem.failures[mem.lastPos];
  mem.lastWasPlaceOrBreak = false;
  const ObservedInput in = readObservation(observation);

  ColourCounts mine{};
  for (const auto& [c, n] : in.inventory) countOf(mine, c) += n;

  // 1. Announce goal, inventory and needs before anything else.
  if (mem.announcement.empty()) {
    std::vector<Block> lacking;
    ColourCounts left = mine;
    for (const Block& b : in.goal) {
      if (countOf(left, b.colour) > 0) {
        --countOf(left, b.colour);
      } else {
        lacking.push_back(b);
      }
    }
    mem.announcement = announcement(in.goal, in.inventory, lacking);
    return messageCommand(mem.announcement);
  }

  // Who is who in the dialogue: our own label(s), then the partner's announcement and requests.
  std::set<std::string> ownLabels{"ChatGPT", "Agent " + std::to_string(agent + 1)};
  for (const ObservedChat& chat : in.dialogue) {
    if (chat.message == mem.announcement) ownLabels.insert(chat.sender);
  }
  Announced partner;
  bool partnerAnnounced = false;
  std::vector<Block> partnerRequests;
  for (const ObservedChat& chat : in.dialogue) {
    if (ownLabels.count(chat.sender) != 0) continue;
    if (!partnerAnnounced && readAnnouncement(chat.message, partner)) {
      partnerAnnounced = true;
    } else {
      for (const Block& b : blocksMentioned(chat.message)) partnerRequests.push_back(b);
    }
  }

  std::map<Pos, Colour> world;
  for (const Block& b : in.world) world[b.pos] = b.colour;

  // 2. The blocks to build and who places each (0 = me, 1 = partner).
  std::vector<Block> target;
  std::vector<int> placer;
  if (partnerAnnounced) {
    Announced self;
    readAnnouncement(mem.announcement, self);
    const Announced& first = agent == 0 ? self : partner;
    const Announced& second = agent == 0 ? partner : self;
    target = first.goal;
    target.insert(target.end(), second.goal.begin(), second.goal.end());
    // Algorithm 1 with counts honoured: unique colours to their holder, shared ones to whoever has
    // fewer blocks so far (ties to agent 1). Both players compute this from the same two messages.
    ColourCounts left1 = first.inventory, left2 = second.inventory;
    std::vector<int> byAgent(target.size(), -1);
    int count1 = 0, count2 = 0;
    for (int pass = 0; pass < 2; ++pass) {  // unique colours first, then the shared ones
      for (std::size_t k = 0; k < target.size(); ++k) {
        const Colour c = target[k].colour;
        const bool has1 = countOf(first.inventory, c) > 0, has2 = countOf(second.inventory, c) > 0;
        if ((pass == 0) != (has1 != has2)) continue;
        bool to1 = pass == 0 ? has1 : count1 <= count2;
        if (pass == 1 && to1 && countOf(left1, c) == 0 && countOf(left2, c) > 0) to1 = false;
        if (pass == 1 && !to1 && countOf(left2, c) == 0 && countOf(left1, c) > 0) to1 = true;
        if (!has1 && !has2) continue;
        byAgent[k] = to1 ? 0 : 1;
        (to1 ? count1 : count2) += 1;
        --countOf(to1 ? left1 : left2, c);
      }
    }
    for (int who : byAgent) placer.push_back(who < 0 ? -1 : (who == agent ? 0 : 1));
  } else {
    target = in.goal;
    std::set<Pos> taken;
    for (const Block& b : target) taken.insert(b.pos);
    for (const Block& b : partnerRequests) {
      if (taken.insert(b.pos).second) target.push_back(b);
    }
    for (const Block& b : target) placer.push_back(countOf(mine, b.colour) > 0 ? 0 : 1);
  }
  std::map<Pos, Colour> targetAt;
  for (const Block& b : target) targetAt[b.pos] = b.colour;

  // 3. Remove what does not belong: wrong colours on target cells, and (when G is known) blocks
  //    outside G. Highest first, so removals never strand a block we still need.
  const Block* stray = nullptr;
  for (const Block& b : in.world) {
    auto it = targetAt.find(b.pos);
    const bool wrong = it != targetAt.end() ? it->second != b.colour : partnerAnnounced;
    if (!wrong || mem.failures[b.pos] >= kMaxAttemptsPerCell) continue;
    if (stray == nullptr || b.pos.y > stray->pos.y) stray = &b;
  }
  if (stray != nullptr) {
    mem.lastWasPlaceOrBreak = true;
    mem.lastPos = stray->pos;
    return "break_block(pos=" + posText(stray->pos) + ")";
  }

  // 4. Place the first of my blocks that the gravity rule allows now.
  bool myWorkLeft = false;
  for (int k : buildOrder(target, groundY_)) {
    const Block& b = target[k];
    if (placer[k] != 0 || world.count(b.pos) != 0) continue;
    if (countOf(mine, b.colour) == 0 || mem.failures[b.pos] >= kMaxAttemptsPerCell) continue;
    myWorkLeft = true;
    bool supported = b.pos.y == groundY_;
    for (const Pos& d : kFaces) supported = supported || world.count(plus(b.pos, d)) != 0;
    if (!supported) continue;
    mem.lastWasPlaceOrBreak = true;
    mem.lastPos = b.pos;
    return placeCommand(b);
  }

  // 5. Nothing to place now. A partner that never announced gets told once that we are done.
  bool knownAllBuilt = true;
  for (const Block& b : target) knownAllBuilt = knownAllBuilt && world.count(b.pos) != 0;
  if (!partnerAnnounced && !myWorkLeft && knownAllBuilt && !mem.askedWhatNext) {
    mem.askedWhatNext = true;
    return messageCommand("I have finished my sub-structure. What should we do next?");
  }
  return "wait()";
}

std::unique_ptr<agents::Policy> makeScriptedPlayer(int groundY) { return std::make_unique<ScriptedPlayer>(groundY); }

}  // namespace craftmate::games::coblock
