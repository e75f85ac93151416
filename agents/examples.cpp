#include "agents/examples.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "agents/turn_text.h"

namespace craftmate::agents {

namespace {

// text.replace(/[^a-zA-Z ]/g,'').toLowerCase().split(' '): empty words and duplicates are kept.
std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out(1);
  for (char c : text) {
    if (c == ' ') out.emplace_back();
    else if (std::isalpha(static_cast<unsigned char>(c))) out.back() += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

}  // namespace

double Examples::wordOverlap(const std::string& a, const std::string& b) {
  const std::vector<std::string> w1 = words(a), w2 = words(b);
  size_t common = 0;
  for (const std::string& w : w1) common += std::find(w2.begin(), w2.end(), w) != w2.end();
  const double denominator = static_cast<double>(w1.size() + w2.size()) - static_cast<double>(common);
  return denominator == 0 ? 0 : static_cast<double>(common) / denominator;
}

double Examples::cosine(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size() || a.empty()) return 0;
  double dot = 0, na = 0, nb = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    dot += static_cast<double>(a[i]) * b[i];
    na += static_cast<double>(a[i]) * a[i];
    nb += static_cast<double>(b[i]) * b[i];
  }
  return na == 0 || nb == 0 ? 0 : dot / (std::sqrt(na) * std::sqrt(nb));
}

std::vector<std::vector<Turn>> Examples::relevant(const std::vector<Turn>& turns) {
  if (selectNum_ == 0 || examples_.empty()) return {};
  const std::string key = turnsKeyText(turns);
  std::vector<double> scores;
  std::vector<size_t> order(examples_.size());
  for (size_t i = 0; i < examples_.size(); ++i) {
    order[i] = i;
    scores.push_back(wordOverlap(key, turnsKeyText(examples_[i])));
  }
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return scores[x] > scores[y]; });
  // MINDcraft sorts its stored array in place, so ties keep the order of the previous call.
  std::vector<std::vector<Turn>> sorted;
  for (size_t i : order) sorted.push_back(examples_[i]);
  examples_ = sorted;
  const size_t n = selectNum_ < 0 ? sorted.size() : std::min(sorted.size(), static_cast<size_t>(selectNum_));
  sorted.resize(n);
  return sorted;
}

std::string Examples::render(const std::vector<Turn>& turns) { return renderExamples(relevant(turns)); }

std::string renderExamples(const std::vector<std::vector<Turn>>& examples) {
  std::string text = "Examples of how to respond:\n";
  int i = 1;
  for (const auto& example : examples) {
    text += "Example " + std::to_string(i++) + ":\n" + stringifyTurns(example) + "\n\n";
  }
  return text;
}

}  // namespace craftmate::agents
