#pragma once
// A cap on the chat requests this process sends through the models makeChatModel makes (`craftmate
// eval --max-model-requests N`, one budget per shard of an array: docs/cluster.md). Past the cap no
// request is sent: `onSpent` is called (once) and the reply is a failure text, as for a provider
// error. 0 (the default): no cap. Set it before the models are made.

#include <functional>

namespace craftmate::agents {

void setModelRequestBudget(long requests, std::function<void()> onSpent);

}  // namespace craftmate::agents
