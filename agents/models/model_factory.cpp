#include "agents/models/model_factory.h"

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <stdexcept>

#include "agents/models/provider_factory.h"
#include "agents/models/request_budget.h"

namespace craftmate::agents {

KeyStore::KeyStore(const std::string& keysJsonPath) {
  if (keysJsonPath.empty()) return;
  std::ifstream in(keysJsonPath);
  if (!in) return;
  try {
    keys_ = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception&) {
    throw std::runtime_error(keysJsonPath + " is not valid JSON; it must be an object of key names to keys");
  }
  if (!keys_.is_object()) throw std::runtime_error(keysJsonPath + " must be a JSON object of key names to keys");
}

bool KeyStore::has(const std::string& name) const {
  if (keys_.contains(name) && keys_[name].is_string() && !keys_[name].get<std::string>().empty()) return true;
  const char* env = std::getenv(name.c_str());
  return env != nullptr && *env != '\0';
}

std::string KeyStore::get(const std::string& name) const {
  if (keys_.contains(name) && keys_[name].is_string() && !keys_[name].get<std::string>().empty()) {
    return keys_[name].get<std::string>();
  }
  if (const char* env = std::getenv(name.c_str()); env != nullptr && *env != '\0') return env;
  throw std::runtime_error("API key \"" + name + "\" not found in keys.json or environment variables!");
}

bool isScriptedModel(const nlohmann::json& modelField) {
  if (modelField.is_string()) return modelField.get<std::string>() == "scripted";
  if (modelField.is_object()) return modelField.value("api", "") == "scripted";
  return false;
}

namespace {

// setModelRequestBudget's state, shared by every model of the process.
struct RequestBudget {
  std::atomic<long> limit{0};
  std::atomic<long> sent{0};
  std::atomic<bool> spent{false};
  std::mutex mutex;  // guards onSpent
  std::function<void()> onSpent;
};

RequestBudget& requestBudget() {
  static RequestBudget budget;
  return budget;
}

class BudgetedChatModel final : public ChatModel {
 public:
  explicit BudgetedChatModel(std::shared_ptr<ChatModel> model) : model_(std::move(model)) {}
  boost::asio::awaitable<std::string> sendRequest(std::vector<Turn> turns, std::string systemMessage) override {
    RequestBudget& budget = requestBudget();
    const long limit = budget.limit.load();
    if (limit > 0 && budget.sent.fetch_add(1) >= limit) {
      if (!budget.spent.exchange(true)) {
        std::lock_guard lock(budget.mutex);
        if (budget.onSpent) budget.onSpent();
      }
      co_return "My brain disconnected, try again.";
    }
    co_return co_await model_->sendRequest(std::move(turns), std::move(systemMessage));
  }
  std::string describe() const override { return model_->describe(); }

 private:
  std::shared_ptr<ChatModel> model_;
};

}  // namespace

void setModelRequestBudget(long requests, std::function<void()> onSpent) {
  RequestBudget& budget = requestBudget();
  std::lock_guard lock(budget.mutex);
  budget.limit = requests;
  budget.sent = 0;
  budget.spent = false;
  budget.onSpent = std::move(onSpent);
}

std::shared_ptr<ChatModel> makeChatModel(const nlohmann::json& modelField, const KeyStore& keys,
                                         boost::asio::any_io_executor executor) {
  auto model = makeHttpChatModel(modelField, keys, std::move(executor), RetryPolicy{});
  if (requestBudget().limit.load() > 0) return std::make_shared<BudgetedChatModel>(std::move(model));
  return model;
}

std::shared_ptr<ChatModel> makeCodeModel(const nlohmann::json& profile, const KeyStore& keys,
                                         boost::asio::any_io_executor executor) {
  const auto field = profile.find("code_model");
  if (field == profile.end() || field->is_null()) return nullptr;
  try {
    return makeChatModel(*field, keys, std::move(executor));
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(std::string("code_model: ") + e.what());
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(std::string("code_model: ") + e.what());
  }
}

std::shared_ptr<EmbeddingModel> makeEmbeddingModel(const nlohmann::json& profile, const KeyStore& keys,
                                                   boost::asio::any_io_executor executor) {
  return makeHttpEmbeddingModel(profile, keys, std::move(executor), RetryPolicy{});
}

}  // namespace craftmate::agents
