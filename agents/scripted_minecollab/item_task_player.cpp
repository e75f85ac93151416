#include "agents/scripted_minecollab/item_task_player.h"
#include "agents/scripted_minecollab/wood_variants.h"

#include <algorithm>
#include <regex>

namespace craftmate::agents::minecollab {

namespace {

// Kitchen knowledge a player brings: where food comes from when nobody holds it.
const std::map<std::string, std::string>& cropBlocks() {
  static const std::map<std::string, std::string> crops = {
      {"wheat", "wheat"},       {"carrot", "carrots"},       {"potato", "potatoes"},          {"beetroot", "beetroots"},
      {"sugar_cane", "sugar_cane"}, {"pumpkin", "pumpkin"}, {"brown_mushroom", "brown_mushroom"},
      {"red_mushroom", "red_mushroom"}};
  return crops;
}
const std::map<std::string, std::string>& animalDrops() {
  static const std::map<std::string, std::string> drops = {
      {"beef", "cow"}, {"porkchop", "pig"}, {"chicken", "chicken"}, {"mutton", "sheep"}, {"rabbit", "rabbit"}};
  return drops;
}
// Crafted from a crop, as the task's recipe steps say ("craft the sugarcane into sugar"); the
// crafting plan and !craftRecipe's error name the first recipe instead (sugar from honey_bottle).
const std::map<std::string, std::string>& craftedFromCrop() {
  static const std::map<std::string, std::string> fromCrop = {{"sugar", "sugar_cane"}};
  return fromCrop;
}
const std::map<std::string, std::string>& smeltedFrom() {
  static const std::map<std::string, std::string> smelted = {
      {"cooked_beef", "beef"},       {"cooked_porkchop", "porkchop"}, {"cooked_chicken", "chicken"},
      {"cooked_mutton", "mutton"},   {"cooked_rabbit", "rabbit"},     {"baked_potato", "potato"}};
  return smelted;
}

constexpr int kAttemptsPerItem = 4;
// Inventory checks (every other one after a 2 s !stay) while asked gives are on their way: a give
// takes a few seconds (the giver walks over and tosses); after ~16 s we carry on with what came.
constexpr int kPollsForGives = 16;
// Gives retried (2 s apart) while the partner is not in sight ("Could not find <name>.").
constexpr int kGiveRetriesUnseen = 5;

// Items a player does not craft from others (MINDcraft's crafting plan never expands them either,
// mindcraft.md §1.4): crafting one from its block or nuggets would undo the crafting that needs it.
bool baseItem(const std::string& item) {
  static const std::set<std::string> base = {
      "coal",        "wheat",        "bone_meal",   "diamond",       "emerald",     "raw_iron",   "raw_gold",
      "redstone",    "blue_wool",    "packed_mud",  "raw_copper",    "iron_ingot",  "dried_kelp", "gold_ingot",
      "slime_ball",  "black_wool",   "quartz_slab", "copper_ingot",  "lapis_lazuli", "honey_bottle"};
  return base.count(item) > 0 || item.find("smithing_template") != std::string::npos;
}

std::string firstArgument(const std::string& command) {
  static const std::regex arg(R"(\(\s*"([^"]*)\")");
  std::smatch m;
  return std::regex_search(command, m, arg) ? m[1].str() : "";
}

}  // namespace

ItemCounts ItemTaskPlayer::targetsIn(const std::string& goal, bool* ownDish) {
  ItemCounts targets;
  std::smatch m;
  static const std::regex hellsKitchen(R"(You need to make ([a-z0-9_]+))");
  static const std::regex dishes(R"(make ((?:\d+ [a-z0-9_]+(?:, )?)+))");
  static const std::regex craft(R"(craft (?:an? )?([a-z0-9_]+))");
  if (ownDish) *ownDish = false;
  if (std::regex_search(goal, m, hellsKitchen)) {
    targets[m[1]] = 1;
    if (ownDish) *ownDish = true;
  } else if (std::regex_search(goal, m, dishes)) {
    static const std::regex dish(R"((\d+) ([a-z0-9_]+))");
    const std::string list = m[1];
    for (std::sregex_iterator it(list.begin(), list.end(), dish), end; it != end; ++it)
      targets[(*it)[2]] += std::stoi((*it)[1]);
  } else if (std::regex_search(goal, m, craft)) {
    targets[m[1]] = 1;
  }
  return targets;
}

std::optional<std::string> ItemTaskPlayer::partnerHolding(const std::string& item) const {
  for (const auto& [partner, items] : partnerInventory_) {
    const auto it = items.find(item);
    const auto asked = requested_.find(partner);
    if (it != items.end() && it->second > 0 && (asked == requested_.end() || !asked->second.count(item))) return partner;
  }
  return std::nullopt;
}

bool ItemTaskPlayer::maker() const { return ownDish_ || leading(); }

ItemCounts ItemTaskPlayer::teamHoldings() const {
  ItemCounts all = inventory_;
  for (const auto& [partner, items] : partnerInventory_)
    for (const auto& [item, n] : items) all[item] += n;
  return all;
}

int ItemTaskPlayer::have(const std::string& item) const {
  const auto it = inventory_.find(item);
  return it == inventory_.end() ? 0 : it->second;
}

void ItemTaskPlayer::onMessage(const std::string& from, const TeamTalk& talk) {
  if (talk.request || talk.requestAll || talk.planRequest || talk.inventoryRequest) {
    Request r;
    r.from = from;
    if (talk.request) r.items = *talk.request;
    r.all = talk.requestAll;
    r.inventory = talk.inventoryRequest;
    r.planFor = talk.planRequest;
    requests_.push_back(std::move(r));
  }
  if (talk.inventory) partnerInventory_[from] = *talk.inventory;
  if (talk.gave) {
    // Our inventory changed; what they did not give of what we asked is not coming.
    if (!talk.gave->empty()) {
      inventoryStale_ = true;
      if (announcedFailure_) {
        // Gives that landed after we gave up (a slow partner): try the recipe tree again.
        announcedFailure_ = false;
        unobtainable_.clear();
        needs_.clear();
      }
    }
    if (const auto asked = askedOf_.find(from); asked != askedOf_.end()) {
      for (const auto& [item, n] : asked->second) {
        int came = 0;
        if (const auto g = talk.gave->find(item); g != talk.gave->end()) came += g->second;
        if (talk.dropped)
          if (const auto d = talk.dropped->find(item); d != talk.dropped->end()) came += d->second;
        if (came < n && expected_.count(item)) expected_[item] -= n - came;
      }
      askedOf_.erase(asked);
    }
    if (talk.dropped && !talk.dropped->empty()) pickUpFrom_ = from;
  }
  if (talk.plan) partnerSteps_ = *talk.plan;
  // The partner asked last has answered (its first message after an ask is the echo of its
  // !givePlayer, or "I gave you nothing.").
  if (waitingFor_ == from && (awaitedAnswer_ == Answer::Any || (awaitedAnswer_ == Answer::Report && talk.gave) ||
                              (awaitedAnswer_ == Answer::Inventory && talk.inventory)))
    waitingFor_.reset();
}

void ItemTaskPlayer::onSystem(const std::string& text) {
  // The monitor's nudge: stop waiting for a silent partner and carry on with what we have.
  if (text.find("hasn't responded in") != std::string::npos) waitingFor_.reset();
}

void ItemTaskPlayer::onConversationEnded(const std::string& partner, bool rejected) {
  if (waitingFor_ != partner) return;
  // Turned away (they talk to someone else) or closed: no answer is coming in this conversation.
  waitingFor_.reset();
  (void)rejected;
}

void ItemTaskPlayer::onOutput(const std::string& command, const std::string& output) {
  if (command.rfind("!getCraftingPlan", 0) == 0) {
    const std::string item = firstArgument(command);
    lastPlan_ = parseCraftingPlan(output).value_or(CraftingPlan{});
    if (targets_.count(item)) plans_[item] = *lastPlan_;
  } else if (command.rfind("!givePlayer", 0) == 0) {
    if (!requests_.empty()) {
      Request& r = requests_.front();
      if (giveSucceeded(output)) r.gave[givingItem_] += givingCount_;
      else if (output.find("it was never received") != std::string::npos) r.dropped[givingItem_] += givingCount_;
      // Right after the start the partner may not be in sight yet: wait a moment and give again.
      else if (output.find("Could not find") != std::string::npos && ++r.notFound <= kGiveRetriesUnseen) {
        r.tried.erase(givingItem_);
        waitForPartner_ = true;
      }
    }
  } else if (command.rfind("!craftRecipe", 0) == 0) {
    const CraftResult r = parseCraftResult(output);
    if (r.kind != CraftResult::Kind::Crafted) inventoryStale_ = false;  // nothing changed
    if (r.kind == CraftResult::Kind::Crafted) {
      // What one craft yields (a stick recipe makes 4), so the next !craftRecipe asks for as many
      // crafts as are missing; progress gives the item its attempts back.
      const int made = r.nowHave - have(r.item);
      const int crafts = std::max(1, craftCount_);
      if (made > 0 && !yield_.count(r.item)) yield_[r.item] = std::max(1, made / crafts);
      for (Need& n : needs_)
        if (n.item == r.item) n.attempts = 0;
    }
    if (r.kind == CraftResult::Kind::MissingResources) {
      for (const auto& [named, n] : r.required) {
        // The error names the first recipe's wood; any wood will do (the plan's note says so).
        const auto wood = woodToUseFor(named, teamHoldings());
        const std::string ingredient = wood ? inWood(named, *wood) : named;
        if (have(ingredient) >= n) continue;
        if (const auto holder = partnerHolding(ingredient)) {
          // All they hold of it: the error names one craft's inputs, the need may take more crafts.
          const int theirs = partnerInventory_.at(*holder).at(ingredient);
          const ItemCounts items = {{ingredient, std::max(n - have(ingredient), theirs)}};
          ask(*holder, items, sayRequest(items));
          continue;
        }
        // The need this error answers and the needs it is made for: an ingredient among them is a
        // cycle (ingot <-> block), not this way. A sibling still to come (the crossbow's sticks,
        // also wanted by its tripwire hook) is made now.
        std::vector<std::string> chain;
        const auto crafted = std::find_if(needs_.rbegin(), needs_.rend(), [&](const Need& x) { return x.item == r.item; });
        if (crafted != needs_.rend()) chain = crafted->madeFor;
        chain.push_back(r.item);
        if (std::find(chain.begin(), chain.end(), ingredient) != chain.end()) unobtainable_.insert(ingredient);
        else needs_.push_back({ingredient, n, 0, chain});
      }
    } else if (r.kind == CraftResult::Kind::NoRecipe) {
      unobtainable_.insert(r.item);
    } else if (r.kind == CraftResult::Kind::NeedsTable) {
      needTable_ = true;
    }
  } else if (command.rfind("!smeltItem", 0) == 0) {
    if (output.find("no furnace nearby") != std::string::npos) needFurnace_ = true;
    if (output.find("You have no fuel") != std::string::npos) needFuel_ = true;
  } else if (command.rfind("!stay", 0) == 0) {
    inventoryStale_ = true;  // waited for gives: look again
  }
}

std::optional<std::string> ItemTaskPlayer::serveRequest() {
  if (waitForPartner_ && !requests_.empty()) {
    waitForPartner_ = false;
    return "!stay(2)";
  }
  while (!requests_.empty()) {
    Request& r = requests_.front();
    if (r.planFor && !r.planRead && offers("!getCraftingPlan")) {
      r.planRead = true;
      lastPlan_.reset();
      return "!getCraftingPlan(" + quoted(*r.planFor) + ", 1)";
    }
    const ItemCounts wanted = r.all ? inventory_ : r.items;
    for (const auto& [item, n] : wanted) {
      const int spare = have(item) - reservedForOwnDish(item);
      if (r.tried.count(item) || spare <= 0) continue;
      r.tried.insert(item);
      givingItem_ = item;
      givingCount_ = std::min(n, spare);
      return "!givePlayer(" + quoted(r.from) + ", " + quoted(item) + ", " + std::to_string(givingCount_) + ")";
    }
    // A question about our inventory alone is answered with the inventory.
    const bool onlyInventory = r.inventory && !r.all && r.items.empty() && !r.planFor;
    if (r.inventory) sharedInventory_ = true;
    std::string text = r.inventory ? sayInventory(inventory_) : "";
    if (!onlyInventory) text += (text.empty() ? "" : " ") + sayGave(r.gave);
    if (!r.dropped.empty()) text += " " + sayDropped(r.dropped);
    if (r.planFor && lastPlan_) text += " " + sayPlan(*r.planFor, lastPlan_->steps);
    const std::string to = r.from;
    requests_.pop_front();
    return tell(to, text);
  }
  return std::nullopt;
}

std::string ItemTaskPlayer::decide() {
  if (targets_.empty()) targets_ = targetsIn(goal_, &ownDish_);
  if (inventoryStale_) return "!inventory";
  if (auto serve = serveRequest()) return *serve;
  if (!maker()) {
    // Tell the maker what we hold, once, while we talk with it (a message to a maker that talks to
    // someone else is turned away; it asks us when it gets to us); then answer its requests.
    if (!sharedInventory_ && !team_.empty() && talkingWith_ == leader()) {
      sharedInventory_ = true;
      return tell(leader(), sayInventory(inventory_));
    }
    return "";
  }
  return makeTargets().value_or("");
}

std::optional<std::string> ItemTaskPlayer::makeTargets() {
  if (targets_.empty()) return std::nullopt;
  const bool holdAll = std::all_of(targets_.begin(), targets_.end(), [&](const auto& t) { return have(t.first) >= t.second; });
  if (holdAll) {
    if (announced_ || partners().empty()) return std::nullopt;
    announced_ = true;
    return tell(talkingWith_.empty() ? partners().front() : talkingWith_, "I have made " + itemList(targets_) + ". " + sayDone());
  }
  if (offers("!getCraftingPlan"))
    for (const auto& [item, n] : targets_)
      if (!plans_.count(item) && have(item) < n) return "!getCraftingPlan(" + quoted(item) + ", " + std::to_string(n) + ")";
  if (auto message = exchange()) return message;
  if (waitingFor_ || !toAsk_.empty()) return std::nullopt;
  if (!pickUpFrom_.empty()) {
    // A give that was never picked up lies between us: walk over to the giver to collect it.
    const std::string giver = pickUpFrom_;
    pickUpFrom_.clear();
    return "!goToPlayer(" + quoted(giver) + ", 1)";
  }
  if (!expected_.empty()) {
    // Gives from partners we no longer talk to are only seen in our inventory.
    const bool landed = std::all_of(expected_.begin(), expected_.end(), [&](const auto& e) { return have(e.first) >= e.second; });
    if (!landed && polls_ < kPollsForGives && (polls_ == 0 || offers("!stay"))) {
      ++polls_;
      return polls_ % 2 == 1 ? "!inventory" : "!stay(2)";
    }
    expected_.clear();
    polls_ = 0;
  }
  if (auto step = nextCraft()) return step;
  if (!askedEverything_ && !partners().empty()) {
    // The recipe tree dead-ended (the plan's first recipe needs what nobody was dealt). With all
    // the partners still hold in our inventory, !craftRecipe can take another recipe (cyan dye from
    // blue and green dye instead of a pitcher plant): ask for everything and try again.
    askedEverything_ = true;
    for (const auto& p : partners()) {
      const auto known = partnerInventory_.find(p);
      if (known != partnerInventory_.end() && known->second.empty()) continue;
      reportFrom_.insert(p);
      toAsk_.push_back({p, sayRequestAll()});
    }
    if (!toAsk_.empty()) {
      unobtainable_.clear();
      needs_.clear();
      return sendNextAsk();
    }
  }
  if (!announcedFailure_ && !partners().empty()) {
    announcedFailure_ = true;
    std::string missing;
    for (const auto& item : unobtainable_) missing += (missing.empty() ? "" : ", ") + item;
    return tell(talkingWith_.empty() ? partners().front() : talkingWith_, "I could not make " + itemList(targets_) +
                                        (missing.empty() ? std::string(".") : ", nobody has " + missing + "."));
  }
  return std::nullopt;
}

std::optional<std::string> ItemTaskPlayer::exchange() {
  if (partners().empty()) return std::nullopt;
  if (!asked_) {
    // First learn what every partner holds: the one we talk to has told us; ask the others, one
    // conversation at a time.
    for (const auto& p : partners()) {
      if (partnerInventory_.count(p) || inventoryAsked_.count(p)) continue;
      if (waitingFor_) return std::nullopt;
      inventoryAsked_.insert(p);
      waitingFor_ = p;
      awaitedAnswer_ = Answer::Inventory;
      return tell(p, sayInventoryRequest());
    }
    if (waitingFor_) return std::nullopt;
    asked_ = true;
    if (plans_.empty()) {
      // No plan of our own: partners read it for us and give us everything they hold.
      const std::string text = sayPlanRequest(targets_.begin()->first) + " " + sayRequestAll();
      for (const auto& p : partners()) {
        const auto known = partnerInventory_.find(p);
        if (known != partnerInventory_.end() && known->second.empty()) continue;  // nothing to give
        ask(p, known != partnerInventory_.end() ? known->second : ItemCounts{}, text);
      }
    } else {
      // Each partner is asked for what it holds of what is still needed, in team order; one whose
      // inventory we could not learn is asked for all that is left (it gives what it has).
      ItemCounts need = neededFromPartners();
      for (const bool knownPass : {true, false}) {
        for (const auto& p : partners()) {
          const auto known = partnerInventory_.find(p);
          if ((known != partnerInventory_.end()) != knownPass) continue;
          ItemCounts items;
          for (auto& [item, n] : need) {
            if (n <= 0) continue;
            int k = n;
            if (knownPass) {
              const auto held = known->second.find(item);
              k = held == known->second.end() ? 0 : std::min(n, held->second);
              n -= k;
            }
            if (k > 0) items[item] = k;
          }
          if (!items.empty()) ask(p, items, sayInventory(inventory_) + " " + sayRequest(items));
        }
      }
    }
  }
  return sendNextAsk();
}

std::optional<std::string> ItemTaskPlayer::sendNextAsk() {
  if (waitingFor_ || toAsk_.empty()) return std::nullopt;
  const auto [to, text] = toAsk_.front();
  toAsk_.pop_front();
  waitingFor_ = to;
  awaitedAnswer_ = partnerInventory_.count(to) && !reportFrom_.count(to) ? Answer::Any : Answer::Report;
  return tell(to, text);
}

void ItemTaskPlayer::ask(const std::string& partner, const ItemCounts& items, const std::string& text) {
  toAsk_.push_back({partner, text});
  const auto known = partnerInventory_.find(partner);
  for (const auto& [item, n] : items) {
    requested_[partner].insert(item);
    if (known == partnerInventory_.end()) continue;  // we cannot tell what will come
    const auto held = known->second.find(item);
    const int k = held == known->second.end() ? 0 : std::min(n, held->second);
    if (k <= 0) continue;
    expected_[item] = (expected_.count(item) ? expected_[item] : have(item)) + k;
    askedOf_[partner][item] += k;
  }
}

ItemCounts ItemTaskPlayer::neededFromPartners() const {
  ItemCounts need;
  for (const auto& [target, plan] : plans_) {
    for (const auto& [item, n] : plan.missing) need[item] += n;
    for (const auto& step : plan.steps)
      if (!targets_.count(step.output)) need[step.output] += step.outputCount;
  }
  if (!have("crafting_table")) need["crafting_table"] = 1;
  return need;
}

int ItemTaskPlayer::reservedForOwnDish(const std::string& item) const {
  if (!ownDish_) return 0;
  int n = 0;
  if (const auto t = targets_.find(item); t != targets_.end()) n += t->second;
  for (const auto& [target, plan] : plans_) {
    const ItemCounts inputs = baseInputs(plan);
    if (const auto i = inputs.find(item); i != inputs.end()) n += i->second;
  }
  return n;
}

std::optional<std::string> ItemTaskPlayer::nextCraft() {
  if (needTable_) {
    needTable_ = false;
    // Ask a partner who holds one, or may (crafting tasks deal the table to one agent) ...
    std::optional<std::string> holder;
    for (const auto& p : partners()) {
      const auto known = partnerInventory_.find(p);
      if (known == partnerInventory_.end() || known->second.count("crafting_table")) {
        holder = p;
        break;
      }
    }
    if (!askedTable_ && holder) {
      askedTable_ = true;
      const ItemCounts table = {{"crafting_table", 1}};
      ask(*holder, table, sayRequest(table));
      if (auto message = sendNextAsk()) return message;
    }
    // ... else walk to one (a kitchen has one), else make one.
    if (!searchedTable_) {  // a kitchen has one; walk to it
      searchedTable_ = true;
      return "!searchForBlock(\"crafting_table\", 64)";
    }
    if (!have("crafting_table")) needs_.push_back({"crafting_table", 1});
  }
  if (needFurnace_) {
    needFurnace_ = false;
    if (!searchedFurnace_) {
      searchedFurnace_ = true;
      return "!searchForBlock(\"furnace\", 64)";
    }
  }
  if (needFuel_) {
    needFuel_ = false;
    // The furnace had no fuel and we hold none: a partner's coal will do.
    if (const auto holder = partnerHolding("coal")) {
      const ItemCounts coal = {{"coal", 1}};
      ask(*holder, coal, sayRequest(coal));
      if (auto message = sendNextAsk()) return message;
    }
  }
  for (;;) {
    if (needs_.empty()) {
      for (const auto& [item, n] : targets_)
        if (have(item) < n && !unobtainable_.count(item)) {
          needs_.push_back({item, n});
          break;
        }
      if (needs_.empty()) return std::nullopt;
    }
    Need& top = needs_.back();
    const int missing = top.count - have(top.item);
    if (missing <= 0) {
      needs_.pop_back();
      continue;
    }
    if (unobtainable_.count(top.item) || top.attempts >= kAttemptsPerItem) {
      unobtainable_.insert(top.item);
      needs_.pop_back();
      continue;
    }
    if (baseItem(top.item) && !cropBlocks().count(top.item) && !targets_.count(top.item)) {
      unobtainable_.insert(top.item);  // only a partner could give it, and they were asked
      needs_.pop_back();
      continue;
    }
    ++top.attempts;
    if (const auto raw = smeltedFrom().find(top.item); raw != smeltedFrom().end()) {
      if (have(raw->second) < missing) {
        needs_.push_back({raw->second, missing});
        continue;
      }
      return "!smeltItem(" + quoted(raw->second) + ", " + std::to_string(missing) + ")";
    }
    if (const auto crop = cropBlocks().find(top.item); crop != cropBlocks().end())
      return "!collectBlocks(" + quoted(crop->second) + ", " + std::to_string(missing) + ")";
    if (const auto fromCrop = craftedFromCrop().find(top.item);
        fromCrop != craftedFromCrop().end() && have(fromCrop->second) < missing && !unobtainable_.count(fromCrop->second)) {
      needs_.push_back({fromCrop->second, missing});  // one crop item per item
      continue;
    }
    if (const auto animal = animalDrops().find(top.item); animal != animalDrops().end())
      return "!attack(" + quoted(animal->second) + ")";
    const auto y = yield_.find(top.item);
    craftCount_ = y == yield_.end() ? 1 : (missing + y->second - 1) / y->second;
    return "!craftRecipe(" + quoted(top.item) + ", " + std::to_string(craftCount_) + ")";
  }
}

}  // namespace craftmate::agents::minecollab
