#include "games/collab_overcooked/collab_overcooked_metrics.h"

#include <cctype>

#include "games/collab_overcooked/collab_overcooked_action.h"
#include "games/collab_overcooked/collab_overcooked_items.h"

namespace craftmate::games::collab_overcooked {

int prefixMatchLength(const std::vector<std::string>& reference, const std::vector<std::string>& history) {
  if (reference.empty()) return 0;
  int best = 0;
  const std::size_t n = history.size();
  for (std::size_t s = 0; s < n; ++s) {
    if (history[s] != reference[0]) continue;  // every occurrence of g_1 is tried as the start
    std::size_t p = s;
    int d = 1;
    for (std::size_t r = 1; r < reference.size(); ++r) {
      std::size_t q = p + 1;
      while (q < n && history[q] != reference[r]) ++q;
      if (q >= n) break;
      p = q;
      ++d;
    }
    if (d > best) best = d;
  }
  return best;
}

double trajectoryEfficiency(const std::vector<std::string>& reference, const std::vector<std::string>& history,
                            double beta) {
  if (history.empty() || reference.empty()) return 0.0;
  const double b2 = beta * beta;
  const int d = prefixMatchLength(reference, history);
  // A history that is exactly the RAT scores 1; said so explicitly because (1+β²)·m and m+β²·m
  // differ in the last bit of a double.
  if (static_cast<std::size_t>(d) == reference.size() && history.size() == reference.size()) return 1.0;
  // The denominator is m + β²·n as printed and implemented by the authors (spec §5.1).
  return (1.0 + b2) * d / (static_cast<double>(reference.size()) + b2 * static_cast<double>(history.size()));
}

TesResult trajectoryEfficiency(const Task& task, int agent, const std::vector<std::string>& history, double beta) {
  TesResult best;
  best.value = -1.0;
  for (std::size_t j = 0; j < task.references.size(); ++j) {
    const auto& ref = task.references[j].agent[agent];
    const double v = trajectoryEfficiency(ref, history, beta);
    if (v > best.value) {
      best.value = v;
      best.reference = static_cast<int>(j);
      best.matched = prefixMatchLength(ref, history);
    }
  }
  if (best.value < 0) best.value = 0.0;
  return best;
}

double incrementalEfficiency(const Task& task, int agent, const std::vector<std::string>& history,
                             const std::vector<std::string>& added, double beta) {
  std::vector<std::string> extended = history;
  extended.insert(extended.end(), added.begin(), added.end());
  return trajectoryEfficiency(task, agent, extended, beta).value - trajectoryEfficiency(task, agent, history, beta).value;
}

double progressCompleteness(double tesChef, double tesAssistant) { return (tesChef + tesAssistant) / 2.0; }

bool inEvaluationActionSpace(int agent, std::string_view a) {
  static const std::string_view chefFixed[] = {
      "check_recipe()", "place_obj_on_counter()", "fill_dish_with_food()", "deliver_soup()", "pickup(dish,counter)",
      "cook(pot0)", "put_obj_in_utensil(pot0)", "fill_dish_with_food(pot0)", "bake(oven0)", "put_obj_in_utensil(oven0)",
      "fill_dish_with_food(oven0)", "fill_dish_with_food(chopping_board0)", "fill_dish_with_food(blender0)", "[NONE]"};
  static const std::string_view assistantFixed[] = {
      "place_obj_on_counter()", "pickup(dish,counter)", "pickup(dish,dish_dispenser)", "cut(chopping_board0)",
      "put_obj_in_utensil(chopping_board0)", "stir(blender0)", "put_obj_in_utensil(blender0)", "[NONE]"};
  if (agent == 0) {
    for (std::string_view f : chefFixed) if (a == f) return true;
  } else {
    for (std::string_view f : assistantFixed) if (a == f) return true;
  }
  // pickup(f,p) for every item f (raw ingredients and every recipe product) and the agent's places.
  if (!a.starts_with("pickup(") || !a.ends_with(")")) return false;
  const std::string_view inner = a.substr(7, a.size() - 8);
  const std::size_t comma = inner.find(',');
  if (comma == std::string_view::npos) return false;
  const std::string_view item = inner.substr(0, comma);
  const std::string_view place = inner.substr(comma + 1);
  const ItemCatalog& items = ItemCatalog::instance();
  const ItemId id = items.find(item);
  if (id == kNoItem || id == items.dish()) return false;
  if (agent == 0) return place == "counter" || place == "pot0" || place == "oven0";
  return place == "ingredient_dispenser" || place == "dish_dispenser" || place == "counter" ||
         place == "chopping_board0" || place == "blender0";
}

namespace {
std::string stripQuotesAndSpaces(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '\'' || c == '"' || std::isspace(static_cast<unsigned char>(c))) continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}
}  // namespace

