#include "games/coordqa/coordqa_dataset.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "agents/text_util.h"
#include "games/coordqa/coordqa_choice_matching.h"
#include "games/coordqa/coordqa_csv_table.h"

namespace craftmate::games::coordqa {

namespace {

using agents::lowerCase;
using agents::trimSpaces;

// Column prefixes of the release: "EC", "TOM", "JP".
std::string_view columnPrefix(Category c) {
  switch (c) {
    case Category::EnvironmentComprehension: return "EC";
    case Category::TheoryOfMind: return "TOM";
    case Category::JointPlanning: return "JP";
  }
  return "EC";
}

std::string subgameOf(const std::string& game, const std::string& description) {
  if (game != "CollabGames") return game;
  if (description.find("Catch the Thief") != std::string::npos || description.find("Collab Capture") != std::string::npos)
    return "Collab Capture";
  if (description.find("Collab Escape") != std::string::npos) return "Collab Escape";
  if (description.find("Overcooked") != std::string::npos) return "CollabCooking";
  return game;
}

std::string letters(const std::vector<Option>& options) {
  std::string out;
  for (const auto& o : options) out += (out.empty() ? "" : ",") + std::string(1, o.letter);
  return out.empty() ? "none" : out;
}

// Splits "A,E", "D, F", "J,D,E" into letters; bad tokens are reported through `bad`.
std::vector<char> parseOrdinals(std::string_view text, std::string& bad) {
  std::vector<char> out;
  std::string token;
  auto flush = [&] {
    std::string_view t = trimSpaces(token);
    if (!t.empty()) {
      if (t.size() == 1 && std::isupper(static_cast<unsigned char>(t[0]))) {
        out.push_back(t[0]);
      } else {
        bad += (bad.empty() ? "" : ", ") + std::string("'") + std::string(t) + "'";
      }
    }
    token.clear();
  };
  for (char c : text) {
    if (c == ',') flush();
    else token.push_back(c);
  }
  flush();
  return out;
}

bool hasLetter(const std::vector<Option>& options, char letter) {
  return std::any_of(options.begin(), options.end(), [&](const Option& o) { return o.letter == letter; });
}

// The option the released answer text names, or 0. The answer column sometimes repeats the letter
// ("C. s0"), which we strip before matching.
char letterFromAnswerText(const std::vector<Option>& options, std::string_view answer) {
  answer = trimSpaces(answer);
  if (answer.size() > 2 && std::isupper(static_cast<unsigned char>(answer[0])) && (answer[1] == '.' || answer[1] == ')'))
    answer = trimSpaces(answer.substr(2));
  std::vector<std::string> texts;
  for (const auto& o : options) texts.push_back(o.text);
  ChoiceMatchOptions strictMatch;
  strictMatch.minFuzzyRatio = 0.8;
  int index = matchChoice(answer, texts, strictMatch);
  return index >= 0 ? options[static_cast<size_t>(index)].letter : 0;
}

}  // namespace

std::string_view categoryName(Category category) {
  switch (category) {
    case Category::EnvironmentComprehension: return "EC";
    case Category::TheoryOfMind: return "ToM";
    case Category::JointPlanning: return "JP";
  }
  return "?";
}

OrdinalPolicy parseOrdinalPolicy(std::string_view text) {
  if (text == "repair") return OrdinalPolicy::Repair;
  if (text == "keep") return OrdinalPolicy::Keep;
  if (text == "drop") return OrdinalPolicy::Drop;
  if (text == "strict") return OrdinalPolicy::Strict;
  throw std::invalid_argument("unknown ordinal policy '" + std::string(text) + "'; use repair, keep, drop or strict");
}

size_t Dataset::scoredQuestionCount() const {
  size_t n = 0;
  for (const auto& s : scenarios)
    for (const auto& q : s.questions) n += q.scored ? 1 : 0;
  return n;
}

std::vector<Option> parseOptions(std::string_view questionText) {
  const std::string low = lowerCase(questionText);
  size_t at = std::string::npos;
  for (std::string_view marker : {"available actions:", "available answers:"}) {
    size_t found = low.rfind(marker);
    if (found != std::string::npos && (at == std::string::npos || found > at)) at = found + marker.size();
  }
  std::vector<Option> options;
  if (at == std::string::npos) return options;
  std::istringstream lines{std::string(questionText.substr(at))};
  std::string line;
  while (std::getline(lines, line)) {
    std::string_view t = trimSpaces(line);
    if (t.size() >= 2 && std::isupper(static_cast<unsigned char>(t[0])) && (t[1] == '.' || t[1] == ')')) {
      options.push_back({t[0], std::string(trimSpaces(t.substr(2)))});
    }
  }
  return options;
}

Dataset parseDataset(std::string_view csvText, const std::string& sourceName, OrdinalPolicy policy) {
  const CsvTable table = parseCsv(csvText, sourceName);
  auto need = [&](const std::string& name) {
    int index = table.column(name);
    if (index < 0) {
      throw std::invalid_argument(sourceName + ": missing column '" + name +
                                  "'; CoordQA needs Game, Game Description and for EC, TOM and JP the "
                                  "Directive, Question, Answer and Answer Ordinal columns");
    }
    return static_cast<size_t>(index);
  };
  const size_t gameCol = need("Game"), descriptionCol = need("Game Description");
  const int mapCol = table.column("Map"), conceptCol = table.column("Concept");

  Dataset dataset;
  dataset.source = sourceName;
  for (size_t r = 0; r < table.rows.size(); ++r) {
    const auto& row = table.rows[r];
    Scenario s;
    s.row = static_cast<int>(r) + 1;
    s.game = std::string(trimSpaces(row[gameCol]));
    s.gameDescription = row[descriptionCol];
    s.subgame = subgameOf(s.game, s.gameDescription);
    if (mapCol >= 0) s.map = row[static_cast<size_t>(mapCol)];
    if (conceptCol >= 0) s.coordinationConcept = row[static_cast<size_t>(conceptCol)];
    for (Category c : kCategories) {
      const std::string prefix(columnPrefix(c));
      Question& q = s.questions[static_cast<int>(c)];
      q.category = c;
      q.directive = row[need(prefix + " Directive")];
      q.text = row[need(prefix + " Question")];
      q.goldAnswer = row[need(prefix + " Answer")];
      q.options = parseOptions(q.text);
      auto report = [&](std::string message) { dataset.issues.push_back({s.row, c, std::move(message)}); };

      std::string badTokens;
      std::vector<char> gold = parseOrdinals(row[need(prefix + " Answer Ordinal")], badTokens);
      if (!badTokens.empty()) report("ordinal tokens " + badTokens + " are not single capital letters; ignored");
      if (q.options.empty()) report("no 'Available Actions:' or 'Available Answers:' block with lettered options");
      for (size_t i = 0; i < q.options.size(); ++i) {
        for (size_t j = 0; j < i; ++j) {
          if (q.options[i].letter == q.options[j].letter) {
            report(std::string("option letter ") + q.options[i].letter + " is printed twice");
            break;
          }
        }
      }
      bool skips = false;
      // A printed letter whose predecessor is never printed ("A, B, D").
      for (const Option& o : q.options) {
        if (o.letter > 'A' && !hasLetter(q.options, static_cast<char>(o.letter - 1))) skips = true;
      }
      if (!q.options.empty() && q.options.front().letter != 'A') skips = true;
      if (skips) report("option letters are not consecutive from A (" + letters(q.options) + ")");
      std::vector<char> valid;
      bool invalid = gold.empty();
      for (char g : gold) {
        if (hasLetter(q.options, g)) {
          valid.push_back(g);
          continue;
        }
        invalid = true;
        std::string what = std::string("gold ordinal ") + g + " names no option (options: " + letters(q.options) + ")";
        if (policy == OrdinalPolicy::Strict) {
          throw std::invalid_argument(sourceName + ": data row " + std::to_string(s.row) + ", " +
                                      std::string(categoryName(c)) + ": " + what +
                                      "; fix the ordinal or load with the repair/keep/drop policy");
        }
        if (policy == OrdinalPolicy::Repair) {
          char repaired = letterFromAnswerText(q.options, q.goldAnswer);
          if (repaired != 0) {
            report(what + "; repaired to " + std::string(1, repaired) + " from the answer text");
            valid.push_back(repaired);
            continue;
          }
          report(what + "; the answer text matches no option either, kept as released");
        } else if (policy == OrdinalPolicy::Keep) {
          report(what + "; kept as released");
        } else {
          report(what + "; question dropped");
        }
        valid.push_back(g);
      }
      if (gold.empty()) report("no gold ordinal");
      q.gold = std::move(valid);
      if (policy == OrdinalPolicy::Drop && invalid) q.scored = false;
      if (q.gold.empty()) q.scored = false;
    }
    dataset.scenarios.push_back(std::move(s));
  }
  return dataset;
}

Dataset loadDataset(const std::string& path, OrdinalPolicy policy) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw std::invalid_argument("cannot read CoordQA file '" + path +
                                "'; pass the released single_turn_trials.csv with --csv PATH");
  }
  std::ostringstream text;
  text << in.rdbuf();
  return parseDataset(text.str(), path, policy);
}

}  // namespace craftmate::games::coordqa
