#pragma once
// Turning a model's free text into one of a list of choices, as LLM-Coordination does
// (spec llm_coordination.md §2.2 for the agentic games, §7.2 for CoordQA).
//
// The reference code uses fuzzywuzzy (WRatio, random fallbacks). We keep its steps but make them
// deterministic: a normalised Levenshtein ratio with ties broken by list order, and no randomness.
// Capture, Escape and CoordQA share these helpers, so they live here in the CoordQA library, which
// is the LLM-Coordination text toolkit every one of those worlds already links.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::games::coordqa {

// Lower-cases ASCII, collapses runs of white space to one space, trims, and drops trailing
// periods (the paper's actions end with "." in the code and without it in the paper).
std::string normalizeChoiceText(std::string_view text);

// python-Levenshtein's ratio (the one fuzzywuzzy uses): (|a|+|b| - d) / (|a|+|b|) where d is the
// edit distance with insertions and deletions costing 1 and substitutions 2. 1.0 for equal texts,
// 0.0 when nothing is shared; two empty texts give 1.0.
double levenshteinRatio(std::string_view a, std::string_view b);

// The rest of the line after the first `tag` (e.g. "Action:"), leading white space skipped;
// nullopt when the tag does not occur. `caseSensitive=false` also finds "action:".
std::optional<std::string_view> textAfterTag(std::string_view reply, std::string_view tag, bool caseSensitive);

// The agentic games' action extraction (§2.2 steps 1-2): the text after `Action:`; when that text
// contains `action:` again, the text after it. The whole reply when there is no `Action:` at all
// (our worlds also accept a bare command, which is what replay files and scripted players write).
std::string_view extractActionText(std::string_view reply);

struct ChoiceMatchOptions {
  // Lowest ratio a fuzzy match may have. 0 reproduces the reference (always take the closest).
  double minFuzzyRatio = 0.8;
  // When the text names numbers (rooms), a fuzzy match must name the same numbers, so
  // "Move to Room 3" never silently becomes "Move to Room 2".
  bool numbersMustAgree = true;
};

// Index of the choice `text` means, or -1. In order: equal after normalisation; `text` is a
// substring of a choice (first in list order, §2.2 step 3); the best fuzzy ratio (first on ties).
int matchChoice(std::string_view text, const std::vector<std::string>& choices, const ChoiceMatchOptions& options);

}  // namespace craftmate::games::coordqa
