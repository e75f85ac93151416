// The registry parses every world's parameters once, by their declared types: unknown names and
// values of the wrong type are refused with the world's and the parameter's name.

#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "games/game_parameters.h"
#include "games/game_registry.h"

namespace craftmate::games {
namespace {

const std::vector<GameParameter> kDeclared = {
    {"seed", ParameterType::kInteger, "7", "a seed"},
    {"gamma", ParameterType::kReal, "1.5", "a factor"},
    {"feedback", ParameterType::kBoolean, "true", "a switch"},
    {"layout", ParameterType::kText, "cramped_room", "a name"},
};

std::string errorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "no error";
}

TEST(GameParameters, DefaultsAreTypedAndGivenValuesWin) {
  const GameParameters d = GameParameters::parse("w", kDeclared, nullptr);
  EXPECT_EQ(d.integer("seed"), 7);
  EXPECT_DOUBLE_EQ(d.real("gamma"), 1.5);
  EXPECT_TRUE(d.flag("feedback"));
  EXPECT_EQ(d.text("layout"), "cramped_room");
  EXPECT_FALSE(d.given("seed"));

  const GameParameters g =
      GameParameters::parse("w", kDeclared, {{"seed", 3}, {"gamma", 2}, {"feedback", false}, {"layout", "ring"}});
  EXPECT_EQ(g.integer("seed"), 3);
  EXPECT_DOUBLE_EQ(g.real("gamma"), 2.0);
  EXPECT_FALSE(g.flag("feedback"));
  EXPECT_EQ(g.text("layout"), "ring");
  EXPECT_TRUE(g.given("seed"));
}

TEST(GameParameters, CommandLineTextIsReadByType) {
  const GameParameters p =
      GameParameters::parse("w", kDeclared, {{"seed", "-12"}, {"gamma", "0.25"}, {"feedback", "0"}, {"layout", 5}});
  EXPECT_EQ(p.integer("seed"), -12);
  EXPECT_DOUBLE_EQ(p.real("gamma"), 0.25);
  EXPECT_FALSE(p.flag("feedback"));
  EXPECT_EQ(p.text("layout"), "5");
}

TEST(GameParameters, UnknownAndIllTypedValuesNameTheWorldAndParameter) {
  EXPECT_EQ(errorOf([] { GameParameters::parse("w", kDeclared, {{"sede", 3}}); }),
            "w has no parameter 'sede'; its parameters: seed, gamma, feedback, layout (see 'craftmate worlds')");
  EXPECT_EQ(errorOf([] { GameParameters::parse("w", kDeclared, {{"seed", "3x"}}); }),
            "w parameter 'seed' must be a whole number; got \"3x\"");
  EXPECT_EQ(errorOf([] { GameParameters::parse("w", kDeclared, {{"seed", 2.5}}); }),
            "w parameter 'seed' must be a whole number; got 2.5");
  EXPECT_EQ(errorOf([] { GameParameters::parse("w", kDeclared, {{"gamma", "fast"}}); }),
            "w parameter 'gamma' must be a number; got \"fast\"");
  EXPECT_EQ(errorOf([] { GameParameters::parse("w", kDeclared, {{"feedback", "maybe"}}); }),
            "w parameter 'feedback' must be true or false; got \"maybe\"");
  EXPECT_EQ(errorOf([] { GameParameters::parse("w", kDeclared, {{"layout", nlohmann::json::array()}}); }),
            "w parameter 'layout' must be text; got []");
  EXPECT_EQ(errorOf([] { GameParameters::parse("w", kDeclared, nlohmann::json::array()); }),
            "w parameters must be a JSON object of name: value, got []");
}

TEST(GameParameters, ReadingAnUndeclaredOrOtherTypedParameterIsTheWorldsBug) {
  const GameParameters p = GameParameters::parse("w", kDeclared, nullptr);
  EXPECT_THROW(p.integer("horizon"), std::logic_error);
  EXPECT_THROW(p.text("seed"), std::logic_error);
  EXPECT_THROW(GameParameters::parse("w", {{"n", ParameterType::kInteger, "many", ""}}, nullptr), std::logic_error);
}

// Through the registry, as `craftmate play` and `eval --world` reach a world: every built-in world
// refuses a parameter it does not declare, and a whole-number parameter given as a word.
TEST(GameParameters, EveryWorldRefusesUnknownAndIllTypedParameters) {
  for (const GameInfo& info : GameRegistry::builtIn().all()) {
    const std::string unknown = errorOf([&] { info.create({{"no_such_parameter", 1}}); });
    EXPECT_EQ(unknown.rfind(info.name + " has no parameter 'no_such_parameter'", 0), 0u) << unknown;
    for (const GameParameter& p : info.parameters) {
      if (p.type != ParameterType::kInteger) continue;
      const std::string bad = errorOf([&] { info.create({{p.name, "many"}}); });
      EXPECT_EQ(bad, info.name + " parameter '" + p.name + "' must be a whole number; got \"many\"");
    }
  }
}

}  // namespace
}  // namespace craftmate::games
