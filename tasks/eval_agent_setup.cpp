#include "tasks/eval_agent_setup.h"

#include <iostream>
#include <stdexcept>

#include "agents/models/model_factory.h"
#include "agents/scripted_minecollab/scripted_team_model.h"
#include "agents/settings.h"
#include "tasks/task_profile_modes.h"

namespace craftmate::tasks {

namespace {

agents::Settings settingsOf(const MineCollabEpisode& e) {
  agents::Settings settings;
  if (!e.settings.is_null()) settings.mergeObject(e.settings, "settings");
  return settings;
}

// narrate_behavior: a profile may set it for its agent (so a team can mix narrating and quiet
// players); otherwise the setting decides.
bool narrateBehavior(const agents::Profile& profile, bool setting) {
  const auto it = profile.json.find("narrate_behavior");
  if (it == profile.json.end()) return setting;
  if (!it->is_boolean())
    throw std::invalid_argument("profile of " + profile.name() + ": \"narrate_behavior\" must be true or false, got " + it->dump());
  return it->get<bool>();
}

}  // namespace

nlohmann::json effectiveSettings(const MineCollabEpisode& episode) { return settingsOf(episode).values(); }

EvalAgentSetup evalAgentSetup(const MineCollabEpisode& e, int countId) {
  const Task& task = *e.task;
  const std::string& name = e.agentNames.at(static_cast<std::size_t>(countId));
  const agents::Settings settings = settingsOf(e);
  const nlohmann::json& values = settings.values();

  EvalAgentSetup s;
  nlohmann::json individual = e.team.individual(countId, name);
  s.scripted = individual.contains("model") && agents::isScriptedModel(individual["model"]);
  // The scripted teams play with the modes of MINDcraft's task profile for the type (an agent with a
  // profile of its own plays with that profile's modes, as in MINDcraft).
  if (s.scripted && e.team.profiles.empty())
    if (const nlohmann::json modes = taskProfileModes(task.type); !modes.is_null()) individual["modes"] = modes;
  s.profile = agents::mergeProfile(individual, values.at("base_profile").get<std::string>(), e.profilesDir);
  if (!s.profile.json.contains("model"))
    throw std::invalid_argument("the profile of " + name + " has no \"model\"; add one or give --model");

  s.world.blockedActions = agentBlockedActions(task, countId, settings.blockedActions(), e.blocking);
  s.world.teamAgents = e.agentNames;
  s.world.onlyChatWith = values.at("only_chat_with").get<std::vector<std::string>>();
  s.world.allowInsecureCoding = settings.allowInsecureCoding();
  s.world.codeTimeoutMins = values.at("code_timeout_mins").get<double>();
  s.world.relevantDocsCount = values.at("relevant_docs_count").get<int>();

  s.loop.maxCommands = settings.maxCommands();
  s.loop.verboseCommands = settings.verboseCommands();
  s.loop.chatBotMessages = values.at("chat_bot_messages").get<bool>();
  s.maxMessages = settings.maxMessages();
  s.numExamples = settings.numExamples();

  s.modes.narrateBehavior = narrateBehavior(s.profile, values.at("narrate_behavior").get<bool>());
  // The one source of restrict_to_inventory: the world's commands read it from the modes.
  s.modes.restrictToInventory = task.restrictToInventory;

  if (!s.scripted) s.initMessage = values.at("init_message").get<std::string>();
  return s;
}

EvalAgentModels evalAgentModels(const EvalAgentSetup& setup, const Task& task, const agents::KeyStore& keys,
                                boost::asio::any_io_executor executor) {
  EvalAgentModels models;
  if (setup.scripted) {
    models.chat = std::make_shared<agents::minecollab::ScriptedTeamModel>(
        agents::minecollab::makeScriptedTeammate(task.typeName, setup.profile.name()));
    return models;
  }
  models.chat = agents::makeChatModel(setup.profile.json.at("model"), keys, executor);
  models.code = agents::makeCodeModel(setup.profile.json, keys, executor);
  try {
    models.embedding = agents::makeEmbeddingModel(setup.profile.json, keys, executor);
  } catch (const std::exception& e) {
    std::cerr << "Warning: Failed to initialize embedding model: " << e.what()
              << "\nContinuing anyway, using word-overlap instead.\n";
  }
  return models;
}

}  // namespace craftmate::tasks
