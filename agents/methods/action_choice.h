#pragma once
// Which of a world's listed actions a model's reply names, the way LLM-Coordination's agents read
// replies (llm_coordination.md §2.2): the text after `Action:` (again after a repeated `action:`),
// then a listed action containing that text, then the closest one. The reference uses fuzzywuzzy;
// we use a normalised Levenshtein ratio with ties broken by list order, so a transcript always
// gives the same choice. The agents need this only to show a verifier which action was selected
// (and which others remain); the world itself decides whether a reply names a legal action.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::agents::methods {

// The rest of the line after `Action:` (case-sensitive, as the reference regex), trimmed; when it
// contains `action:` again, the text after that. nullopt when the reply has no `Action:`.
std::optional<std::string> actionField(std::string_view reply);

// 1 - edit distance / length of the longer text, on lower-cased texts; 1 for two empty texts.
double similarity(std::string_view a, std::string_view b);

// Index in `actions` of the action `chosen` names, or -1 when `actions` is empty. A leading option
// letter ("G", "G.", "G. Play my Card 0") selects by position when `lettered`; then an action that
// contains the text (case-insensitive, first in list order); then the most similar action.
int closestAction(std::string_view chosen, const std::vector<std::string>& actions, bool lettered);

// "A. first\nB. second\n..." (the lettered lists of Hanabi and Collab Capture).
std::string letteredLine(int index, const std::string& action);

}  // namespace craftmate::agents::methods
