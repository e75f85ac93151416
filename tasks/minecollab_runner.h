#pragma once
// The MineCollab episode runner (mindcraft.md §8): plays one task on a Minecraft server with one
// craftmate bot and one MINDcraft Agent (agents/agent.h over agents/minecraft's MinecraftAgentWorld)
// per agent of the task. Bots join first, then each applies its part of the set-up (worldSetup:
// server commands chatted with MINDcraft's pauses; agent 0 opens the conversation, every agent gets
// its !goal), then the agents play until MINDcraft's isDone ends the task (success, timeout, missing
// agents) or the evaluation is stopped. The whole run is recorded in <job dir>/run.sqlite, so
// `craftmate dataset` exports it like any other run.
//
// Each agent is built from tasks/eval_agent_setup.h: its profile (episode.team), MINDcraft's settings
// (episode.settings) and its blocked commands (episode.blocking). A `scripted` model gives the
// scripted MineCollab teammate for the task's type (agents/scripted_minecollab); any other model is
// a provider model, with embeddings for $EXAMPLES when the profile implies an embedding model.

#include "tasks/minecollab_episode.h"

namespace craftmate::tasks {

JobResult playMineCollabEpisode(const MineCollabEpisode& episode);

}  // namespace craftmate::tasks
