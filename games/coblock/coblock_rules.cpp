#include "games/coblock/coblock_rules.h"

#include <array>
#include <stdexcept>
#include <utility>

namespace craftmate::games::coblock {

namespace {

template <typename E, std::size_t N>
std::string_view nameOf(const std::array<std::pair<E, std::string_view>, N>& table, E v) {
  for (const auto& [value, name] : table) {
    if (value == v) return name;
  }
  return "?";
}

template <typename E, std::size_t N>
E parseOf(const std::array<std::pair<E, std::string_view>, N>& table, std::string_view s,
          std::string_view option) {
  std::string accepted;
  for (const auto& [value, name] : table) {
    if (name == s) return value;
    accepted += (accepted.empty() ? "" : ", ") + std::string(name);
  }
  throw std::invalid_argument(std::string(option) + ": unknown value '" + std::string(s) +
                              "'; use one of: " + accepted);
}

constexpr std::array<std::pair<RemovalPolicy, std::string_view>, 2> kRemoval{
    {{RemovalPolicy::AllowFloating, "allow_floating"},
     {RemovalPolicy::RejectIfUnsupported, "reject_if_unsupported"}}};
constexpr std::array<std::pair<TurnOrder, std::string_view>, 3> kTurnOrder{
    {{TurnOrder::Sequential, "sequential"},
     {TurnOrder::Alternate, "alternate"},
     {TurnOrder::Simultaneous, "simultaneous"}}};
constexpr std::array<std::pair<MatchMode, std::string_view>, 3> kMatch{
    {{MatchMode::Exact, "exact"},
     {MatchMode::TranslateKeepGround, "translate"},
     {MatchMode::TranslateAny, "translate_any"}}};
constexpr std::array<std::pair<WorkloadCount, std::string_view>, 2> kWorkload{
    {{WorkloadCount::WorldChanging, "world_changing"}, {WorkloadCount::AllActions, "all_actions"}}};
constexpr std::array<std::pair<ReflectionReference, std::string_view>, 2> kReflection{
    {{ReflectionReference::OwnGoal, "own_goal"}, {ReflectionReference::Target, "target"}}};
constexpr std::array<std::pair<DialogueLabels, std::string_view>, 2> kLabels{
    {{DialogueLabels::AgentNames, "agent_names"}, {DialogueLabels::Viewer, "viewer"}}};

}  // namespace

std::string_view removalPolicyName(RemovalPolicy v) { return nameOf(kRemoval, v); }
std::string_view turnOrderName(TurnOrder v) { return nameOf(kTurnOrder, v); }
std::string_view matchModeName(MatchMode v) { return nameOf(kMatch, v); }
std::string_view workloadCountName(WorkloadCount v) { return nameOf(kWorkload, v); }
std::string_view reflectionReferenceName(ReflectionReference v) { return nameOf(kReflection, v); }
std::string_view dialogueLabelsName(DialogueLabels v) { return nameOf(kLabels, v); }

RemovalPolicy parseRemovalPolicy(std::string_view s) { return parseOf(kRemoval, s, "removal_policy"); }
TurnOrder parseTurnOrder(std::string_view s) { return parseOf(kTurnOrder, s, "turn_order"); }
MatchMode parseMatchMode(std::string_view s) { return parseOf(kMatch, s, "match_mode"); }
WorkloadCount parseWorkloadCount(std::string_view s) { return parseOf(kWorkload, s, "workload_count"); }
ReflectionReference parseReflectionReference(std::string_view s) {
  return parseOf(kReflection, s, "reflection_ref");
}
DialogueLabels parseDialogueLabels(std::string_view s) { return parseOf(kLabels, s, "dialogue_labels"); }

}  // namespace craftmate::games::coblock
