#pragma once
// MINDcraft's skill docs (mindcraft.md §6.3): the docs of the skills and world queries that
// !newAction code may call (data/code_docs.json, taken from MINDcraft's skills.js and world.js),
// and the $CODE_DOCS text of a coding prompt.

#include <memory>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

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

// MINDcraft's SkillLibrary (src/agent/library/skill_library.js) for one agent: with an embedding
// model, $CODE_DOCS ranks the docs by cosine similarity between the query's embedding and each
// doc's (its name and first line, embedded once on first use); without one, or once the model has
// failed (MINDcraft's warning on stderr), by word overlap as relevantCodeDocs does.
class SkillLibrary {
 public:
  explicit SkillLibrary(std::shared_ptr<EmbeddingModel> embedding) : embedding_(std::move(embedding)) {}
  boost::asio::awaitable<std::string> relevantDocs(std::string query, int count);
  bool usesEmbeddings() const { return embedding_ != nullptr; }

 private:
  std::shared_ptr<EmbeddingModel> embedding_;
  std::vector<std::vector<float>> docEmbeddings_;  // by doc, once embedded
};

}  // namespace craftmate::agents::minecraft
