#pragma once
// The texts of Collab-Overcooked's baseline agent (collab_overcooked.md §3.5, §4.2-§4.9) that are
// the agent's, not the kitchen's: the planner call (system + one user message: instruction,
// "<input>", state), the correction variant whose say field must be [NOTHING], the re-ask after a
// reply without its analysis/plan field, and the reflection ("Rethink") call with its lessons.
// The fixed game texts come from the world: goal (rules + recipe slot), commandDocs (skill +
// input/output format), promptFields SYSTEM and SKILL.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::agents::methods {

// "Chef" for agent 0, "Assistant" for agent 1.
const char* kitchenRole(int agent);

// The header the world puts before a rejected action ("Below are the failed and analysis history
// ..."), and the "Your action X raised an error: M" line after it, when `observation` has one.
std::optional<std::string> failureLine(std::string_view observation);

// `observation` without that header and line.
std::string withoutFailure(const std::string& observation);

// `observation` with the last three lessons under "Lessons from Past Failures" ("1.<lesson>\n").
std::string withLessons(const std::string& observation, const std::vector<std::string>& lessons);

// The format prompt (the world's commandDocs) with its say field forced to [NOTHING], as the
// authors' correct_rule does for a correction.
std::string correctionFormat(const std::string& commandDocs, int agent);

// The planner's user message: instruction, a blank line, "<input>" and the state.
std::string plannerMessage(const std::string& instruction, const std::string& state);

// Which required field a reply lacks, by the authors' patterns (§4.8): "analysis", "plan", or "".
std::string missingField(std::string_view reply, int agent);

// Whether the reply has a non-empty plan field ("<role> plan: ...").
bool hasPlanField(std::string_view reply, int agent);

// The authors' re-ask after a missing field: the previous user message wrapped in the complaint
// and the faulty reply.
std::string missingFieldMessage(const std::string& field, const std::string& previousMessage, const std::string& reply);

// The first executable action of a reply's plan (what "Solution: Your action '...'" names).
std::string firstPlannedAction(std::string_view reply, int agent);

// The reflection rule (§4.9) and its input tail.
std::string_view reflectionRule();
std::string reflectionInput(const std::string& state, const std::string& failure, const std::string& solution);
// The lesson in a "Rethink: ...." reply (up to the first period), or nullopt.
std::optional<std::string> rethinkLesson(std::string_view reply);

// The error message of a failure line ("... raised an error: M" -> "M"): lessons are kept once per error.
std::string errorOf(const std::string& failure);

}  // namespace craftmate::agents::methods
