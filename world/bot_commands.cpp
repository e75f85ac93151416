// The Bot's command helpers (mineflayer's chat.js tabComplete and command_block.js).

#include "world/bot.h"
#include "world/packet_fields.h"

namespace craftmate::world {

namespace asio = boost::asio;
using protocol::Value;

asio::awaitable<std::vector<std::string>> Bot::tabComplete(std::string text, std::chrono::milliseconds timeout) {
  const int transaction = ++tabCompleteId_;
  auto matches = std::make_shared<std::optional<std::vector<std::string>>>();
  auto arrived = std::make_shared<Signal<>>();
  const auto id = world_->packets().on("tab_complete", [transaction, matches, arrived](const Value& f) {
    if (fields::integer32(f, "transactionId") != transaction) return;
    std::vector<std::string> out;
    for (const Value& m : f["matches"].as_array()) out.push_back(m["match"].as_string());
    *matches = std::move(out);
    arrived->emit();
  });
  send("tab_complete", Value::object({{"transactionId", transaction}, {"text", std::move(text)}}));
  std::exception_ptr failure;
  try {
    if (!co_await waitFor<>(*arrived, nullptr, timeout))
      throw BotError("Event tab_complete did not fire within timeout of " + std::to_string(timeout.count()) + "ms");
  } catch (...) {
    failure = std::current_exception();
  }
  world_->packets().off(id);
  if (failure) std::rethrow_exception(failure);
  co_return std::move(**matches);
}

void Bot::setCommandBlock(BlockPos position, const std::string& command, CommandBlockOptions o) {
  if (game().gameMode != "creative")
    throw BotError("The bot has to be in creative mode to open the command block window");
  auto block = blockAt(position);
  if (!block || block->name().find("command_block") == std::string::npos) throw BotError("The block isn't a command block");
  const int flags = int(o.trackOutput) << 0 | int(o.conditional) << 1 | int(o.alwaysActive) << 2;
  send("update_command_block", Value::object({{"location", Value::object({{"x", position.x}, {"y", position.y},
                                                                          {"z", position.z}})},
                                              {"command", command}, {"mode", o.mode}, {"flags", flags}}));
}

}  // namespace craftmate::world
