// The modes craftmate gives a task type's agents are those of MINDcraft's own task profiles.
#include "tasks/task_profile_modes.h"

#include <gtest/gtest.h>

#include <fstream>

namespace craftmate::tasks {
namespace {

nlohmann::json mindcraftProfileModes(const std::string& file) {
  std::ifstream in(std::string(CRAFTMATE_SHARED_DIR) + "/data/mindcraft_profiles/tasks/" + file);
  EXPECT_TRUE(in) << file;
  return nlohmann::json::parse(in).at("modes");
}

TEST(TaskProfileModes, AreTheModesOfMindcraftsTaskProfiles) {
  EXPECT_EQ(taskProfileModes(TaskType::Techtree), mindcraftProfileModes("crafting_profile.json"));
  EXPECT_EQ(taskProfileModes(TaskType::Cooking), mindcraftProfileModes("cooking_profile.json"));
  EXPECT_EQ(taskProfileModes(TaskType::Construction), mindcraftProfileModes("construction_profile.json"));
}

TEST(TaskProfileModes, OtherTypesHaveNone) {
  EXPECT_TRUE(taskProfileModes(TaskType::Debug).is_null());
  EXPECT_TRUE(taskProfileModes(TaskType::Other).is_null());
}

}  // namespace
}  // namespace craftmate::tasks
