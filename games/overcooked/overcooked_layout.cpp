#include "games/overcooked/overcooked_layout.h"

#include <algorithm>
#include <stdexcept>

namespace craftmate::games::overcooked {

const std::vector<Facility>* Layout::facilities(char letter) const {
  switch (letter) {
    case 'o': return &onionDispensers;
    case 'p': return &dishDispensers;
    case 'd': return &deliveries;
    case 'c': return &pots;
    case 's': return &sharedCounters;
    case 'k': return &kitchenCounters;
    default: return nullptr;
  }
}

Layout parseLayout(std::string name, std::string title, const std::vector<std::string>& rows,
                   const std::vector<Pos>& shared, std::string description) {
  Layout l;
  l.name = std::move(name);
  l.title = std::move(title);
  l.grid = rows;
  l.height = static_cast<int>(rows.size());
  l.width = rows.empty() ? 0 : static_cast<int>(rows[0].size());
  if (l.width * l.height > kMaxCells) throw std::invalid_argument("layout " + l.name + " is larger than 64 cells");
  l.potAt.fill(-1);
  l.description = std::move(description);
  for (int y = 0; y < l.height; ++y) {
    if (static_cast<int>(rows[y].size()) != l.width) throw std::invalid_argument("layout " + l.name + ": ragged rows");
    for (int x = 0; x < l.width; ++x) {
      const Pos p{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
      Tile t = Tile::kFloor;
      auto add = [&](std::vector<Facility>& list, char letter) {
        list.push_back(Facility{letter, static_cast<int>(list.size()), p});
      };
      switch (rows[y][x]) {
        case ' ': break;
        case '1': l.starts[0] = p; break;
        case '2': l.starts[1] = p; break;
        case 'X':
          t = Tile::kCounter;
          if (std::find(shared.begin(), shared.end(), p) == shared.end()) add(l.kitchenCounters, 'k');
          break;
        case 'O': t = Tile::kOnionDispenser; add(l.onionDispensers, 'o'); break;
        case 'D': t = Tile::kDishDispenser; add(l.dishDispensers, 'p'); break;
        case 'P':
          t = Tile::kPot;
          l.potAt[l.cell(p)] = static_cast<std::int8_t>(l.pots.size());
          add(l.pots, 'c');
          break;
        case 'S': t = Tile::kServing; add(l.deliveries, 'd'); break;
        default: throw std::invalid_argument("layout " + l.name + ": unknown grid character '" + rows[y][x] + "'");
      }
      l.tiles[l.cell(p)] = t;
    }
  }
  for (size_t i = 0; i < shared.size(); ++i) l.sharedCounters.push_back(Facility{'s', static_cast<int>(i), shared[i]});
  return l;
}

namespace {

// The authors' layout descriptions (EnvDescriptions, llm_coordination.md §3.4) verbatim, except
// where they name k-indices of another numbering (forced coordination) or of the other grid
// (Carroll's Asymmetric Advantages): those are regenerated with the numbering the observation uses.
std::vector<Layout> buildLayouts() {
  std::vector<Layout> all;
  all.push_back(parseLayout(
      "cramped_room", "Cramped Room", {"XXPXX", "O  2O", "X1  X", "XDXSX"}, {},
      "Environment Details: The environment is rectangular with 2 onions dispensers (o0, o1), cooker (c0), plate "
      "dispenser (p0) and delivery area (d0). Additionally there are kitchen counters (k0 to k8) which can be used to "
      "temporarily store onions and plates while you do something else. Objects on counters can be picked up later and "
      "should be considered as they may be closer than items in dispensers."));
  all.push_back(parseLayout(
      "asymmetric_advantages", "Asymmetric Advantages",
      {"XXXXXXXXXXX", "O XXSXOXX S", "X    P  1 X", "X2   P    X", "XXXXDXDXXXX"}, {},
      "Environment Details: There are two partitions in the current environment. Bob is in the left partition with "
      "access to onion dispenser o0, delivery area d0, plate dispenser p0 and kitchen counters k0, k1, k2, k3, k4, k11, "
      "k12, k16, k18, k20, k21, k22, k23. Alice is in the right partition and has access to onion dispenser o1, delivery "
      "area d1, plate dispenser p1 and kitchen counters k6, k7, k8, k9, k10, k14, k15, k17, k19, k25, k26, k27, k28. Both "
      "have access to both cookers c0 and c1 which are on the partition line. Kitchen counters (k0 to k28) which can be "
      "used to temporarily store onions and plates while you do something else. Objects on counters can be picked up "
      "later and should be considered as they may be closer than items in dispensers."));
  all.push_back(parseLayout(
      "asymmetric_advantages_carroll", "Asymmetric Advantages (Carroll et al. 9-wide grid)",
      {"XXXXXXXXX", "O XSXOX S", "X   P 1 X", "X2  P   X", "XXXDXDXXX"}, {},
      "Environment Details: There are two partitions in the current environment. Bob is in the left partition with "
      "access to onion dispenser o0, delivery area d0, plate dispenser p0 and kitchen counters k1, k9, k12, k14, k17, "
      "k18. Alice is in the right partition and has access to onion dispenser o1, delivery area d1, plate dispenser p1 "
      "and kitchen counters k7, k11, k13, k15, k20, k21. Both have access to both cookers c0 and c1 which are on the "
      "partition line. Kitchen counters (k0 to k22) which can be used to temporarily store onions and plates while you "
      "do something else. Objects on counters can be picked up later and should be considered as they may be closer "
      "than items in dispensers."));
  all.push_back(parseLayout(
      "coordination_ring", "Coordination Ring", {"XXXPX", "X 1 P", "D2X X", "O   X", "XOSXX"}, {},
      "Environment Details: The environment is narrow and circular with room for only one player to walk along a path "
      "or access places. It features onion dispensers (o0, o1), plate dispenser (p0), cookers (c0, c1), and a delivery "
      "area (d0). Additionally there are kitchen counters (k0 to k10) which should only be used to temporarily store "
      "onions and plates while you do something else. Objects on counters can be picked up later and should be "
      "considered as they may be closer than items in dispensers"));
  all.push_back(parseLayout(
      "forced_coordination", "Forced Coordination", {"XXXPX", "O X1P", "O2X X", "D X X", "XXXSX"},
      {{2, 1}, {2, 2}, {2, 3}},
      "Environment Details: The environment is split into two partitions, one with each player. In the right "
      "partition, Alice has access to cookers (c0, c1),  delivery area (d0) and kitchen counters (k4, k5, k9). In the "
      "left partition, Bob has access to onion dispensers (o0, o1), plate dispenser (p0) and kitchen counters (k1, k7). "
      "Kitchen counters can be used to temporarily store onions and plates while you do something else. Both players "
      "have access to shared counters (s0, s1, s2) which can be used to transfer onions and plates to the other player "
      "depending on the situation. Note that the objects on the shared counters can be accessed by both players. "));
  all.push_back(parseLayout(
      "counter_circuit", "Counter Circuit", {"XXXPPXXX", "X  2   X", "D XXXX S", "X  1   X", "XXXOOXXX"},
      {{2, 2}, {3, 2}, {4, 2}, {5, 2}},
      "Environment Details: The environment is circular with two onion dispensers (o0, o1), plate dispenser (p0), "
      "cookers (c0, c1) and delivery area d0. There are also the shared counters (s0, s1, s2, s3) which can be used to "
      "pass objects from one player to the other. Additionally there are kitchen counters (k0 to k15) which can be used "
      "to temporarily store onions and plates while you do something else. "));
  return all;
}

const std::vector<Layout>& builtInLayouts() {
  static const std::vector<Layout> layouts = buildLayouts();
  return layouts;
}

}  // namespace

const std::vector<std::string>& layoutNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const Layout& l : builtInLayouts()) n.push_back(l.name);
    return n;
  }();
  return names;
}

const Layout& layoutByName(std::string_view name) {
  const std::string_view wanted = name == "counter_circuit_o_1order" ? std::string_view("counter_circuit") : name;
  for (const Layout& l : builtInLayouts()) {
    if (l.name == wanted) return l;
  }
  std::string known;
  for (const auto& n : layoutNames()) known += (known.empty() ? "" : ", ") + n;
  throw std::invalid_argument("unknown overcooked layout '" + std::string(name) + "'; use one of: " + known);
}

}  // namespace craftmate::games::overcooked
