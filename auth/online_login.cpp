#include "auth/online_login.h"

#include <stdexcept>

namespace craftmate::auth {

boost::asio::awaitable<std::shared_ptr<const protocol::OnlineLogin>> onlineLogin(std::shared_ptr<MicrosoftAccount> account,
                                                                                std::string botName) {
  const MinecraftProfile profile = co_await account->signIn();
  // The server names the player after the profile; a bot under another name would not recognise
  // itself in chat (MINDcraft: "the bot's name must match the Minecraft profile name").
  if (profile.name != botName) {
    throw std::invalid_argument("the Microsoft account signed in for '" + botName + "' is the Minecraft profile '" +
                                profile.name + "': name the bot '" + profile.name +
                                "' (profile \"name\" or --names), or delete " + account->cache().file().string() +
                                " and sign in with the account of '" + botName + "'");
  }
  auto login = std::make_shared<protocol::OnlineLogin>();
  login->uuid = profile.uuid();
  login->join = [account](std::string serverHash) { return account->joinServer(std::move(serverHash)); };
  // Fetched now, not when a server turns out to enforce secure chat: the bot signs its first chat
  // line as soon as it spawns, and a join should not wait on one more request.
  login->profileKeys = std::make_shared<const protocol::ProfileKeys>(co_await account->profileKeys());
  co_return login;
}

}  // namespace craftmate::auth
