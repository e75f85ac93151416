#include "memory/example_retriever.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <numeric>
#include <stdexcept>

#include "agents/examples.h"
#include "agents/turn_text.h"

namespace craftmate::memory {

namespace {

// Lower-case runs of letters; everything else separates words.
std::vector<std::string> tokens(const std::string& text) {
  std::vector<std::string> out;
  std::string word;
  for (char c : text) {
    if (std::isalpha(static_cast<unsigned char>(c))) {
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (!word.empty()) {
      out.push_back(std::move(word));
      word.clear();
    }
  }
  if (!word.empty()) out.push_back(std::move(word));
  return out;
}

constexpr double kK1 = 1.2;
constexpr double kB = 0.75;

}  // namespace

Retrieval parseRetrieval(const std::string& name) {
  if (name == "word_overlap") return Retrieval::WordOverlap;
  if (name == "bm25") return Retrieval::Bm25;
  if (name == "embedding") return Retrieval::Embedding;
  throw std::invalid_argument("unknown example retrieval '" + name + "'; use word_overlap, bm25 or embedding");
}

std::shared_ptr<ExampleRetriever> conversationExampleRetriever(std::vector<std::vector<agents::Turn>> examples,
                                                               int selectNum, const std::string& mode,
                                                               std::shared_ptr<agents::EmbeddingModel> embedder) {
  const Retrieval chosen = !mode.empty() ? parseRetrieval(mode) : embedder ? Retrieval::Embedding : Retrieval::WordOverlap;
  if (chosen != Retrieval::Embedding) embedder.reset();  // never embed for an offline ranking
  return std::make_shared<ExampleRetriever>(std::move(examples), selectNum, chosen, std::move(embedder));
}

ExampleRetriever::ExampleRetriever(std::vector<std::vector<agents::Turn>> examples, int selectNum, Retrieval mode,
                                   std::shared_ptr<agents::EmbeddingModel> embedder)
    : selectNum_(selectNum), mode_(mode), lastUsed_(mode), embedder_(std::move(embedder)) {
  if (mode_ == Retrieval::Embedding && !embedder_) {
    throw std::invalid_argument("embedding retrieval needs an embedding model; give one or use bm25/word_overlap");
  }
  for (auto& e : examples) {
    Entry entry;
    entry.key = agents::turnsKeyText(e);
    entry.words = tokens(entry.key);
    entry.turns = std::move(e);
    entries_.push_back(std::move(entry));
  }
}

std::vector<double> ExampleRetriever::bm25Scores(const std::string& query) const {
  const double n = static_cast<double>(entries_.size());
  double totalLength = 0;
  std::map<std::string, int> documentFrequency;
  for (const auto& e : entries_) {
    totalLength += static_cast<double>(e.words.size());
    std::vector<std::string> unique = e.words;
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    for (const auto& w : unique) ++documentFrequency[w];
  }
  const double averageLength = n == 0 ? 0 : totalLength / n;
  std::vector<std::string> queryWords = tokens(query);
  std::sort(queryWords.begin(), queryWords.end());
  queryWords.erase(std::unique(queryWords.begin(), queryWords.end()), queryWords.end());
  std::vector<double> scores;
  for (const auto& e : entries_) {
    double score = 0;
    const double length = static_cast<double>(e.words.size());
    for (const auto& q : queryWords) {
      const auto df = documentFrequency.find(q);
      if (df == documentFrequency.end()) continue;
      const double tf = static_cast<double>(std::count(e.words.begin(), e.words.end(), q));
      if (tf == 0) continue;
      const double idf = std::log(1 + (n - df->second + 0.5) / (df->second + 0.5));
      const double norm = averageLength == 0 ? 1 : (1 - kB + kB * length / averageLength);
      score += idf * tf * (kK1 + 1) / (tf + kK1 * norm);
    }
    scores.push_back(score);
  }
  return scores;
}

std::vector<std::vector<agents::Turn>> ExampleRetriever::rankBy(const std::vector<double>& scores) {
  std::vector<size_t> order(entries_.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return scores[x] > scores[y]; });
  std::vector<Entry> sorted;
  for (size_t i : order) sorted.push_back(std::move(entries_[i]));
  entries_ = std::move(sorted);  // the next call starts from this order (ties keep it)
  const size_t n = selectNum_ < 0 ? entries_.size() : std::min(entries_.size(), static_cast<size_t>(selectNum_));
  std::vector<std::vector<agents::Turn>> out;
  for (size_t i = 0; i < n; ++i) out.push_back(entries_[i].turns);
  return out;
}

boost::asio::awaitable<std::vector<std::vector<agents::Turn>>> ExampleRetriever::relevant(std::vector<agents::Turn> turns) {
  if (selectNum_ == 0 || entries_.empty()) co_return std::vector<std::vector<agents::Turn>>{};
  const std::string key = agents::turnsKeyText(turns);
  std::vector<double> scores;
  lastUsed_ = mode_;
  if (mode_ == Retrieval::Embedding) {
    try {
      if (!embedded_) {
        for (auto& e : entries_) e.embedding = co_await embedder_->embed(e.key);
        embedded_ = true;
      }
      const std::vector<float> query = co_await embedder_->embed(key);
      for (const auto& e : entries_) scores.push_back(agents::Examples::cosine(query, e.embedding));
    } catch (const std::runtime_error&) {
      scores.clear();
      lastUsed_ = Retrieval::WordOverlap;
    }
  }
  if (lastUsed_ == Retrieval::Bm25) scores = bm25Scores(key);
  if (lastUsed_ == Retrieval::WordOverlap) {
    for (const auto& e : entries_) scores.push_back(agents::Examples::wordOverlap(key, e.key));
  }
  co_return rankBy(scores);
}

}  // namespace craftmate::memory
