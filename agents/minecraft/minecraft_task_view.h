#pragma once
// What a Minecraft agent's commands need from the MineCollab task it plays (mindcraft.md §1.1 blueprint
// commands, §3.1 checkTaskDone, §8.5, §8.6). tasks/ depends on agents/, so the agent side declares this
// seam and tasks/ implements it (one object per task, shared by the task's agents); a run without a task
// passes nullptr, and the blueprint commands then explain that there is no construction task.
//
// Threading: called on the asking bot's executor. An implementation shared by bots on different
// executors must not keep unsynchronised mutable state.

#include <functional>
#include <optional>
#include <string>

namespace craftmate::agents::minecraft {

// The registry name of the block at a world position as the asking bot sees it ("air" when not
// loaded), without block-state properties: what MINDcraft's blueprint checks compare.
using BlockNameAt = std::function<std::string(int x, int y, int z)>;

class MinecraftTaskView {
 public:
  virtual ~MinecraftTaskView() = default;

  // Construction tasks have a blueprint; the four blueprint commands need one.
  virtual bool hasBlueprint() const = 0;
  // !getBlueprint: blueprint.explain() (§8.6), not padded.
  virtual std::string explainBlueprint() const = 0;
  // !getBlueprintLevel(levelNum): blueprint.explainLevel(levelNum). An index with no level gives a
  // text saying so and how many levels there are.
  virtual std::string explainBlueprintLevel(int levelNum) const = 0;
  // !checkBlueprintLevel(levelNum): "Level <n> is correct" when nothing is missing, else
  // explainLevelDifference(levelNum), as MINDcraft's checkLevelBlueprint.
  virtual std::string checkBlueprintLevel(int levelNum, const BlockNameAt& world) const = 0;
  // !checkBlueprint: "Blueprint is correct", else explainBlueprintDifference.
  virtual std::string checkBlueprint(const BlockNameAt& world) const = 0;

  // MINDcraft's task.isDone() for this agent: the score once the task has ended (success, timeout,
  // missing agents), else nullopt. Checked on the agent's update tick and before every message.
  virtual std::optional<double> score(const std::string& agentName) const = 0;
};

}  // namespace craftmate::agents::minecraft
