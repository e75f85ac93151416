// world::SignedArguments: the minecraft:message arguments of a command, found on its path through a
// command tree laid out as vanilla's declare_commands sends it (tell/msg/say/me, a give that signs
// nothing, selectors with spaces in their options, a redirect).

#include "world/signed_arguments.h"

#include <gtest/gtest.h>

#include "protocol/errors.h"

namespace craftmate::world {
namespace {

using protocol::Value;

Value node(int type, std::vector<int> children, std::string name = "", std::string parser = "", int redirect = -1) {
  Value flags = Value::object({{"command_node_type", type}, {"has_redirect_node", redirect >= 0 ? 1 : 0}});
  protocol::Array kids;
  for (int c : children) kids.push_back(Value(c));
  Value n = Value::object({{"flags", flags}, {"children", Value(kids)}});
  if (redirect >= 0) n.set("redirectNode", redirect);
  if (type == 1) n.set("extraNodeData", Value::object({{"name", name}}));
  if (type == 2) n.set("extraNodeData", Value::object({{"name", name}, {"parser", parser}}));
  return n;
}

// 0 root; tell <targets> <message>; msg -> tell; say <message>; me <action>;
// give <targets> <item> [<count>]; tp <targets> <location>.
Value vanillaLikeTree() {
  protocol::Array nodes{
      node(0, {1, 4, 5, 7, 9, 13}),
      node(1, {2}, "tell"),
      node(2, {3}, "targets", "minecraft:entity"),
      node(2, {}, "message", "minecraft:message"),
      node(1, {}, "msg", "", 1),
      node(1, {6}, "say"),
      node(2, {}, "message", "minecraft:message"),
      node(1, {8}, "me"),
      node(2, {}, "action", "minecraft:message"),
      node(1, {10}, "give"),
      node(2, {11}, "targets", "minecraft:entity"),
      node(2, {12}, "item", "minecraft:item_stack"),
      node(2, {}, "count", "brigadier:integer"),
      node(1, {14}, "tp"),
      node(2, {15}, "targets", "minecraft:entity"),
      node(2, {}, "location", "minecraft:vec3"),
  };
  return Value::object({{"nodes", Value(nodes)}, {"rootIndex", 0}});
}

using Args = std::vector<std::pair<std::string, std::string>>;
Args of(const SignedArguments& s, std::string_view command) {
  Args out;
  for (const auto& a : s.of(command)) out.emplace_back(a.name, a.text);
  return out;
}

TEST(SignedArguments, MessageArgumentsAreTheRestOfTheCommand) {
  const SignedArguments s(vanillaLikeTree());
  EXPECT_EQ(of(s, "tell bob hi there"), (Args{{"message", "hi there"}}));
  EXPECT_EQ(of(s, "say hello  world"), (Args{{"message", "hello  world"}}));
  EXPECT_EQ(of(s, "me waves"), (Args{{"action", "waves"}}));
}

TEST(SignedArguments, ARedirectLeadsToItsTargetsArguments) {
  const SignedArguments s(vanillaLikeTree());
  EXPECT_EQ(of(s, "msg bob psst"), (Args{{"message", "psst"}}));
}

TEST(SignedArguments, ASelectorWithSpacesInItsOptionsIsOneArgument) {
  const SignedArguments s(vanillaLikeTree());
  EXPECT_EQ(of(s, "tell @a[distance=..5, limit=1] meet at spawn"), (Args{{"message", "meet at spawn"}}));
  EXPECT_EQ(of(s, "tell \"bob smith\" hi"), (Args{{"message", "hi"}}));
}

TEST(SignedArguments, CommandsWithoutAMessageOrUnknownToTheTreeSignNothing) {
  const SignedArguments s(vanillaLikeTree());
  EXPECT_TRUE(s.of("give bob stone 3").empty());
  EXPECT_TRUE(s.of("tp bob 1 2 3").empty());
  EXPECT_TRUE(s.of("tell bob").empty());  // no message given
  EXPECT_TRUE(s.of("fly away").empty());
  EXPECT_TRUE(SignedArguments().of("tell bob hi").empty());  // no tree yet
}

TEST(SignedArguments, AChildOutsideTheNodeListIsRefusedNamingIt) {
  Value tree = vanillaLikeTree();
  tree.set("rootIndex", 40);
  try {
    SignedArguments s(tree);
    FAIL() << "accepted";
  } catch (const protocol::DecodeError& e) {
    EXPECT_NE(std::string(e.what()).find("root 40 is not one of the 16 nodes"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace craftmate::world