std::vector<std::string> extractRequests(std::string_view plan, int responder) {
  // `request\((.+?)\)` then the cut-off ')' re-appended (spec §5.4 step 4).
  std::vector<std::string> out;
  std::string lower;
  for (char c : plan) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (std::size_t p = lower.find("request("); p != std::string::npos; p = lower.find("request(", p + 1)) {
    const std::size_t start = p + 8;
    const std::size_t close = lower.find(')', start + 1);  // .+? needs at least one character
    if (close == std::string::npos) break;
    std::string action = normalizeActionText(stripQuotesAndSpaces(std::string_view(plan).substr(start, close - start)) + ")");
    if (inEvaluationActionSpace(responder, action)) out.push_back(std::move(action));
  }
  return out;
}

std::vector<std::string> extractResponse(std::string_view plan, int responder) {
  // Every `\w+\(.*?\)`, spaces removed; items with request or wait dropped (spec §5.4 step 5).
  std::vector<std::string> out;
  const std::string text(plan);
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t open = text.find('(', i);
    if (open == std::string::npos) break;
    std::size_t nameStart = open;
    while (nameStart > 0 && (std::isalnum(static_cast<unsigned char>(text[nameStart - 1])) || text[nameStart - 1] == '_')) --nameStart;
    const std::size_t close = text.find(')', open);
    if (close == std::string::npos) break;
    if (nameStart == open) {
      i = open + 1;
      continue;
    }
    std::string item = normalizeActionText(text.substr(nameStart, close + 1 - nameStart));
    i = close + 1;
    if (item.find("request") != std::string::npos || item.find("wait") != std::string::npos) continue;
    if (inEvaluationActionSpace(responder, item)) out.push_back(std::move(item));
  }
  return out;
}

void scoreEvent(const Task& task, CollaborationEvent& e, double beta) {
  e.initiation = incrementalEfficiency(task, e.responder, e.responderHistory, e.requests, beta);
  e.response_ = incrementalEfficiency(task, e.responder, e.responderHistory, e.response, beta);
  std::vector<std::string> withRequests = e.responderHistory;
  withRequests.insert(withRequests.end(), e.requests.begin(), e.requests.end());
  std::vector<std::string> withResponse = e.responderHistory;
  withResponse.insert(withResponse.end(), e.response.begin(), e.response.end());
  e.gap = trajectoryEfficiency(task, e.responder, withRequests, beta).value -
          trajectoryEfficiency(task, e.responder, withResponse, beta).value;
}

CollaborationScores collaborationScores(const std::vector<CollaborationEvent>& events) {
  CollaborationScores s;
  s.events = static_cast<int>(events.size());
  if (events.empty()) return s;
  int initiated = 0;
  int responded = 0;
  for (const CollaborationEvent& e : events) {
    if (e.initiation > 0) ++initiated;
    if (e.response_ > 0) ++responded;
  }
  s.initiating = static_cast<double>(initiated) / s.events;
  s.responding = static_cast<double>(responded) / s.events;
  return s;
}

}  // namespace craftmate::games::collab_overcooked
