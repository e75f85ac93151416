// The Value tree's accessors: typed access with clear errors, object building and lookup, the
// ItemStack lift/lower, and equality of shared NBT/item payloads.
#include <gtest/gtest.h>

#include "protocol/item_stack.h"
#include "protocol/nbt.h"
#include "protocol/packet_value.h"

namespace craftmate::protocol {
namespace {

TEST(Value, TypedAccessAndConversions) {
  EXPECT_EQ(Value(5).as_int(), 5);
  EXPECT_EQ(Value(5).as_double(), 5.0);       // ints read as doubles
  EXPECT_EQ(Value(true).as_int(), 1);         // bools read as ints
  EXPECT_EQ(Value(3.0).as_int(), 3);          // exact doubles read as ints
  EXPECT_THROW(Value(3.5).as_int(), ValueError);
  EXPECT_EQ(Value("hi").as_string(), "hi");
  EXPECT_TRUE(Value().is_null());
  EXPECT_TRUE(Value(nullptr).is_null());
}

TEST(Value, WrongKindErrorNamesBothKinds) {
  try {
    Value("text").as_int();
    FAIL();
  } catch (const ValueError& e) {
    EXPECT_STREQ(e.what(), "expected a int value but found string");
  }
}

TEST(Value, ObjectLookupAndMissingFieldError) {
  Value v = Value::object({{"x", 1}, {"nested", Value::object({{"y", 2}})}});
  EXPECT_EQ(v["nested"]["y"].as_int(), 2);
  EXPECT_EQ(v.find("z"), nullptr);
  EXPECT_TRUE(v.contains("x"));
  try {
    (void)v["z"];
    FAIL();
  } catch (const ValueError& e) {
    EXPECT_NE(std::string(e.what()).find("missing field 'z'"), std::string::npos) << e.what();
  }
  EXPECT_THROW((void)Value(3)["x"], ValueError);
  v.set("x", 7);
  v.set("w", "new");
  EXPECT_EQ(v["x"].as_int(), 7);
  EXPECT_EQ(v.as_object().back().name, "w");
  EXPECT_EQ(v.size(), 3u);
}

TEST(Value, ArrayBoundsAreChecked) {
  Value a = Value::array({1, 2});
  EXPECT_EQ(a.at(1).as_int(), 2);
  EXPECT_THROW((void)a.at(2), ValueError);
}

TEST(Value, EqualityComparesNbtAndItemContentsNotPointers) {
  EXPECT_EQ(Value(Nbt::string("a")), Value(Nbt::string("a")));
  EXPECT_FALSE(Value(Nbt::string("a")) == Value(Nbt::string("b")));
  ItemStack s;
  s.count = 2;
  s.item_id = 9;
  EXPECT_EQ(Value(s), Value(s));
  EXPECT_FALSE(Value(1) == Value(1.0));  // kinds differ
}

TEST(Value, DebugStringIsCompactJson) {
  Value v = Value::object({{"a", Value::array({1, "x", nullptr})}, {"b", true}});
  EXPECT_EQ(v.to_debug_string(), R"({"a":[1,"x",null],"b":true})");
}

TEST(ItemStackLift, EmptyAndFullSlotsAndForeignShapes) {
  auto empty = lift_item_stack(Value::object({{"itemCount", 0}}));
  ASSERT_TRUE(empty);
  EXPECT_TRUE(empty->empty());
  Value full = Value::object({{"itemCount", 3}, {"itemId", 12}, {"addedComponentCount", 1}, {"removedComponentCount", 0},
                              {"components", Value::array({Value::object({{"type", "damage"}, {"data", 4}})})},
                              {"removeComponents", Array{}}});
  auto stack = lift_item_stack(full);
  ASSERT_TRUE(stack);
  EXPECT_EQ(stack->count, 3);
  EXPECT_EQ(stack->component("damage")->as_int(), 4);
  EXPECT_EQ(stack->component("food"), nullptr);
  EXPECT_EQ(lower_item_stack(*stack), full);
  // Another version's layout (no components array) is not lifted.
  EXPECT_FALSE(lift_item_stack(Value::object({{"itemCount", 1}, {"itemId", 3}, {"nbtData", nullptr}})));
  EXPECT_FALSE(lift_item_stack(Value(4)));
}

}  // namespace
}  // namespace craftmate::protocol
