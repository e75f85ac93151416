#pragma once
// Scoring one CoordQA reply (spec §7.2 `find_answer_fuzzy`, test cases QA-1..QA-5).

#include <optional>
#include <string>
#include <string_view>

#include "games/coordqa/coordqa_dataset.h"

namespace craftmate::games::coordqa {

struct ScoringOptions {
  // Spec QA-3 improvement: a reply that is a bare capital letter naming a printed option ("E") is
  // that option. false reproduces the reference, which sends "E" to the fuzzy matcher.
  bool acceptBareLetter = true;
};

enum class ExtractionMethod { LetterPattern, BareLetter, Fuzzy, None };

struct Extraction {
  std::optional<char> letter;
  ExtractionMethod method = ExtractionMethod::None;
  std::string answerText;  // the text the letter was taken from
};

// 1. the rest of the line after the first "Action:" (case-sensitive), else after "Answer:", else
//    the whole reply; 2. the first capital letter followed by '.' or ')'; 3. (option) a bare letter;
// 4. otherwise the option whose text is closest (Levenshtein ratio, first on ties). The fuzzy step
// returns the option's printed letter (the reference used its line index; they differ only where
// the release prints a letter twice).
Extraction extractAnswer(std::string_view reply, const Question& question, const ScoringOptions& options = {});

// 1 when the extracted letter is one of the gold letters, else 0.
bool isCorrect(const Extraction& extraction, const Question& question);
bool scoreReply(std::string_view reply, const Question& question, const ScoringOptions& options = {});

}  // namespace craftmate::games::coordqa
