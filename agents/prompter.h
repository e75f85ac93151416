#pragma once
// Filling the profile's prompt templates and asking the model (mindcraft.md §7.1, §7.3).

#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "agents/examples.h"
#include "agents/models/chat_model.h"
#include "agents/profile.h"
#include "agents/trajectory_sink.h"

namespace craftmate::agents {

// Placeholder values for one prompt. `extra` holds a world's own placeholders (without '$').
struct PromptValues {
  std::string name, stats, inventory, action, commandDocs, codeDocs, memory, selfPrompt;
  std::vector<Turn> toSummarize;
  std::vector<Turn> convo;
  std::map<std::string, std::string> extra;
};

// replaceStrings in MINDcraft's order ($NAME, $STATS, $INVENTORY, world placeholders, $ACTION,
// $COMMAND_DOCS, $CODE_DOCS, $EXAMPLES when `examples` is given, $MEMORY, $TO_SUMMARIZE, $CONVO,
// $SELF_PROMPT); replacement is sequential, as in JavaScript's chained replaceAll.
std::string fillPrompt(std::string prompt, const PromptValues& values, const std::string* examples = nullptr);

// "$SELF_PROMPT" text for a goal: `YOUR CURRENT ASSIGNED GOAL: "<goal>"\n`, or "" without one.
std::string selfPromptText(const std::string& goal);

class Prompter {
 public:
  Prompter(Profile profile, std::shared_ptr<ChatModel> model, int numExamples, TrajectorySink* sink = nullptr);

  // promptConvo: up to 3 attempts; a reply that invents a partner turn ("(FROM OTHER BOT)") is
  // retried; a call overtaken by a newer one returns ""; text through "</think>" is dropped.
  boost::asio::awaitable<std::string> promptConvo(const std::vector<Turn>& messages, PromptValues values);
  // promptCoding: the `coding` template, $CODE_DOCS from values.codeDocs and $EXAMPLES from the
  // profile's coding examples (word overlap), sent to the code model (MINDcraft's code_model); while
  // one coding request is in flight another answers "```//no response```" at once, as MINDcraft's does.
  boost::asio::awaitable<std::string> promptCoding(const std::vector<Turn>& messages, PromptValues values);
  // promptMemSaving: the new memory text from the `saving_memory` template.
  boost::asio::awaitable<std::string> promptMemSaving(const std::vector<Turn>& toSummarize, PromptValues values);
  // promptShouldRespondToBot: true iff the model answers exactly "respond" (trimmed, lower case).
  boost::asio::awaitable<bool> promptShouldRespondToBot(const std::vector<Turn>& history, const std::string& message,
                                                        PromptValues values);

  // Replaces the word-overlap example selection (e.g. with memory::ExampleRetriever).
  void setExampleSelector(std::shared_ptr<ExampleSelector> selector) { selector_ = std::move(selector); }
  // The profile's `code_model` (makeCodeModel): promptCoding asks it; null asks the chat model.
  void setCodeModel(std::shared_ptr<ChatModel> model) { codeModel_ = std::move(model); }
  // The profile's embedding model (makeEmbeddingModel), for what a world ranks by relevance (the
  // coder's $CODE_DOCS); null: word overlap.
  void setEmbeddingModel(std::shared_ptr<EmbeddingModel> model) { embedding_ = std::move(model); }
  const std::shared_ptr<EmbeddingModel>& embeddingModel() const { return embedding_; }

  const Profile& profile() const { return profile_; }
  void setCooldown(std::chrono::milliseconds cooldown) { cooldown_ = cooldown; }

 private:
  boost::asio::awaitable<void> waitForCooldown();
  boost::asio::awaitable<std::string> ask(ChatModel& model, const std::string& purpose, std::vector<Turn> turns,
                                          std::string system);

  Profile profile_;
  std::shared_ptr<ChatModel> model_;
  std::shared_ptr<ChatModel> codeModel_;
  std::shared_ptr<EmbeddingModel> embedding_;
  std::shared_ptr<ExampleSelector> selector_;
  Examples codingExamples_;
  bool awaitingCoding_ = false;
  TrajectorySink* sink_;
  std::chrono::milliseconds cooldown_;
  std::chrono::steady_clock::time_point lastPrompt_{};
  unsigned long long convoGeneration_ = 0;
};

}  // namespace craftmate::agents
