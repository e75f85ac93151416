#include "games/overcooked/overcooked_state.h"

#include <stdexcept>

namespace craftmate::games::overcooked {

Pos step(Pos p, Direction d) {
  switch (d) {
    case Direction::kNorth: return Pos{p.x, static_cast<std::int8_t>(p.y - 1)};
    case Direction::kSouth: return Pos{p.x, static_cast<std::int8_t>(p.y + 1)};
    case Direction::kEast: return Pos{static_cast<std::int8_t>(p.x + 1), p.y};
    case Direction::kWest: return Pos{static_cast<std::int8_t>(p.x - 1), p.y};
  }
  return p;
}

LowAction moveOf(Direction d) { return static_cast<LowAction>(d); }

const char* lowActionName(LowAction a) {
  static constexpr const char* kNames[] = {"NORTH", "SOUTH", "EAST", "WEST", "STAY", "INTERACT"};
  return kNames[static_cast<int>(a)];
}

OvercookedState::OvercookedState(const Layout& layout, int horizon) : layout_(&layout), horizon_(horizon) {
  if (layout.pots.size() > pots_.size()) throw std::invalid_argument("layout " + layout.name + " has more than 4 pots");
  if (horizon <= 0) throw std::invalid_argument("the horizon must be a positive number of ticks");
  for (int i = 0; i < 2; ++i) chefs_[i].pos = layout.starts[i];
}

void OvercookedState::interact(int player) {
  Chef& c = chefs_[player];
  const Pos target = step(c.pos, c.facing);
  if (!layout_->inside(target)) return;
  const int cell = layout_->cell(target);
  switch (layout_->tiles[cell]) {
    case Tile::kFloor:
      return;
    case Tile::kCounter: {
      Item& onCounter = counters_[cell];
      if (c.held != Item::kNone && onCounter == Item::kNone) {
        onCounter = c.held;
        c.held = Item::kNone;
      } else if (c.held == Item::kNone && onCounter != Item::kNone) {
        c.held = onCounter;
        onCounter = Item::kNone;
      }
      return;
    }
    case Tile::kOnionDispenser:
      if (c.held == Item::kNone) c.held = Item::kOnion;
      return;
    case Tile::kDishDispenser:
      if (c.held == Item::kNone) c.held = Item::kDish;
      return;
    case Tile::kPot: {
      Pot& pot = pots_[layout_->potAt[cell]];
      if (c.held == Item::kDish && pot.ready()) {
        c.held = Item::kSoup;
        pot = Pot{};
      } else if (c.held == Item::kOnion && pot.onions < kOnionsPerSoup) {
        ++pot.onions;
        pot.cookTime = 0;  // legacy rule: adding an onion restarts the count
        c.held = Item::kNone;
      }
      return;
    }
    case Tile::kServing:
      if (c.held == Item::kSoup) {
        c.held = Item::kNone;
        ++deliveries_;
      }
      return;
  }
}

int OvercookedState::applyJointAction(LowAction a0, LowAction a1) {
  const int before = deliveries_;
  const LowAction actions[2] = {a0, a1};
  // 1. Interacts, player 0 first.
  for (int p = 0; p < 2; ++p) {
    if (actions[p] == LowAction::kInteract) interact(p);
  }
  // 2. Movement: facing always turns; the cell changes only onto floor; a shared target or a swap
  //    keeps both chefs where they were.
  Pos next[2];
  for (int p = 0; p < 2; ++p) {
    next[p] = chefs_[p].pos;
    if (static_cast<int>(actions[p]) < 4) {
      const auto d = static_cast<Direction>(actions[p]);
      chefs_[p].facing = d;
      const Pos to = step(chefs_[p].pos, d);
      if (layout_->isFloor(to)) next[p] = to;
    }
  }
  const bool collide = next[0] == next[1] || (next[0] == chefs_[1].pos && next[1] == chefs_[0].pos);
  if (!collide) {
    chefs_[0].pos = next[0];
    chefs_[1].pos = next[1];
  }
  // 3. Full pots cook.
  for (size_t i = 0; i < layout_->pots.size(); ++i) {
    if (pots_[i].cooking()) ++pots_[i].cookTime;
  }
  ++tick_;
  return (deliveries_ - before) * kDeliveryReward;
}

}  // namespace craftmate::games::overcooked
