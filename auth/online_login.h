#pragma once
// The online login of one bot: the account signs in (device code on first use), its Minecraft
// profile must carry the bot's name, and the connection gets the profile's uuid, a join that
// goes through the account (renewing its token when needed) and the profile key pair that secure
// chat signs with.

#include <memory>
#include <string>

#include <boost/asio/awaitable.hpp>

#include "auth/microsoft_account.h"
#include "protocol/connection.h"

namespace craftmate::auth {

// Throws AuthError (sign-in) or std::invalid_argument (the profile is named otherwise than the bot).
boost::asio::awaitable<std::shared_ptr<const protocol::OnlineLogin>> onlineLogin(std::shared_ptr<MicrosoftAccount> account,
                                                                                std::string botName);

}  // namespace craftmate::auth
