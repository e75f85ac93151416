#include "mindserver/trajectory_events.h"

#include "mindserver/mind_server.h"

namespace craftmate::mindserver {

nlohmann::json eventJson(const agents::ModelCall& call) {
  nlohmann::json turns = nlohmann::json::array();
  for (const auto& t : call.turns) turns.push_back({{"role", t.role}, {"content", t.content}});
  return {{"type", "model_call"}, {"agent", call.agent}, {"purpose", call.purpose}, {"model", call.model},
          {"system", call.system}, {"turns", std::move(turns)},     {"reply", call.reply}};
}

nlohmann::json eventJson(const agents::CommandRecord& record) {
  return {{"type", "command"}, {"agent", record.agent}, {"command", record.command},
          {"output", record.output}, {"accepted", record.accepted}};
}

nlohmann::json eventJson(const agents::MessageRecord& record) {
  return {{"type", "bot_message"}, {"from", record.from}, {"to", record.to}, {"text", record.text}};
}

void StreamingSink::publish(nlohmann::json event) {
  if (!job_.empty()) event["job"] = job_;
  server_->publish(std::move(event));
}

void StreamingSink::modelCall(const agents::ModelCall& call) {
  if (next_) next_->modelCall(call);
  if (server_ && server_->watched()) publish(eventJson(call));
}

void StreamingSink::command(const agents::CommandRecord& record) {
  if (next_) next_->command(record);
  if (server_) publish(eventJson(record));
}

void StreamingSink::message(const agents::MessageRecord& record) {
  if (next_) next_->message(record);
  if (server_) publish(eventJson(record));
}

}  // namespace craftmate::mindserver
