#pragma once
// The two things a method does to the outside, each recorded in the run's trajectory: ask a seat's
// model, and give a command to the world. The call whose reply becomes an agent's action is recorded
// with purpose "conversing" (what `craftmate dataset` exports by default, as for MINDcraft runs);
// auxiliary calls (theory of mind, verification, reflection) carry "<method>:<step>".

#include <string>
#include <string_view>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "agents/methods/agent_method.h"

namespace craftmate::agents::methods {

inline constexpr const char* kActingPurpose = "conversing";

boost::asio::awaitable<std::string> askModel(MethodContext& context, int seat, std::string purpose, std::string system,
                                             std::vector<Turn> turns);

CommandResult actAndRecord(MethodContext& context, int agent, std::string_view text);

// A message between agents (or from a dispatcher to the world's players) for the record.
void recordMessage(MethodContext& context, const std::string& from, const std::string& to, const std::string& text);

}  // namespace craftmate::agents::methods
