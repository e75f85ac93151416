#include "app/model_budget.h"

#include <iostream>
#include <string>

#include "agents/models/request_budget.h"

namespace craftmate::app {

void limitModelRequests(long requests, std::atomic<bool>* stop) {
  agents::setModelRequestBudget(requests, [requests, stop] {
    std::cerr << "craftmate eval: --max-model-requests " << requests
              << " used up; stopping this shard (run or submit it again to continue)\n";
    if (stop) *stop = true;
  });
}

}  // namespace craftmate::app
