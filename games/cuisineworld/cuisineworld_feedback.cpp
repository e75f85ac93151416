#include "games/cuisineworld/cuisineworld_feedback.h"

#include <cstdio>
#include <vector>

#include "games/cuisineworld/cuisineworld_level.h"

namespace craftmate::games::cuisine {

std::string feedbackText(const Level& level, const Feedback& f, const std::string& rejection) {
  const std::string agent = "agent" + std::to_string(f.agent);
  const std::string location = f.location >= 0 ? level.locations()[f.location].name : std::string();
  const std::string item = f.item >= 0 ? level.catalog().name(f.item) : std::string("None");
  switch (f.code) {
    case FeedbackCode::kRejected: return rejection;
    case FeedbackCode::kAllNoop: return "None of the agents performed any actions which is not normal.";
    case FeedbackCode::kNoActionExtracted:
      return "no action could be extracted from your reply; write one command per agent, e.g. "
             "goto_agent0_storage0";
    case FeedbackCode::kNotLocated: return agent + " is not located in " + location;
    case FeedbackCode::kNotPickable: return agent + " is not allowed to pick up from " + location + " at this point";
    case FeedbackCode::kOnlyBaseFromStorage: return agent + " can only pickup base ingredients from the storage";
    case FeedbackCode::kEmptyGet: return location + " is empty, you cannot get anything from there";
    case FeedbackCode::kAgentOccupied: return agent + " is occupied therefore cannot take any actions other than noop";
    case FeedbackCode::kHoldingCannotGet: return agent + " is holding objects, therefore cannot get objects from the tool";
    case FeedbackCode::kOccupiedGet: return location + " is occupied, therefore " + agent + " cannot get objects from the tool";
    case FeedbackCode::kNotADish:
      return item + " is not any dish needed in this level and cannot be put on " + location;
    case FeedbackCode::kWastePut: return "putting " + item + " into " + location + " will result in waste";
    case FeedbackCode::kAlreadyInside: return item + " is already inside " + location;
    case FeedbackCode::kNotHolding:
      return agent + " is not holding objects, therefore cannot put objects into the tool";
    case FeedbackCode::kOccupiedPut: return location + " is occupied, therefore cannot put objects into it";
    case FeedbackCode::kFull: return location + " reaches maximum capacity";
    case FeedbackCode::kWasteActivate: return "activating " + location + " will result in waste";
    case FeedbackCode::kHoldingCannotActivate: return agent + " is holding objects, therefore cannot activate tools";
    case FeedbackCode::kOccupiedActivate: return location + " is occupied, therefore cannot be activated";
    case FeedbackCode::kEmptyActivate: return location + " is empty, therefore cannot be activated";
  }
  return {};
}

std::string pythonListRepr(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ", ";
    const std::string& s = items[i];
    // CPython picks double quotes only when the text has a single quote and no double quote.
    const char quote =
        (s.find('\'') != std::string::npos && s.find('"') == std::string::npos) ? '"' : '\'';
    out += quote;
    for (unsigned char c : s) {
      if (c == '\\') out += "\\\\";
      else if (c == static_cast<unsigned char>(quote)) { out += '\\'; out += static_cast<char>(c); }
      else if (c == '\n') out += "\\n";
      else if (c == '\r') out += "\\r";
      else if (c == '\t') out += "\\t";
      else if (c < 0x20 || c == 0x7f) {
        char buffer[8];
        std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
        out += buffer;
      } else {
        out += static_cast<char>(c);
      }
    }
    out += quote;
  }
  out += "]";
  return out;
}

}  // namespace craftmate::games::cuisine
