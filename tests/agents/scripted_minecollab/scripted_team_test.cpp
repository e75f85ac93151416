// The scripted MineCollab team on canned command outputs: a small stand-in that answers each
// command with MINDcraft's output text (§1) and carries chat between teammates as the conversation
// manager does ("<name>: (FROM OTHER BOT)<text>"). No server: this checks what the players say and
// ask for, in what order, and that they finish; the real server runs are tests/integration/minecollab.

#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <deque>
#include <regex>
#include <set>

#include "agents/scripted_minecollab/command_outputs.h"
#include "agents/scripted_minecollab/scripted_team_model.h"
#include "commands/command_text.h"

namespace craftmate::agents::minecollab {
namespace {

struct Recipe {
  ItemCounts inputs;
  int count = 1;
  bool table = false;
};

// Commands and their MINDcraft outputs over plain inventories.
class CannedWorld {
 public:
  std::map<std::string, ItemCounts> inventories;
  std::map<std::string, Recipe> recipes;
  // Further recipes of an item (other woods), tried after the first as mineflayer's recipesFor does;
  // errors name the first, as MINDcraft's craftRecipe does.
  std::map<std::string, std::vector<Recipe>> otherRecipes;
  std::map<std::string, std::string> crops;  // block -> item it drops
  int unseenGives = 0;  // the first gives answer "Could not find <name>." (partner not in sight yet)
  std::map<std::tuple<int, int, int>, std::string> blocks;
  std::map<std::tuple<int, int, int>, std::string> blueprint;
  std::map<std::string, std::tuple<int, int, int>> positions;
  std::vector<std::string> log;  // "agent: command"

