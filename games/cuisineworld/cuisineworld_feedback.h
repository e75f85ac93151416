#pragma once
// Environment feedback of one step, kept as codes during the step (no string building in the hot
// path) and rendered to the reference engine's exact English only when an agent reads it.

#include <cstdint>
#include <string>

#include "games/cuisineworld/cuisineworld_catalog.h"

namespace craftmate::games::cuisine {

class Level;

enum class FeedbackCode : std::uint8_t {
  kRejected,            // a joint action rejected at validation; the text is the parser's message
  kAllNoop,             // "None of the agents performed any actions which is not normal."
  kNoActionExtracted,   // our message when a reply holds no command (the reference skips the step)
  kNotLocated,          // "agent{i} is not located in {L}"
  kNotPickable,         // "agent{i} is not allowed to pick up from {L} at this point"
  kOnlyBaseFromStorage, // "agent{i} can only pickup base ingredients from the storage"
  kEmptyGet,            // "{L} is empty, you cannot get anything from there"
  kAgentOccupied,       // "agent{i} is occupied therefore cannot take any actions other than noop"
  kHoldingCannotGet,    // "agent{i} is holding objects, therefore cannot get objects from the tool"
  kOccupiedGet,         // "{L} is occupied, therefore agent{i} cannot get objects from the tool"
  kNotADish,            // "{item} is not any dish needed in this level and cannot be put on {L}"
  kWastePut,            // "putting {item} into {L} will result in waste"
  kAlreadyInside,       // "{item} is already inside {L}" (duplicate_put=reject only)
  kNotHolding,          // "agent{i} is not holding objects, therefore cannot put objects into the tool"
  kOccupiedPut,         // "{L} is occupied, therefore cannot put objects into it"
  kFull,                // "{L} reaches maximum capacity"
  kWasteActivate,       // "activating {L} will result in waste"
  kHoldingCannotActivate,  // "agent{i} is holding objects, therefore cannot activate tools"
  kOccupiedActivate,    // "{L} is occupied, therefore cannot be activated"
  kEmptyActivate,       // "{L} is empty, therefore cannot be activated"
};

struct Feedback {
  FeedbackCode code;
  std::int8_t agent = 0;
  std::int16_t location = -1;
  ItemId item = kNoItem;
};

// The English text of one feedback entry; `rejection` is the parser's message for kRejected.
std::string feedbackText(const Level& level, const Feedback& feedback, const std::string& rejection);

// Python's repr() of a list of strings: ['a', "it's"] — the paper prints feedback this way.
std::string pythonListRepr(const std::vector<std::string>& items);

}  // namespace craftmate::games::cuisine
