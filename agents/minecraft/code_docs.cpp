#include "agents/minecraft/code_docs.h"

#include <algorithm>
#include <iostream>
#include <regex>

#include <nlohmann/json.hpp>

#include "agents/examples.h"

namespace craftmate::agents::minecraft {

namespace builtin {
std::string_view codeDocsJson();
}

namespace {

const nlohmann::json& data() {
  static const nlohmann::json json = nlohmann::json::parse(builtin::codeDocsJson());
  return json;
}

// What MINDcraft embeds for a doc: its first two lines joined.
std::string nameAndFirstLine(const std::string& doc) {
  const size_t first = doc.find('\n');
  if (first == std::string::npos) return doc;
  const size_t second = doc.find('\n', first + 1);
  return doc.substr(0, first) + doc.substr(first + 1, second == std::string::npos ? std::string::npos : second - first - 1);
}

}  // namespace

const std::vector<std::string>& codeDocs() {
  static const std::vector<std::string> docs = data().at("docs").get<std::vector<std::string>>();
  return docs;
}

const std::vector<std::string>& asyncCodeFunctions() {
  static const std::vector<std::string> names = data().at("async").get<std::vector<std::string>>();
  return names;
}

std::string codeTaskQuery(const std::vector<Turn>& messages) {
  static const std::regex call(R"(!newAction\((.*?)\))");
  for (auto it = messages.rbegin(); it != messages.rend(); ++it) {
    if (it->role == "system" || it->content.find("!newAction(") == std::string::npos) continue;
    std::smatch m;
    return std::regex_search(it->content, m, call) ? m[1].str() : std::string();
  }
  return "";
}

namespace {

// The docs ranked by `scores` (a stable sort: ties keep MINDcraft's order), the first `count` (-1:
// all) of them, then the always-shown ones.
std::string selectedDocs(const std::vector<double>& scores, int count) {
  const auto& docs = codeDocs();
  std::vector<size_t> order(docs.size());
  for (size_t i = 0; i < docs.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return scores[a] > scores[b]; });
  if (count < 0 || static_cast<size_t>(count) > order.size()) count = static_cast<int>(order.size());
  std::vector<std::string> selected;
  auto add = [&](const std::string& doc) {
    if (std::find(selected.begin(), selected.end(), doc) == selected.end()) selected.push_back(doc);
  };
  for (int i = 0; i < count; ++i) add(docs[order[i]]);
  for (const char* always : {"skills.placeBlock", "skills.wait", "skills.breakBlockAt"}) {
    // MINDcraft takes the first doc that mentions the name anywhere.
    auto it = std::find_if(docs.begin(), docs.end(), [&](const std::string& d) { return d.find(always) != std::string::npos; });
    if (it != docs.end()) add(*it);
  }
  std::string text = "#### RELEVANT CODE DOCS ###\nThe following functions are available to use:\n";
  for (size_t i = 0; i < selected.size(); ++i) text += (i ? "\n### " : "") + selected[i];
  return text;
}

std::string queryOrFiller(const std::string& query) { return query.empty() ? "(no message)" : query; }

}  // namespace

std::string relevantCodeDocs(const std::string& query, int count) {
  const auto& docs = codeDocs();
  std::vector<double> scores(docs.size(), 0);
  if (count != -1)
    for (size_t i = 0; i < docs.size(); ++i) scores[i] = Examples::wordOverlap(queryOrFiller(query), nameAndFirstLine(docs[i]));
  return selectedDocs(scores, count);
}

boost::asio::awaitable<std::string> SkillLibrary::relevantDocs(std::string query, int count) {
  if (!embedding_ || count == -1) co_return relevantCodeDocs(query, count);
  try {
    if (docEmbeddings_.empty())
      for (const std::string& doc : codeDocs()) docEmbeddings_.push_back(co_await embedding_->embed(nameAndFirstLine(doc)));
    const std::vector<float> message = co_await embedding_->embed(queryOrFiller(query));
    std::vector<double> scores;
    for (const auto& doc : docEmbeddings_) scores.push_back(Examples::cosine(message, doc));
    co_return selectedDocs(scores, count);
  } catch (const std::runtime_error& e) {
    std::cerr << "Error with embedding model, using word-overlap instead. (" << e.what() << ")\n";
    embedding_.reset();
    docEmbeddings_.clear();
  }
  co_return relevantCodeDocs(query, count);
}

}  // namespace craftmate::agents::minecraft
