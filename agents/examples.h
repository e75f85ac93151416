#pragma once
// Few-shot example selection (mindcraft.md §6.1, §6.2): the examples most similar to the current
// conversation fill $EXAMPLES. Offline, MINDcraft's word-overlap rule, reproduced exactly
// (including its stable sort that keeps the previous call's order for ties).

#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "agents/models/chat_model.h"

namespace craftmate::agents {

// Chooses the examples for $EXAMPLES. The Prompter uses Examples (word overlap) unless given
// another selector, such as memory::ExampleRetriever (BM25, or embeddings when the profile has an
// embedding model).
class ExampleSelector {
 public:
  virtual ~ExampleSelector() = default;
  virtual boost::asio::awaitable<std::vector<std::vector<Turn>>> relevant(std::vector<Turn> turns) = 0;
};

// "$EXAMPLES" text: "Examples of how to respond:\n" + "Example <i>:\n<turns>\n\n" per example.
std::string renderExamples(const std::vector<std::vector<Turn>>& examples);

class Examples {
 public:
  Examples(std::vector<std::vector<Turn>> examples, int selectNum)
      : examples_(std::move(examples)), selectNum_(selectNum) {}

  // The `selectNum` most relevant examples for `turns` (none when selectNum is 0).
  std::vector<std::vector<Turn>> relevant(const std::vector<Turn>& turns);
  // renderExamples(relevant(turns)).
  std::string render(const std::vector<Turn>& turns);

  // MINDcraft's word-overlap score between two texts.
  static double wordOverlap(const std::string& a, const std::string& b);
  // MINDcraft's cosineSimilarity of two embeddings; 0 when they are empty or differ in length.
  static double cosine(const std::vector<float>& a, const std::vector<float>& b);

 private:
  std::vector<std::vector<Turn>> examples_;
  int selectNum_;
};

}  // namespace craftmate::agents
