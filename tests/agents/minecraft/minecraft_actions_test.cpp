// The table of action commands (agents/minecraft/minecraft_actions.cpp) against MINDcraft's
// definitions: every action is run either by the agent itself or by exactly one row of the table,
// and no row names something that is not an action.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "agents/agent.h"
#include "agents/minecraft/minecraft_agent_world.h"
#include "commands/mindcraft_commands.h"

namespace craftmate::agents::minecraft {
namespace {

TEST(MinecraftActions, EveryActionCommandIsBoundOnce) {
  std::set<std::string> agentRun;
  for (const auto& def : agentCommandDefinitions()) agentRun.insert(def.name);
  const std::vector<std::string> bound = MinecraftAgentWorld::boundActionNames();
  const std::set<std::string> boundSet(bound.begin(), bound.end());
  ASSERT_EQ(boundSet.size(), bound.size());

  std::set<std::string> actions;
  for (const auto& def : commands::mindcraftCommands()) {
    if (def.kind != commands::CommandKind::Action) continue;
    actions.insert(def.name);
    const bool byAgent = agentRun.count(def.name) > 0, byTable = boundSet.count(def.name) > 0;
    EXPECT_NE(byAgent, byTable) << def.name << (byAgent ? " is run by the agent and bound too" : " is not bound");
  }
  for (const std::string& name : bound) EXPECT_TRUE(actions.count(name)) << name << " is bound but is not an action";
}

}  // namespace
}  // namespace craftmate::agents::minecraft
