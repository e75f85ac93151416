#pragma once
// The five Overcooked-AI kitchens LLM-Coordination plays (llm_coordination.md §3.2-§3.4), with both
// Asymmetric Advantages grids, and the names the text world gives every facility: o (onion
// dispenser), p (plate dispenser), d (delivery), c (cooker/pot), s (shared counter), k (kitchen
// counter), each numbered in row-major order (y outer, x inner); shared counters are taken out of
// the k list before numbering.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::games::overcooked {

// Cells are numbered y * width + x; the largest kitchen is 11 x 5.
constexpr int kMaxCells = 64;

struct Pos {
  std::int8_t x = 0;
  std::int8_t y = 0;
  friend bool operator==(Pos, Pos) = default;
};

enum class Tile : std::uint8_t { kFloor, kCounter, kOnionDispenser, kDishDispenser, kPot, kServing };

// One named facility: kind letter ('o','p','d','c','s','k'), index and cell.
struct Facility {
  char letter = 'k';
  int index = 0;
  Pos pos;
  std::string name() const { return letter + std::to_string(index); }
};

struct Layout {
  std::string name;              // "cramped_room"
  std::string title;             // "Cramped Room"
  int width = 0;
  int height = 0;
  std::vector<std::string> grid;  // the rows as in the spec, '1'/'2' marking the start cells
  std::array<Tile, kMaxCells> tiles{};
  std::array<Pos, 2> starts{};
  std::vector<Facility> onionDispensers, dishDispensers, deliveries, pots, sharedCounters, kitchenCounters;
  std::array<std::int8_t, kMaxCells> potAt{};      // pot index of a cell, -1 if none
  std::string description;  // the "Environment Details: ..." text shown to the LLM

  int cell(Pos p) const { return p.y * width + p.x; }
  Pos posOf(int cell) const { return Pos{static_cast<std::int8_t>(cell % width), static_cast<std::int8_t>(cell / width)}; }
  bool inside(Pos p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
  Tile tileAt(Pos p) const { return inside(p) ? tiles[cell(p)] : Tile::kCounter; }
  bool isFloor(Pos p) const { return tileAt(p) == Tile::kFloor; }
  // The facility list of a letter ('o','p','d','c','s','k'); nullptr for any other letter.
  const std::vector<Facility>* facilities(char letter) const;
};

// Names accepted by layoutByName, in the paper's order: cramped_room, asymmetric_advantages
// (the authors' 11-wide grid), asymmetric_advantages_carroll (Carroll et al.'s 9-wide grid),
// coordination_ring, forced_coordination, counter_circuit (= counter_circuit_o_1order).
const std::vector<std::string>& layoutNames();
// Throws std::invalid_argument naming the known layouts when `name` is unknown.
const Layout& layoutByName(std::string_view name);

// Builds a layout from grid rows (used for the built-in kitchens and by tests).
Layout parseLayout(std::string name, std::string title, const std::vector<std::string>& rows,
                   const std::vector<Pos>& sharedCounters, std::string description);

}  // namespace craftmate::games::overcooked
