#include "games/cuisineworld/cuisineworld_scripted_dispatcher.h"

#include <algorithm>
#include <map>

#include "games/cuisineworld/cuisineworld_catalog.h"
#include "games/cuisineworld/cuisineworld_state_text_parser.h"

// How the dispatcher plans, every step, from the prompt alone:
//  1. Targets: the open orders (earliest expiry first), then "stock" dishes. A finished dish waits on
//     the serving table and completes the next order of its kind at once, so idle agents cook ahead,
//     choosing the dish kinds least stocked.
//  2. For each target, obtain(dish) walks the recipe tree: a dish held by an agent or ready in a
//     tool is used as is; otherwise a station (a tool of the recipe's type whose content is a subset
//     of the recipe, else an empty one) is claimed and each missing ingredient is obtained the same
//     way and delivered to it; a complete station is activated. Claims stop two targets from using
//     the same item or tool.
//  3. Jobs get agents: a job on a held item goes to its holder; others go to the free agent already
//     at the job's place, else to any free agent (who walks there this step).
//  4. Commands are listed gets first, then puts, then activations, so a tool emptied by a get can
//     be refilled, and a tool filled by a put can be started, in the same step.
// Agents left with a useless item throw it into storage; agents with nothing to do wait.

namespace craftmate::games::cuisine {

namespace {

using State = ParsedKitchenState;

enum class SourceKind { kNone, kHeld, kToolReady, kToolBusy, kBase, kPending };

struct Source {
  SourceKind kind = SourceKind::kNone;
  int index = -1;  // agent for kHeld, location for kTool*
};

struct Job {
  enum Kind { kDeliver, kActivate } kind = kDeliver;
  Source source;
  ItemId item = kNoItem;
  int destination = -1;
};

class Planner {
 public:
  Planner(const Catalog& catalog, const State& s) : catalog_(catalog), s_(s) {
    agentBusy_.assign(s.agents.size(), false);
    heldClaimed_.assign(s.agents.size(), false);
    toolClaimed_.assign(s.locations.size(), false);
    futureClaimed_.assign(s.locations.size(), false);
    future_.assign(s.locations.size(), false);
    getPlanned_.assign(s.locations.size(), false);
    putsPlanned_.assign(s.locations.size(), {});
    commands_.assign(s.agents.size(), std::string());
    for (std::size_t i = 0; i < s.locations.size(); ++i) {
      if (s.locations[i].stem == "storage" && storage_ < 0) storage_ = static_cast<int>(i);
      if (s.locations[i].stem == "servingtable" && servingTable_ < 0) servingTable_ = static_cast<int>(i);
    }
  }

  std::string plan() {
    // Agents told to empty their hands keep walking to the bin until they have.
    for (std::size_t a = 0; a < s_.agents.size(); ++a) {
      if (a >= dumping.size() || !dumping[a] || s_.agents[a].holding.empty() || s_.agents[a].busy) continue;
      heldClaimed_[a] = true;
      moveOrDo(static_cast<int>(a), storage_, "put_" + agentName(static_cast<int>(a)) + "_" + locName(storage_));
    }
    std::vector<ItemId> targets;
    for (const auto& order : s_.orders) {
      const ItemId dish = catalog_.find(order.dish);
      if (feasible(dish)) targets.push_back(dish);
    }
    addStockTargets(targets);
    // Free stations first, for every target; only targets left without one queue behind busy
    // tools, so a held item goes where it can be used now.
    std::vector<ItemId> blocked;
    for (int pass = 0; pass < 2; ++pass) {
      allowFuture_ = pass == 1;
      for (ItemId dish : pass == 0 ? targets : blocked) {
        const Source source = obtain(dish, 0);
        if (source.kind == SourceKind::kHeld || source.kind == SourceKind::kToolReady ||
            source.kind == SourceKind::kToolBusy) {
          jobs_.push_back({Job::kDeliver, source, dish, servingTable_});
        } else if (source.kind == SourceKind::kNone && pass == 0) {
          blocked.push_back(dish);
        }
      }
    }
    serveUnclaimedDishes();
    assignJobs();
    disposeUselessItems();
    breakStall();
    return render();
  }

