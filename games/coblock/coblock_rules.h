#pragma once
// Every rule the paper leaves open (coblock spec §10) as an explicit option. The defaults are the
// spec's recommended ones; docs/worlds/coblock.md records each decision.

#include <string>
#include <string_view>

namespace craftmate::games::coblock {

// §10 #5: what happens when a removed block was the only neighbour of another block.
enum class RemovalPolicy { AllowFloating, RejectIfUnsupported };
// §10 #8: who moves first inside a round.
enum class TurnOrder { Sequential, Alternate, Simultaneous };
// §10 #12: how the built structure must match the target G.
enum class MatchMode { Exact, TranslateKeepGround, TranslateAny };
// §10 #16: which actions count as an agent's workload N_a.
enum class WorkloadCount { WorldChanging, AllActions };
// §10 #19: what the self-reflection checker compares the built structure with.
enum class ReflectionReference { OwnGoal, Target };
// §4.3: how dialogue senders are labelled: "Agent 1"/"Agent 2" (App. B.2) or, from the viewer's
// side, "ChatGPT"/"Partner" (App. B.1).
enum class DialogueLabels { AgentNames, Viewer };

struct Rules {
  int maxActionsPerTurn = 1;                 // §10 #7
  TurnOrder turnOrder = TurnOrder::Sequential;
  RemovalPolicy removal = RemovalPolicy::AllowFloating;
  MatchMode match = MatchMode::Exact;
  bool allowExtraBlocks = false;             // success needs only G ⊆ built
  bool countInvalidInTimesteps = true;       // §10 #10
  WorkloadCount workload = WorkloadCount::WorldChanging;
  bool capAssignmentByCount = false;         // Algorithm 1 variant honouring inventory counts
  int maxRounds = 0;                         // 0: max(30, 4·|G|) (§3.4)
  bool showTargetAndDiff = false;            // §10 #13
  bool reflectionFeedback = true;            // the full agent's step 3 input (<Feedback>)
  ReflectionReference reflectionReference = ReflectionReference::OwnGoal;
  DialogueLabels dialogueLabels = DialogueLabels::AgentNames;
  bool allowEmptyMessage = true;
  int maxMessageChars = 0;                   // 0: unlimited
};

// Names used by parameters and docs (e.g. "allow_floating"); parse functions throw
// std::invalid_argument naming the accepted values.
std::string_view removalPolicyName(RemovalPolicy v);
std::string_view turnOrderName(TurnOrder v);
std::string_view matchModeName(MatchMode v);
std::string_view workloadCountName(WorkloadCount v);
std::string_view reflectionReferenceName(ReflectionReference v);
std::string_view dialogueLabelsName(DialogueLabels v);
RemovalPolicy parseRemovalPolicy(std::string_view s);
TurnOrder parseTurnOrder(std::string_view s);
MatchMode parseMatchMode(std::string_view s);
WorkloadCount parseWorkloadCount(std::string_view s);
ReflectionReference parseReflectionReference(std::string_view s);
DialogueLabels parseDialogueLabels(std::string_view s);

}  // namespace craftmate::games::coblock
