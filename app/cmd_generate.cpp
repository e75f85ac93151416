// `craftmate generate construction|hells-kitchen ...`: writes new MineCollab task files with the
// generators of mindcraft.md §8.7, seeded (same seed, same file).

#include <algorithm>
#include <iostream>

#include "app/comma_list.h"
#include "app/flag_value.h"
#include "app/subcommand.h"
#include "protocol/minecraft_data.h"
#include "tasks/construction_generator.h"
#include "tasks/cooking_generator.h"
#include "tasks/crafting_generator.h"
#include "tasks/task_loader.h"
#include "tasks/task_writer.h"
#include "world/registry.h"

namespace craftmate::app {

namespace {

struct GenerateOptions {
  std::string kind;
  std::string out;
  std::uint64_t seed = 0;
  int agents = 2;
  int variants = 5;
  int depth = 0;
  std::string recipesFrom;
  std::vector<std::string> items;
  std::size_t maxTasks = static_cast<std::size_t>(-1);
  std::string version{protocol::kDefaultMinecraftVersion};  // crafting: whose recipes (--version)
};

GenerateOptions parseGenerateOptions(const std::vector<std::string>& args) {
  if (args.empty() || (args[0] != "construction" && args[0] != "hells-kitchen" && args[0] != "crafting"))
    throw std::invalid_argument("say what to generate: construction, hells-kitchen or crafting");
  GenerateOptions o;
  o.kind = args[0];
  auto number = [&](std::size_t& i, long long minimum, long long maximum) {
    const std::string& text = flagValue(args, i);
    try {
      std::size_t used = 0;
      const long long n = std::stoll(text, &used);
      if (used == text.size() && n >= minimum && n <= maximum) return n;
    } catch (const std::logic_error&) {
    }
    throw std::invalid_argument(args[i - 1] + " takes a whole number from " + std::to_string(minimum) + " to " +
                                std::to_string(maximum) + ", got '" + text + "'");
  };
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--out") o.out = flagValue(args, i);
    else if (a == "--seed") o.seed = static_cast<std::uint64_t>(number(i, 0, 1LL << 62));
    else if (a == "--agents") o.agents = static_cast<int>(number(i, 1, 10));
    else if (a == "--variants") o.variants = static_cast<int>(number(i, 1, 1000));
    else if (a == "--depth") o.depth = static_cast<int>(number(i, 0, 3));
    else if (a == "--recipes-from") o.recipesFrom = flagValue(args, i);
    else if (a == "--version") o.version = flagValue(args, i);
    else if (a == "--max") o.maxTasks = static_cast<std::size_t>(number(i, 1, 1'000'000));
    else if (a == "--items") {
      // Empty items ("a,,b", a trailing comma) name nothing and are skipped.
      for (auto& item : commaList(flagValue(args, i)))
        if (!item.empty()) o.items.push_back(std::move(item));
    } else throw std::invalid_argument("unknown option '" + a + "'");
  }
  if (o.out.empty()) throw std::invalid_argument("--out FILE is required");
  if (o.kind == "crafting" && o.items.empty())
    throw std::invalid_argument("crafting needs --items a,b,...: the items to craft");
  if (o.kind == "hells-kitchen" && o.recipesFrom.empty())
    throw std::invalid_argument("hells-kitchen needs --recipes-from FILE: a task file whose tasks carry `recipes`");
  return o;
}

std::vector<tasks::Task> hellsKitchen(const GenerateOptions& o) {
  const auto source = tasks::loadTaskFile(o.recipesFrom);
  tasks::Recipes recipes;
  std::vector<std::string> items = o.items;
  const bool pickItems = items.empty();
  for (const auto& task : source.tasks)
    for (const auto& [item, steps] : task.recipes) {
      recipes[item] = steps;
      if (pickItems && std::find(items.begin(), items.end(), item) == items.end()) items.push_back(item);
    }
  if (recipes.empty()) throw std::invalid_argument(o.recipesFrom + " has no task with `recipes`");
  return tasks::hellsKitchenSuite(items, recipes, o.maxTasks, o.seed);
}

int runGenerate(const std::vector<std::string>& args) {
  try {
    const auto o = parseGenerateOptions(args);
    const auto generated =
        o.kind == "construction" ? tasks::constructionSuite(o.agents, o.variants, o.seed)
        : o.kind == "crafting"   ? tasks::craftingSuite(*world::Registry::shared(o.version), o.items, o.agents, o.depth, o.seed)
                                 : hellsKitchen(o);
    // Construction blueprints are big: written on one line; Hell's Kitchen files stay readable.
    tasks::writeTaskFile(generated, o.out, o.kind == "construction" ? -1 : 4);
    std::cout << "wrote " << generated.size() << " " << o.kind << " tasks to " << o.out << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "craftmate generate: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace

Subcommand generateSubcommand() {
  return {"generate", "Write new MineCollab task files (construction, Hell's Kitchen, crafting), seeded.",
          "usage: craftmate generate construction --out FILE [--agents N] [--variants V] [--seed S]\n"
          "       craftmate generate hells-kitchen --recipes-from TASKFILE --out FILE [--items a,b,...]\n"
          "                                        [--max N] [--seed S]\n"
          "       craftmate generate crafting --items a,b,... --out FILE [--agents N] [--depth D] [--seed S]\n"
          "                                   [--version V]\n"
          "construction: MINDcraft's procedural houses, materials_<m>_rooms_<r>_window_<w>_carpet_<c>_variant_<v>\n"
          "for N agents (default 2), V variants of each of the 135 settings (default 5: 675 tasks).\n"
          "hells-kitchen: every pair of the dishes (default: every dish with a recipe in TASKFILE), or a\n"
          "seeded sample of --max pairs; the recipes are read from TASKFILE's tasks.\n"
          "crafting: per item a full-, partial- and no-plan task (!getCraftingPlan blocked for agents > 0 /\n"
          "all), the ingredients of minecraft-data's first recipe (expanded D levels) dealt among the agents;\n"
          "the recipes of Minecraft V (default " + std::string(protocol::kDefaultMinecraftVersion) + ", the release the embedded server runs).\n"
          "The same seed writes the same file (default seed 0).\n",
          runGenerate};
}

}  // namespace craftmate::app
