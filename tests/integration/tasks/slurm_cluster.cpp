#include "slurm_cluster.h"

#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "tests/support/cli_run.h"

namespace craftmate::tasks::testing {

namespace {

namespace fs = std::filesystem;

std::string run(const std::string& command) { return test::runShell(command + " 2>&1").output; }

std::string readFile(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

int freePort() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
  socklen_t length = sizeof address;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
  ::close(fd);
  return ntohs(address.sin_port);
}

void killFromPidFile(const fs::path& file) {
  const std::string text = readFile(file);
  if (text.empty()) return;
  const pid_t pid = static_cast<pid_t>(std::atoi(text.c_str()));
  if (pid <= 1) return;
  ::kill(pid, SIGTERM);
  for (int i = 0; i < 100 && ::kill(pid, 0) == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  if (::kill(pid, 0) == 0) ::kill(pid, SIGKILL);
}

}  // namespace

std::string SlurmCluster::unavailableReason() {
  for (const char* tool : {"/usr/sbin/munged", "/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/bin/sbatch", "/usr/bin/squeue"})
    if (!fs::exists(tool))
      return std::string(tool) + " is not installed: install Debian's slurm-wlm and munge (./setup does) to run this test";
  return "";
}

SlurmCluster::SlurmCluster() {
  dir_ = (fs::temp_directory_path() / ("craftmate_slurm_" + std::to_string(::getpid()))).string();
  fs::remove_all(dir_);
  fs::create_directories(fs::path(dir_) / "state");
  fs::create_directories(fs::path(dir_) / "spool");
  fs::permissions(dir_, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read |
                            fs::perms::others_exec);  // munged checks that its socket's folder is reachable
  const std::string key = dir_ + "/munge.key";
  {
    std::ifstream random("/dev/urandom", std::ios::binary);
    std::string bytes(1024, '\0');
    random.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    std::ofstream(key, std::ios::binary) << bytes;
  }
  fs::permissions(key, fs::perms::owner_read);
  const std::string socket = dir_ + "/munge.socket";
  run("/usr/sbin/munged --force --key-file=" + key + " --socket=" + socket + " --pid-file=" + dir_ +
      "/munged.pid --log-file=" + dir_ + "/munged.log --seed-file=" + dir_ + "/munged.seed");

  char host[256] = {};
  ::gethostname(host, sizeof host - 1);
  std::string node = host;
  node = node.substr(0, node.find('.'));
  const std::string conf = dir_ + "/slurm.conf";
  std::ofstream(conf) << "ClusterName=craftmatetest\n"
                      << "SlurmctldHost=" << node << "(127.0.0.1)\n"
                      << "SlurmctldPort=" << freePort() << "\nSlurmdPort=" << freePort() << "\n"
                      << "AuthType=auth/munge\nAuthInfo=socket=" << socket << "\nCredType=cred/munge\n"
                      << "SlurmUser=root\nSlurmdUser=root\n"
                      << "StateSaveLocation=" << dir_ << "/state\nSlurmdSpoolDir=" << dir_ << "/spool\n"
                      << "SlurmctldPidFile=" << dir_ << "/slurmctld.pid\nSlurmdPidFile=" << dir_ << "/slurmd.pid\n"
                      << "SlurmctldLogFile=" << dir_ << "/slurmctld.log\nSlurmdLogFile=" << dir_ << "/slurmd.log\n"
                      << "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\nMpiDefault=none\n"
                      << "JobAcctGatherType=jobacct_gather/none\nAccountingStorageType=accounting_storage/none\n"
                      << "SchedulerType=sched/builtin\nSelectType=select/cons_tres\nSelectTypeParameters=CR_CPU\n"
                      << "ReturnToService=2\n"
                      << "NodeName=" << node << " NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN\n"
                      << "PartitionName=debug Nodes=" << node << " Default=YES MaxTime=INFINITE State=UP\n";
  ::setenv("SLURM_CONF", conf.c_str(), 1);
  run("/usr/sbin/slurmctld -f " + conf);
  run("/usr/sbin/slurmd -f " + conf);
  // Up when the node reports idle.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (std::chrono::steady_clock::now() < deadline) {
    if (run("sinfo -h -o %t").find("idle") != std::string::npos) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }
  const std::string logs = readFile(dir_ + "/munged.log") + readFile(dir_ + "/slurmctld.log") + readFile(dir_ + "/slurmd.log");
  stop();
  throw std::runtime_error("the one-node Slurm cluster did not come up within 60 s; logs:\n" + logs);
}

SlurmCluster::~SlurmCluster() { stop(); }

void SlurmCluster::stop() {
  killFromPidFile(dir_ + "/slurmd.pid");
  killFromPidFile(dir_ + "/slurmctld.pid");
  killFromPidFile(dir_ + "/munged.pid");
  ::unsetenv("SLURM_CONF");
}

}  // namespace craftmate::tasks::testing
