// $CODE_DOCS (MINDcraft's SkillLibrary): the docs most relevant to a !newAction request, by an
// embedding model when the agent has one, by word overlap otherwise or once the model fails.

#include <gtest/gtest.h>

#include <stdexcept>

#include "agents/minecraft/code_docs.h"
#include "tests/agents/async_test_support.h"

namespace craftmate::agents::minecraft {
namespace {

// Puts the craftRecipe doc and any text with "ZEBRA" on one axis, everything else on the other;
// counts its calls; fails every call once `broken`.
class AxisEmbedder : public EmbeddingModel {
 public:
  int calls = 0;
  bool broken = false;
  boost::asio::awaitable<std::vector<float>> embed(std::string text) override {
    ++calls;
    if (broken) throw std::runtime_error("embedding service down");
    const bool near = text.find("skills.craftRecipe") != std::string::npos || text.find("ZEBRA") != std::string::npos;
    co_return near ? std::vector<float>{1, 0} : std::vector<float>{0, 1};
  }
  std::string describe() const override { return "test/axis"; }
};

// The docs' first lines ("skills.collectBlock", ...) in the order $CODE_DOCS lists them.
std::vector<std::string> names(const std::string& codeDocs) {
  std::vector<std::string> out;
  const std::string header = "#### RELEVANT CODE DOCS ###\nThe following functions are available to use:\n";
  EXPECT_EQ(codeDocs.rfind(header, 0), 0u) << codeDocs;
  std::string rest = codeDocs.substr(header.size());
  for (size_t at = 0; at != std::string::npos;) {
    out.push_back(rest.substr(at, rest.find('\n', at) - at));
    at = rest.find("\n### ", at);
    if (at != std::string::npos) at += 5;
  }
  return out;
}

const std::vector<std::string> kAlwaysShown = {"skills.placeBlock", "skills.wait", "skills.breakBlockAt"};

TEST(CodeDocs, WordOverlapRanksByTheRequestsWords) {
  const auto shown = names(relevantCodeDocs("collect one given block type", 1));
  ASSERT_EQ(shown.size(), 4u);
  EXPECT_EQ(shown[0], "skills.collectBlock");
  EXPECT_EQ(std::vector<std::string>(shown.begin() + 1, shown.end()), kAlwaysShown);
  EXPECT_EQ(names(relevantCodeDocs("anything", -1)).size(), codeDocs().size());
}

TEST(CodeDocs, AnEmbeddingModelRanksByCosineSimilarity) {
  boost::asio::io_context io;
  auto embedder = std::make_shared<AxisEmbedder>();
  SkillLibrary library(embedder);
  // "ZEBRA" shares no word with any doc: word overlap would keep the docs' own order.
  const auto shown = names(testing::runScenario(io, library.relevantDocs("ZEBRA", 2)));
  ASSERT_EQ(shown.size(), 5u);
  EXPECT_EQ(shown[0], "skills.craftRecipe");
  EXPECT_EQ(shown[1], codeDocs().front().substr(0, codeDocs().front().find('\n')));  // ties keep the docs' order
  EXPECT_EQ(std::vector<std::string>(shown.begin() + 2, shown.end()), kAlwaysShown);
  EXPECT_NE(names(relevantCodeDocs("ZEBRA", 2))[0], "skills.craftRecipe");
  // Every doc was embedded once, then the request; the next request embeds only itself.
  EXPECT_EQ(embedder->calls, static_cast<int>(codeDocs().size()) + 1);
  testing::runScenario(io, library.relevantDocs("craft ZEBRA", 1));
  EXPECT_EQ(embedder->calls, static_cast<int>(codeDocs().size()) + 2);
  EXPECT_TRUE(library.usesEmbeddings());
}

TEST(CodeDocs, AFailingEmbeddingModelFallsBackToWordOverlap) {
  boost::asio::io_context io;
  auto embedder = std::make_shared<AxisEmbedder>();
  embedder->broken = true;
  SkillLibrary library(embedder);
  EXPECT_EQ(testing::runScenario(io, library.relevantDocs("collectBlock oak_log", 1)), relevantCodeDocs("collectBlock oak_log", 1));
  EXPECT_FALSE(library.usesEmbeddings());
  const int calls = embedder->calls;
  embedder->broken = false;  // MINDcraft drops the model for good
  EXPECT_EQ(testing::runScenario(io, library.relevantDocs("ZEBRA", 1)), relevantCodeDocs("ZEBRA", 1));
  EXPECT_EQ(embedder->calls, calls);
  // Without a model: word overlap.
  SkillLibrary plain(nullptr);
  EXPECT_EQ(testing::runScenario(io, plain.relevantDocs("collectBlock oak_log", 3)), relevantCodeDocs("collectBlock oak_log", 3));
}

}  // namespace
}  // namespace craftmate::agents::minecraft
