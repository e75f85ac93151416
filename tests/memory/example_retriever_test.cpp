#include "memory/example_retriever.h"

#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <cmath>
#include <stdexcept>

#include "agents/examples.h"

namespace craftmate::memory {
namespace {

using agents::Turn;
using Example = std::vector<Turn>;

Example ex(const std::string& user) { return {{"user", user}, {"assistant", "ok"}}; }

std::vector<Example> run(ExampleRetriever& r, const std::vector<Turn>& turns) {
  boost::asio::io_context io;
  auto f = boost::asio::co_spawn(io, r.relevant(turns), boost::asio::use_future);
  io.run();
  return f.get();
}

// Embeds a text as counts of a few marker words; counts calls.
class FakeEmbedder : public agents::EmbeddingModel {
 public:
  int calls = 0;
  bool fail = false;
  boost::asio::awaitable<std::vector<float>> embed(std::string text) override {
    ++calls;
    if (fail) throw std::runtime_error("quota exceeded");
    std::vector<float> v(3, 0.f);
    v[0] = static_cast<float>(text.find("wood") != std::string::npos);
    v[1] = static_cast<float>(text.find("iron") != std::string::npos);
    v[2] = static_cast<float>(text.find("cake") != std::string::npos);
    co_return v;
  }
  std::string describe() const override { return "fake"; }
};

TEST(ExampleRetriever, SelectNumZeroSelectsAndEmbedsNothing) {
  auto embedder = std::make_shared<FakeEmbedder>();
  ExampleRetriever r({ex("get wood")}, 0, Retrieval::Embedding, embedder);
  EXPECT_TRUE(run(r, {{"user", "wood"}}).empty());
  EXPECT_EQ(embedder->calls, 0);
}

TEST(ExampleRetriever, WordOverlapMatchesMindcraftsRuleIncludingTies) {
  const std::vector<Example> examples = {ex("bake a cake"), ex("mine iron ore"), ex("collect some wood"), ex("mine iron ore")};
  ExampleRetriever r(examples, 2, Retrieval::WordOverlap);
  agents::Examples reference(examples, 2);
  for (const std::vector<Turn>& q : {std::vector<Turn>{{"user", "andy: mine iron"}}, {{"user", "nothing alike"}},
                                     {{"user", "bake cake now"}}, {{"user", "nothing alike"}}}) {
    EXPECT_EQ(run(r, q), reference.relevant(q));
  }
}

TEST(ExampleRetriever, Bm25RanksRareMatchingWordsFirstAndKeepsTieOrder) {
  // "the" is everywhere (low idf); "furnace" is in one example only.
  ExampleRetriever r({ex("the the the the"), ex("the furnace"), ex("the chest"), ex("the table")}, -1, Retrieval::Bm25);
  const auto first = run(r, {{"user", "the furnace please"}});
  ASSERT_EQ(first.size(), 4u);
  EXPECT_EQ(first[0], ex("the furnace"));
  // "chest" and "table" tie (same length, one "the"): they keep their input order.
  EXPECT_EQ(first[1], ex("the the the the"));  // tf 4 beats tf 1 on the common word
  EXPECT_EQ(first[2], ex("the chest"));
  EXPECT_EQ(first[3], ex("the table"));
  // A query matching nothing keeps the previous call's order (stable, in place).
  EXPECT_EQ(run(r, {{"user", "xyzzy"}}), first);
}

TEST(ExampleRetriever, Bm25ScoresFollowTheFormula) {
  // Key texts (user turns only): "iron" (1 word) and "wood wood" (2 words); average length 1.5.
  ExampleRetriever r({ex("iron"), ex("wood wood")}, -1, Retrieval::Bm25);
  const double idf = std::log(1 + (2 - 1 + 0.5) / (1 + 0.5));  // each word is in one of two examples
  auto s = r.bm25Scores("iron");
  EXPECT_NEAR(s[0], idf * 2.2 / (1 + 1.2 * (0.25 + 0.75 * 1 / 1.5)), 1e-12);
  EXPECT_EQ(s[1], 0);
  s = r.bm25Scores("Wood!");
  EXPECT_EQ(s[0], 0);
  EXPECT_NEAR(s[1], idf * 2 * 2.2 / (2 + 1.2 * (0.25 + 0.75 * 2 / 1.5)), 1e-12);
}

TEST(ExampleRetriever, EmbeddingsAreComputedOnceAndRankByCosine) {
  auto embedder = std::make_shared<FakeEmbedder>();
  ExampleRetriever r({ex("bake a cake"), ex("mine iron"), ex("chop wood")}, 1, Retrieval::Embedding, embedder);
  EXPECT_EQ(run(r, {{"user", "we need iron"}}), std::vector<Example>{ex("mine iron")});
  EXPECT_EQ(embedder->calls, 4);  // three examples + the prompt
  EXPECT_EQ(run(r, {{"user", "a cake please"}}), std::vector<Example>{ex("bake a cake")});
  EXPECT_EQ(embedder->calls, 5);  // one more per prompt
  EXPECT_EQ(r.lastUsed(), Retrieval::Embedding);
}

TEST(ExampleRetriever, EmbeddingFailureFallsBackToWordOverlap) {
  auto embedder = std::make_shared<FakeEmbedder>();
  embedder->fail = true;
  const std::vector<Example> examples = {ex("bake a cake"), ex("mine iron ore")};
  ExampleRetriever r(examples, 1, Retrieval::Embedding, embedder);
  agents::Examples reference(examples, 1);
  const std::vector<Turn> q = {{"user", "mine iron"}};
  EXPECT_EQ(run(r, q), reference.relevant(q));
  EXPECT_EQ(r.lastUsed(), Retrieval::WordOverlap);
}

TEST(ExampleRetriever, BadChoicesAreClearErrors) {
  EXPECT_THROW(parseRetrieval("tfidf"), std::invalid_argument);
  EXPECT_EQ(parseRetrieval("bm25"), Retrieval::Bm25);
  EXPECT_THROW(ExampleRetriever({}, 2, Retrieval::Embedding), std::invalid_argument);
}

TEST(ExampleRetriever, CosineOfVectors) {
  EXPECT_DOUBLE_EQ(agents::Examples::cosine({1, 0}, {1, 0}), 1.0);
  EXPECT_DOUBLE_EQ(agents::Examples::cosine({1, 0}, {0, 2}), 0.0);
  EXPECT_NEAR(agents::Examples::cosine({1, 1}, {1, 0}), std::sqrt(0.5), 1e-12);
  EXPECT_EQ(agents::Examples::cosine({}, {}), 0.0);
}

}  // namespace
}  // namespace craftmate::memory
