#include "agents/scripted_minecollab/command_outputs.h"

#include <regex>
#include <sstream>

namespace craftmate::agents::minecollab {

namespace {

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// "2 oak_planks + 1 stick" -> {oak_planks: 2, stick: 1}
ItemCounts parseSum(const std::string& text) {
  ItemCounts out;
  static const std::regex term(R"((\d+)\s+([a-z0-9_]+))");
  for (std::sregex_iterator it(text.begin(), text.end(), term), end; it != end; ++it)
    out[(*it)[2]] += std::stoi((*it)[1]);
  return out;
}

}  // namespace

std::optional<ItemCounts> parseInventory(const std::string& text) {
  const auto at = text.find("INVENTORY");
  if (at == std::string::npos) return std::nullopt;
  ItemCounts items;
  if (text.compare(at, 18, "INVENTORY: Nothing") == 0) return items;
  static const std::regex entry(R"(^- ([a-z0-9_]+): (\d+)\s*$)");
  bool started = false;
  for (const auto& line : lines(text.substr(at))) {
    if (!started) {
      started = true;  // the "INVENTORY" line itself
      continue;
    }
    std::smatch m;
    if (std::regex_match(line, m, entry)) items[m[1]] += std::stoi(m[2]);
    else if (line.rfind("WEARING", 0) == 0 || line.rfind("(You have", 0) == 0) break;
  }
  return items;
}

std::optional<CraftingPlan> parseCraftingPlan(const std::string& text) {
  CraftingPlan plan;
  const bool missingPart = text.find("You are missing the following items:") != std::string::npos;
  plan.complete = text.find("You have all items required to craft this item!") != std::string::npos ||
                  text.find("You have all required items already in your inventory!") != std::string::npos;
  if (!missingPart && !plan.complete && text.find("crafting plan") == std::string::npos) {
    // A base target: "<item> is a base item, you need to find <n> more in the world".
    static const std::regex base(R"(([a-z0-9_]+) is a base item, you need to find (\d+) more)");
    std::smatch m;
    if (!std::regex_search(text, m, base)) return std::nullopt;
    plan.missing[m[1]] = std::stoi(m[2]);
    return plan;
  }
  static const std::regex missingLine(R"(^- (\d+) ([a-z0-9_]+)\s*$)");
  bool inMissing = false;
  for (const auto& line : lines(text)) {
    if (line.find("You are missing the following items:") != std::string::npos) {
      inMissing = true;
      continue;
    }
    std::smatch m;
    if (inMissing && std::regex_match(line, m, missingLine)) {
      plan.missing[m[2]] += std::stoi(m[1]);
      continue;
    }
    inMissing = false;
  }
  plan.steps = parseSteps(text);
  return plan;
}

std::vector<CraftingStep> parseSteps(const std::string& text) {
  std::vector<CraftingStep> steps;
  static const std::regex step(R"(Craft ((?:\d+ [a-z0-9_]+(?: \+ )?)+) -> (\d+) ([a-z0-9_]+))");
  for (std::sregex_iterator it(text.begin(), text.end(), step), end; it != end; ++it)
    steps.push_back({parseSum((*it)[1]), (*it)[3], std::stoi((*it)[2])});
  return steps;
}

std::string stepsLine(const std::vector<CraftingStep>& steps) {
  std::string out;
  for (const auto& s : steps) {
    std::string inputs;
    for (const auto& [item, n] : s.inputs) inputs += (inputs.empty() ? "" : " + ") + std::to_string(n) + " " + item;
    out += (out.empty() ? "" : "; ") + std::string("Craft ") + inputs + " -> " + std::to_string(s.outputCount) + " " + s.output;
  }
  return out;
}

ItemCounts baseInputs(const CraftingPlan& plan) {
  ItemCounts made, needed;
  for (const auto& s : plan.steps) {
    for (const auto& [item, n] : s.inputs) {
      const int fromSteps = std::min(made[item], n);
      made[item] -= fromSteps;
      if (n > fromSteps) needed[item] += n - fromSteps;
    }
    made[s.output] += s.outputCount;
  }
  return needed;
}

CraftResult parseCraftResult(const std::string& text) {
  CraftResult r;
  std::smatch m;
  static const std::regex crafted(R"((?:Successfully crafted ([a-z0-9_]+), you now have (\d+))|(?:Not enough [a-z0-9_]+ to craft \d+, crafted \d+\. You now have (\d+) ([a-z0-9_]+)))");
  static const std::regex missing(R"(You do not have the resources to craft an? ([a-z0-9_]+)\. It requires: ([^.]*)\.)");
  static const std::regex noRecipe(R"(([a-z0-9_]+) is either not an item, or it does not have a crafting recipe)");
  static const std::regex table(R"(Crafting ([a-z0-9_]+) requires a crafting table)");
  if (std::regex_search(text, m, crafted)) {
    r.kind = CraftResult::Kind::Crafted;
    r.item = m[1].matched ? m[1].str() : m[4].str();
    r.nowHave = std::stoi(m[2].matched ? m[2].str() : m[3].str());
  } else if (std::regex_search(text, m, missing)) {
    r.kind = CraftResult::Kind::MissingResources;
    r.item = m[1];
    r.required = parseItemList(m[2]);
  } else if (std::regex_search(text, m, noRecipe)) {
    r.kind = CraftResult::Kind::NoRecipe;
    r.item = m[1];
  } else if (std::regex_search(text, m, table)) {
    r.kind = CraftResult::Kind::NeedsTable;
    r.item = m[1];
  }
  return r;
}

bool giveSucceeded(const std::string& text) { return text.find(" received ") != std::string::npos; }

std::vector<BlueprintFix> parseBlueprintFixes(const std::string& text) {
  std::vector<BlueprintFix> fixes;
  static const std::regex fix(
      R"((Place ([a-z0-9_]+)|Remove the ([a-z0-9_]+)|Replace the [a-z0-9_]+ with an? ([a-z0-9_]+)) at coordinates X: (-?\d+), Y: (-?\d+), Z: (-?\d+))");
  for (std::sregex_iterator it(text.begin(), text.end(), fix), end; it != end; ++it) {
    const auto& m = *it;
    BlueprintFix f;
    if (m[2].matched) f = {BlueprintFix::Kind::Place, m[2]};
    else if (m[3].matched) f = {BlueprintFix::Kind::Remove, m[3]};
    else f = {BlueprintFix::Kind::Replace, m[4]};
    f.x = std::stoi(m[5]);
    f.y = std::stoi(m[6]);
    f.z = std::stoi(m[7]);
    fixes.push_back(f);
  }
  return fixes;
}

bool blueprintCorrect(const std::string& text) {
  static const std::regex correct(R"((Blueprint|Level \d+) is correct)");
  return std::regex_search(text, correct);
}

std::optional<BlueprintLevelText> parseBlueprintLevel(const std::string& text) {
  static const std::regex header(R"(Level (-?\d+) starting at coordinates X: (-?\d+), Y: (-?\d+), Z: (-?\d+)\s*\[)");
  std::smatch m;
  if (!std::regex_search(text, m, header)) return std::nullopt;
  BlueprintLevelText level;
  level.level = std::stoi(m[1]);
  level.x = std::stoi(m[2]);
  level.y = std::stoi(m[3]);
  level.z = std::stoi(m[4]);
  // Rows: "[a, b, c]," up to the grid's closing "]".
  static const std::regex row(R"(\[([a-z0-9_:\[\]=, ]*?)\],?\n)");
  const std::string rest = m.suffix();
  static const std::regex name(R"([a-z0-9_:]+(\[[^\]]*\])?)");
  for (std::sregex_iterator it(rest.begin(), rest.end(), row), end; it != end; ++it) {
    const std::string cells = (*it)[1];
    std::vector<std::string> names;
    for (std::sregex_iterator c(cells.begin(), cells.end(), name); c != end; ++c) names.push_back(c->str());
    level.rows.push_back(std::move(names));
  }
  if (level.rows.empty()) return std::nullopt;
  return level;
}

std::string itemList(const ItemCounts& items) {
  std::string out;
  for (const auto& [item, n] : items)
    if (n > 0) out += (out.empty() ? "" : ", ") + item + ": " + std::to_string(n);
  return out;
}

ItemCounts parseItemList(const std::string& text) {
  ItemCounts out;
  static const std::regex entry(R"(([a-z0-9_]+): (\d+))");
  for (std::sregex_iterator it(text.begin(), text.end(), entry), end; it != end; ++it)
    out[(*it)[1]] += std::stoi((*it)[2]);
  return out;
}

}  // namespace craftmate::agents::minecollab
