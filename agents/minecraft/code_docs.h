#pragma once
// MINDcraft's SkillLibrary (mindcraft.md §6.3): the docs of the skills and world queries that
// !newAction code may call (data/code_docs.json, taken from MINDcraft's skills.js and world.js),
// and the $CODE_DOCS text of a coding prompt.

#include <string>
#include <vector>

#include "agents/models/chat_model.h"

namespace craftmate::agents::minecraft {

// "skills.<name>\n<doc>" per function, in MINDcraft's order.
const std::vector<std::string>& codeDocs();
// The functions that return a Promise ("skills.collectBlock", "world.isClearPath", ...).
const std::vector<std::string>& asyncCodeFunctions();

// The coding request: the text inside `!newAction(...)` of the latest non-system turn using it, or "".
std::string codeTaskQuery(const std::vector<Turn>& messages);

// "$CODE_DOCS": the `count` docs (-1: all) most relevant to `query` by word overlap with each doc's
// name and first line, then skills.placeBlock, skills.wait and skills.breakBlockAt, which are always
// shown.
std::string relevantCodeDocs(const std::string& query, int count);

}  // namespace craftmate::agents::minecraft
