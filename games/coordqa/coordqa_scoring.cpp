#include "games/coordqa/coordqa_scoring.h"

#include <algorithm>
#include <vector>

#include "agents/text_util.h"
#include "games/coordqa/coordqa_choice_matching.h"

namespace craftmate::games::coordqa {

namespace {

bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }

using agents::trimSpaces;

}  // namespace

Extraction extractAnswer(std::string_view reply, const Question& question, const ScoringOptions& options) {
  Extraction result;
  std::string_view text = reply;
  if (auto after = textAfterTag(reply, "Action:", /*caseSensitive=*/true)) {
    text = *after;
  } else if (auto answer = textAfterTag(reply, "Answer:", /*caseSensitive=*/true)) {
    text = *answer;
  }
  result.answerText = std::string(text);

  for (size_t i = 0; i + 1 < text.size(); ++i) {
    if (isUpper(text[i]) && (text[i + 1] == '.' || text[i + 1] == ')')) {
      result.letter = text[i];
      result.method = ExtractionMethod::LetterPattern;
      return result;
    }
  }
  if (options.acceptBareLetter) {
    std::string_view bare = trimSpaces(text);
    if (bare.size() == 1 && isUpper(bare[0]) &&
        std::any_of(question.options.begin(), question.options.end(), [&](const Option& o) { return o.letter == bare[0]; })) {
      result.letter = bare[0];
      result.method = ExtractionMethod::BareLetter;
      return result;
    }
  }
  if (question.options.empty()) return result;
  const std::string wanted = normalizeChoiceText(text);
  size_t best = 0;
  double bestRatio = -1.0;
  for (size_t i = 0; i < question.options.size(); ++i) {
    const double ratio = levenshteinRatio(wanted, normalizeChoiceText(question.options[i].text));
    if (ratio > bestRatio) {
      bestRatio = ratio;
      best = i;
    }
  }
  result.letter = question.options[best].letter;
  result.method = ExtractionMethod::Fuzzy;
  return result;
}

bool isCorrect(const Extraction& extraction, const Question& question) {
  if (!extraction.letter) return false;
  return std::find(question.gold.begin(), question.gold.end(), *extraction.letter) != question.gold.end();
}

bool scoreReply(std::string_view reply, const Question& question, const ScoringOptions& options) {
  return isCorrect(extractAnswer(reply, question, options), question);
}

}  // namespace craftmate::games::coordqa