 private:
  // A dish can be made when every tool of its recipe chain is in the kitchen (level_12's frenchFries
  // cannot: no fryer).
  bool feasible(ItemId item) const {
    if (item == kNoItem) return false;
    const Recipe* r = catalog_.recipeFor(item);
    if (r == nullptr) return catalog_.isBase(item);
    if (!hasTool(std::string(toolSpec(r->tool).stem))) return false;
    for (ItemId i : r->ingredients) {
      if (!feasible(i)) return false;
    }
    return true;
  }
  bool hasTool(const std::string& stem) const {
    for (const auto& l : s_.locations) {
      if (l.stem == stem) return true;
    }
    return false;
  }

  void addStockTargets(std::vector<ItemId>& targets) const {
    // Dish kinds of this level, as far as the dispatcher can tell: those ordered or served so far.
    std::vector<ItemId> kinds;
    auto note = [&](const std::string& name) {
      const ItemId id = catalog_.find(name);
      if (feasible(id) && std::find(kinds.begin(), kinds.end(), id) == kinds.end()) kinds.push_back(id);
    };
    for (const auto& o : s_.orders) note(o.dish);
    for (const auto& d : s_.accomplished) note(d);
    for (const auto& l : s_.locations) {
      if (l.stem == "servingtable") for (const auto& c : l.content) note(c);
    }
    for (const auto& d : knownDishes) note(d);
    if (kinds.empty()) return;
    std::map<ItemId, int> stocked;
    for (const auto& l : s_.locations) {
      if (l.stem != "servingtable") continue;
      for (const auto& c : l.content) stocked[catalog_.find(c)]++;
    }
    const int extra = std::max<int>(1, static_cast<int>(s_.agents.size()));
    for (int round = 0; static_cast<int>(targets.size()) < static_cast<int>(s_.orders.size()) + extra && round < 4;
         ++round) {
      for (ItemId kind : kinds) {
        if (stocked[kind] <= round && static_cast<int>(targets.size()) < static_cast<int>(s_.orders.size()) + extra) {
          targets.push_back(kind);
        }
      }
    }
  }

 public:
  std::vector<std::string> knownDishes;  // dish kinds seen in earlier prompts (the policy's memory)
  std::vector<bool> dumping;             // agents sent to empty their hands into the storage
  int newlyDumping = -1;                 // set by this step's plan

 private:
  bool isProductAt(ItemId item, int location) const {
    const Recipe* r = catalog_.recipeFor(item);
    return r != nullptr && s_.locations[location].stem == toolSpec(r->tool).stem;
  }

  Source obtain(ItemId item, int depth) {
    if (depth > 8) return {};
    const std::string& name = catalog_.name(item);
    for (std::size_t a = 0; a < s_.agents.size(); ++a) {
      if (!heldClaimed_[a] && s_.agents[a].holding == name) {
        heldClaimed_[a] = true;
        return {SourceKind::kHeld, static_cast<int>(a)};
      }
    }
    for (std::size_t l = 0; l < s_.locations.size(); ++l) {
      const auto& loc = s_.locations[l];
      if (toolClaimed_[l] || loc.content.size() != 1 || loc.content[0] != name) continue;
      if (!isProductAt(item, static_cast<int>(l))) continue;
      toolClaimed_[l] = true;
      return {loc.busy ? SourceKind::kToolBusy : SourceKind::kToolReady, static_cast<int>(l)};
    }
    if (catalog_.isBase(item)) return {SourceKind::kBase, storage_};
    const Recipe* recipe = catalog_.recipeFor(item);
    if (recipe == nullptr) return {};
    const int station = claimStation(*recipe);
    if (station < 0) return {};
    static const std::vector<std::string> kNothing;
    const auto& content = future_[station] ? kNothing : s_.locations[station].content;
    bool complete = !future_[station];
    for (ItemId ingredient : recipe->ingredients) {
      if (std::find(content.begin(), content.end(), catalog_.name(ingredient)) != content.end()) continue;
      complete = false;
      const Source source = obtain(ingredient, depth + 1);
      if (source.kind != SourceKind::kNone && source.kind != SourceKind::kPending) {
        jobs_.push_back({Job::kDeliver, source, ingredient, station});
      }
    }
    if (complete) jobs_.push_back({Job::kActivate, {}, item, station});
    return {SourceKind::kPending, station};
  }

