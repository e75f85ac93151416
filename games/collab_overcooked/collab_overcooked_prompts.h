#pragma once
// The fixed prompt texts of the paper (spec §4.2-§4.5), filled for one agent: the game rules with
// the role's workflow, the recipe slot (Chef only), the action-space ("skill") prompt and the
// input/output format prompt. Kept in data/prompts.txt and compiled into the library.

#include <string>
#include <string_view>

namespace craftmate::games::collab_overcooked {

struct Task;

// The system message of every planner call.
std::string systemPrompt();
// Game rules with {role}, {has_recipe}, {workflow} filled, then "<Recipe need to know>:" and the
// recipe (the Chef's) or "You do not have the recipe" (the Assistant's).
std::string rulesAndRecipe(int agent, const Task& task);
// The agent's skill (action-space) prompt alone, with its role filled: the reflection call of the
// authors' agent pairs it with another output rule.
std::string skillPrompt(int agent);
// The skill prompt of the agent followed by the input/output format prompt with its role names.
std::string actionAndFormatPrompt(int agent);

}  // namespace craftmate::games::collab_overcooked
