#pragma once
// The paper's process metrics (spec §5): TES with the reference-trajectory matching of §5.1, ITES
// (§5.2), PC (§5.3), IC/RC over collaboration events (§5.4), and the action-space filter of §5.6.
// Action strings are compared after normalizeActionText (no whitespace, lower case).

#include <string>
#include <string_view>
#include <vector>

#include "games/collab_overcooked/collab_overcooked_task.h"

namespace craftmate::games::collab_overcooked {

inline constexpr double kDefaultBeta = 0.95;

// D: the length of the longest prefix g_1..g_d of `reference` occurring as a subsequence of
// `history` (not the LCS: missing g_1 gives 0).
int prefixMatchLength(const std::vector<std::string>& reference, const std::vector<std::string>& history);

// (1+β²)·D / (m + β²·n) for one RAT; 0 for an empty history.
double trajectoryEfficiency(const std::vector<std::string>& reference, const std::vector<std::string>& history,
                            double beta = kDefaultBeta);

struct TesResult {
  double value = 0.0;
  int reference = 0;  // index of the RAT giving the maximum (first on ties)
  int matched = 0;    // its D
};

// TES(h_k) = max over the task's RATs of agent k.
TesResult trajectoryEfficiency(const Task& task, int agent, const std::vector<std::string>& history,
                               double beta = kDefaultBeta);

// ITES(ā, h_k) = TES(h_k ∪ ā) − TES(h_k), each with its own max over RATs.
double incrementalEfficiency(const Task& task, int agent, const std::vector<std::string>& history,
                             const std::vector<std::string>& added, double beta = kDefaultBeta);

// PC of one episode: the mean TES of both agents.
double progressCompleteness(double tesChef, double tesAssistant);

// Whether a normalised action string belongs to the agent's enumerated action space (§5.6), the
// filter applied to requests and responses before IC/RC.
bool inEvaluationActionSpace(int agent, std::string_view normalized);

// request(...) payloads of a plan text, normalised and filtered to the responder's action space
// (§5.4 step 4): "request('pickup(a, b)')" -> "pickup(a,b)".
std::vector<std::string> extractRequests(std::string_view plan, int responder);
// The actions of a responder's plan text (§5.4 step 5): every `\w+\(.*?\)`, without request/wait
// items, filtered to the responder's action space.
std::vector<std::string> extractResponse(std::string_view plan, int responder);

// One communication channel opened by the Chef, scored as in §5.4.
struct CollaborationEvent {
  int timestep = 0;
  int initiator = 0;
  int responder = 1;
  std::vector<std::string> responderHistory;  // H: responder's executed actions with timestamp <= timestep
  std::vector<std::string> requests;          // R
  std::vector<std::string> response;          // R̂
  double initiation = 0.0;                    // c1 = ITES(R, H)
  double response_ = 0.0;                     // c3 = ITES(R̂, H)
  double gap = 0.0;                           // c2 = TES(H+R) − TES(H+R̂)
};

// Fills c1, c2, c3 of an event from its H, R and R̂.
void scoreEvent(const Task& task, CollaborationEvent& event, double beta = kDefaultBeta);

struct CollaborationScores {
  double initiating = 0.0;  // IC: share of events with c1 > 0
  double responding = 0.0;  // RC: share of events with c3 > 0
  int events = 0;
};
CollaborationScores collaborationScores(const std::vector<CollaborationEvent>& events);

}  // namespace craftmate::games::collab_overcooked
