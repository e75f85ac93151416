#pragma once
// The profile of each agent of a MineCollab job, made as MINDcraft's evaluation script makes them
// (tasks/evaluation_script.py make_profiles): one profile per agent — MINDcraft profile JSON, read
// unchanged — with "name" set to the evaluation's agent name, and "model" replaced when one model is
// given for everyone (`craftmate eval --model`). Without profiles, the model alone is the profile.

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace craftmate::tasks {

struct TeamProfiles {
  std::vector<std::string> files;        // where each profile came from (recorded with the results)
  std::vector<nlohmann::json> profiles;  // by count_id; empty: `model` only
  std::string model;                     // --model text; empty: each profile's own model

  // The individual profile of agent `countId` called `name`. Throws std::invalid_argument when there
  // are profiles but none for this agent, or neither profiles nor a model.
  nlohmann::json individual(int countId, const std::string& name) const;
  // Each agent's "model" field, for the first `agentCount` agents.
  nlohmann::json models(int agentCount) const;
  // One label for a report: --model as given, else the distinct models of the agents joined by " + ".
  std::string label(int agentCount) const;
};

// --model text as a profile's "model" field: a JSON object when it starts with '{', else the string.
nlohmann::json modelField(const std::string& text);

// A short name for a "model" field: the string itself, or an object's "api/model".
std::string modelLabel(const nlohmann::json& field);

}  // namespace craftmate::tasks
