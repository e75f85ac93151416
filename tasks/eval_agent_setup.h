#pragma once
// What one agent of a MineCollab job is given (docs/minecollab.md, "Settings and profiles"): its
// profile (the team's profile for it over settings.base_profile) and whether it is a scripted
// player; its blocked commands (tasks/eval_blocking.h); and MINDcraft's settings where a task uses
// them: its loop (max_messages, max_commands, verbose_commands, chat_bot_messages), its prompts
// (num_examples, init_message), its commands (only_chat_with, allow_insecure_coding,
// code_timeout_mins) and its modes (narrate_behavior). The episode runner builds the agent from it.

#include <memory>
#include <string>

#include <boost/asio/any_io_executor.hpp>
#include <nlohmann/json.hpp>

#include "agents/agent.h"
#include "agents/minecraft/minecraft_agent_world.h"
#include "agents/models/chat_model.h"
#include "agents/models/model_factory.h"
#include "agents/modes/modes.h"
#include "agents/profile.h"
#include "tasks/minecollab_episode.h"

namespace craftmate::tasks {

struct EvalAgentSetup {
  agents::Profile profile;  // merged: the agent's profile over settings.base_profile and the defaults
  bool scripted = false;    // its model is `scripted`: the scripted teammate for the task's type
  agents::minecraft::MinecraftWorldOptions world;
  agents::AgentOptions loop;
  int maxMessages = 15;
  int numExamples = 2;
  agents::modes::ModesOptions modes;
  // settings.init_message, handled when the agent starts; scripted players are not started with one.
  std::string initMessage;
};

// The set-up of agent `countId` of `episode` (episode.task and episode.agentNames must be set).
// Throws std::invalid_argument naming the agent and what is wrong (no profile, no model, a wrongly
// typed setting or profile key).
EvalAgentSetup evalAgentSetup(const MineCollabEpisode& episode, int countId);

struct EvalAgentModels {
  std::shared_ptr<agents::ChatModel> chat;
  std::shared_ptr<agents::ChatModel> code;            // the profile's code_model; null: `chat` codes
  std::shared_ptr<agents::EmbeddingModel> embedding;  // null: $EXAMPLES and $CODE_DOCS by word overlap
};

// The agent's chat model (the scripted teammate for the task's type when scripted), its code_model
// (none for scripted players) and the embedding model its profile implies (MINDcraft's Examples and
// SkillLibrary use it for $EXAMPLES and $CODE_DOCS). An embedding model that
// cannot be made is none, with MINDcraft's warning on stderr (src/models/prompter.js: word overlap
// instead); a chat or code model that cannot be made (unknown api, missing key) throws.
EvalAgentModels evalAgentModels(const EvalAgentSetup& setup, const Task& task, const agents::KeyStore& keys,
                                boost::asio::any_io_executor executor);

// The episode's settings with MINDcraft's defaults for whatever it does not give.
nlohmann::json effectiveSettings(const MineCollabEpisode& episode);

}  // namespace craftmate::tasks
