#pragma once
// Where the tests find the released MineCollab task files (never copied into the repository).

#include <string>

namespace craftmate::tasks {

inline std::string minecollabDir() { return std::string(CRAFTMATE_SHARED_DIR) + "/data/minecollab"; }
inline std::string minecollabFile(const std::string& relative) { return minecollabDir() + "/" + relative; }

}  // namespace craftmate::tasks
