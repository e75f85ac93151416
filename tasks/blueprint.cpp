#include "tasks/blueprint.h"


namespace craftmate::tasks {

namespace {

std::string coordinates(int x, int y, int z) {
  return "X: " + std::to_string(x) + ", Y: " + std::to_string(y) + ", Z: " + std::to_string(z);
}

double percentOf(int matches, int mismatches) {
  const int compared = matches + mismatches;
  return compared == 0 ? 100.0 : 100.0 * matches / compared;
}

// Visits every cell of one level with its world position.
template <typename Visit>
void forEachCell(const BlueprintLevel& level, Visit&& visit) {
  for (std::size_t row = 0; row < level.placement.size(); ++row)
    for (std::size_t col = 0; col < level.placement[row].size(); ++col)
      visit(level.x + static_cast<int>(col), level.y, level.z + static_cast<int>(row), level.placement[row][col]);
}

}  // namespace

double LevelMatch::percent() const { return percentOf(matches, mismatches); }
double BlueprintMatch::percent() const { return percentOf(matches, mismatches); }

std::vector<BlockCell> Blueprint::cells() const {
  std::vector<BlockCell> out;
  for (const auto& level : levels)
    forEachCell(level, [&](int x, int y, int z, const std::string& block) { out.push_back({x, y, z, block}); });
  return out;
}

std::string Blueprint::explain() const {
  std::string out;
  for (const auto& level : levels)
    out += "Level " + std::to_string(level.level) + ": Start at coordinates " + coordinates(level.x, level.y, level.z);
  return out;
}

std::string Blueprint::explainLevel(std::size_t index) const {
  const auto& level = levels.at(index);
  std::string out = "Level " + std::to_string(level.level) + " starting at coordinates " +
                    coordinates(level.x, level.y, level.z) + "\n[\n";
  for (const auto& row : level.placement) {
    out += "[";
    for (std::size_t i = 0; i < row.size(); ++i) out += (i ? ", " : "") + row[i];
    out += "],\n";
  }
  return out + "]\n";
}

std::string Blueprint::explainLevelDifference(std::size_t index, const BlockView& world) const {
  const auto& level = levels.at(index);
  std::string fixes;
  forEachCell(level, [&](int x, int y, int z, const std::string& expected) {
    const std::string actual = world(x, y, z);
    if (expected == actual) return;
    if (actual == "air")
      fixes += "Place " + expected + " at coordinates " + coordinates(x, y, z) + "\n";
    else if (expected == "air")
      fixes += "Remove the " + actual + " at coordinates " + coordinates(x, y, z) + "\n";
    else
      fixes += "Replace the " + actual + " with a " + expected + " at coordinates " + coordinates(x, y, z) + " \n";
  });
  const std::string name = "Level " + std::to_string(level.level);
  if (fixes.empty()) return name + " is complete";
  return name + "  requires the following fixes:\n" + fixes;
}

std::string Blueprint::explainBlueprintDifference(const BlockView& world) const {
  std::string out;
  for (std::size_t i = 0; i < levels.size(); ++i) out += explainLevelDifference(i, world) + "\n";
  return out;
}

BlueprintMatch Blueprint::match(const BlockView& world) const {
  BlueprintMatch result;
  for (const auto& level : levels) {
    LevelMatch counts{level.level};
    forEachCell(level, [&](int x, int y, int z, const std::string& expected) {
      const std::string actual = world(x, y, z);
      if (expected == "air" && actual == "air") return;
      (expected == actual ? counts.matches : counts.mismatches) += 1;
    });
    result.matches += counts.matches;
    result.mismatches += counts.mismatches;
    result.levels.push_back(counts);
  }
  return result;
}

}  // namespace craftmate::tasks
