#pragma once
// The item catalogue of Collab-Overcooked: raw ingredients, the dish, and every product of the four
// utensils' synthesis tables (spec §2.3-§2.5). Items are small integer ids so the step never
// touches strings; names are only looked up when text is built or parsed.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::games::collab_overcooked {

using ItemId = std::uint16_t;
inline constexpr ItemId kNoItem = 0xFFFF;

// The four utensil types of the layout; their order is also the index of the operation verbs.
enum class UtensilType : std::uint8_t { Pot, ChoppingBoard, Oven, Blender };
inline constexpr int kUtensilTypeCount = 4;

// Up to three inputs per recipe (num_items_for_soup = 3), kept sorted so that multiset equality is
// a plain array comparison.
struct SynthesisRecipe {
  ItemId product = kNoItem;
  std::uint8_t inputCount = 0;
  std::array<ItemId, 3> inputs{kNoItem, kNoItem, kNoItem};  // sorted ascending
};

// Sorts at most three ids in place (insertion sort: std::sort trips GCC's bounds warnings here).
inline void sortItems(ItemId* items, int count) {
  for (int i = 1; i < count; ++i) {
    for (int j = i; j > 0 && items[j] < items[j - 1]; --j) {
      const ItemId t = items[j];
      items[j] = items[j - 1];
      items[j - 1] = t;
    }
  }
}

class ItemCatalog {
 public:
  static const ItemCatalog& instance();

  ItemId find(std::string_view name) const;  // kNoItem when unknown
  const std::string& name(ItemId id) const { return names_[id]; }
  std::size_t size() const { return names_.size(); }

  ItemId dish() const { return dish_; }
  bool isRaw(ItemId id) const { return id < rawCount_; }
  // True for the output of any synthesis table.
  bool isProduct(ItemId id) const { return id != kNoItem && isProduct_[id]; }
  // What deliver_soup() accepts as "finished food": the authors' check is that some key of the
  // layout's need_dish table is part of the name, so raw sweet_potato passes (it contains
  // "potato") and pumpkin_slices does not.
  bool deliverable(ItemId id) const { return id != kNoItem && deliverable_[id]; }
  // Finished dishes that must be served on a plate (spec §2.5, need_dish = 1).
  bool needsDish(ItemId id) const { return id != kNoItem && needsDish_[id]; }

  const std::vector<SynthesisRecipe>& recipes(UtensilType type) const { return recipes_[static_cast<int>(type)]; }
  // The recipe of `type` whose inputs equal `sortedItems` as a multiset, or nullptr.
  const SynthesisRecipe* match(UtensilType type, const ItemId* sortedItems, int count) const;

  // Raw ingredients in layout order (what the ingredient dispenser offers).
  int rawCount() const { return rawCount_; }

 private:
  ItemCatalog();
  ItemId intern(std::string_view name);

  std::vector<std::string> names_;
  std::vector<bool> isProduct_;
  std::vector<bool> needsDish_;
  std::vector<bool> deliverable_;
  std::array<std::vector<SynthesisRecipe>, kUtensilTypeCount> recipes_;
  int rawCount_ = 0;
  ItemId dish_ = kNoItem;
};

}  // namespace craftmate::games::collab_overcooked
