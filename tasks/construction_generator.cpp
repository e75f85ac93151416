#include "tasks/construction_generator.h"

#include <cmath>

namespace craftmate::tasks {

namespace {

// The generator's 3-D grid: z is the vertical axis (a blueprint level), x becomes world Z (a
// placement row), y becomes world X (a placement column).
class HouseGrid {
 public:
  HouseGrid(int p, int m, int n) : p_(p), m_(m), n_(n), cells_(static_cast<std::size_t>(p * m * n), "air") {}
  bool inBounds(int z, int x, int y) const { return z >= 0 && z < p_ && x >= 0 && x < m_ && y >= 0 && y < n_; }
  std::string& at(int z, int x, int y) { return cells_[static_cast<std::size_t>((z * m_ + x) * n_ + y)]; }
  int p() const { return p_; }
  int m() const { return m_; }
  int n() const { return n_; }

 private:
  int p_, m_, n_;
  std::vector<std::string> cells_;
};

struct Room {
  int x, y, z, length, width, depth;
};

// One run of the generator; `random()` plays the role of Math.random().
class HouseBuilder {
 public:
  HouseBuilder(const ProceduralHouseParams& params, std::mt19937_64& rng)
      : params_(params), rng_(rng), grid_(params.p, params.m, params.n) {}

  Blueprint build();

 private:
  double random() { return uniform_(rng_); }
  int randomBelow(int bound) { return static_cast<int>(std::floor(random() * bound)); }

  void buildShell();
  bool interiorIsFree(const Room& r);
  bool placeRoom(const Room& r, const std::string& material);
  void addDoor(int x, int y, int z, const std::string& material);
  void addSquareWindows(const Room& r, const std::string& material);
  void addPlaneWindows(const Room& r, const std::string& material);
  void addStairs(const Room& r, const std::string& material);
  void addCarpet(double probability, const Room& r, const std::string* material);
  void embellish(const Room& r, const std::string& material);
  std::string randomDirection();
  void replaceIfMaterial(int z, int x, int y, const std::string& material) {
    if (grid_.inBounds(z, x, y) && grid_.at(z, x, y) == material) grid_.at(z, x, y) = "glass";
  }

