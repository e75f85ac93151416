#pragma once
// `craftmate eval --max-model-requests N`: this process (one shard of an array) sends at most N chat
// requests; past them the evaluation stops as on Ctrl-C (the jobs cut short are not recorded and run
// again when the shard is resubmitted). Keeps an array of shards within a provider's rate limit.

#include <atomic>

namespace craftmate::app {

void limitModelRequests(long requests, std::atomic<bool>* stop);

}  // namespace craftmate::app
