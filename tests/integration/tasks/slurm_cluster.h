#pragma once
// A one-node Slurm cluster started by a test on this machine: munged with a generated key, then
// slurmctld and slurmd from a generated slurm.conf (this host, 2 CPUs, free ports, state in a temp
// folder), all run as the current user (root in CI). SLURM_CONF points sbatch and squeue at it while
// it lives; the daemons stop with it.

#include <string>

namespace craftmate::tasks::testing {

class SlurmCluster {
 public:
  // Why a cluster cannot be started here (Slurm or munge not installed), or "" when it can.
  static std::string unavailableReason();

  // Starts the daemons and waits until the node is idle; throws std::runtime_error with their logs.
  SlurmCluster();
  ~SlurmCluster();
  SlurmCluster(const SlurmCluster&) = delete;
  SlurmCluster& operator=(const SlurmCluster&) = delete;

  const std::string& dir() const { return dir_; }

 private:
  void stop();
  std::string dir_;
};

}  // namespace craftmate::tasks::testing