  const ProceduralHouseParams& params_;
  std::mt19937_64& rng_;
  std::uniform_real_distribution<double> uniform_{0.0, 1.0};
  HouseGrid grid_;
};

void HouseBuilder::buildShell() {
  // A stone shell, then every face but the bottom one wrapped: the house stands on a stone floor.
  for (int z = 0; z < grid_.p(); ++z)
    for (int x = 0; x < grid_.m(); ++x)
      for (int y = 0; y < grid_.n(); ++y) {
        const bool side = x == 0 || x == grid_.m() - 1 || y == 0 || y == grid_.n() - 1;
        if (side || z == grid_.p() - 1) grid_.at(z, x, y) = params_.wrapping;
        else if (z == 0) grid_.at(z, x, y) = "stone";
      }
}

bool HouseBuilder::interiorIsFree(const Room& r) {
  for (int di = 1; di < r.depth - 1; ++di)
    for (int dj = 1; dj < r.length - 1; ++dj)
      for (int dk = 1; dk < r.width - 1; ++dk)
        if (grid_.at(r.z + di, r.x + dj, r.y + dk) != "air") return false;
  return true;
}

bool HouseBuilder::placeRoom(const Room& r, const std::string& material) {
  if (r.x < 0 || r.x + r.length > grid_.m() || r.y < 0 || r.y + r.width > grid_.n() || r.z < 0 ||
      r.z + r.depth > grid_.p() || !interiorIsFree(r))
    return false;
  for (int di = 0; di < r.depth; ++di)
    for (int dj = 0; dj < r.length; ++dj)
      for (int dk = 0; dk < r.width; ++dk) {
        const int x = r.x + dj, y = r.y + dk, z = r.z + di;
        if (z == 0) continue;  // the ground floor is the shell's
        std::string& cell = grid_.at(z, x, y);
        if (di == 0 && grid_.at(z - 1, x, y) != "air") cell = "air";  // a ceiling below is this floor
        else if (di == 0 || di == r.depth - 1 || dj == 0 || dj == r.length - 1 || dk == 0 || dk == r.width - 1)
          cell = material;
        else cell = "air";
      }
  return true;
}

void HouseBuilder::addDoor(int x, int y, int z, const std::string& material) {
  grid_.at(z, x, y) = material;
  grid_.at(z + 1, x, y) = "dark_oak_door";
  grid_.at(z + 2, x, y) = "dark_oak_door";
}

void HouseBuilder::addSquareWindows(const Room& r, const std::string& material) {
  const int wx = (params_.minRoomWidth + 1) / 2, wy = (params_.minRoomLength + 1) / 2, wz = (params_.minRoomDepth + 1) / 2;
  auto centre = [](int origin, int size, int window) {
    return origin + static_cast<int>(std::floor(size / 2.0 - window / 2.0));
  };
  if (random() < 0.8) {  // front and back (z constant)
    const int cx = centre(r.x, r.length, wx), cy = centre(r.y, r.width, wy);
    for (int dx = 0; dx <= wx; ++dx)
      for (int dy = 0; dy <= wy; ++dy) {
        replaceIfMaterial(r.z, cx + dx, cy + dy, material);
        replaceIfMaterial(r.z + r.depth - 1, cx + dx, cy + dy, material);
      }
  }
  if (random() < 0.8) {  // left and right (x constant)
    const int cz = centre(r.z, r.depth, wz), cy = centre(r.y, r.width, wy);
    for (int dz = 0; dz <= wz; ++dz)
      for (int dy = 0; dy <= wy; ++dy) {
        replaceIfMaterial(cz + dz, r.x, cy + dy, material);
        replaceIfMaterial(cz + dz, r.x + r.length - 1, cy + dy, material);
      }
  }
  if (random() < 0.8) {  // the two y faces
    const int cx = centre(r.x, r.length, wx), cz = centre(r.z, r.depth, wz);
    for (int dx = 0; dx <= wx; ++dx)
      for (int dz = 0; dz <= wz; ++dz) {
        replaceIfMaterial(cz + dz, cx + dx, r.y, material);
        replaceIfMaterial(cz + dz, cx + dx, r.y + r.width - 1, material);
      }
  }
}

void HouseBuilder::addPlaneWindows(const Room& r, const std::string& material) {
  if (random() < 0.8)
    for (int dx = 0; dx < r.length; ++dx)
      for (int dy = 0; dy < r.width; ++dy) {
        replaceIfMaterial(r.z, r.x + dx, r.y + dy, material);
        replaceIfMaterial(r.z + r.depth - 1, r.x + dx, r.y + dy, material);
      }
  if (random() < 0.8)
    for (int dz = 0; dz < r.depth; ++dz)
      for (int dy = 0; dy < r.width; ++dy) {
        replaceIfMaterial(r.z + dz, r.x, r.y + dy, material);
        replaceIfMaterial(r.z + dz, r.x + r.length - 1, r.y + dy, material);
      }
}

// A staircase of material blocks winding down from the new room's floor, with 3 blocks of headroom.
void HouseBuilder::addStairs(const Room& r, const std::string& material) {
  int z = r.z, x = r.x + 1, y = r.y + 1;
  bool alongX = true;
  for (int step = 0; z >= 0 && x < r.x + r.length - 1 && y < r.y + r.width - 1 && step < r.length * r.width; ++step) {
    grid_.at(z, x, y) = material;
    for (int i = 1; i <= 3; ++i)
      if (z + i < grid_.p()) grid_.at(z + i, x, y) = "air";
    if (alongX) {
      if (++x >= r.x + r.length - 1) {
        x = r.x + r.length - 2;
        alongX = false;
      } else {
        --z;
      }
    } else {
      if (++y >= r.y + r.width - 1) {
        y = r.y + r.width - 2;
        alongX = true;
      } else {
        --z;
      }
    }
  }
}

// `material` null reproduces the first room's call without a material: no floor cell equals it, so
// no carpet is laid (§8.7: "never applied in the first room").
void HouseBuilder::addCarpet(double probability, const Room& r, const std::string* material) {
  static const char* kColours[] = {"blue", "cyan", "light_blue", "lime"};
  for (int dx = 1; dx < r.length - 1; ++dx)
    for (int dy = 1; dy < r.width - 1; ++dy) {
      const int x = r.x + dx, y = r.y + dy;
      if (!material || grid_.at(r.z, x, y) != *material) continue;
      if (random() < probability) grid_.at(r.z + 1, x, y) = std::string(kColours[randomBelow(4)]) + "_carpet";
    }
}

void HouseBuilder::embellish(const Room& r, const std::string& material) {
  // [QUIRK] MINDcraft passes the room's z where its x belongs to the window helpers; kept, because it
  // decides which cells of the released houses are glass.
  const Room windowRoom{r.z, r.y, r.z, r.length, r.width, r.depth};
  if (params_.windowStyle == 1) addSquareWindows(windowRoom, material);
  else if (params_.windowStyle == 2) addPlaneWindows(windowRoom, material);
  if (params_.carpetStyle == 1) addCarpet(0.3, r, &material);
  else if (params_.carpetStyle == 2) addCarpet(0.7, r, &material);
}

std::string HouseBuilder::randomDirection() {
  static const char* kDirections[] = {"above", "left", "right", "forward", "backward"};
  const double roll = random();
  double cumulative = 0;
  for (const char* d : kDirections) {
    cumulative += 0.15;
    if (roll <= cumulative) return d;
  }
  return "left";
}

Blueprint HouseBuilder::build() {
  buildShell();
  std::vector<std::string> materials = {"stone", "terracotta", "quartz_block", "copper_block", "purpur_block"};
  if (params_.complexity < static_cast<int>(materials.size())) materials.resize(static_cast<std::size_t>(params_.complexity + 1));

  Room last{};
  for (int placed = 0; placed < params_.rooms;) {
    bool roomPlaced = false;
    for (int attempt = 0; attempt < 150 && !roomPlaced; ++attempt) {
      const std::string& material = materials[static_cast<std::size_t>(randomBelow(static_cast<int>(materials.size())))];
      Room r{};
      r.length = std::max(params_.minRoomLength, randomBelow(params_.roomVariance) + params_.minRoomLength);
      r.width = std::max(params_.minRoomWidth, randomBelow(params_.roomVariance) + params_.minRoomWidth);
      r.depth = std::max(params_.minRoomDepth, randomBelow(params_.roomVariance / 2) + params_.minRoomDepth);
      if (placed == 0) {
        r.x = randomBelow(params_.m - r.length - 1) + 1;
        r.y = randomBelow(params_.n - r.width - 1) + 1;
        r.z = 0;
        if (placeRoom(r, material)) {
          roomPlaced = true;
          addDoor(r.x, r.y + r.width / 2, r.z, material);
          addDoor(r.x + r.length - 1, r.y + r.width / 2, r.z, material);
          addDoor(r.x + r.length / 2, r.y, r.z, material);
          addDoor(r.x + r.length / 2, r.y + r.width - 1, r.z, material);
          addCarpet(0.7, r, nullptr);
          last = r;
        }
        break;  // MINDcraft gives the first room one attempt only
      }
      const std::string direction = randomDirection();
      if (direction == "above") r = {last.x, last.y, last.z + last.depth - 1, r.length, r.width, r.depth};
      else if (direction == "left") r = {last.x - r.length + 1, last.y, last.z, r.length, r.width, r.depth};
      else if (direction == "right") r = {last.x + last.length - 1, last.y, last.z, r.length, r.width, r.depth};
      else if (direction == "forward") r = {last.x, last.y + last.width - 1, last.z, r.length, r.width, r.depth};
      else r = {last.x, last.y - r.width + 1, last.z, r.length, r.width, r.depth};
      if (!placeRoom(r, material)) continue;
      embellish(r, material);
      // The way in: stairs up from the room below, or a door in the shared wall.
      if (direction == "above") addStairs(r, material);
      else if (direction == "left") addDoor(last.x, last.y + last.width / 2, last.z, material);
      else if (direction == "right") addDoor(last.x + last.length - 1, last.y + last.width / 2, last.z, material);
      else if (direction == "forward") addDoor(last.x + last.length / 2, last.y + last.width - 1, last.z, material);
      else addDoor(last.x + last.length / 2, last.y, last.z, material);
      last = r;
      roomPlaced = true;
    }
    if (!roomPlaced) break;  // no room fits any more: the house has fewer rooms
    ++placed;
  }

  Blueprint bp;
  for (int z = 0; z < grid_.p(); ++z) {
    BlueprintLevel level{z, params_.startCoord[0], params_.startCoord[1] + z, params_.startCoord[2], {}};
    for (int x = 0; x < grid_.m(); ++x) {
      std::vector<std::string> row;
      for (int y = 0; y < grid_.n(); ++y) row.push_back(grid_.at(z, x, y));
      level.placement.push_back(std::move(row));
    }
    bp.levels.push_back(std::move(level));
  }
  return bp;
}

// The item an agent needs for a blueprint cell: doors and ladders without their block states.
std::string itemFor(const std::string& block) {
  if (block.find("dark_oak_door") != std::string::npos) return "dark_oak_door";
  if (block.find("oak_door") != std::string::npos) return "oak_door";
  if (block.find("ladder") != std::string::npos) return "ladder";
  return block;
}

}  // namespace

Blueprint proceduralHouse(const ProceduralHouseParams& params, std::mt19937_64& rng) {
  return HouseBuilder(params, rng).build();
}

std::map<int, ItemCounts> constructionInventories(const Blueprint& blueprint, int agentCount) {
  ItemCounts needed;
  for (const auto& cell : blueprint.cells())
    if (cell.block != "air") ++needed[itemFor(cell.block)];
  std::map<int, ItemCounts> out;
  for (int agent = 0; agent < agentCount; ++agent) out[agent]["diamond_pickaxe"] = 1;
  for (const auto& [item, count] : needed)
    for (int agent = 0; agent < agentCount; ++agent) {
      const int share = count / agentCount + (agent < count % agentCount ? 1 : 0);
      if (share > 0) out[agent][item] += share;
    }
  for (int agent = 0; agent < agentCount; ++agent) out[agent]["dirt"] += 128;
  return out;
}

Task constructionTask(int materials, int roomsIndex, int windowStyle, int carpetStyle, int variant, int agentCount,
                      std::mt19937_64& rng) {
  static const int kRooms[] = {4, 6, 8};
  const int rooms = kRooms[roomsIndex];
  ProceduralHouseParams params;
  params.m = params.n = params.p = 10 + rooms / 4 * 5;
  params.rooms = rooms;
  params.minRoomWidth = 5;
  params.minRoomLength = 5;
  params.minRoomDepth = 4;
  params.roomVariance = 5;
  params.wrapping = "air";
  params.carpetStyle = carpetStyle;
  params.windowStyle = windowStyle;
  params.complexity = materials + 1;

  Task task;
  task.id = "materials_" + std::to_string(materials) + "_rooms_" + std::to_string(roomsIndex) + "_window_" +
            std::to_string(windowStyle) + "_carpet_" + std::to_string(carpetStyle) + "_variant_" + std::to_string(variant);
  task.type = TaskType::Construction;
  task.typeName = "construction";
  task.goal = "Make a house with the blueprint";
  task.conversation = "Let's share materials and make a house with the blueprint";
  task.agentCount = agentCount;
  task.agentCountGiven = true;
  task.timeoutSeconds = 600 + 300 * roomsIndex;
  Blueprint bp = proceduralHouse(params, rng);
  for (auto& level : bp.levels)
    for (auto& row : level.placement)
      for (auto& cell : row)
        if (cell.find("ladder") != std::string::npos) cell = "ladder";
  task.initialInventory = constructionInventories(bp, agentCount);
  task.blueprint = std::move(bp);
  return task;
}

std::vector<Task> constructionSuite(int agentCount, int variants, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Task> out;
  for (int m = 0; m < 5; ++m)
    for (int r = 0; r < 3; ++r)
      for (int w = 0; w < 3; ++w)
        for (int c = 0; c < 3; ++c)
          for (int v = 0; v < variants; ++v) out.push_back(constructionTask(m, r, w, c, v, agentCount, rng));
  return out;
}

}  // namespace craftmate::tasks
