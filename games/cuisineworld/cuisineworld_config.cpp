#include "games/cuisineworld/cuisineworld_config.h"

#include <cmath>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisineworld_catalog.h"
#include "games/cuisineworld/cuisineworld_order_timing.h"

namespace craftmate::games::cuisine {

namespace {

[[noreturn]] void bad(const std::string& name, const nlohmann::json& value, const std::string& accepted) {
  throw std::invalid_argument("cuisineworld parameter --" + name + ": " + value.dump() + " is not valid; " + accepted);
}

std::string textOf(const nlohmann::json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  return v.dump();
}

bool boolParam(const nlohmann::json& params, const std::string& name, bool fallback) {
  if (!params.contains(name)) return fallback;
  const nlohmann::json& v = params[name];
  if (v.is_boolean()) return v.get<bool>();
  if (v.is_string() && (v == "true" || v == "false")) return v == "true";
  if (v.is_number_integer() && (v == 0 || v == 1)) return v == 1;
  bad(name, v, "use true or false");
}

// A two-valued switch given by name, e.g. failure_count = per_order | per_step.
bool choiceParam(const nlohmann::json& params, const std::string& name, const std::string& off, const std::string& on,
                 bool fallback) {
  if (!params.contains(name)) return fallback;
  const nlohmann::json& v = params[name];
  if (v.is_string() && v == off) return false;
  if (v.is_string() && v == on) return true;
  bad(name, v, "use " + off + " or " + on);
}

}  // namespace

CuisineConfig CuisineConfig::fromJson(const nlohmann::json& params) {
  CuisineConfig c;
  if (!params.is_object()) throw std::invalid_argument("cuisineworld parameters must be a JSON object");
  static const char* kKnown[] = {"level", "agents", "tau", "episodes", "seed", "first_dish", "max_steps", "feedback",
                                 "inference_knowledge", "failure_count", "duplicate_put", "no_action",
                                 "capacity_lines", "cos_denominator"};
  for (const auto& [key, value] : params.items()) {
    bool known = false;
    for (const char* k : kKnown) known |= key == k;
    if (!known) throw std::invalid_argument("cuisineworld has no parameter --" + key + "; see 'craftmate worlds'");
  }
  const Catalog& catalog = Catalog::builtIn();
  if (params.contains("level")) {
    const std::string name = textOf(params["level"]);
    const LevelSpec* spec = catalog.level(name);
    if (spec == nullptr) bad("level", params["level"], "use level_0 .. level_12 (or just 0 .. 12)");
    c.level = spec->name;
  }
  if (params.contains("agents")) {
    const auto& v = params["agents"];
    if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 4) bad("agents", v, "use 1, 2, 3 or 4");
    c.agents = v.get<int>();
  }
  if (params.contains("tau")) {
    const auto& v = params["tau"];
    if (v.is_string() && v == "all") {
      c.taus.assign(std::begin(kPaperTaus), std::end(kPaperTaus));
    } else if (v.is_number() && std::isfinite(v.get<double>()) && v.get<double>() > 0 && v.get<double>() <= 100) {
      c.taus = {v.get<double>()};
    } else {
      bad("tau", v, "use a positive number (the paper uses 1.0, 1.5, 2.0, 2.5, 3.0) or all");
    }
  }
  if (params.contains("episodes")) {
    const auto& v = params["episodes"];
    if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 1000) bad("episodes", v, "use 1 .. 1000 (paper: 3)");
    c.episodes = v.get<int>();
  }
  if (params.contains("seed")) {
    const auto& v = params["seed"];
    if (!v.is_number_integer() || v.get<long long>() < 0) bad("seed", v, "use a non-negative integer");
    c.seed = v.get<std::uint64_t>();
  }
  if (params.contains("first_dish")) {
    c.firstDish = textOf(params["first_dish"]);
    const LevelSpec* spec = catalog.level(c.level);
    const ItemId dish = catalog.find(c.firstDish);
    bool ok = c.firstDish.empty();
    for (ItemId d : spec->dishes) ok |= d == dish;
    if (!ok) {
      std::string names;
      for (ItemId d : spec->dishes) names += (names.empty() ? "" : ", ") + catalog.name(d);
      bad("first_dish", params["first_dish"], c.level + " orders only " + names);
    }
  }
  if (params.contains("max_steps")) {
    const auto& v = params["max_steps"];
    if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 100000) bad("max_steps", v, "use 1 .. 100000 (paper: 60)");
    c.maxSteps = v.get<int>();
  }
  c.options.feedback = boolParam(params, "feedback", true);
  c.options.inferenceKnowledge = boolParam(params, "inference_knowledge", true);
  c.options.failuresPerStep = choiceParam(params, "failure_count", "per_order", "per_step", false);
  c.options.duplicatePutVanishes = !choiceParam(params, "duplicate_put", "vanish", "reject", false);
  c.options.noActionAdvancesClock = !choiceParam(params, "no_action", "advance", "hold", false);
  c.options.capacityLinesTwice = choiceParam(params, "capacity_lines", "once", "twice", false);
  c.options.cosCountsActive = choiceParam(params, "cos_denominator", "paper", "with_active", false);
  return c;
}

}  // namespace craftmate::games::cuisine
