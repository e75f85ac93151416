// Resident memory of 20 idle craftmate bots in one process against 20 mineflayer bots in one node
// process (issue 6 item 9), both on the embedded server with view distance 10. Prints both
// figures and the ratio; the target is our whole team under 1/20 of mineflayer's.
//   bench_world_memory_vs_mineflayer [bots=20] [settleSeconds=10]

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include "bench/world/process_figures.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

namespace asio = boost::asio;
using namespace std::chrono_literals;

using craftmate::bench::residentKiB;

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 20;
  const int settle = argc > 2 ? std::atoi(argv[2]) : 10;
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  craftmate::testing::EmbeddedServerOptions options;
  options.viewDistance = 10;
  options.world = "normal";
  options.seed = 42;
  craftmate::testing::EmbeddedServer server(options);
  std::printf("embedded server on port %u (normal world, seed 42, view distance 10)\n", server.port());

  const long baseline = residentKiB();
  asio::io_context io;
  auto guard = asio::make_work_guard(io);
  std::thread runner([&] { io.run(); });
  std::vector<std::shared_ptr<craftmate::world::Bot>> bots;
  for (int i = 0; i < count; ++i) {
    craftmate::world::BotOptions o;
    o.host = server.host();
    o.port = server.port();
    o.username = "cm_mem_" + std::to_string(i);
    o.viewDistance = 10;
    auto bot = craftmate::world::Bot::create(io.get_executor(), o);
    bot->start();
    asio::co_spawn(bot->executor(), bot->waitForSpawn(60s), asio::use_future).get();
    bots.push_back(bot);
    std::this_thread::sleep_for(200ms);
  }
  std::this_thread::sleep_for(std::chrono::seconds(settle));
  double columns = 0;
  std::size_t shared = 0, storeBytes = 0;
  for (auto& b : bots) {
    std::promise<std::tuple<std::size_t, std::size_t, std::size_t>> p;
    asio::post(b->executor(), [&] {
      auto* store = b->world().chunks();
      p.set_value({b->world().loadedColumnCount(), store ? store->columnCount() : 0, store ? store->memoryBytes() : 0});
    });
    auto [mine, all, bytes] = p.get_future().get();
    columns += mine;
    shared = all;
    storeBytes = bytes;
  }
  const long ours = residentKiB();
  for (auto& b : bots) asio::post(b->executor(), [b] { b->quit(); });
  std::this_thread::sleep_for(500ms);
  guard.reset();
  io.stop();
  runner.join();

  std::printf("craftmate: %d bots spawned, %.1f MB resident (%.1f MB before the bots)\n", count, ours / 1024.0,
              baseline / 1024.0);
  const std::string cmd = craftmate::bench::nodeHalfCommand(
      "mineflayer_memory.js", {server.host(), std::to_string(server.port()), std::to_string(count), std::to_string(settle)});
  nlohmann::json theirs;
  try {
    theirs = craftmate::bench::runNodeHalf(cmd);
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  const double mfTotal = theirs["rss"].get<double>() / 1024 / 1024, mfBase = theirs["rssBaseline"].get<double>() / 1024 / 1024;
  const double cmTotal = ours / 1024.0, cmBase = baseline / 1024.0;
  std::printf("%d idle bots            craftmate (one process)   mineflayer (one node process)\n", count);
  std::printf("columns per bot        %10.0f                %10.0f\n", columns / count, theirs["columns"].get<double>());
  std::printf("resident total         %10.1f MB             %10.1f MB      ratio %.1fx\n", cmTotal, mfTotal,
              mfTotal / cmTotal);
  std::printf("resident for the bots  %10.1f MB             %10.1f MB      ratio %.1fx\n", cmTotal - cmBase,
              mfTotal - mfBase, (mfTotal - mfBase) / std::max(0.1, cmTotal - cmBase));
  std::printf("shared chunk store: %zu columns, %.1f MB\n", shared, storeBytes / 1048576.0);
  std::printf("target (issue 6): whole team < 1/20 of mineflayer's 20 bots = %.1f MB -> %s\n", mfTotal / 20,
              cmTotal < mfTotal / 20 ? "met" : "not met");
  return 0;
}
