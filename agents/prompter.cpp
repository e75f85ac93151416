#include "agents/prompter.h"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "agents/turn_text.h"

namespace craftmate::agents {

namespace {

void replaceAll(std::string& text, const std::string& key, const std::string& value) {
  for (size_t pos = text.find(key); pos != std::string::npos; pos = text.find(key, pos + value.size())) {
    text.replace(pos, key.size(), value);
  }
}

std::string afterThink(const std::string& text) {
  const size_t end = text.find("</think>");
  return end == std::string::npos ? text : text.substr(end + 8);
}

// MINDcraft's offline selection behind the selector interface.
class WordOverlapSelector : public ExampleSelector {
 public:
  WordOverlapSelector(std::vector<std::vector<Turn>> examples, int selectNum) : examples_(std::move(examples), selectNum) {}
  boost::asio::awaitable<std::vector<std::vector<Turn>>> relevant(std::vector<Turn> turns) override {
    co_return examples_.relevant(turns);
  }

 private:
  Examples examples_;
};

}  // namespace

std::string selfPromptText(const std::string& goal) {
  return goal.empty() ? std::string() : "YOUR CURRENT ASSIGNED GOAL: \"" + goal + "\"\n";
}

std::string fillPrompt(std::string prompt, const PromptValues& v, const std::string* examples) {
  replaceAll(prompt, "$NAME", v.name);
  replaceAll(prompt, "$STATS", v.stats);
  replaceAll(prompt, "$INVENTORY", v.inventory);
  for (const auto& [key, value] : v.extra) replaceAll(prompt, "$" + key, value);
  replaceAll(prompt, "$ACTION", v.action);
  replaceAll(prompt, "$COMMAND_DOCS", v.commandDocs);
  replaceAll(prompt, "$CODE_DOCS", v.codeDocs);
  if (examples != nullptr) replaceAll(prompt, "$EXAMPLES", *examples);
  replaceAll(prompt, "$MEMORY", v.memory);
  replaceAll(prompt, "$TO_SUMMARIZE", stringifyTurns(v.toSummarize));
  replaceAll(prompt, "$CONVO", "Recent conversation:\n" + stringifyTurns(v.convo));
  replaceAll(prompt, "$SELF_PROMPT", v.selfPrompt);
  return prompt;
}

Prompter::Prompter(Profile profile, std::shared_ptr<ChatModel> model, int numExamples, TrajectorySink* sink)
    : profile_(std::move(profile)),
      model_(std::move(model)),
      selector_(std::make_shared<WordOverlapSelector>(profile_.conversationExamples(), numExamples)),
      codingExamples_(profile_.codingExamples(), numExamples),
      sink_(sink),
      cooldown_(profile_.cooldownMs()) {}

boost::asio::awaitable<void> Prompter::waitForCooldown() {
  const auto now = std::chrono::steady_clock::now();
  const auto ready = lastPrompt_ + cooldown_;
  if (lastPrompt_ != std::chrono::steady_clock::time_point{} && now < ready) {
    boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor, ready - now);
    co_await timer.async_wait(boost::asio::use_awaitable);
  }
  lastPrompt_ = std::chrono::steady_clock::now();
}

boost::asio::awaitable<std::string> Prompter::ask(ChatModel& model, const std::string& purpose, std::vector<Turn> turns,
                                                  std::string system) {
  std::string reply = co_await model.sendRequest(turns, system);
  if (sink_ != nullptr) {
    sink_->modelCall({profile_.name(), purpose, model.describe(), std::move(system), std::move(turns), reply});
  }
  co_return reply;
}

boost::asio::awaitable<std::string> Prompter::promptConvo(const std::vector<Turn>& messages, PromptValues values) {
  const unsigned long long generation = ++convoGeneration_;
  values.convo = messages;  // $CONVO: the conversation being answered
  for (int attempt = 0; attempt < 3; ++attempt) {
    co_await waitForCooldown();
    if (generation != convoGeneration_) co_return std::string();
    const std::string examples = renderExamples(co_await selector_->relevant(messages));
    const std::string system = fillPrompt(profile_.prompt("conversing"), values, &examples);
    std::string reply = co_await ask(*model_, "conversing", messages, system);
    if (reply.find("(FROM OTHER BOT)") != std::string::npos) continue;  // the model spoke for its partner
    if (generation != convoGeneration_) co_return std::string();
    co_return afterThink(reply);
  }
  co_return std::string();
}

boost::asio::awaitable<std::string> Prompter::promptCoding(const std::vector<Turn>& messages, PromptValues values) {
  if (awaitingCoding_) co_return std::string("```//no response```");
  awaitingCoding_ = true;
  struct Done {
    bool& flag;
    ~Done() { flag = false; }
  } done{awaitingCoding_};
  co_await waitForCooldown();
  const std::string examples = codingExamples_.render(messages);
  const std::string system = fillPrompt(profile_.prompt("coding"), values, &examples);
  co_return co_await ask(codeModel_ ? *codeModel_ : *model_, "coding", messages, system);
}

boost::asio::awaitable<std::string> Prompter::promptMemSaving(const std::vector<Turn>& toSummarize, PromptValues values) {
  co_await waitForCooldown();
  values.toSummarize = toSummarize;
  const std::string system = fillPrompt(profile_.prompt("saving_memory"), values);
  co_return afterThink(co_await ask(*model_, "saving_memory", {}, system));
}

boost::asio::awaitable<bool> Prompter::promptShouldRespondToBot(const std::vector<Turn>& history, const std::string& message,
                                                                PromptValues values) {
  co_await waitForCooldown();
  values.toSummarize = history;
  values.toSummarize.push_back({"user", message});
  const std::string system = fillPrompt(profile_.prompt("bot_responder"), values);
  std::string answer = trimmed(co_await ask(*model_, "bot_responder", {}, system));
  for (char& c : answer) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  co_return answer == "respond";
}

}  // namespace craftmate::agents
