#include "games/collab_overcooked/collab_overcooked_observation_reader.h"

#include <cctype>
#include <cstdlib>

namespace craftmate::games::collab_overcooked {
namespace {

std::string between(std::string_view text, std::string_view open, std::string_view close, std::size_t from = 0) {
  const std::size_t a = text.find(open, from);
  if (a == std::string_view::npos) return {};
  const std::size_t b = text.find(close, a + open.size());
  if (b == std::string_view::npos) return {};
  return std::string(text.substr(a + open.size(), b - a - open.size()));
}

void readHolding(std::string_view text, std::string_view role, std::string& item, bool& withDish) {
  const std::string key = "<" + std::string(role) + "> holds ";
  const std::size_t p = text.find(key);
  item.clear();
  withDish = false;
  if (p == std::string_view::npos) return;
  std::string_view rest = text.substr(p + key.size());
  if (rest.starts_with("nothing")) return;
  if (rest.starts_with("one ")) {
    rest.remove_prefix(4);
    item = std::string(rest.substr(0, rest.find(". ")));
    return;
  }
  if (rest.starts_with("a dish with ")) {
    rest.remove_prefix(12);
    const std::size_t end = std::min(rest.find(" and needs"), rest.find(". "));
    item = std::string(rest.substr(0, end));
    withDish = true;
  }
}

std::vector<std::string> splitWords(std::string_view s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ') ++j;
    if (j > i) out.emplace_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

}  // namespace

std::vector<std::string> findActionCalls(std::string_view text) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (true) {
    const std::size_t open = text.find('(', i);
    if (open == std::string_view::npos) break;
    std::size_t start = open;
    while (start > 0 && (std::isalnum(static_cast<unsigned char>(text[start - 1])) || text[start - 1] == '_')) --start;
    const std::size_t close = text.find(')', open);
    if (close == std::string_view::npos) break;
    if (start < open) out.emplace_back(text.substr(start, close + 1 - start));
    i = close + 1;
  }
  return out;
}

ObservationView readObservation(std::string_view text, std::string_view self) {
  ObservationView v;
  const std::string mate = self == "Chef" ? "Assistant" : "Chef";
  v.order = between(text, "Order:", "\n");
  {
    const std::size_t s = text.find("Scene ");
    if (s != std::string_view::npos) v.scene = std::atoi(std::string(text.substr(s + 6, 8)).c_str());
  }
  {
    const std::string history = between(text, "Successful Action History: [", "]\n");
    for (std::size_t p = history.find("{'timestamp': "); p != std::string::npos; p = history.find("{'timestamp': ", p + 1)) {
      ++v.historyShown;
      v.lastActionTime = std::atoi(history.c_str() + p + 14);
      v.lastAction = between(history, "'action': '", "'}", p);
    }
  }
  readHolding(text, self, v.holding, v.holdingDish);
  bool mateDish = false;
  readHolding(text, mate, v.mateHolding, mateDish);
  v.planned = between(text, "(yet to be performed) for " + std::string(self) + " is [", "] ");
  v.matePlanned = between(text, "(yet to be performed) for " + mate + " is [", "] ");
  const std::size_t kitchenStart = text.find("Kitchen states: ");
  const std::size_t kitchenEnd = text.find(" counters can be visited by <", kitchenStart);
  if (kitchenStart != std::string_view::npos && kitchenEnd != std::string_view::npos) {
    std::string_view kitchen = text.substr(kitchenStart + 16, kitchenEnd - kitchenStart - 16);
    std::size_t p = kitchen.find('<');
    while (p != std::string_view::npos) {
      const std::size_t next = kitchen.find('<', p + 1);
      std::string_view entry = kitchen.substr(p + 1, (next == std::string_view::npos ? kitchen.size() : next) - p - 1);
      const std::size_t gt = entry.find("> ");
      if (gt != std::string_view::npos) {
        const std::string name(entry.substr(0, gt));
        std::string_view body = entry.substr(gt + 2);
        ObservedUtensil u;
        if (body.starts_with("is empty")) {
          u.status = ObservedUtensil::Status::Empty;
        } else if (body.starts_with("starts processing ")) {
          u.status = ObservedUtensil::Status::Cooking;
          u.product = std::string(body.substr(18, body.find(',') - 18));
        } else if (body.starts_with("has ")) {
          body.remove_prefix(4);
          const std::size_t comma = body.find(',');
          if (comma == std::string_view::npos) {
            u.status = ObservedUtensil::Status::Ready;
            u.product = std::string(body.substr(0, body.find(';')));
          } else {
            u.status = ObservedUtensil::Status::Loaded;
            u.items = splitWords(body.substr(0, comma));
          }
        }
        v.utensils[name] = std::move(u);
      }
      p = next;
    }
    const std::string counters = between(text, "Their states are as follows: ", "\n", kitchenEnd);
    for (std::size_t q = 0; q < counters.size();) {
      const std::size_t have = counters.find(" counters have ", q);
      if (have == std::string::npos) break;
      const int count = std::atoi(counters.c_str() + q);
      const std::size_t end = counters.find(" which you can pick it up.", have);
      if (end == std::string::npos) break;
      v.counters[counters.substr(have + 15, end - have - 15)] += count;
      q = end + 27;
    }
  }
  const std::size_t failure = text.find("Your action ");
  if (failure != std::string_view::npos && text.find("Below are the failed") != std::string_view::npos) {
    v.failed = true;
    const std::size_t raised = text.find(" raised an error: ", failure);
    v.failedAction = std::string(text.substr(failure + 12, raised - failure - 12));
    v.failureMessage = std::string(text.substr(raised + 18, text.find('\n', raised) - raised - 18));
  }
  const std::size_t talk = text.find("Past conversation turns:\n");
  if (talk != std::string_view::npos) {
    v.inConversation = true;
    std::size_t p = talk + 25;
    while (p < text.size()) {
      const std::size_t eol = text.find('\n', p);
      std::string_view line = text.substr(p, (eol == std::string_view::npos ? text.size() : eol) - p);
      const std::size_t says = line.find(" says (turn ");
      const std::size_t colon = line.find("):");
      if (says != std::string_view::npos && colon != std::string_view::npos) {
        v.messages.push_back(ObservedMessage{std::string(line.substr(0, says)), std::string(line.substr(colon + 2))});
      }
      if (eol == std::string_view::npos) break;
      p = eol + 1;
    }
  }
  return v;
}

}  // namespace craftmate::games::collab_overcooked
