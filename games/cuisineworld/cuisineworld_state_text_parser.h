#pragma once
// Reads a dispatcher prompt back into plain facts (orders, agents, kitchen contents) — exactly the
// information an LLM dispatcher gets, and the only input of the scripted dispatcher.

#include <string>
#include <string_view>
#include <vector>

namespace craftmate::games::cuisine {

struct ParsedKitchenState {
  struct OrderView {
    std::string dish;
    int lifetime = 0;
  };
  struct AgentView {
    std::string at;
    std::string holding;  // empty when "None"
    bool busy = false;
  };
  struct LocationView {
    std::string name;  // "pan1"
    std::string stem;  // "pan"
    std::vector<std::string> content;
    bool busy = false;
  };
  std::string level;
  int step = 0;
  int maxSteps = 0;
  std::vector<OrderView> orders;
  std::vector<AgentView> agents;
  std::vector<LocationView> locations;
  std::vector<std::string> accomplished;

  // Parses the state text (with or without the feedback blocks); unknown lines are ignored.
  static ParsedKitchenState parse(std::string_view prompt);
  int locationIndex(std::string_view name) const;
};

}  // namespace craftmate::games::cuisine
