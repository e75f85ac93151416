#pragma once
// Switches for the reference code's quirks (spec §8.3) and the paper's prompt ablations. Defaults
// follow the paper; each quirk of the released engine can be turned on by name for parity runs.

namespace craftmate::games::cuisine {

struct CuisineOptions {
  // Quirk 1. The paper's CoS counts every expired order; the released script adds 1 per step in
  // which at least one order expired. Parameter `failure_count`: "per_order" | "per_step".
  bool failuresPerStep = false;
  // Quirk 2. Putting an item a tool already holds succeeds in the released engine and the item
  // vanishes. Parameter `duplicate_put`: "vanish" (reference, default) | "reject".
  bool duplicatePutVanishes = true;
  // Quirk 5. A reply with no extractable command: we advance the clock with everyone idle; the
  // released loop does not step the world. Parameter `no_action`: "advance" | "hold".
  bool noActionAdvancesClock = true;
  // Quirk 7. The released prompt prints every capacity line twice; the paper shows each once.
  // Parameter `capacity_lines`: "once" | "twice".
  bool capacityLinesTwice = false;
  // Quirk 9. The released chat loop divides by completed + failed + still-active orders; the
  // paper's tables divide by completed + failed. Parameter `cos_denominator`: "paper" | "with_active".
  bool cosCountsActive = false;
  // Paper ablations (Table 2): "w/o feedback" drops the error/suggestion blocks from the prompt;
  // "w/o inference knowledge" drops the hint lines of the rules.
  bool feedback = true;
  bool inferenceKnowledge = true;
};

}  // namespace craftmate::games::cuisine
