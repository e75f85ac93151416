#pragma once
// MINDcraft's ten modes in priority order (mindcraft.md §3.5) with their descriptions, interrupt
// lists and built-in on flags. Each factory is defined next to its mode's behaviour.

#include <memory>
#include <vector>

#include "agents/modes/mode.h"

namespace craftmate::agents::modes {

std::unique_ptr<Mode> makeSelfPreservation();  // self_preservation_mode.cpp
std::unique_ptr<Mode> makeUnstuck();           // unstuck_mode.cpp
std::unique_ptr<Mode> makeCowardice();         // combat_modes.cpp
std::unique_ptr<Mode> makeSelfDefense();       // combat_modes.cpp
std::unique_ptr<Mode> makeHunting();           // combat_modes.cpp
std::unique_ptr<Mode> makeItemCollecting();    // idle_modes.cpp
std::unique_ptr<Mode> makeTorchPlacing();      // idle_modes.cpp
std::unique_ptr<Mode> makeElbowRoom();         // idle_modes.cpp
std::unique_ptr<Mode> makeIdleStaring();       // idle_staring_mode.cpp
std::unique_ptr<Mode> makeCheat();             // builtin_modes.cpp: no behaviour, its flag makes skills cheat

// All ten, in MINDcraft's order (= priority).
std::vector<std::unique_ptr<Mode>> mindcraftModes();

}  // namespace craftmate::agents::modes
