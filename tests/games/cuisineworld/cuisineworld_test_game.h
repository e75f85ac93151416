#pragma once
// Test helper: one CuisineWorld episode driven by command texts, with accessors for what the
// spec's test cases check (success vector, feedback strings, lifetimes, observation text).

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/cuisineworld/cuisineworld_catalog.h"
#include "games/cuisineworld/cuisineworld_level.h"
#include "games/cuisineworld/cuisineworld_observation.h"
#include "games/cuisineworld/cuisineworld_state.h"

namespace craftmate::games::cuisine::testing {

class TestGame {
 public:
  // A shipped level at the oracle timing of `tau`; `first` forces the first order.
  TestGame(const std::string& levelName, double tau, int agents, std::optional<std::string> first,
           CuisineOptions options = {}, int maxSteps = kDefaultMaxSteps) {
    const Catalog& catalog = Catalog::builtIn();
    const LevelSpec& spec = *catalog.level(levelName);
    level_ = std::make_unique<Level>(catalog, spec, oracleTiming(catalog, spec, tau));
    start(agents, first, options, maxSteps);
  }
  // A custom kitchen with fixed timing (the demo's old level).
  TestGame(LevelSpec spec, OrderTiming timing, int agents, std::optional<std::string> first, int maxSteps) {
    level_ = std::make_unique<Level>(Catalog::builtIn(), std::move(spec), std::move(timing));
    start(agents, first, {}, maxSteps);
  }

  void step(const std::vector<std::string>& commands) {
    std::vector<std::string_view> views(commands.begin(), commands.end());
    state_->applyCommandTexts(views);
  }
  std::vector<bool> success() const {
    std::vector<bool> out;
    for (auto ok : state_->lastSuccess()) out.push_back(ok != 0);
    return out;
  }
  std::vector<std::string> feedback() const { return state_->feedbackTexts(); }
  std::vector<int> lifetimes() const {
    std::vector<int> out;
    for (const Order& o : state_->orders()) out.push_back(o.lifetime);
    return out;
  }
  std::vector<std::string> dishes() const {
    std::vector<std::string> out;
    for (const Order& o : state_->orders()) out.push_back(level_->catalog().name(o.dish));
    return out;
  }
  std::string obs() const { return stateText(*state_); }
  CuisineState& state() { return *state_; }
  const Level& level() const { return *level_; }

 private:
  void start(int agents, std::optional<std::string> first, CuisineOptions options, int maxSteps) {
    std::optional<ItemId> dish;
    if (first) dish = level_->catalog().find(*first);
    state_ = std::make_unique<CuisineState>(*level_, agents, maxSteps, 0, options, dish);
  }
  std::unique_ptr<Level> level_;
  std::unique_ptr<CuisineState> state_;
};

}  // namespace craftmate::games::cuisine::testing
