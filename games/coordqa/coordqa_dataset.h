#pragma once
// CoordinationQA (spec llm_coordination.md §7): scenarios of the four games, each asked three
// multiple-choice questions (Environment Comprehension, Theory of Mind, Joint Planning). The data
// is the authors' released CSV, read from a path the user gives (never copied into craftmate).

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::games::coordqa {

enum class Category { EnvironmentComprehension = 0, TheoryOfMind = 1, JointPlanning = 2 };
inline constexpr std::array<Category, 3> kCategories = {Category::EnvironmentComprehension, Category::TheoryOfMind,
                                                        Category::JointPlanning};
// "EC", "ToM", "JP" (the paper's abbreviations).
std::string_view categoryName(Category category);

struct Option {
  char letter = 'A';  // as printed in the question (the release has duplicates such as "B." twice)
  std::string text;   // without the "A. " prefix
};

struct Question {
  Category category = Category::EnvironmentComprehension;
  std::string directive;  // the "{X} Directive" column, verbatim
  std::string text;       // the "{X} Question" column: state, question line and lettered options
  std::vector<Option> options;
  std::vector<char> gold;  // letters that count as correct (after the ordinal policy)
  std::string goldAnswer;  // the "{X} Answer" column, for reports
  bool scored = true;      // false when the ordinal policy dropped the question
};

struct Scenario {
  int row = 0;  // 1-based data row in the file (the header is row 0)
  std::string game;     // "Overcooked", "Hanabi" or "CollabGames" as released
  std::string subgame;  // "Collab Capture", "Collab Escape", "CollabCooking", or the game
  std::string map;
  std::string coordinationConcept;  // the "Concept" column
  std::string gameDescription;
  std::array<Question, 3> questions;  // indexed by Category

  const Question& question(Category c) const { return questions[static_cast<int>(c)]; }
};

// Something wrong in the file that the loader found and what it did about it.
struct DataIssue {
  int row = 0;
  Category category = Category::EnvironmentComprehension;
  std::string message;
};

// What to do with a gold ordinal that names no printed option (spec §7.2: validate on import).
enum class OrdinalPolicy {
  Repair,  // default: re-derive the letter from the released answer text when it matches one option
  Keep,    // paper parity: keep it; the question can then never be answered correctly
  Drop,    // leave the question out of every score
  Strict,  // refuse the file
};
// Parses "repair", "keep", "drop", "strict"; throws std::invalid_argument otherwise.
OrdinalPolicy parseOrdinalPolicy(std::string_view text);

struct Dataset {
  std::string source;
  std::vector<Scenario> scenarios;
  std::vector<DataIssue> issues;

  size_t scoredQuestionCount() const;
};

// Reads the CSV at `path`. Throws std::invalid_argument with the path and the reason when the
// file cannot be read, lacks a needed column or (Strict) has an invalid ordinal.
Dataset loadDataset(const std::string& path, OrdinalPolicy policy = OrdinalPolicy::Repair);
// The same from text already in memory (tests, embedded data).
Dataset parseDataset(std::string_view csvText, const std::string& sourceName, OrdinalPolicy policy);

// The lettered options after the last "Available Actions:" / "Available Answers:" line of a
// question (case-insensitive); empty when there is no such block.
std::vector<Option> parseOptions(std::string_view questionText);

}  // namespace craftmate::games::coordqa