  std::string run(const std::string& agent, const std::string& text) {
    log.push_back(agent + ": " + text);
    const auto match = commands::findCommand(text);
    std::vector<std::string> args;
    static const std::regex arg(R"("([^"]*)\"|(-?\d+))");
    const std::string rest = text.substr(match->begin + match->name.size());
    for (std::sregex_iterator it(rest.begin(), rest.end(), arg), end; it != end; ++it)
      args.push_back((*it)[1].matched ? (*it)[1].str() : (*it)[2].str());
    ItemCounts& inv = inventories[agent];
    const std::string& name = match->name;
    if (name == "!inventory") {
      std::string out = "\nINVENTORY";
      for (const auto& [item, n] : inv)
        if (n > 0) out += "\n- " + item + ": " + std::to_string(n);
      if (out == "\nINVENTORY") out += ": Nothing";
      return out + "\nWEARING: Nothing\n";
    }
    if (name == "!getCraftingPlan") return plan(inv, args[0]);
    if (name == "!craftRecipe") {
      auto it = recipes.find(args[0]);
      if (it == recipes.end()) return "Action output:\n" + args[0] + " is either not an item, or it does not have a crafting recipe!\n";
      const Recipe* chosen = &it->second;
      for (const Recipe& other : otherRecipes[args[0]]) {
        bool enough = true;
        for (const auto& [item, n] : chosen->inputs) enough = enough && inv[item] >= n;
        if (enough) break;
        chosen = &other;
      }
      bool chosenEnough = true;
      for (const auto& [item, n] : chosen->inputs) chosenEnough = chosenEnough && inv[item] >= n;
      const Recipe& r = chosenEnough ? *chosen : it->second;
      if (r.table && !inv["crafting_table"]) return "Action output:\nCrafting " + args[0] + " requires a crafting table.\n";
      // craftRecipe(name, num) crafts the recipe num times, as many as the resources allow.
      const int wanted = std::stoi(args[1]);
      int crafted = 0;
      for (; crafted < wanted; ++crafted) {
        bool enough = true;
        for (const auto& [item, n] : r.inputs) enough = enough && inv[item] >= n;
        if (!enough) break;
        for (const auto& [item, n] : r.inputs) inv[item] -= n;
        inv[args[0]] += r.count;
      }
      if (crafted == 0)
        return "Action output:\nYou do not have the resources to craft a " + args[0] + ". It requires: " + itemList(it->second.inputs) + ".\n";
      if (crafted < wanted)
        return "Action output:\nNot enough " + args[0] + " to craft " + args[1] + ", crafted " + std::to_string(crafted) + ". You now have " +
               std::to_string(inv[args[0]]) + " " + args[0] + ".\n";
      return "Action output:\nSuccessfully crafted " + args[0] + ", you now have " + std::to_string(inv[args[0]]) + " " + args[0] + ".\n";
    }
    if (name == "!givePlayer") {
      if (unseenGives > 0) {
        --unseenGives;
        return "Action output:\nCould not find " + args[0] + ".\n";
      }
      const int n = std::min(std::stoi(args[2]), inv[args[1]]);
      inv[args[1]] -= n;
      inventories[args[0]][args[1]] += n;
      return "Action output:\n" + args[0] + " received " + args[1] + ".\n";
    }
    if (name == "!collectBlocks") {
      inv[crops.at(args[0])] += std::stoi(args[1]);
      return "Action output:\nCollected " + args[1] + " " + args[0] + ".\n";
    }
    if (name == "!setMode") return "Mode cheat is now on.";
    if (name == "!stay") return "Action output:\nStayed for " + args[0] + " seconds.\n";
    if (name == "!goToCoordinates") {
      positions[agent] = {std::stoi(args[0]), std::stoi(args[1]), std::stoi(args[2])};
      return "Action output:\nTeleported to " + args[0] + ", " + args[1] + ", " + args[2] + ".\n";
    }
    if (name == "!stats") {
      auto [x, y, z] = positions[agent];
      return "\nSTATS\n- Position: x: " + std::to_string(x) + ".50, y: " + std::to_string(y) + ".00, z: " +
             std::to_string(z) + ".50\n- Time: Morning- Current Action: Idle\n";
    }
    if (name == "!placeHere") {
      blocks[positions[agent]] = args[0];
      return "Action output:\nUsed /setblock to place " + args[0] + ".\n";
    }
    if (name == "!checkBlueprint") {
      std::string fixes;
      for (const auto& [cell, block] : blueprint) {
        auto [x, y, z] = cell;
        auto it = blocks.find(cell);
        if (it == blocks.end() || it->second != block)
          fixes += "Place " + block + " at coordinates X: " + std::to_string(x) + ", Y: " + std::to_string(y) +
                   ", Z: " + std::to_string(z) + "\n";
      }
      return fixes.empty() ? "\nBlueprint is correct\n" : "\nLevel 0  requires the following fixes:\n" + fixes + "\n";
    }
    return "Command " + name + " does not exist.";
  }

 private:
  std::string plan(const ItemCounts& inv, const std::string& item) {
    const Recipe& r = recipes.at(item);
    ItemCounts missing;
    for (const auto& [i, n] : r.inputs)
      if (inv.count(i) ? inv.at(i) < n : true) missing[i] = n - (inv.count(i) ? inv.at(i) : 0);
    std::string steps = "Craft ";
    bool first = true;
    for (const auto& [i, n] : r.inputs) {
      steps += (first ? "" : " + ") + std::to_string(n) + " " + i;
      first = false;
    }
    steps += " -> " + std::to_string(r.count) + " " + item;
    if (missing.empty()) return "\nYou have all items required to craft this item!\nHere's your crafting plan:\n\n" + steps + "\n";
    std::string out = "\nYou are missing the following items:";
    for (const auto& [i, n] : missing) out += "\n- " + std::to_string(n) + " " + i;
    return out + "\n\nOnce you have these items, here's your crafting plan:\n\n" + steps + "\n";
  }
};

const std::vector<std::string> kDocs = {"!stats", "!inventory", "!getCraftingPlan", "!craftRecipe", "!givePlayer",
                                        "!collectBlocks", "!setMode", "!goToCoordinates", "!placeHere", "!checkBlueprint",
                                        "!stay"};

struct Member {
  std::string name;
  std::string goal;
  std::set<std::string> blocked;
  std::vector<Turn> history;
  std::shared_ptr<ScriptedTeamModel> model;
  std::deque<std::pair<std::string, std::string>> inbox;  // (sender or "system", text)
  // The conversation manager's state (mindcraft.md §4): one open conversation at most; a partner
  // whose conversation ended here is not heard again until it starts a new one.
  std::string active;
  std::set<std::string> closed;
  std::string source;     // whom plain replies answer (the sender of the message being handled)
  bool looping = false;   // its last reply was a command: it is prompted again with the output
};

std::string systemFor(const Member& m, const std::string& action = "Idle") {
  std::string docs;
  for (const auto& c : kDocs)
    if (!m.blocked.count(c)) docs += "\n" + c + ": does something.";
  return "You are a playful Minecraft bot named " + m.name + ".\nYOUR CURRENT ASSIGNED GOAL: \"" + m.goal +
         "\"\n\nSTATS\n- Time: Morning- Current Action: " + action + "\n*COMMAND DOCS" + docs + "\n*\nConversation Begin:";
}

std::string ask(Member& m, const std::string& action = "Idle") {
  boost::asio::io_context io;
  auto reply = boost::asio::co_spawn(io, m.model->sendRequest(m.history, systemFor(m, action)), boost::asio::use_future);
  io.run();
  return reply.get();
}

// Plays the team until `done` holds or `rounds` run out; returns the rounds used. Each round every
// member with something to do gives one reply (so a partner's gives and the maker's next steps
// interleave, as they do in time). Chat follows MINDcraft's conversation rules (§4): a command
// reply is echoed to the partner being answered; plain text reaches that partner only while the
// conversation is open on both sides; !startConversation ends the sender's current conversation;
// an agent talking to someone else turns a new one away ("I'm talking to someone else ...").
class Team {
 public:
  Team(CannedWorld& world, const std::string& type, std::vector<Member> members) : world_(world), members_(std::move(members)) {
    for (auto& m : members_) m.model = std::make_shared<ScriptedTeamModel>(makeScriptedTeammate(type, m.name));
  }
  Member& operator[](std::size_t i) { return members_[i]; }
  std::vector<std::string> said;  // "from -> to: text", "to turned away from", "from -> (public chat): text"

  void open(const std::string& text) {  // agent 0's !startConversation from the set-up
    startConversation(members_[0], members_[1].name, text);
    // The others self-prompt with their goal (nobody talks to them yet).
    for (std::size_t i = 2; i < members_.size(); ++i)
      members_[i].inbox.emplace_back("system", "You are self-prompting with the goal: '" + members_[i].goal + "'. Respond:");
  }
  int play(const std::function<bool()>& done, int rounds = 400) {
    for (int r = 0; r < rounds; ++r) {
      if (done()) return r;
      for (auto& m : members_) step(m);
    }
    return done() ? rounds : -1;
  }

 private:
  Member& member(const std::string& name) {
    for (auto& m : members_)
      if (m.name == name) return m;
    throw std::runtime_error("no member " + name);
  }
  void endedFor(Member& m, const std::string& partner, const std::string& text) {
    if (m.active == partner) m.active.clear();
    m.closed.insert(partner);
    if (m.source == partner) m.source.clear();
    m.inbox.emplace_back("system", "Conversation with " + partner + " ended with message: \"(FROM OTHER BOT)" + text + "\"");
  }
  // A packet from `from` reaches `to` (or is turned away / dropped as the manager does).
  void deliver(Member& from, const std::string& to, const std::string& text, bool start) {
    Member& r = member(to);
    if (!start && r.closed.count(from.name)) return;  // ignore_until_start
    if (!r.active.empty() && r.active != from.name) {
      said.push_back(to + " turned away " + from.name);
      endedFor(from, to, "I'm talking to someone else, try again later. !endConversation(\"" + from.name + "\")");
      r.closed.insert(from.name);
      return;
    }
    said.push_back(from.name + " -> " + to + ": " + text);
    r.active = from.name;
    r.closed.erase(from.name);
    r.inbox.emplace_back(from.name, text);
  }
  void startConversation(Member& from, const std::string& to, const std::string& text) {
    if (!from.active.empty() && from.active != to) {
      // forceEndCurrentConversation: the old partner's side ends too.
      const std::string old = from.active;
      from.closed.insert(old);
      Member& o = member(old);
      if (o.active == from.name) endedFor(o, from.name, "!endConversation(\"" + old + "\")");
    }
    from.active = to;
    from.closed.erase(to);
    from.source = to;
    deliver(from, to, text, true);
  }
  // Plain text (or a command's echo) to the partner being answered, if the conversation is open.
  void route(Member& m, const std::string& text) {
    if (!m.source.empty() && m.active == m.source) deliver(m, m.source, text, false);
    else said.push_back(m.name + " -> (public chat): " + text);
  }
  void step(Member& m) {
    if (m.inbox.empty() && !m.looping) return;
    while (!m.inbox.empty()) {
      const auto [from, text] = m.inbox.front();
      m.inbox.pop_front();
      if (from == "system") {
        m.history.push_back({"system", text});
      } else {
        m.history.push_back({"user", from + ": (FROM OTHER BOT)" + text});
        m.source = from;
      }
    }
    const std::string reply = ask(m);
    m.looping = false;
    if (reply.empty()) return;
    const auto command = commands::findCommand(reply);
    m.history.push_back({"assistant", reply});
    if (!command) {
      route(m, reply);
      return;
    }
    if (command->name == "!startConversation") {
      static const std::regex args(R"re(!startConversation\("([^"]*)", "([^"]*)"\))re");
      std::smatch a;
      EXPECT_TRUE(std::regex_search(reply, a, args)) << reply;
      route(m, reply);  // verbose_commands: the partner being answered sees it too
      startConversation(m, a[1], a[2]);
      return;
    }
    route(m, reply);  // verbose_commands: the partner sees the command
    m.history.push_back({"system", world_.run(m.name, reply)});
    m.looping = true;
  }
  CannedWorld& world_;
  std::vector<Member> members_;
};

const std::string kNamely = " You have to collaborate with other agents/bots, namely Andy_0, Jill_0 to complete the task as soon as possible by dividing the work among yourselves.";

TEST(ScriptedCraftingTeam, MakerAsksForWhatThePlanMissesAndPartnerGivesIt) {
  CannedWorld world;
  world.recipes["pink_wool"] = {{{"pink_dye", 1}, {"black_wool", 1}}};
  world.inventories["Andy_0"] = {{"pink_dye", 1}};
  world.inventories["Jill_0"] = {{"black_wool", 1}};
  const std::string goal = "Collaborate with other agents to craft an pink_wool" + kNamely;
  Team team(world, "techtree", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's work together to craft an pink_wool.");
  const int rounds = team.play([&] { return world.inventories["Andy_0"]["pink_wool"] == 1; });
  ASSERT_GT(rounds, 0) << ::testing::PrintToString(team.said);
  // They talked: Jill shared her inventory, Andy asked for exactly the missing wool, Jill reported.
  const auto& s = team.said;
  auto saidThat = [&](const std::string& text) {
    return std::any_of(s.begin(), s.end(), [&](const std::string& line) { return line.find(text) != std::string::npos; });
  };
  EXPECT_TRUE(saidThat("Jill_0 -> Andy_0: My inventory: black_wool: 1.")) << ::testing::PrintToString(s);
  EXPECT_TRUE(saidThat("Andy_0 -> Jill_0: My inventory: pink_dye: 1. Please give me: black_wool: 1.")) << ::testing::PrintToString(s);
  EXPECT_TRUE(saidThat("Jill_0 -> Andy_0: I gave you: black_wool: 1."));
  const auto& log = world.log;
  EXPECT_NE(std::find(log.begin(), log.end(), "Jill_0: !givePlayer(\"Andy_0\", \"black_wool\", 1)"), log.end());
  EXPECT_NE(std::find(log.begin(), log.end(), "Andy_0: !craftRecipe(\"pink_wool\", 1)"), log.end());
}

TEST(ScriptedCraftingTeam, MakerWithoutPlanGetsThePartnersPlanItemsAndTable) {
  CannedWorld world;
  world.recipes["compass"] = {{{"iron_ingot", 4}, {"redstone", 1}}, 1, true};
  world.inventories["Andy_0"] = {{"iron_ingot", 2}};
  world.inventories["Jill_0"] = {{"iron_ingot", 2}, {"redstone", 1}, {"crafting_table", 1}};
  const std::string goal = "Collaborate with other agents to craft an compass" + kNamely;
  Team team(world, "techtree", {{"Andy_0", goal, {"!getCraftingPlan"}}, {"Jill_0", goal}});
  team.open("Let's work together to craft an compass.");
  const int rounds = team.play([&] { return world.inventories["Andy_0"]["compass"] == 1; });
  ASSERT_GT(rounds, 0) << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  // Andy never used the blocked command; Jill read the plan for him and sent it.
  for (const auto& line : world.log) EXPECT_EQ(line.find("Andy_0: !getCraftingPlan"), std::string::npos);
  const auto& s = team.said;
  EXPECT_TRUE(std::any_of(s.begin(), s.end(), [](const std::string& l) {
    return l.find("Andy_0 -> Jill_0: Please send me the crafting plan for compass. Please give me all your items.") == 0;
  })) << ::testing::PrintToString(s);
  EXPECT_TRUE(std::any_of(s.begin(), s.end(), [](const std::string& l) {
    return l.find("Crafting plan for compass: Craft 4 iron_ingot + 1 redstone -> 1 compass.") != std::string::npos;
  })) << ::testing::PrintToString(s);
}

TEST(ScriptedCraftingTeam, AsksForWhatThePartnerHoldsRatherThanCraftingIt) {
  CannedWorld world;
  world.recipes["purple_banner"] = {{{"purple_wool", 6}, {"stick", 1}}, 1, true};
  world.recipes["purple_wool"] = {{{"purple_dye", 1}, {"black_wool", 1}}};
  world.inventories["Andy_0"] = {{"purple_wool", 4}, {"stick", 1}};
  world.inventories["Jill_0"] = {{"purple_wool", 3}, {"crafting_table", 1}};
  const std::string goal = "Collaborate with other agents to craft an purple_banner" + kNamely;
  Team team(world, "techtree", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's work together to craft an purple_banner.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["purple_banner"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  const auto& s = team.said;
  EXPECT_NE(std::find(s.begin(), s.end(),
                      "Andy_0 -> Jill_0: My inventory: purple_wool: 4, stick: 1. Please give me: crafting_table: 1, purple_wool: 2."),
            s.end()) << ::testing::PrintToString(s);
  for (const auto& line : world.log) EXPECT_EQ(line.find("!craftRecipe(\"purple_wool\""), std::string::npos);
}

TEST(ScriptedCraftingTeam, WorksDownTheRecipeTreeFromCraftErrors) {
  CannedWorld world;
  world.recipes["fishing_rod"] = {{{"stick", 3}, {"string", 2}}, 1, true};
  world.recipes["stick"] = {{{"oak_planks", 2}}, 4};
  world.inventories["Andy_0"] = {{"string", 1}, {"oak_planks", 2}};
  world.inventories["Jill_0"] = {{"string", 1}, {"crafting_table", 1}};
  const std::string goal = "Collaborate with other agents to craft an fishing_rod" + kNamely;
  Team team(world, "techtree", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's work together to craft an fishing_rod.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["fishing_rod"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  EXPECT_NE(std::find(world.log.begin(), world.log.end(), "Andy_0: !craftRecipe(\"stick\", 1)"), world.log.end());
}

// MINDcraft's errors name the first recipe's wood (cherry slabs, oak planks); the team holds birch.
TEST(ScriptedCraftingTeam, CraftsWithTheWoodTheTeamHoldsWhenTheRecipeNamesAnother) {
  CannedWorld world;
  world.recipes["lectern"] = {{{"cherry_slab", 4}, {"bookshelf", 1}}, 1, true};
  world.otherRecipes["lectern"] = {{{{"birch_slab", 4}, {"bookshelf", 1}}, 1, true}};
  world.recipes["bookshelf"] = {{{"oak_planks", 6}, {"book", 3}}, 1, true};
  world.otherRecipes["bookshelf"] = {{{{"birch_planks", 6}, {"book", 3}}, 1, true}};
  world.recipes["oak_planks"] = {{{"oak_log", 1}}, 4};
  world.recipes["birch_planks"] = {{{"birch_log", 1}}, 4};
  world.recipes["cherry_slab"] = {{{"cherry_planks", 3}}, 6, true};
  world.inventories["Andy_0"] = {{"birch_slab", 5}, {"book", 1}, {"crafting_table", 1}};
  world.inventories["Jill_0"] = {{"birch_log", 2}, {"book", 2}};
  const std::string goal = "Collaborate with other agents to craft a lectern" + kNamely;
  Team team(world, "techtree", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's work together to craft a lectern.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["lectern"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  EXPECT_NE(std::find(world.log.begin(), world.log.end(), "Andy_0: !craftRecipe(\"birch_planks\", 1)"), world.log.end())
      << ::testing::PrintToString(world.log);
  EXPECT_EQ(std::find(world.log.begin(), world.log.end(), "Andy_0: !craftRecipe(\"cherry_slab\", 1)"), world.log.end());
}

// The crossbow and its tripwire hook both want sticks: the hook's error names an ingredient that is
// already a pending need of the crossbow (a sibling, not a cycle), so sticks are made first.
TEST(ScriptedCraftingTeam, MakesAnIngredientTwoStepsOfTheTreeShare) {
  CannedWorld world;
  world.recipes["crossbow"] = {{{"stick", 3}, {"iron_ingot", 1}, {"string", 2}, {"tripwire_hook", 1}}, 1, true};
  world.recipes["tripwire_hook"] = {{{"iron_ingot", 1}, {"stick", 1}, {"oak_planks", 1}}, 2, true};
  world.recipes["stick"] = {{{"oak_planks", 2}}, 4};
  world.inventories["Andy_0"] = {{"iron_ingot", 2}, {"oak_planks", 8}};
  world.inventories["Jill_0"] = {{"string", 2}, {"crafting_table", 1}};
  const std::string goal = "Collaborate with other agents to craft a crossbow" + kNamely;
  Team team(world, "techtree", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's work together to craft a crossbow.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["crossbow"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
}

// The goal's team sentence for `names` (MINDcraft's §8.3 step 9).
std::string namely(const std::vector<std::string>& names) {
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  return " You have to collaborate with other agents/bots, namely " + list +
         " to complete the task as soon as possible by dividing the work among yourselves.";
}

bool saidLine(const std::vector<std::string>& said, const std::string& line) {
  return std::find(said.begin(), said.end(), line) != said.end();
}
std::ptrdiff_t firstSaid(const std::vector<std::string>& said, const std::string& prefix) {
  const auto it = std::find_if(said.begin(), said.end(), [&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
  return it == said.end() ? -1 : it - said.begin();
}

TEST(ScriptedCraftingTeam, ThreeAgentsLeaderAsksEveryPartnerForWhatItHoldsWithoutWaitingForEachGive) {
  // dark_prismarine from MINDcraft's 3-agent test tasks: 8 shards and a black dye at a table.
  CannedWorld world;
  world.recipes["dark_prismarine"] = {{{"prismarine_shard", 8}, {"black_dye", 1}}, 1, true};
  world.inventories["Andy_0"] = {{"prismarine_shard", 2}, {"black_dye", 1}, {"crafting_table", 1}};
  world.inventories["Jill_0"] = {{"prismarine_shard", 2}};
  world.inventories["Bob_0"] = {{"prismarine_shard", 4}};
  const std::string goal = "Collaborate with other agents to craft an dark_prismarine" + namely({"Andy_0", "Jill_0", "Bob_0"});
  Team team(world, "techtree", {{"Andy_0", goal}, {"Jill_0", goal}, {"Bob_0", goal}});
  team.open("Let's work together to craft an dark_prismarine.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["dark_prismarine"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  const auto& s = team.said;
  // Jill (in the opening conversation) told her inventory; Bob, who nobody talked to, was asked.
  EXPECT_TRUE(saidLine(s, "Jill_0 -> Andy_0: My inventory: prismarine_shard: 2.")) << ::testing::PrintToString(s);
  EXPECT_TRUE(saidLine(s, "Andy_0 -> Bob_0: Please tell me your inventory.")) << ::testing::PrintToString(s);
  EXPECT_TRUE(saidLine(s, "Bob_0 -> Andy_0: My inventory: prismarine_shard: 4.")) << ::testing::PrintToString(s);
  // Each is asked for exactly what it holds of the 6 missing shards.
  EXPECT_TRUE(saidLine(s, "Andy_0 -> Jill_0: My inventory: black_dye: 1, crafting_table: 1, prismarine_shard: 2. Please give me: prismarine_shard: 2."))
      << ::testing::PrintToString(s);
  EXPECT_TRUE(saidLine(s, "Andy_0 -> Bob_0: My inventory: black_dye: 1, crafting_table: 1, prismarine_shard: 2. Please give me: prismarine_shard: 4."))
      << ::testing::PrintToString(s);
  // Andy moved on to Bob once Jill started giving, before her report: her "I gave you" then found
  // Andy talking to Bob (turned away or lost), and Andy saw her shards in its inventory instead.
  const auto askBob = firstSaid(s, "Andy_0 -> Bob_0: My inventory:");
  const auto jillStarted = firstSaid(s, "Jill_0 -> Andy_0: !givePlayer");
  const auto jillReported = firstSaid(s, "Jill_0 -> Andy_0: I gave you");
  EXPECT_GT(askBob, jillStarted) << ::testing::PrintToString(s);
  EXPECT_TRUE(jillReported < 0 || jillReported > askBob) << ::testing::PrintToString(s);
  EXPECT_NE(std::find(world.log.begin(), world.log.end(), "Jill_0: !givePlayer(\"Andy_0\", \"prismarine_shard\", 2)"), world.log.end());
  EXPECT_NE(std::find(world.log.begin(), world.log.end(), "Bob_0: !givePlayer(\"Andy_0\", \"prismarine_shard\", 4)"), world.log.end());
}

TEST(ScriptedCraftingTeam, ThreeAgentsPartnerWithNothingNeededIsNotAskedNorAwaited) {
  CannedWorld world;
  world.recipes["pink_wool"] = {{{"pink_dye", 1}, {"black_wool", 1}}};
  world.inventories["Andy_0"] = {{"pink_dye", 1}};
  world.inventories["Jill_0"] = {{"stick", 2}};
  world.inventories["Bob_0"] = {{"black_wool", 1}};
  const std::string goal = "Collaborate with other agents to craft an pink_wool" + namely({"Andy_0", "Jill_0", "Bob_0"});
  Team team(world, "techtree", {{"Andy_0", goal}, {"Jill_0", goal}, {"Bob_0", goal}});
  team.open("Let's work together to craft an pink_wool.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["pink_wool"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  const auto& s = team.said;
  EXPECT_TRUE(saidLine(s, "Andy_0 -> Bob_0: My inventory: pink_dye: 1. Please give me: black_wool: 1.")) << ::testing::PrintToString(s);
  EXPECT_LT(firstSaid(s, "Andy_0 -> Jill_0: My inventory: pink_dye: 1. Please give me"), 0) << ::testing::PrintToString(s);
  EXPECT_EQ(world.inventories["Jill_0"]["stick"], 2);
}

TEST(ScriptedCraftingTeam, FiveAgentsAskOnlyAsManyPartnersAsTheRecipeNeeds) {
  // A banner needs 6 wool: Andy's 2 and two partners' 2 each; the last two are neither asked nor
  // waited for.
  CannedWorld world;
  world.recipes["pink_banner"] = {{{"pink_wool", 6}, {"stick", 1}}, 1, true};
  const std::vector<std::string> names = {"Andy_0", "Jill_0", "Bob_0", "Sally_0", "Mike_0"};
  world.inventories["Andy_0"] = {{"pink_wool", 2}, {"stick", 1}, {"crafting_table", 1}};
  for (std::size_t i = 1; i < names.size(); ++i) world.inventories[names[i]] = {{"pink_wool", 2}};
  const std::string goal = "Collaborate with other agents to craft an pink_banner" + namely(names);
  std::vector<Member> members;
  for (const auto& n : names) members.push_back({n, goal});
  Team team(world, "techtree", members);
  team.open("Let's work together to craft an pink_banner.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["pink_banner"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  EXPECT_EQ(world.inventories["Sally_0"]["pink_wool"] + world.inventories["Mike_0"]["pink_wool"], 4)
      << ::testing::PrintToString(team.said);
  int gives = 0;
  for (const auto& line : world.log) gives += line.find("!givePlayer(\"Andy_0\", \"pink_wool\", 2)") != std::string::npos;
  EXPECT_EQ(gives, 2) << ::testing::PrintToString(world.log);
}

TEST(ScriptedCraftingTeam, CraftsAnIngredientAsManyTimesAsItIsMissing) {
  // red_banner (3-agent test tasks, depth 1): six red wool, each crafted from a dye and a wool.
  CannedWorld world;
  world.recipes["red_banner"] = {{{"red_wool", 6}, {"stick", 1}}, 1, true};
  world.recipes["red_wool"] = {{{"red_dye", 1}, {"black_wool", 1}}};
  world.recipes["stick"] = {{{"oak_planks", 2}}, 4};
  world.inventories["Andy_0"] = {{"red_dye", 6}, {"black_wool", 6}, {"oak_planks", 2}, {"crafting_table", 1}};
  world.inventories["Jill_0"] = {};
  const std::string goal = "Collaborate with other agents to craft an red_banner" + kNamely;
  Team team(world, "techtree", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's work together to craft an red_banner.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["red_banner"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  // One craft shows that a recipe makes one wool; the other five are crafted in one command.
  EXPECT_NE(std::find(world.log.begin(), world.log.end(), "Andy_0: !craftRecipe(\"red_wool\", 5)"), world.log.end())
      << ::testing::PrintToString(world.log);
}

TEST(ScriptedCraftingTeam, ThreeAgentsWhenThePlansRecipeDeadEndsTheMakerAsksForEverythingAndTriesAgain) {
  // cyan_bed (3-agent test tasks, depth 2) in short: the plan makes cyan dye from a pitcher plant,
  // the task deals blue and green dye.
  CannedWorld world;
  world.recipes["cyan_wool"] = {{{"cyan_dye", 1}, {"black_wool", 1}}};
  world.recipes["cyan_dye"] = {{{"pitcher_plant", 1}}, 2};
  world.otherRecipes["cyan_dye"] = {{{{"blue_dye", 1}, {"green_dye", 1}}, 2}};
  world.inventories["Andy_0"] = {{"blue_dye", 1}, {"crafting_table", 1}};
  world.inventories["Jill_0"] = {{"green_dye", 1}};
  world.inventories["Bob_0"] = {{"black_wool", 1}};
  const std::string goal = "Collaborate with other agents to craft an cyan_wool" + namely({"Andy_0", "Jill_0", "Bob_0"});
  Team team(world, "techtree", {{"Andy_0", goal}, {"Jill_0", goal}, {"Bob_0", goal}});
  team.open("Let's work together to craft an cyan_wool.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["cyan_wool"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  EXPECT_TRUE(saidLine(team.said, "Andy_0 -> Jill_0: Please give me all your items.")) << ::testing::PrintToString(team.said);
  EXPECT_NE(std::find(world.log.begin(), world.log.end(), "Jill_0: !givePlayer(\"Andy_0\", \"green_dye\", 1)"), world.log.end());
}

TEST(ScriptedCookingTeam, PoolsIngredientsGathersTheRestAndCooksBoth) {
  CannedWorld world;
  world.recipes["golden_apple"] = {{{"gold_ingot", 8}, {"apple", 1}}, 1, true};
  world.recipes["bread"] = {{{"wheat", 3}}, 1, true};
  world.crops["wheat"] = "wheat";
  world.inventories["Andy_0"] = {{"gold_ingot", 5}, {"crafting_table", 1}};
  world.inventories["Jill_0"] = {{"gold_ingot", 5}, {"apple", 1}};
  const std::string goal = "Collaborate with agents around you to make 1 golden_apple, 1 bread. Recipe for golden_apple: ..."
                           "\nIn the end, all the food items should be given to one single bot." + kNamely;
  Team team(world, "cooking", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's work together to make golden_apple, bread.");
  ASSERT_GT(team.play([&] {
    auto& a = world.inventories["Andy_0"];
    return a["golden_apple"] == 1 && a["bread"] == 1;
  }), 0) << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  EXPECT_NE(std::find(world.log.begin(), world.log.end(), "Andy_0: !collectBlocks(\"wheat\", 3)"), world.log.end());
  // Andy holds 5 of the 8 gold ingots: Jill is asked for the 3 missing ones.
  EXPECT_NE(std::find(world.log.begin(), world.log.end(), "Jill_0: !givePlayer(\"Andy_0\", \"gold_ingot\", 3)"), world.log.end());
}

TEST(ScriptedCookingTeam, GathersSugarCaneForSugarAsTheRecipeStepsSay) {
  // bread + cake (cooking test tasks): sugar's first recipe is a honey bottle, which nobody holds;
  // the task's steps say to collect sugar cane and craft it into sugar.
  CannedWorld world;
  world.recipes["cake"] = {{{"milk_bucket", 3}, {"sugar", 2}, {"egg", 1}, {"wheat", 3}}, 1, true};
  world.recipes["bread"] = {{{"wheat", 3}}, 1, true};
  world.recipes["sugar"] = {{{"honey_bottle", 1}}, 3};
  world.otherRecipes["sugar"] = {{{{"sugar_cane", 1}}, 1}};
  world.crops["wheat"] = "wheat";
  world.crops["sugar_cane"] = "sugar_cane";
  world.inventories["Andy_0"] = {{"milk_bucket", 2}, {"crafting_table", 1}};
  world.inventories["Jill_0"] = {{"milk_bucket", 2}, {"egg", 1}};
  const std::string goal = "Collaborate with agents around you to make 1 cake, 1 bread. Recipe for cake: ..."
                           "\nIn the end, all the food items should be given to one single bot." + kNamely;
  Team team(world, "cooking", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's work together to make cake, bread.");
  ASSERT_GT(team.play([&] {
    auto& a = world.inventories["Andy_0"];
    return a["cake"] == 1 && a["bread"] == 1;
  }), 0) << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  EXPECT_NE(std::find(world.log.begin(), world.log.end(), "Andy_0: !collectBlocks(\"sugar_cane\", 2)"), world.log.end())
      << ::testing::PrintToString(world.log);
}

TEST(ScriptedCookingTeam, GivesAgainWhenThePartnerWasNotInSightYet) {
  // baked_potato + golden_apple: Jill's first give came before Andy was in her sight.
  CannedWorld world;
  world.recipes["golden_apple"] = {{{"gold_ingot", 8}, {"apple", 1}}, 1, true};
  world.inventories["Andy_0"] = {{"gold_ingot", 5}, {"apple", 1}, {"crafting_table", 1}};
  world.inventories["Jill_0"] = {{"gold_ingot", 5}};
  world.unseenGives = 2;
  const std::string goal = "Collaborate with agents around you to make 1 golden_apple. Recipe for golden_apple: ..."
                           "\nIn the end, all the food items should be given to one single bot." + kNamely;
  Team team(world, "cooking", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's work together to make golden_apple.");
  ASSERT_GT(team.play([&] { return world.inventories["Andy_0"]["golden_apple"] == 1; }), 0)
      << ::testing::PrintToString(team.said) << ::testing::PrintToString(world.log);
  EXPECT_EQ(std::count(world.log.begin(), world.log.end(), "Jill_0: !givePlayer(\"Andy_0\", \"gold_ingot\", 3)"), 3)
      << ::testing::PrintToString(world.log);
}

TEST(ScriptedConstructionTeam, EachPlacesTheMaterialsItHolds) {
  CannedWorld world;
  for (int x = 0; x < 3; ++x) {
    world.blueprint[{x, 0, 0}] = "stone";
    world.blueprint[{x, 1, 0}] = "oak_planks";
  }
  world.inventories["Andy_0"] = {{"stone", 3}};
  world.inventories["Jill_0"] = {{"oak_planks", 3}};
  const std::string goal = "Make a structure with the blueprint below \nLevel 0: Start at coordinates X: 0, Y: 0, Z: 0" + kNamely;
  Team team(world, "construction", {{"Andy_0", goal}, {"Jill_0", goal}});
  team.open("Let's share materials and make a structure with the blueprint");
  ASSERT_GT(team.play([&] { return world.blocks.size() == 6; }), 0) << ::testing::PrintToString(world.log);
  for (const auto& [cell, block] : world.blueprint) EXPECT_EQ(world.blocks[cell], block);
  int andyPlanks = 0;
  for (const auto& line : world.log) andyPlanks += line == "Andy_0: !placeHere(\"oak_planks\")";
  EXPECT_EQ(andyPlanks, 0);  // Jill's material
}

TEST(ScriptedTeammate, QuietWhileItsActionRunsAndReadsEachTurnOnce) {
  Member m{"Andy_0", "Collaborate with other agents to craft an pink_wool" + kNamely};
  m.model = std::make_shared<ScriptedTeamModel>(makeScriptedTeammate("techtree", m.name));
  m.history.push_back({"user", "Jill_0: (FROM OTHER BOT)My inventory: black_wool: 1."});
  EXPECT_EQ(ask(m), "!inventory");
  m.history.push_back({"assistant", "!inventory"});
  // A message arriving while an action runs gets no reply (a new action would interrupt it).
  m.history.push_back({"user", "Jill_0: (FROM OTHER BOT)Hello."});
  EXPECT_EQ(ask(m, "action:craftRecipe"), "");
  m.history.push_back({"system", "\nINVENTORY\n- pink_dye: 1\nWEARING: Nothing\n"});
  EXPECT_EQ(ask(m), "!getCraftingPlan(\"pink_wool\", 1)");
  // The oldest turns summarised away: the player still reads only what is new.
  m.history.erase(m.history.begin(), m.history.begin() + 2);
  m.history.push_back({"assistant", "!getCraftingPlan(\"pink_wool\", 1)"});
  m.history.push_back({"system", "\nYou are missing the following items:\n- 1 black_wool\n\nOnce you have these items, here's your crafting plan:\n\nCraft 1 pink_dye + 1 black_wool -> 1 pink_wool\n"});
  EXPECT_EQ(ask(m), "My inventory: pink_dye: 1. Please give me: black_wool: 1.");
}

TEST(ScriptedTeammate, ReadsJoinedPacketsWithoutTheirCommandEchoes) {
  const std::string goal = "Collaborate with other agents to craft an pink_wool" + namely({"Andy_0", "Jill_0", "Bob_0"});
  // MINDcraft joins queued packets without a separator: Jill's echoed !inventory and her sentence.
  Member andy{"Andy_0", goal};
  andy.model = std::make_shared<ScriptedTeamModel>(makeScriptedTeammate("techtree", andy.name));
  andy.history.push_back({"user", "Jill_0: (FROM OTHER BOT)!inventoryMy inventory: black_wool: 1."});
  EXPECT_EQ(ask(andy), "!inventory");
  andy.history.push_back({"assistant", "!inventory"});
  andy.history.push_back({"system", "\nINVENTORY\n- pink_dye: 1\nWEARING: Nothing\n"});
  EXPECT_EQ(ask(andy), "!getCraftingPlan(\"pink_wool\", 1)");
  andy.history.push_back({"assistant", "!getCraftingPlan(\"pink_wool\", 1)"});
  andy.history.push_back({"system", "\nYou are missing the following items:\n- 1 black_wool\n\nOnce you have these items, here's your crafting plan:\n\nCraft 1 pink_dye + 1 black_wool -> 1 pink_wool\n"});
  // Jill's inventory was read: Andy asks her for the wool (and Bob, unheard from, what he holds).
  EXPECT_EQ(ask(andy), "!startConversation(\"Bob_0\", \"Please tell me your inventory.\")");

  // Andy's echo of a !startConversation to Bob reaches Jill, the partner he leaves: it is not a
  // request to her.
  Member jill{"Jill_0", goal};
  jill.model = std::make_shared<ScriptedTeamModel>(makeScriptedTeammate("techtree", jill.name));
  jill.history.push_back({"user", "Andy_0: (FROM OTHER BOT)!startConversation(\"Bob_0\", \"Please give me: black_wool: 1.\")"});
  EXPECT_EQ(ask(jill), "!inventory");
  jill.history.push_back({"assistant", "!inventory"});
  jill.history.push_back({"system", "\nINVENTORY\n- black_wool: 1\nWEARING: Nothing\n"});
  EXPECT_EQ(ask(jill), "My inventory: black_wool: 1.");
}

}  // namespace
}  // namespace craftmate::agents::minecollab
