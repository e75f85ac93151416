#pragma once
// One episode of a world played by a paper agent method (agents/methods/): the seats' models from
// the agents' profiles, the run store as the trajectory sink. Shared by `craftmate run
// --agent-method` and `craftmate eval --world`.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "agents/episode_runner.h"
#include "agents/settings.h"
#include "agents/methods/agent_method.h"
#include "agents/trajectory_sink.h"

namespace craftmate::app {

struct MethodEpisodeSpec {
  std::string method;                  // registered name, e.g. "mindagent"
  agents::methods::MethodOptions options;
  std::vector<nlohmann::json> profiles;  // merged profile per agent (name, model)
  std::string keysFile = "keys.json";
  int maxTurns = 2000;
  int humanAgent = -1;  // a person types for this agent on the terminal
};

// The merged profile of agent `i` (name, model, ...): the i-th file given (the last one repeats with a
// numbered name), or a default named agent<i>; `model`, when set, overrides every profile's model.
nlohmann::json agentProfile(const std::vector<std::string>& profileFiles, const std::string& model, int i,
                            const agents::Settings& settings, const std::string& profilesDir);

// What `craftmate run` prints and writes to result.json for an episode.
nlohmann::json episodeSummary(const std::string& world, const nlohmann::json& params, const agents::EpisodeResult& result);

// The run parameters recorded for a method run: the world's parameters plus "agent_method" and
// "method_options", so a stored run says how it was played.
nlohmann::json methodRunParams(const nlohmann::json& worldParams, const MethodEpisodeSpec& spec);

// Plays the episode to its end on a fresh io_context. Throws std::invalid_argument for a method that
// does not play this world, a bad option, or a scripted model (methods need a model that reads their
// prompts).
agents::EpisodeResult runMethodEpisode(agents::Environment& env, const MethodEpisodeSpec& spec,
                                       agents::TrajectorySink* sink,
                                       const std::function<void(const std::string& name, const std::string& model,
                                                                const nlohmann::json& profile)>& onSeat = {});

}  // namespace craftmate::app