  // A tool of the recipe's type, free and unclaimed, holding a subset of the recipe (most items
  // first), else an empty one.
  int claimStation(const Recipe& recipe) {
    const std::string stem(toolSpec(recipe.tool).stem);
    int best = -1;
    std::size_t bestSize = 0;
    for (std::size_t l = 0; l < s_.locations.size(); ++l) {
      const auto& loc = s_.locations[l];
      if (toolClaimed_[l] || loc.busy || loc.stem != stem) continue;
      bool subset = true;
      for (const auto& c : loc.content) {
        bool inRecipe = false;
        for (ItemId i : recipe.ingredients) inRecipe |= catalog_.name(i) == c;
        subset &= inRecipe;
      }
      if (!subset) continue;
      if (best < 0 || loc.content.size() > bestSize) {
        best = static_cast<int>(l);
        bestSize = loc.content.size();
      }
    }
    if (best >= 0) {
      toolClaimed_[best] = true;
      return best;
    }
    // No free station: queue behind a tool of the type that holds a finished product (or is
    // cooking). Its next batch is fetched now and put in the step the product is taken out.
    if (!allowFuture_) return -1;
    for (std::size_t l = 0; l < s_.locations.size(); ++l) {
      const auto& loc = s_.locations[l];
      // Only behind a product someone takes out this step or soon (claimed as a source).
      if (futureClaimed_[l] || !toolClaimed_[l] || loc.stem != stem || loc.content.size() != 1) continue;
      if (!isProductAt(catalog_.find(loc.content[0]), static_cast<int>(l))) continue;
      futureClaimed_[l] = true;
      future_[l] = true;
      return static_cast<int>(l);
    }
    return -1;
  }

  std::string agentName(int a) const { return "agent" + std::to_string(a); }
  const std::string& locName(int l) const { return s_.locations[l].name; }
  bool at(int a, int l) const { return s_.agents[a].at == s_.locations[l].name; }

  void give(int a, std::string command) {
    agentBusy_[a] = true;
    commands_[a] = std::move(command);
  }
  void moveOrDo(int a, int l, std::string command) {
    give(a, at(a, l) ? std::move(command) : "goto_" + agentName(a) + "_" + locName(l));
  }

  // The free (unassigned, empty-handed) agent for work at `l`: one already there, else the first.
  int freeAgentFor(int l) const {
    int fallback = -1;
    for (std::size_t a = 0; a < s_.agents.size(); ++a) {
      if (agentBusy_[a] || !s_.agents[a].holding.empty() || s_.agents[a].busy) continue;
      if (at(static_cast<int>(a), l)) return static_cast<int>(a);
      if (fallback < 0) fallback = static_cast<int>(a);
    }
    return fallback;
  }

  int freeHandedAgents() const {
    int n = 0;
    for (std::size_t a = 0; a < s_.agents.size(); ++a) {
      n += !agentBusy_[a] && s_.agents[a].holding.empty() && !s_.agents[a].busy;
    }
    return n;
  }

  // Finished dishes nobody claimed (stock made earlier) go to the serving table too.
  void serveUnclaimedDishes() {
    for (std::size_t l = 0; l < s_.locations.size(); ++l) {
      const auto& loc = s_.locations[l];
      if (toolClaimed_[l] || loc.content.size() != 1 || loc.stem == "servingtable") continue;
      const ItemId item = catalog_.find(loc.content[0]);
      if (!isProductAt(item, static_cast<int>(l)) || !isKnownDish(loc.content[0])) continue;
      toolClaimed_[l] = true;
      jobs_.push_back({Job::kDeliver, {loc.busy ? SourceKind::kToolBusy : SourceKind::kToolReady, static_cast<int>(l)},
                       item, servingTable_});
    }
  }
  bool isKnownDish(const std::string& name) const {
    for (const auto& o : s_.orders) if (o.dish == name) return true;
    for (const auto& d : knownDishes) if (d == name) return true;
    return false;
  }

