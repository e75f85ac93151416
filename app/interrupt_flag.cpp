#include "app/interrupt_flag.h"

#include <csignal>

namespace craftmate::app {
namespace {

std::atomic<bool> g_stop{false};
void requestStop(int) { g_stop = true; }

}  // namespace

std::atomic<bool>* stopFlagOnInterrupt() {
  std::signal(SIGINT, requestStop);
  std::signal(SIGTERM, requestStop);
  return &g_stop;
}

}  // namespace craftmate::app
