#include "app/eval_run_options.h"

#include "app/interrupt_flag.h"
#include "app/model_budget.h"

namespace craftmate::app {

tasks::EvaluationOptions evalRunOptions(const std::string& outDir, int parallel, const tasks::Shard& shard, bool progress,
                                        long maxModelRequests) {
  tasks::EvaluationOptions options;
  options.outDir = outDir;
  options.parallel = parallel;
  options.shard = shard;
  options.progress = progress;
  options.stop = stopFlagOnInterrupt();
  if (maxModelRequests > 0) limitModelRequests(maxModelRequests, options.stop);
  return options;
}

}  // namespace craftmate::app