  void assignJobs() {
    // Free-handed agents first (they and the holders are disjoint), so holders know which tools
    // are emptied by a get in this step. Pass 1 gives each job to an agent already standing where
    // it is done; pass 2 sends the remaining agents walking, in job order. Without pass 1 an agent
    // at the storage would be pulled away to a tool while another walks to the storage.
    std::vector<bool> done(jobs_.size(), false);
    for (int pass = 1; pass <= 2; ++pass) {
      for (std::size_t j = 0; j < jobs_.size(); ++j) {
        const Job& job = jobs_[j];
        if (done[j]) continue;
        int place = -1;
        if (job.kind == Job::kActivate) place = job.destination;
        else if (job.source.kind == SourceKind::kToolReady) place = job.source.index;
        else if (job.source.kind == SourceKind::kBase) place = storage_;
        if (place < 0) continue;
        // Fetching for a queued-for tool keeps one agent empty-handed, or nobody could take the
        // product out and the fetchers would wait forever.
        if (job.source.kind == SourceKind::kBase && job.kind == Job::kDeliver && future_[job.destination] &&
            freeHandedAgents() <= 1) {
          continue;
        }
        const int a = freeAgentFor(place);
        if (a < 0 || (pass == 1 && !at(a, place))) continue;
        done[j] = true;
        if (job.kind == Job::kActivate) {
          moveOrDo(a, place, "activate_" + agentName(a) + "_" + locName(place));
        } else if (job.source.kind == SourceKind::kToolReady) {
          moveOrDo(a, place, "get_" + agentName(a) + "_" + locName(place));
          if (at(a, place)) getPlanned_[place] = true;
        } else {
          moveOrDo(a, place, "get_" + agentName(a) + "_" + catalog_.name(job.item) + "_" + locName(place));
        }
      }
    }
    // Holders: walk to the destination and put; at a queued-for tool, put only once it is emptied.
    for (const Job& job : jobs_) {
      if (job.kind != Job::kDeliver || job.source.kind != SourceKind::kHeld) continue;
      const int a = job.source.index;
      if (agentBusy_[a] || s_.agents[a].busy) continue;
      const int d = job.destination;
      if (!at(a, d)) {
        give(a, "goto_" + agentName(a) + "_" + locName(d));
      } else if (future_[d] && !getPlanned_[d]) {
        give(a, "noop_" + agentName(a));
      } else {
        give(a, "put_" + agentName(a) + "_" + locName(d));
        putsPlanned_[d].push_back(catalog_.name(job.item));
      }
    }
    // Wait next to products still cooking, so the get happens the step they are ready.
    for (const Job& job : jobs_) {
      if (job.kind != Job::kDeliver || job.source.kind != SourceKind::kToolBusy) continue;
      const int a = freeAgentFor(job.source.index);
      if (a >= 0) moveOrDo(a, job.source.index, "noop_" + agentName(a));
    }
    activateWhatThisStepCompletes();
  }

  // A station that this step's puts complete can be started in the same step by a free agent
  // standing there (activations are listed after puts).
  void activateWhatThisStepCompletes() {
    for (std::size_t l = 0; l < s_.locations.size(); ++l) {
      if (putsPlanned_[l].empty() || s_.locations[l].busy) continue;
      std::vector<std::string> content = future_[l] ? std::vector<std::string>{} : s_.locations[l].content;
      content.insert(content.end(), putsPlanned_[l].begin(), putsPlanned_[l].end());
      bool cooks = false;
      for (const Recipe& r : catalog_.recipes()) {
        if (toolSpec(r.tool).stem != s_.locations[l].stem || r.ingredients.size() != content.size()) continue;
        bool same = true;
        for (ItemId i : r.ingredients) same &= std::find(content.begin(), content.end(), catalog_.name(i)) != content.end();
        cooks |= same;
      }
      if (!cooks) continue;
      for (std::size_t a = 0; a < s_.agents.size(); ++a) {
        const int ai = static_cast<int>(a);
        const bool idle = !agentBusy_[a] || commands_[a].rfind("noop_", 0) == 0;
        if (idle && s_.agents[a].holding.empty() && !s_.agents[a].busy && at(ai, static_cast<int>(l))) {
          give(ai, "activate_" + agentName(ai) + "_" + locName(static_cast<int>(l)));
          break;
        }
      }
    }
  }

