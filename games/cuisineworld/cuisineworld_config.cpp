#include "games/cuisineworld/cuisineworld_config.h"

#include <cmath>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisineworld_catalog.h"
#include "games/cuisineworld/cuisineworld_order_timing.h"

namespace craftmate::games::cuisine {

const std::vector<GameParameter>& cuisineParameters() {
  using enum ParameterType;
  static const std::vector<GameParameter> params = {
      {"level", kText, "level_9", "kitchen and dishes: level_0 .. level_12 (or 0 .. 12); level_6 is the paper's unused one"},
      {"agents", kInteger, "2", "kitchen agents the dispatcher commands: 1 .. 4"},
      {"tau", kText, "1.0", "order-rate factor (paper: 1.0 busiest .. 3.0 calmest), or all = the five paper settings"},
      {"episodes", kInteger, "1", "episodes per tau setting, on one random stream (paper: 3)"},
      {"seed", kInteger, "0", "seed of the Python-compatible order generator (paper: 0)"},
      {"first_dish", kText, "", "force the first order (empty: drawn like every other order)"},
      {"max_steps", kInteger, "60", "steps per episode (paper: 60)"},
      {"feedback", kBoolean, "true", "show the error/suggestion blocks (false = the paper's w/o-feedback ablation)"},
      {"inference_knowledge", kBoolean, "true", "include the hint lines in the rules (false = the w/o-inference ablation)"},
      {"failure_count", kText, "per_order", "per_order (paper) or per_step (released script: one per step with expiries)"},
      {"duplicate_put", kText, "vanish", "vanish (released engine: a second identical item disappears) or reject"},
      {"no_action", kText, "advance", "a reply without commands: advance (clock runs, all idle) or hold (released loop)"},
      {"capacity_lines", kText, "once", "capacity lines in the rules: once (paper) or twice (released prompt)"},
      {"cos_denominator", kText, "paper", "paper (completed + failed) or with_active (released chat loop adds open orders)"},
  };
  return params;
}

namespace {

[[noreturn]] void bad(const GameParameters& params, const std::string& name, const std::string& value,
                      const std::string& accepted) {
  params.fail(name, "= " + value + " is not valid; " + accepted);
}

// A whole-number parameter in [low, high].
int between(const GameParameters& params, const std::string& name, long long low, long long high, const std::string& accepted) {
  const long long v = params.integer(name);
  if (v < low || v > high) bad(params, name, std::to_string(v), accepted);
  return static_cast<int>(v);
}

// A two-valued switch given by name, e.g. failure_count = per_order | per_step: whether it is `on`.
bool choice(const GameParameters& params, const std::string& name, const std::string& off, const std::string& on) {
  const std::string& v = params.text(name);
  if (v == off) return false;
  if (v == on) return true;
  bad(params, name, "'" + v + "'", "use " + off + " or " + on);
}

std::vector<double> tausFrom(const GameParameters& params) {
  const std::string& text = params.text("tau");
  if (text == "all") return {std::begin(kPaperTaus), std::end(kPaperTaus)};
  double tau = 0;
  try {
    std::size_t used = 0;
    tau = std::stod(text, &used);
    if (used != text.size()) tau = 0;
  } catch (const std::exception&) {
    tau = 0;
  }
  if (!std::isfinite(tau) || tau <= 0 || tau > 100) {
    bad(params, "tau", "'" + text + "'", "use a positive number (the paper uses 1.0, 1.5, 2.0, 2.5, 3.0) or all");
  }
  return {tau};
}

}  // namespace

CuisineConfig CuisineConfig::fromParameters(const GameParameters& params) {
  CuisineConfig c;
  const Catalog& catalog = Catalog::builtIn();
  const LevelSpec* spec = catalog.level(params.text("level"));
  if (spec == nullptr) bad(params, "level", "'" + params.text("level") + "'", "use level_0 .. level_12 (or just 0 .. 12)");
  c.level = spec->name;
  c.agents = between(params, "agents", 1, 4, "use 1, 2, 3 or 4");
  c.taus = tausFrom(params);
  c.episodes = between(params, "episodes", 1, 1000, "use 1 .. 1000 (paper: 3)");
  const long long seed = params.integer("seed");
  if (seed < 0) bad(params, "seed", std::to_string(seed), "use a non-negative integer");
  c.seed = static_cast<std::uint64_t>(seed);
  c.firstDish = params.text("first_dish");
  const ItemId dish = catalog.find(c.firstDish);
  bool ok = c.firstDish.empty();
  for (ItemId d : spec->dishes) ok |= d == dish;
  if (!ok) {
    std::string names;
    for (ItemId d : spec->dishes) names += (names.empty() ? "" : ", ") + catalog.name(d);
    bad(params, "first_dish", "'" + c.firstDish + "'", c.level + " orders only " + names);
  }
  c.maxSteps = between(params, "max_steps", 1, 100000, "use 1 .. 100000 (paper: 60)");
  c.options.feedback = params.flag("feedback");
  c.options.inferenceKnowledge = params.flag("inference_knowledge");
  c.options.failuresPerStep = choice(params, "failure_count", "per_order", "per_step");
  c.options.duplicatePutVanishes = !choice(params, "duplicate_put", "vanish", "reject");
  c.options.noActionAdvancesClock = !choice(params, "no_action", "advance", "hold");
  c.options.capacityLinesTwice = choice(params, "capacity_lines", "once", "twice");
  c.options.cosCountsActive = choice(params, "cos_denominator", "paper", "with_active");
  return c;
}

CuisineConfig CuisineConfig::fromJson(const nlohmann::json& params) {
  return fromParameters(GameParameters::parse("cuisineworld", cuisineParameters(), params));
}

}  // namespace craftmate::games::cuisine
