#include "agents/scripted_minecollab/construction_player.h"

#include <algorithm>
#include <cmath>
#include <regex>

namespace craftmate::agents::minecollab {

bool ConstructionPlayer::mine(const BlueprintFix& fix) const {
  if (fix.kind == BlueprintFix::Kind::Remove) return leading();  // clearing is the leader's
  if (!inventory_.count(fix.block)) return false;
  // Holders of the material share its cells by position (names in team order).
  std::vector<std::string> holders;
  for (const auto& member : team_.empty() ? std::vector<std::string>{name_} : team_) {
    if (member == name_) holders.push_back(member);
    else if (auto it = partnerInventory_.find(member); it != partnerInventory_.end() && it->second.count(fix.block))
      holders.push_back(member);
  }
  const auto cell = static_cast<std::size_t>(std::abs(fix.x + fix.y + fix.z));
  return holders[cell % holders.size()] == name_;
}

void ConstructionPlayer::onMessage(const std::string& from, const TeamTalk& talk) {
  if (talk.inventory) partnerInventory_[from] = *talk.inventory;
}

void ConstructionPlayer::onOutput(const std::string& command, const std::string& output) {
  if (command.rfind("!checkBlueprint", 0) == 0) {
    correct_ = blueprintCorrect(output);
    std::vector<BlueprintFix> fixes = parseBlueprintFixes(output);
    std::stable_sort(fixes.begin(), fixes.end(), [](const BlueprintFix& a, const BlueprintFix& b) {
      return std::tie(a.y, a.z, a.x) < std::tie(b.y, b.z, b.x);  // lower levels first
    });
    work_.clear();
    for (const auto& f : fixes)
      if (mine(f)) work_.push_back(f);
    next_ = 0;
    standingAtNext_ = false;
    checkPending_ = false;
  } else if (command.rfind("!goToCoordinates", 0) == 0) {
    checkingPosition_ = true;  // a teleport shows in our position a moment later: look before placing
    positionChecks_ = 0;
  } else if (command.rfind("!stats", 0) == 0 && next_ < work_.size()) {
    const BlueprintFix& f = work_[next_];
    static const std::regex position(R"(Position: x: (-?[\d.]+), y: (-?[\d.]+), z: (-?[\d.]+))");
    std::smatch m;
    if (std::regex_search(output, m, position) && static_cast<int>(std::floor(std::stod(m[1]))) == f.x &&
        static_cast<int>(std::floor(std::stod(m[2]))) == f.y && static_cast<int>(std::floor(std::stod(m[3]))) == f.z) {
      standingAtNext_ = true;
      checkingPosition_ = false;
    }
  } else if (command.rfind("!stay", 0) == 0) {
    // waited for the position to settle; look again
  } else if (command.rfind("!placeHere", 0) == 0) {
    ++next_;
    standingAtNext_ = false;
  }
}

std::string ConstructionPlayer::decide() {
  if (inventoryStale_) return "!inventory";
  if (!cheatAsked_ && offers("!setMode")) {
    cheatAsked_ = true;
    return "!setMode(\"cheat\", true)";
  }
  if (!introduced_ && !partners().empty()) {
    introduced_ = true;
    const std::string text = leading()
        ? "Let's build it: each of us places the blocks of the materials they hold. " + sayInventory(inventory_)
        : sayInventory(inventory_) + " I will place the blocks I have.";
    return tell(leading() ? partners().front() : leader(), text);
  }
  if (checkPending_) {
    if (!offers("!checkBlueprint") || rounds_ >= kRounds || correct_) return "";
    ++rounds_;
    return "!checkBlueprint";
  }
  if (next_ < work_.size()) {
    const BlueprintFix& f = work_[next_];
    if (checkingPosition_ && !standingAtNext_) {
      // Alternate looking (!stats) and a short wait (!stay) until we stand in the cell; after a few
      // tries place where we are (a cell over air: we fell, and the next check shows what is left).
      ++positionChecks_;
      if (positionChecks_ <= 6) return positionChecks_ % 2 == 1 ? "!stats" : "!stay(1)";
      checkingPosition_ = false;
      standingAtNext_ = true;
    }
    if (!standingAtNext_)
      return "!goToCoordinates(" + std::to_string(f.x) + ", " + std::to_string(f.y) + ", " + std::to_string(f.z) + ", 0)";
    return "!placeHere(" + quoted(f.kind == BlueprintFix::Kind::Remove ? "air" : f.block) + ")";
  }
  // This round's part is placed: look again (a teammate may have left something of ours).
  if (!work_.empty() && rounds_ < kRounds) {
    work_.clear();
    checkPending_ = true;
    return decide();
  }
  if (!toldDone_ && !partners().empty()) {
    toldDone_ = true;
    return tell(leading() ? partners().front() : leader(), sayDone());
  }
  return "";
}

}  // namespace craftmate::agents::minecollab
