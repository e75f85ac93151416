#pragma once
// Few-shot example retrieval with a selectable ranking (mindcraft.md §6.1, §6.2):
// * Embedding: cosine similarity between the prompt's embedding and each example's (MINDcraft's
//   default when the profile has an embedding model). The examples are embedded once, on first use,
//   and cached; each prompt costs one embedding. If the model fails, word overlap is used instead,
//   as MINDcraft does.
// * WordOverlap: MINDcraft's offline rule (agents::Examples::wordOverlap).
// * Bm25: Okapi BM25 (k1 = 1.2, b = 0.75) over lower-case letter words, a better offline option.
// In every mode the ranking is a stable sort of the stored order, kept between calls, so ties keep
// the previous call's order exactly as MINDcraft's in-place sort does; selectNum 0 selects nothing
// (and embeds nothing), a negative selectNum selects all.

#include <memory>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "agents/examples.h"
#include "agents/models/chat_model.h"

namespace craftmate::memory {

enum class Retrieval { WordOverlap, Bm25, Embedding };

// "word_overlap", "bm25", "embedding"; throws std::invalid_argument naming the choices.
Retrieval parseRetrieval(const std::string& name);

class ExampleRetriever;

// The retriever for an agent's conversation examples. `mode` "" is MINDcraft's choice: embeddings
// when the profile implies an embedding model (`embedder` not null), else word overlap; otherwise
// a parseRetrieval() name ("embedding" without a model is an error naming the fix).
std::shared_ptr<ExampleRetriever> conversationExampleRetriever(std::vector<std::vector<agents::Turn>> examples,
                                                               int selectNum, const std::string& mode,
                                                               std::shared_ptr<agents::EmbeddingModel> embedder);

class ExampleRetriever : public agents::ExampleSelector {
 public:
  ExampleRetriever(std::vector<std::vector<agents::Turn>> examples, int selectNum, Retrieval mode,
                   std::shared_ptr<agents::EmbeddingModel> embedder = nullptr);

  boost::asio::awaitable<std::vector<std::vector<agents::Turn>>> relevant(std::vector<agents::Turn> turns) override;

  // Scores of `query` against each stored example in the current stored order (tests, diagnostics).
  std::vector<double> bm25Scores(const std::string& query) const;
  // How the last call ranked (Embedding falls back to WordOverlap on a model failure).
  Retrieval lastUsed() const { return lastUsed_; }

 private:
  struct Entry {
    std::vector<agents::Turn> turns;
    std::string key;                 // turnsKeyText
    std::vector<std::string> words;  // BM25 tokens
    std::vector<float> embedding;
  };
  std::vector<std::vector<agents::Turn>> rankBy(const std::vector<double>& scores);

  std::vector<Entry> entries_;
  int selectNum_;
  Retrieval mode_;
  Retrieval lastUsed_;
  std::shared_ptr<agents::EmbeddingModel> embedder_;
  bool embedded_ = false;
};

}  // namespace craftmate::memory
