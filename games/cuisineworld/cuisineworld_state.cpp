#include "games/cuisineworld/cuisineworld_state.h"

#include <algorithm>
#include <stdexcept>

namespace craftmate::games::cuisine {

CuisineState::CuisineState(const Level& level, int agentCount, int maxSteps, std::uint64_t seed,
                           CuisineOptions options, std::optional<ItemId> firstDish)
    : level_(&level), options_(options), maxSteps_(maxSteps), rng_(seed) {
  if (agentCount < 1 || agentCount > 100) {
    throw std::invalid_argument("cuisineworld: agents must be between 1 and 100, got " + std::to_string(agentCount));
  }
  agents_.resize(agentCount);
  locations_.resize(level.locationCount());
  for (LocationState& l : locations_) l.content.reserve(8);
  orders_.reserve(kMaxActiveOrders + 1);
  accomplished_.reserve(64);
  feedback_.reserve(16);
  success_.reserve(16);
  reset(firstDish);
}

void CuisineState::reset(std::optional<ItemId> firstDish) {
  for (AgentState& a : agents_) a = AgentState{static_cast<std::int16_t>(level_->firstServingTable()), kNoItem, 0};
  for (int i = 0; i < level_->locationCount(); ++i) {
    LocationState& l = locations_[i];
    l.content.clear();
    l.mask = 0;
    l.busy = 0;
    l.pickable = toolSpec(level_->locations()[i].type).initiallyPickable;
  }
  orders_.clear();
  accomplished_.clear();
  feedback_.clear();
  rejection_.clear();
  success_.clear();
  timeStep_ = 0;
  timer_ = 0;
  completed_ = failedOrders_ = failedSteps_ = generated_ = 0;
  if (firstDish) {
    if (!level_->isDish(*firstDish)) {
      throw std::invalid_argument("cuisineworld: the first order must be one of " + level_->name() + "'s dishes");
    }
    addOrder(*firstDish);
  } else {
    addOrder(drawDish());
  }
}

ItemId CuisineState::drawDish() {
  const auto& dishes = level_->dishes();
  return dishes[rng_.choiceIndex(static_cast<std::uint32_t>(dishes.size()))];
}

void CuisineState::addOrder(ItemId dish) {
  orders_.push_back({dish, level_->lifetimeOf(dish)});
  ++generated_;
}

// Orders are kept sorted by (lifetime, dish name), names compared byte-wise as Python does. At most
// seven orders, so an insertion sort (no allocation) is the right tool.
void CuisineState::sortOrders() {
  auto before = [this](const Order& a, const Order& b) {
    if (a.lifetime != b.lifetime) return a.lifetime < b.lifetime;
    return level_->nameRank(a.dish) < level_->nameRank(b.dish);
  };
  for (std::size_t i = 1; i < orders_.size(); ++i) {
    const Order moving = orders_[i];
    std::size_t j = i;
    while (j > 0 && before(moving, orders_[j - 1])) {
      orders_[j] = orders_[j - 1];
      --j;
    }
    orders_[j] = moving;
  }
}

void CuisineState::note(FeedbackCode code, int agent, int location, ItemId item) {
  feedback_.push_back({code, static_cast<std::int8_t>(agent), static_cast<std::int16_t>(location), item});
}

template <bool kApply>
bool CuisineState::locatedAt(const Command& c) {
  if (agents_[c.agent].at == c.location) return true;
  if constexpr (kApply) note(FeedbackCode::kNotLocated, c.agent, c.location);
  return false;
}

template <bool kApply>
bool CuisineState::get(const Command& c) {
  AgentState& a = agents_[c.agent];
  LocationState& l = locations_[c.location];
  const ToolType type = level_->locations()[c.location].type;
  if (!locatedAt<kApply>(c)) return false;
  if (!l.pickable) {
    if constexpr (kApply) note(FeedbackCode::kNotPickable, c.agent, c.location);
    return false;
  }
  if (a.busy == 0 && a.holding == kNoItem && l.busy == 0) {
    if (type == ToolType::kStorage) {
      // Storage is an infinite source of any of the base ingredients (even ones the level never uses).
      if (c.namesItem && level_->catalog().isBase(c.item)) {
        if constexpr (kApply) a.holding = c.item;
        return true;
      }
      if constexpr (kApply) note(FeedbackCode::kOnlyBaseFromStorage, c.agent);
      return false;
    }
    if (l.content.empty()) {
      if constexpr (kApply) note(FeedbackCode::kEmptyGet, c.agent, c.location);
      return false;
    }
    if constexpr (kApply) {
      // A reachable content is always one item: a raw item on a chopboard or a cooked product.
      a.holding = l.content.front();
      l.content.clear();
      l.mask = 0;
      if (!toolSpec(type).initiallyPickable) l.pickable = false;
    }
    return true;
  }
  if constexpr (kApply) {
    if (a.busy != 0) note(FeedbackCode::kAgentOccupied, c.agent);
    if (a.holding != kNoItem) note(FeedbackCode::kHoldingCannotGet, c.agent);
    if (l.busy != 0) note(FeedbackCode::kOccupiedGet, c.agent, c.location);
  }
  return false;
}

template <bool kApply>
bool CuisineState::put(const Command& c) {
  AgentState& a = agents_[c.agent];
  LocationState& l = locations_[c.location];
  const ToolType type = level_->locations()[c.location].type;
  const int capacity = toolSpec(type).capacity;
  if (!locatedAt<kApply>(c)) return false;
  const bool holding = a.holding != kNoItem;
  if (type == ToolType::kServingTable && holding && !level_->isDish(a.holding)) {
    if constexpr (kApply) note(FeedbackCode::kNotADish, c.agent, c.location, a.holding);
    return false;
  }
  const bool alreadyInside =
      holding && std::find(l.content.begin(), l.content.end(), a.holding) != l.content.end();
  if (type != ToolType::kServingTable && type != ToolType::kStorage && holding) {
    if (!alreadyInside && !level_->putKeepsARecipe(type, l.mask, a.holding)) {
      if constexpr (kApply) note(FeedbackCode::kWastePut, c.agent, c.location, a.holding);
      return false;
    }
    if (alreadyInside && !options_.duplicatePutVanishes) {
      if constexpr (kApply) note(FeedbackCode::kAlreadyInside, c.agent, c.location, a.holding);
      return false;
    }
  }
  const int quantity = static_cast<int>(l.content.size());
  const bool full = capacity != kUnlimited && quantity >= capacity;
  if (a.busy == 0 && holding && l.busy == 0 && (!full || alreadyInside)) {
    if constexpr (kApply) {
      if (type == ToolType::kStorage) {
        // Storage is also the bin: what is put there is gone.
      } else if (type == ToolType::kServingTable) {
        l.content.push_back(a.holding);
      } else if (!alreadyInside) {
        l.content.push_back(a.holding);
        l.mask |= level_->bit(a.holding);
      }  // else: the reference engine drops a duplicate silently (quirk 2)
      a.holding = kNoItem;
    }
    return true;
  }
  if constexpr (kApply) {
    if (a.busy != 0) note(FeedbackCode::kAgentOccupied, c.agent);
    if (!holding) note(FeedbackCode::kNotHolding, c.agent);
    if (l.busy != 0) note(FeedbackCode::kOccupiedPut, c.agent, c.location);
    if (full) note(FeedbackCode::kFull, c.agent, c.location);  // added whatever the cause (quirk 6)
  }
  return false;
}

template <bool kApply>
bool CuisineState::activate(const Command& c) {
  AgentState& a = agents_[c.agent];
  LocationState& l = locations_[c.location];
  const ToolType type = level_->locations()[c.location].type;
  if (!locatedAt<kApply>(c)) return false;
  if (a.busy == 0 && a.holding == kNoItem && l.busy == 0 && !l.content.empty()) {
    // Storage and serving tables have no recipes, so activating them never cooks anything.
    const bool cookingTool = type != ToolType::kStorage && type != ToolType::kServingTable;
    const ItemId product = cookingTool ? level_->cook(type, l.mask) : kNoItem;
    if (product == kNoItem) {
      if constexpr (kApply) note(FeedbackCode::kWasteActivate, c.agent, c.location);
      return false;
    }
    if constexpr (kApply) {
      const ToolSpec& spec = toolSpec(type);
      l.content.clear();
      l.content.push_back(product);  // visible at once, but not takeable while the tool is busy
      l.mask = level_->bit(product);
      l.busy = static_cast<std::int16_t>(spec.occupiedTime);
      if (spec.needWatch) a.busy = static_cast<std::int16_t>(spec.occupiedTime);
      l.pickable = true;  // the reference toggles; setting is equivalent where reachable (quirk 3)
    }
    return true;
  }
  if constexpr (kApply) {
    if (a.busy != 0) note(FeedbackCode::kAgentOccupied, c.agent);
    if (a.holding != kNoItem) note(FeedbackCode::kHoldingCannotActivate, c.agent);
    if (l.busy != 0) note(FeedbackCode::kOccupiedActivate, c.agent, c.location);
    if (l.content.empty()) note(FeedbackCode::kEmptyActivate, c.agent, c.location);
  }
  return false;
}

template <bool kApply>
bool CuisineState::execute(const Command& c) {
  switch (c.verb) {
    case Verb::kNoop: return true;
    case Verb::kGoto:
      if (agents_[c.agent].busy != 0) return false;  // no message, as in the reference
      if constexpr (kApply) agents_[c.agent].at = c.location;
      return true;
    case Verb::kGet: return get<kApply>(c);
    case Verb::kPut: return put<kApply>(c);
    case Verb::kActivate: return activate<kApply>(c);
  }
  return false;
}

bool CuisineState::commandSucceeds(const Command& command) const {
  // execute<false> only reads; the cast lets dry runs share the one implementation of the rules.
  return const_cast<CuisineState*>(this)->execute<false>(command);
}

std::vector<Command> CuisineState::legalCommands(int agent) const {
  std::vector<Command> legal;
  auto consider = [&](Command c) {
    if (commandSucceeds(c)) legal.push_back(c);
  };
  const auto a = static_cast<std::int8_t>(agent);
  consider({Verb::kNoop, a, -1, kNoItem, false});
  for (int l = 0; l < level_->locationCount(); ++l) {
    const auto loc = static_cast<std::int16_t>(l);
    if (l != agents_[agent].at) consider({Verb::kGoto, a, loc, kNoItem, false});
  }
  const auto here = agents_[agent].at;
  if (level_->locations()[here].type == ToolType::kStorage) {
    for (ItemId base : level_->catalog().baseIngredients()) consider({Verb::kGet, a, here, base, true});
  } else {
    consider({Verb::kGet, a, here, kNoItem, false});
  }
  consider({Verb::kPut, a, here, kNoItem, false});
  consider({Verb::kActivate, a, here, kNoItem, false});
  return legal;
}

void CuisineState::applyJointAction(const JointAction& action) {
  feedback_.clear();
  rejection_.clear();
  success_.assign(action.commandCount, 0);
  if (!action.valid) {
    if (!action.rejection.empty()) {
      rejection_ = action.rejection;
      note(FeedbackCode::kRejected, 0);
    }
  } else {
    bool allNoop = true;
    for (const Command& c : action.commands) allNoop &= c.verb == Verb::kNoop;
    if (allNoop) note(FeedbackCode::kAllNoop, 0);
    for (std::size_t i = 0; i < action.commands.size(); ++i) success_[i] = execute<true>(action.commands[i]);
  }
  finishStep();
}

void CuisineState::applyCommandTexts(const std::vector<std::string_view>& commands) {
  applyJointAction(parseJointAction(*level_, agentCount(), commands));
}

void CuisineState::applyNoExtractedAction() {
  feedback_.clear();
  rejection_.clear();
  success_.clear();
  note(FeedbackCode::kNoActionExtracted, 0);
  finishStep();
}

void CuisineState::finishStep() {
  for (AgentState& a : agents_) {
    if (a.busy > 0) --a.busy;
  }
  for (LocationState& l : locations_) {
    if (l.busy > 0) --l.busy;
  }
  // Order check against the lifetimes shown in this step's observation: lifetime 0 expires first,
  // then each remaining order (earliest expiry first) takes one matching dish from a serving table.
  int expired = 0;
  for (const Order& o : orders_) expired += o.lifetime == 0;
  if (expired > 0) {
    orders_.erase(std::remove_if(orders_.begin(), orders_.end(), [](const Order& o) { return o.lifetime == 0; }),
                  orders_.end());
    failedOrders_ += expired;
    ++failedSteps_;
  }
  for (std::size_t i = 0; i < orders_.size();) {
    bool served = false;
    for (int t = 0; t < level_->locationCount() && !served; ++t) {
      if (level_->locations()[t].type != ToolType::kServingTable) continue;
      auto& content = locations_[t].content;
      auto found = std::find(content.begin(), content.end(), orders_[i].dish);
      if (found != content.end()) {
        content.erase(found);
        served = true;
      }
    }
    if (served) {
      accomplished_.push_back(orders_[i].dish);
      ++completed_;
      orders_.erase(orders_.begin() + static_cast<std::ptrdiff_t>(i));
    } else {
      ++i;
    }
  }
  ++timeStep_;
  // Order tick: lifetimes run down, and every `interval` steps a new order arrives (if fewer than
  // six are open); the timer restarts either way.
  ++timer_;
  for (Order& o : orders_) --o.lifetime;
  if (timer_ == level_->timing().interval) {
    if (static_cast<int>(orders_.size()) < kMaxActiveOrders) addOrder(drawDish());
    timer_ = 0;
  }
  sortOrders();
}

std::vector<std::string> CuisineState::feedbackTexts() const {
  std::vector<std::string> texts;
  texts.reserve(feedback_.size());
  for (const Feedback& f : feedback_) texts.push_back(feedbackText(*level_, f, rejection_));
  return texts;
}

std::vector<std::string> CuisineState::suggestionTexts() const {
  const ItemId waste = level_->catalog().waste();
  bool wastePresent = false;
  for (const AgentState& a : agents_) wastePresent |= a.holding == waste;
  for (const LocationState& l : locations_) {
    wastePresent |= std::find(l.content.begin(), l.content.end(), waste) != l.content.end();
  }
  if (wastePresent) return {"put the waste into the storage"};
  return {};
}

template bool CuisineState::execute<true>(const Command&);
template bool CuisineState::execute<false>(const Command&);

}  // namespace craftmate::games::cuisine
