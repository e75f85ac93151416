#include "agents/scripted_minecollab/construction_player.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <regex>

namespace craftmate::agents::minecollab {

namespace {

// Looks (!stats) and waits (!stay) after a teleport before trying it once more and then giving up:
// the teleport shows in the position a moment after !goToCoordinates returns.
const std::vector<std::string> kChecks = {"!stats", "!stats", "!stay(1)", "!stats", "!stay(1)", "!stats"};
constexpr int kTeleports = 2;

std::string number(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", v);
  return text;
}

}  // namespace

bool ConstructionPlayer::mine(const BlueprintFix& fix) const {
  // Clearing is the leader's, and only once the partners it talks with are done: until then a
  // block where the blueprint wants air may be a partner's scaffolding.
  if (fix.kind == BlueprintFix::Kind::Remove) return leading() && partnersDone();
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

bool ConstructionPlayer::partnersDone() const {
  // The partners we have heard from (a third agent may never get through to us).
  for (const auto& [partner, inventory] : partnerInventory_)
    if (auto it = partnerDone_.find(partner); it == partnerDone_.end() || !it->second) return false;
  return true;
}

void ConstructionPlayer::onMessage(const std::string& from, const TeamTalk& talk) {
  if (talk.inventory) partnerInventory_[from] = *talk.inventory;
  if (talk.done) {
    partnerDone_[from] = true;
    // Their part is built: what ours stands on may be there now, and it is our turn again.
    if (!correct_ && work_.empty()) {
      checkPending_ = true;
      idleRounds_ = 0;
    }
  }
}

// The goal lists the levels ("Level 0: Start at coordinates X: -18, Y: -60, Z: 29Level 1: ...");
// the lowest one stands on the ground.
void ConstructionPlayer::readGoal() {
  if (goalRead_ || goal_.empty()) return;
  goalRead_ = true;
  static const std::regex level(R"(Level (\d+): Start at coordinates X: (-?\d+), Y: (-?\d+), Z: (-?\d+))");
  int lowest = 0;
  for (std::sregex_iterator it(goal_.begin(), goal_.end(), level), end; it != end; ++it) {
    levelsToRead_.push_back(std::stoi((*it)[1]));
    const int y = std::stoi((*it)[3]);
    lowest = levelsToRead_.size() == 1 ? y : std::min(lowest, y);
  }
  if (!levelsToRead_.empty()) site_.setGroundTop(lowest - 1);
}

std::string ConstructionPlayer::scaffoldMaterial() const {
  // The full block of the blueprint's materials we hold most of (cheat mode places what we hold).
  std::string best;
  int most = 0;
  for (const auto& [item, n] : inventory_)
    if (n > most && BuildSite::fullBlock(item) && site_.wants(item)) {
      best = item;
      most = n;
    }
  return best;
}

void ConstructionPlayer::planRound(const std::vector<BlueprintFix>& all) {
  std::vector<BlueprintFix> fixes;
  std::set<Cell> absent;  // what others still have to build: nothing to stand on yet
  for (const auto& f : all) {
    if (mine(f)) fixes.push_back(f);
    else if (f.kind != BlueprintFix::Kind::Remove) absent.insert({f.x, f.y, f.z});
  }
  site_.setAbsent(absent);
  BuildSite built = site_;  // the same site once the others are done
  built.setAbsent({});
  deferred_ = 0;
  std::stable_sort(fixes.begin(), fixes.end(), [](const BlueprintFix& a, const BlueprintFix& b) {
    return std::tie(a.y, a.z, a.x) < std::tie(b.y, b.z, b.x);  // lower levels first
  });
  work_.clear();
  next_ = 0;
  placedThisRound_ = 0;
  teleported_ = false;
  standingAtNext_ = false;
  const std::string material = scaffoldMaterial();
  std::vector<Cell> scaffolds;
  for (const auto& f : fixes) {
    Step step{Step::Kind::Fix, f.kind == BlueprintFix::Kind::Remove ? "air" : f.block, {f.x, f.y, f.z}, {}};
    step.stand = {f.x + 0.5, static_cast<double>(f.y), f.z + 0.5, true};
    if (site_.knowsBlueprint()) {
      auto stand = site_.standFor(step.cell);
      if (!stand && built.standFor(step.cell)) {
        ++deferred_;  // it will stand on a partner's block: wait for it rather than scaffold
        continue;
      }
      if (!stand && !material.empty()) {
        if (auto chain = site_.scaffoldFor(step.cell)) {
          for (const Cell& c : *chain) {
            work_.push_back({Step::Kind::Scaffold, material, c, *site_.standFor(c)});
            site_.addScaffold(c);
            scaffolds.push_back(c);
          }
          stand = site_.standFor(step.cell);
        }
      }
      if (stand) step.stand = *stand;
    }
    work_.push_back(step);
  }
  // Take the scaffolding down again, last placed first, each from where it was put up (what it
  // rested on is still there).
  BuildSite trial = site_;
  for (auto it = scaffolds.rbegin(); it != scaffolds.rend(); ++it) {
    auto stand = trial.standFor(*it);
    trial.removeScaffold(*it);
    if (stand) work_.push_back({Step::Kind::Unscaffold, "air", *it, *stand});
  }
}

std::string ConstructionPlayer::goTo(const Step& step) const {
  if (step.stand.centred)
    return "!goToCoordinates(" + std::to_string(step.cell.x) + ", " + std::to_string(step.cell.y) + ", " +
           std::to_string(step.cell.z) + ", 0)";
  return "!goToCoordinates(" + number(step.stand.x) + ", " + std::to_string(step.cell.y) + ", " + number(step.stand.z) +
         ", 0)";
}

void ConstructionPlayer::finishStep(bool placed) {
  if (placed) ++placedThisRound_;
  else if (next_ < work_.size() && work_[next_].kind == Step::Kind::Fix) ++skippedThisRound_;
  if (next_ < work_.size()) {
    const Step& step = work_[next_];
    // A scaffold that was not put up holds nothing; one taken down neither.
    if (step.kind == Step::Kind::Scaffold && placed) placedScaffolds_.insert(step.cell);
    if ((step.kind == Step::Kind::Scaffold && !placed) || (step.kind == Step::Kind::Unscaffold && placed)) {
      site_.removeScaffold(step.cell);
      placedScaffolds_.erase(step.cell);
    }
  }
  ++next_;
  teleported_ = false;
  standingAtNext_ = false;
  positionChecks_ = 0;
  teleports_ = 0;
}

void ConstructionPlayer::onOutput(const std::string& command, const std::string& output) {
  if (command.rfind("!getBlueprintLevel", 0) == 0) {
    if (auto level = parseBlueprintLevel(output))
      for (std::size_t row = 0; row < level->rows.size(); ++row)
        for (std::size_t col = 0; col < level->rows[row].size(); ++col)
          site_.expect({level->x + static_cast<int>(col), level->y, level->z + static_cast<int>(row)},
                       level->rows[row][col]);
    ++levelsRead_;
  } else if (command.rfind("!checkBlueprint", 0) == 0) {
    correct_ = blueprintCorrect(output);
    planRound(parseBlueprintFixes(output));
    checkPending_ = false;
  } else if (command.rfind("!goToCoordinates", 0) == 0) {
    positionChecks_ = 0;
  } else if (command.rfind("!stats", 0) == 0) {
    static const std::regex position(R"(Position: x: (-?[\d.]+), y: (-?[\d.]+), z: (-?[\d.]+))");
    std::smatch m;
    if (!std::regex_search(output, m, position)) return;
    const std::string seen = m[0];
    if (next_ < work_.size() && teleported_) {
      const Cell& c = work_[next_].cell;
      const int x = static_cast<int>(std::floor(std::stod(m[1])));
      const int y = static_cast<int>(std::floor(std::stod(m[2])));
      const int z = static_cast<int>(std::floor(std::stod(m[3])));
      if (x == c.x && y == c.y && z == c.z) {
        // In the cell twice in a row, at the same spot: standing, not passing through it in a fall
        // (a teleport lands at the cell's floor and gravity only shows a tick later).
        if (seen == atCellSeen_) standingAtNext_ = true;
        atCellSeen_ = seen;
      } else if (!positionBeforeTeleport_.empty() && seen != positionBeforeTeleport_) {
        // The teleport happened but we are not in the cell: we fell (nothing held us up there, or
        // a partner's block we counted on is not built yet). Placing now would put the block in
        // the wrong cell; leave it for the next round.
        finishStep(false);
      }
    }
    lastPosition_ = seen;
  } else if (command.rfind("!placeHere", 0) == 0) {
    finishStep(true);
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
    const std::string message = tell(leading() ? partners().front() : leader(), text);
    // MINDcraft answers a packet that holds a command only after 5 s without another one from the
    // same partner, and breaks off a turn when the partner has said something new (mindcraft.md
    // §4.3): in a conversation only one agent works at a time, the other waits for plain words.
    // The partner answers the opening in plain words, so the leader (whose floor comes first)
    // gets going at once and says its part with its first command; the partner's turn comes with
    // the leader's "I am done.".
    if (!leading() || message.rfind("!", 0) == 0) return message;
    const std::string next = decide();
    return next.rfind("!", 0) == 0 ? message + " " + next : message;
  }
  readGoal();
  if (levelsRead_ < levelsToRead_.size() && offers("!getBlueprintLevel"))
    return "!getBlueprintLevel(" + std::to_string(levelsToRead_[levelsRead_]) + ")";
  if (checkPending_) {
    if (offers("!checkBlueprint") && !correct_ && rounds_ < kMaxRounds) {
      if (waitBeforeCheck_) {
        waitBeforeCheck_ = false;
        return "!stay(5)";  // let the others build what our blocks stand on
      }
      ++rounds_;
      return "!checkBlueprint";
    }
    checkPending_ = false;
  }
  while (next_ < work_.size()) {
    const Step& step = work_[next_];
    if (step.kind == Step::Kind::Unscaffold && !placedScaffolds_.count(step.cell)) {
      finishStep(false);  // never put up
      continue;
    }
    if (!teleported_) {
      teleported_ = true;
      ++teleports_;
      positionChecks_ = 0;
      positionBeforeTeleport_ = lastPosition_;
      atCellSeen_.clear();
      return goTo(step);
    }
    if (!standingAtNext_) {
      if (positionChecks_ < static_cast<int>(kChecks.size())) return kChecks[positionChecks_++];
      if (teleports_ < kTeleports) {
        teleported_ = false;  // the teleport never showed: send it again
        continue;
      }
      finishStep(false);  // still not there: leave it for the next round
      continue;
    }
    return "!placeHere(" + quoted(step.block) + ")";
  }
  // This round's part is done: look again (a teammate may have left something of ours, or built
  // what a skipped block stands on).
  const bool waiting = deferred_ > 0 || skippedThisRound_ > 0;
  const bool roundPlaced = placedThisRound_ > 0;
  const bool hadWork = !work_.empty() || deferred_ > 0;
  work_.clear();
  deferred_ = 0;
  skippedThisRound_ = 0;
  placedThisRound_ = 0;
  if (roundPlaced) placedSinceDone_ = true;
  if (hadWork && !correct_ && rounds_ < kMaxRounds) {
    if (roundPlaced) {
      idleRounds_ = 0;
      checkPending_ = true;
      return decide();
    }
    // Nothing placed: what we have left stands on others' blocks. In a conversation only one of
    // us works at a time (MINDcraft answers a working partner only once it pauses), so hand the
    // turn over; on our own (self-prompting) wait a little for the others and look again.
    if (waiting && talkingWith_.empty() && ++idleRounds_ <= kIdleRounds) {
      waitBeforeCheck_ = true;
      checkPending_ = true;
      return decide();
    }
  }
  if (!partners().empty() && (!toldDone_ || placedSinceDone_)) {
    toldDone_ = true;
    placedSinceDone_ = false;
    return tell(leading() ? partners().front() : leader(), sayDone());
  }
  return "";
}

}  // namespace craftmate::agents::minecollab
