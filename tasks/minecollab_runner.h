#pragma once
// The MineCollab episode runner (mindcraft.md §8): plays one task on a Minecraft server with one
// craftmate bot and one MINDcraft Agent (agents/agent.h over agents/minecraft's MinecraftAgentWorld)
// per agent of the task. Bots join first, then each applies its part of the set-up (worldSetup:
// server commands chatted with MINDcraft's pauses; agent 0 opens the conversation, every agent gets
// its !goal), then the agents play until MINDcraft's isDone ends the task (success, timeout, missing
// agents) or the evaluation is stopped. The whole run is recorded in <job dir>/run.sqlite, so
// `craftmate dataset` exports it like any other run.
//
// Models: "scripted" gives each agent the scripted MineCollab teammate for the task's type
// (agents/scripted_minecollab); anything else is a model as `craftmate run --model` takes it (a
// model name, a JSON model object, or a profile .json file).

#include "tasks/minecollab_episode.h"

namespace craftmate::tasks {

JobResult playMineCollabEpisode(const MineCollabEpisode& episode);

}  // namespace craftmate::tasks
