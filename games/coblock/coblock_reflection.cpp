#include "games/coblock/coblock_reflection.h"

#include <map>

namespace craftmate::games::coblock {

ReflectionReport reflect(const std::vector<Block>& built, const std::vector<Block>& reference) {
  std::map<Pos, Colour> builtAt, referenceAt;
  for (const Block& b : built) builtAt[b.pos] = b.colour;
  for (const Block& b : reference) referenceAt[b.pos] = b.colour;
  ReflectionReport r;
  for (const Block& b : reference) {
    auto it = builtAt.find(b.pos);
    if (it == builtAt.end()) {
      r.missing.push_back(b);
    } else if (it->second != b.colour) {
      r.wrongColour.push_back({b.pos, b.colour, it->second});
    }
  }
  for (const Block& b : built) {
    if (referenceAt.find(b.pos) == referenceAt.end()) r.extra.push_back(b);
  }
  r.isPartial = r.wrongColour.empty() && r.extra.empty();
  return r;
}

namespace {
std::string blockList(const std::vector<Block>& blocks) {
  std::string s;
  for (const Block& b : blocks) {
    s += (s.empty() ? "" : ", ") + std::string(colourName(b.colour)) + " " + posText(b.pos);
  }
  return s;
}
}  // namespace

std::string feedbackText(const ReflectionReport& r, const std::string& referenceName) {
  std::string s;
  if (r.complete()) return "Built structure matches " + referenceName + " exactly.";
  s = r.isPartial ? "Built structure is a partial structure of " + referenceName + "."
                  : "Built structure is NOT a partial structure of " + referenceName + ".";
  for (const WrongColour& w : r.wrongColour) {
    s += " Wrong colour at " + posText(w.pos) + ": expected " + std::string(colourName(w.expected)) +
         ", found " + std::string(colourName(w.found)) + ".";
  }
  if (!r.extra.empty()) s += " Extra: " + blockList(r.extra) + ".";
  if (!r.missing.empty()) s += " Missing: " + blockList(r.missing) + ".";
  return s;
}

}  // namespace craftmate::games::coblock
