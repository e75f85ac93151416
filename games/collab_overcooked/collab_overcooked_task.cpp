#include "games/collab_overcooked/collab_overcooked_task.h"

#include <cctype>
#include <stdexcept>

#include "games/collab_overcooked/collab_overcooked_action.h"

namespace craftmate::games::collab_overcooked {
namespace data {
std::string_view recipesText();  // data/recipes.txt, embedded at build time
}

namespace {

struct TaskRow {
  const char* order;
  int level;
  const char* i1;
  const char* i2;
  const char* i3;
};

// Table of spec §2.6 (order ids and template slots).
constexpr TaskRow kTasks[] = {
    {"baked_bell_pepper", 1, "bell_pepper", "", ""},
    {"baked_sweet_potato", 1, "sweet_potato", "", ""},
    {"boiled_egg", 1, "egg", "", ""},
    {"boiled_mushroom", 1, "mushroom", "", ""},
    {"boiled_sweet_potato", 1, "sweet_potato", "", ""},
    {"baked_potato_slices", 2, "potato", "", ""},
    {"baked_pumpkin_slices", 2, "pumpkin", "", ""},
    {"boiled_corn_slices", 2, "corn", "", ""},
    {"boiled_green_bean_slices", 2, "green_bean", "", ""},
    {"boiled_potato_slices", 2, "potato", "", ""},
    {"baked_bell_pepper_soup", 3, "bell_pepper", "", ""},
    {"baked_carrot_soup", 3, "carrot", "", ""},
    {"baked_mushroom_soup", 3, "mushroom", "", ""},
    {"baked_potato_soup", 3, "potato", "", ""},
    {"baked_pumpkin_soup", 3, "pumpkin", "", ""},
    {"sliced_bell_pepper_and_corn_stew", 4, "bell_pepper", "corn", ""},
    {"sliced_bell_pepper_and_lentil_stew", 4, "bell_pepper", "lentil", ""},
    {"sliced_eggplant_and_chickpea_stew", 4, "eggplant", "chickpea", ""},
    {"sliced_pumpkin_and_chickpea_stew", 4, "pumpkin", "chickpea", ""},
    {"sliced_zucchini_and_chickpea_stew", 4, "zucchini", "chickpea", ""},
    {"mashed_broccoli_and_bean_patty", 5, "broccoli", "bean", ""},
    {"mashed_carrot_and_chickpea_patty", 5, "carrot", "chickpea", ""},
    {"mashed_cauliflower_and_lentil_patty", 5, "cauliflower", "lentil", ""},
    {"mashed_potato_and_pea_patty", 5, "potato", "pea", ""},
    {"mashed_sweet_potato_and_bean_patty", 5, "sweet_potato", "bean", ""},
    {"potato_carrot_and_onion_patty", 6, "potato", "carrot", "onion"},
    {"romaine_lettuce_pea_and_tomato_patty", 6, "romaine_lettuce", "pea", "tomato"},
    {"sweet_potato_spinach_and_mushroom_patty", 6, "sweet_potato", "spinach", "mushroom"},
    {"taro_bean_and_bell_pepper_patty", 6, "taro", "bean", "bell_pepper"},
    {"zucchini_green_pea_and_onion_patty", 6, "zucchini", "green_pea", "onion"},
};

// T_opt per level, src/time_step.py (spec §3.6).
constexpr int kOptimalTime[7] = {0, 16, 23, 35, 32, 55, 64};

using Template = std::vector<std::string>;
struct RatTemplate {
  Template chef;
  Template assistant;
};

// The per-level RAT templates of spec §2.8. {U}/{OP} are the final utensil and its verb at levels 1
// and 2 (oven/bake for Baked*, pot/cook for Boiled*), {DISH} the order id.
std::vector<RatTemplate> templatesFor(int level) {
  switch (level) {
    case 1:
      return {{{"pickup({I1},counter)", "put_obj_in_utensil({U})", "{OP}({U})", "pickup({DISH},{U})", "deliver_soup()"},
               {"pickup({I1},ingredient_dispenser)", "place_obj_on_counter()"}}};
    case 2:
      return {{{"pickup({I1}_slices,counter)", "put_obj_in_utensil({U})", "{OP}({U})", "pickup({DISH},{U})", "deliver_soup()"},
               {"pickup({I1},ingredient_dispenser)", "put_obj_in_utensil(chopping_board0)", "cut(chopping_board0)",
                "pickup({I1}_slices,chopping_board0)", "place_obj_on_counter()"}}};
    case 3:
      return {{{"pickup({I1}_slices,counter)", "put_obj_in_utensil(oven0)", "bake(oven0)", "pickup(baked_{I1}_slices,oven0)",
                "put_obj_in_utensil(pot0)", "cook(pot0)", "pickup(dish,counter)", "fill_dish_with_food(pot0)", "deliver_soup()"},
               {"pickup({I1},ingredient_dispenser)", "put_obj_in_utensil(chopping_board0)", "cut(chopping_board0)",
                "pickup({I1}_slices,chopping_board0)", "place_obj_on_counter()", "pickup(dish,dish_dispenser)",
                "place_obj_on_counter()"}}};
    case 4: {
      const Template chefTail = {"cook(pot0)", "pickup(dish,counter)", "fill_dish_with_food(pot0)", "deliver_soup()"};
      RatTemplate r1{{"pickup({I1}_slices,counter)", "put_obj_in_utensil(pot0)", "pickup({I2},counter)", "put_obj_in_utensil(pot0)"},
                     {"pickup({I1},ingredient_dispenser)", "put_obj_in_utensil(chopping_board0)", "cut(chopping_board0)",
                      "pickup({I1}_slices,chopping_board0)", "place_obj_on_counter()", "pickup({I2},ingredient_dispenser)",
                      "place_obj_on_counter()", "pickup(dish,dish_dispenser)", "place_obj_on_counter()"}};
      RatTemplate r2{{"pickup({I2},counter)", "put_obj_in_utensil(pot0)", "pickup({I1}_slices,counter)", "put_obj_in_utensil(pot0)"},
                     {"pickup({I1},ingredient_dispenser)", "put_obj_in_utensil(chopping_board0)", "cut(chopping_board0)",
                      "pickup({I2},ingredient_dispenser)", "place_obj_on_counter()", "pickup({I1}_slices,chopping_board0)",
                      "place_obj_on_counter()", "pickup(dish,dish_dispenser)", "place_obj_on_counter()"}};
      for (RatTemplate* r : {&r1, &r2}) r->chef.insert(r->chef.end(), chefTail.begin(), chefTail.end());
      return {r1, r2};
    }
    case 5: {
      const Template chefHead = {"pickup({I1}_slices,counter)", "put_obj_in_utensil(pot0)", "cook(pot0)",
                                 "pickup(boiled_{I1}_slices,pot0)", "place_obj_on_counter()"};
      const Template chefTail = {"bake(oven0)", "pickup(dish,counter)", "fill_dish_with_food(oven0)", "deliver_soup()"};
      const Template mashed = {"pickup(mashed_{I1},counter)", "put_obj_in_utensil(oven0)"};
      const Template side = {"pickup({I2},counter)", "put_obj_in_utensil(oven0)"};
      const Template cutI1 = {"pickup({I1},ingredient_dispenser)", "put_obj_in_utensil(chopping_board0)", "cut(chopping_board0)",
                              "pickup({I1}_slices,chopping_board0)", "place_obj_on_counter()"};
      const Template blend = {"pickup(boiled_{I1}_slices,counter)", "put_obj_in_utensil(blender0)", "stir(blender0)",
                              "pickup(mashed_{I1},blender0)", "place_obj_on_counter()"};
      const Template fetchI2 = {"pickup({I2},ingredient_dispenser)", "place_obj_on_counter()"};
      const Template dish = {"pickup(dish,dish_dispenser)", "place_obj_on_counter()"};
      auto cat = [](std::initializer_list<const Template*> parts) {
        Template out;
        for (const Template* p : parts) out.insert(out.end(), p->begin(), p->end());
        return out;
      };
      return {{cat({&chefHead, &mashed, &side, &chefTail}), cat({&cutI1, &blend, &fetchI2, &dish})},
              {cat({&chefHead, &side, &mashed, &chefTail}), cat({&cutI1, &fetchI2, &blend, &dish})}};
    }
    case 6: {
      const Template chefHead = {"pickup({I1}_slices,counter)", "put_obj_in_utensil(pot0)", "cook(pot0)",
                                 "pickup(boiled_{I1}_slices,pot0)", "place_obj_on_counter()"};
      const Template chefTail = {"bake(oven0)", "pickup(dish,counter)", "fill_dish_with_food(oven0)", "deliver_soup()"};
      const Template A = {"pickup(mashed_{I1},counter)", "put_obj_in_utensil(oven0)"};
      const Template B = {"pickup({I2},counter)", "put_obj_in_utensil(oven0)"};
      const Template C = {"pickup({I3}_slices,counter)", "put_obj_in_utensil(oven0)"};
      const Template aHead = {"pickup({I1},ingredient_dispenser)", "put_obj_in_utensil(chopping_board0)", "cut(chopping_board0)",
                              "pickup({I1}_slices,chopping_board0)", "place_obj_on_counter()"};
      const Template aTail = {"pickup(dish,dish_dispenser)", "place_obj_on_counter()"};
      const Template a = {"pickup(boiled_{I1}_slices,counter)", "put_obj_in_utensil(blender0)", "stir(blender0)",
                          "pickup(mashed_{I1},blender0)", "place_obj_on_counter()"};
      const Template b = {"pickup({I2},ingredient_dispenser)", "place_obj_on_counter()"};
      const Template c = {"pickup({I3},ingredient_dispenser)", "put_obj_in_utensil(chopping_board0)", "cut(chopping_board0)",
                          "pickup({I3}_slices,chopping_board0)", "place_obj_on_counter()"};
      // reference_1..6 load the oven in the orders ABC, BAC, ACB, BCA, CAB, CBA.
      const Template* chefSlot[3] = {&A, &B, &C};
      const Template* assistantSlot[3] = {&a, &b, &c};
      const int orders[6][3] = {{0, 1, 2}, {1, 0, 2}, {0, 2, 1}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
      std::vector<RatTemplate> out;
      for (const auto& o : orders) {
        RatTemplate r{chefHead, aHead};
        for (int k : o) {
          r.chef.insert(r.chef.end(), chefSlot[k]->begin(), chefSlot[k]->end());
          r.assistant.insert(r.assistant.end(), assistantSlot[k]->begin(), assistantSlot[k]->end());
        }
        r.chef.insert(r.chef.end(), chefTail.begin(), chefTail.end());
        r.assistant.insert(r.assistant.end(), aTail.begin(), aTail.end());
        out.push_back(std::move(r));
      }
      return out;
    }
  }
  throw std::logic_error("no RAT template for this level");
}

std::string substitute(std::string text, const TaskRow& row) {
  const bool baked = std::string_view(row.order).starts_with("baked");
  const std::pair<std::string_view, std::string> slots[] = {
      {"{I1}", row.i1}, {"{I2}", row.i2}, {"{I3}", row.i3}, {"{U}", baked ? "oven0" : "pot0"},
      {"{OP}", baked ? "bake" : "cook"}, {"{DISH}", row.order}};
  for (const auto& [key, value] : slots) {
    for (std::size_t p = text.find(key); p != std::string::npos; p = text.find(key, p + value.size())) {
      text.replace(p, key.size(), value);
    }
  }
  return text;
}

// Splits data/recipes.txt into its "@@ recipe <level> <order>" blocks.
std::string_view recipeFor(std::string_view order) {
  const std::string_view all = data::recipesText();
  const std::string marker = "@@ recipe ";
  for (std::size_t p = all.find(marker); p != std::string_view::npos;) {
    const std::size_t lineEnd = all.find('\n', p);
    const std::string_view header = all.substr(p + marker.size(), lineEnd - p - marker.size());
    const std::size_t next = all.find("\n" + marker, lineEnd);
    const std::size_t space = header.find(' ');
    if (header.substr(space + 1) == order) {
      const std::size_t end = next == std::string_view::npos ? all.size() - 1 : next;  // drop the block's last newline
      return all.substr(lineEnd + 1, end - lineEnd - 1);
    }
    if (next == std::string_view::npos) break;
    p = next + 1;
  }
  throw std::logic_error("recipe text missing for " + std::string(order));
}

std::string lowerAlnum(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

}  // namespace

const std::vector<Task>& allTasks() {
  static const std::vector<Task> tasks = [] {
    std::vector<Task> out;
    for (const TaskRow& row : kTasks) {
      Task t;
      t.order = row.order;
      t.level = row.level;
      t.orderItem = ItemCatalog::instance().find(row.order);
      t.ingredient1 = row.i1;
      t.ingredient2 = row.i2;
      t.ingredient3 = row.i3;
      t.optimalTime = kOptimalTime[row.level];
      for (const RatTemplate& tpl : templatesFor(row.level)) {
        ReferenceTrajectory rat;
        for (const std::string& s : tpl.chef) rat.agent[0].push_back(normalizeActionText(substitute(s, row)));
        for (const std::string& s : tpl.assistant) rat.agent[1].push_back(normalizeActionText(substitute(s, row)));
        t.references.push_back(std::move(rat));
      }
      t.recipeText = recipeFor(row.order);
      out.push_back(std::move(t));
    }
    return out;
  }();
  return tasks;
}

const Task* findTask(std::string_view name) {
  const std::string key = lowerAlnum(name);
  for (const Task& t : allTasks()) {
    if (key == lowerAlnum(t.order) || key == lowerAlnum(std::to_string(t.level) + t.order)) return &t;
  }
  return nullptr;
}

std::string taskNames() {
  std::string out;
  for (const Task& t : allTasks()) out += (out.empty() ? "" : ", ") + t.order;
  return out;
}

}  // namespace craftmate::games::collab_overcooked
