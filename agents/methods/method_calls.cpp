#include "agents/methods/method_calls.h"

#include <stdexcept>

namespace craftmate::agents::methods {

namespace {

const Seat& seatAt(const MethodContext& context, int seat) {
  if (seat < 0 || static_cast<size_t>(seat) >= context.seats.size()) {
    throw std::out_of_range("no seat " + std::to_string(seat) + " (the team has " + std::to_string(context.seats.size()) +
                            ")");
  }
  return context.seats[static_cast<size_t>(seat)];
}

}  // namespace

boost::asio::awaitable<std::string> askModel(MethodContext& context, int seat, std::string purpose, std::string system,
                                             std::vector<Turn> turns) {
  const Seat& who = seatAt(context, seat);
  if (!who.model) throw std::logic_error("seat " + who.name + " has no model");
  std::string reply = co_await who.model->sendRequest(turns, system);
  if (context.sink != nullptr) {
    context.sink->modelCall({who.name, std::move(purpose), who.model->describe(), std::move(system), std::move(turns), reply});
  }
  co_return reply;
}

CommandResult actAndRecord(MethodContext& context, int agent, std::string_view text) {
  CommandResult result = context.env.act(agent, text);
  if (context.sink != nullptr) {
    const std::string name = agent >= 0 && static_cast<size_t>(agent) < context.seats.size()
                                 ? context.seats[static_cast<size_t>(agent)].name
                                 : "agent" + std::to_string(agent);
    context.sink->command({name, std::string(text), result.output, result.accepted});
  }
  return result;
}

void recordMessage(MethodContext& context, const std::string& from, const std::string& to, const std::string& text) {
  if (context.sink != nullptr) context.sink->message({from, to, text});
}

}  // namespace craftmate::agents::methods
