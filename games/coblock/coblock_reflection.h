#pragma once
// The self-reflection checker (spec §6.6), the paper's "external program": is the built structure
// exactly a partial structure of the reference (the agent's goal, or G), and what is missing,
// wrongly coloured or extra.

#include <string>
#include <vector>

#include "games/coblock/coblock_types.h"

namespace craftmate::games::coblock {

struct WrongColour {
  Pos pos;
  Colour expected = Colour::Red;
  Colour found = Colour::Red;
  bool operator==(const WrongColour&) const = default;
};

struct ReflectionReport {
  bool isPartial = true;  // every built block sits in the reference with the reference's colour
  std::vector<Block> missing;            // reference blocks whose cell is empty, reference order
  std::vector<WrongColour> wrongColour;  // occupied reference cells with another colour
  std::vector<Block> extra;              // built blocks on cells outside the reference, built order
  bool complete() const { return isPartial && missing.empty(); }
};

ReflectionReport reflect(const std::vector<Block>& built, const std::vector<Block>& reference);

// The feedback sentence shown in <Feedback>, e.g. "Built structure is NOT a partial structure of
// your goal. Wrong colour at (0, 1, 0): expected yellow, found red. Missing: red (1, 0, 0)."
// `referenceName` is "your goal" or "the target structure".
std::string feedbackText(const ReflectionReport& report, const std::string& referenceName);

}  // namespace craftmate::games::coblock