  // Every hand full and everyone waiting (for tools whose products nobody can take out): the
  // first holder empties its hands into the storage, which frees it to take products out.
  void breakStall() {
    bool progress = false;
    int firstHolder = -1;
    for (std::size_t a = 0; a < s_.agents.size(); ++a) {
      if (s_.agents[a].busy) continue;
      if (s_.agents[a].holding.empty()) return;  // someone can still take products out
      if (firstHolder < 0) firstHolder = static_cast<int>(a);
      const std::string& c = commands_[a];
      progress |= !c.empty() && c.rfind("noop_", 0) != 0;  // waiting is the only non-progress
    }
    if (progress || firstHolder < 0) return;
    newlyDumping = firstHolder;
    moveOrDo(firstHolder, storage_, "put_" + agentName(firstHolder) + "_" + locName(storage_));
  }

  // Unclaimed held items: dishes go to the serving table (they wait there for their order),
  // anything else into the bin.
  void disposeUselessItems() {
    for (std::size_t a = 0; a < s_.agents.size(); ++a) {
      if (agentBusy_[a] || s_.agents[a].holding.empty() || heldClaimed_[a] || s_.agents[a].busy) continue;
      const int ai = static_cast<int>(a);
      const int target = isKnownDish(s_.agents[a].holding) ? servingTable_ : storage_;
      moveOrDo(ai, target, "put_" + agentName(ai) + "_" + locName(target));
    }
  }

  std::string render() const {
    auto rank = [](const std::string& c) {
      if (c.rfind("get_", 0) == 0) return 0;
      if (c.rfind("put_", 0) == 0) return 1;
      if (c.rfind("activate_", 0) == 0) return 2;
      return 3;
    };
    std::vector<std::string> lines;
    for (std::size_t a = 0; a < commands_.size(); ++a) {
      lines.push_back(commands_[a].empty() ? "noop_" + agentName(static_cast<int>(a)) : commands_[a]);
    }
    std::stable_sort(lines.begin(), lines.end(), [&](const std::string& x, const std::string& y) { return rank(x) < rank(y); });
    std::string out;
    for (const auto& line : lines) out += line + "\n";
    return out;
  }

  const Catalog& catalog_;
  const State& s_;
  int storage_ = -1;
  int servingTable_ = -1;
  std::vector<bool> agentBusy_;
  std::vector<bool> heldClaimed_;
  std::vector<bool> toolClaimed_;
  bool allowFuture_ = false;
  std::vector<bool> futureClaimed_;
  std::vector<bool> future_;       // station chosen while it still holds a product
  std::vector<bool> getPlanned_;   // a get empties this location in this step
  std::vector<std::vector<std::string>> putsPlanned_;  // items put into a location in this step
  std::vector<std::string> commands_;
  std::vector<Job> jobs_;
};

}  // namespace

ScriptedDispatcher::ScriptedDispatcher(int kitchenAgents) : kitchenAgents_(kitchenAgents) {}

std::string ScriptedDispatcher::reply(int, const std::string& observation, const std::string&) {
  const State s = State::parse(observation);
  if (s.agents.empty() || s.locations.empty()) {
    std::string out;
    for (int i = 0; i < kitchenAgents_; ++i) out += "noop_agent" + std::to_string(i) + "\n";
    return out;
  }
  for (const auto& o : s.orders) {
    if (std::find(knownDishes_.begin(), knownDishes_.end(), o.dish) == knownDishes_.end()) knownDishes_.push_back(o.dish);
  }
  dumping_.resize(s.agents.size(), false);
  for (std::size_t a = 0; a < s.agents.size(); ++a) {
    if (s.agents[a].holding.empty()) dumping_[a] = false;  // done dumping
  }
  Planner planner(Catalog::builtIn(), s);
  planner.knownDishes = knownDishes_;
  planner.dumping = dumping_;
  std::string reply = planner.plan();
  if (planner.newlyDumping >= 0) dumping_[planner.newlyDumping] = true;
  return reply;
}

}  // namespace craftmate::games::cuisine
