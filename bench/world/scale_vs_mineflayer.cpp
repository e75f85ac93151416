// Scale (issue 19 item 5): N craftmate bots in one process on one embedded server, each with the
// plugins an agent loads (pathfinder, chat patterns, auto-eat), held idle for a while; then the
// same with N mineflayer bots (with mineflayer-pathfinder) in one node process on the same server.
// For each: bots still connected, how fast every bot answers a chat round trip at the end, resident
// memory per bot above the process's start, and CPU per idle bot in % of one core over the hold.
//   bench_world_scale_vs_mineflayer [bots=100] [holdSeconds=600] [settleSeconds=60] [viewDistance=10]

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <thread>

#include "agents/minecraft/auto_eat.h"
#include "bench/world/process_figures.h"
#include "pathfinding/pathfinder_plugin.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"
#include "world/chat_patterns.h"

namespace asio = boost::asio;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
using craftmate::bench::cpuSeconds;
using craftmate::bench::residentKiB;
using craftmate::world::Bot;

namespace {

constexpr int kBatch = 10;  // bots joining at once

struct Figures {
  double rssBaselineMB = 0, rssMB = 0, peakRssMB = 0, cpuSeconds = 0, holdSeconds = 0;
  int connected = 0, answered = 0;
  double maxAnswerMs = 0, columns = 0;
};

// The chat round trip: the bot says `text` and waits until the server broadcasts it back.
asio::awaitable<double> roundTrip(std::shared_ptr<Bot> bot, std::string text) {
  const auto start = Clock::now();
  double ms = -1;
  const auto id = bot->events().chat.on([&](const std::string& user, const std::string& message) {
    if (ms < 0 && user == bot->username() && message == text)
      ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  });
  bot->chat(text);
  while (ms < 0 && Clock::now() - start < 20s && !bot->ended()) co_await bot->waitForTicks(1);
  bot->events().chat.off(id);
  co_return ms;
}

template <typename F>
auto onStrand(const std::shared_ptr<Bot>& bot, F f) {
  std::packaged_task<decltype(f())()> task(std::move(f));
  auto result = task.get_future();
  asio::post(bot->executor(), [&task] { task(); });
  return result.get();
}

Figures runCraftmate(const craftmate::testing::EmbeddedServer& server, int count, int hold, int settle, int view) {
  Figures f;
  asio::io_context io;
  auto guard = asio::make_work_guard(io);
  std::thread runner([&] { io.run(); });
  f.rssBaselineMB = residentKiB() / 1024.0;
  std::vector<std::shared_ptr<Bot>> bots;
  for (int first = 0; first < count; first += kBatch) {
    std::vector<std::future<void>> spawned;
    for (int i = first; i < std::min(count, first + kBatch); ++i) {
      craftmate::world::BotOptions o;
      o.host = server.host();
      o.port = server.port();
      o.username = "cm_scale_" + std::to_string(i);
      o.viewDistance = view;
      auto bot = Bot::create(io.get_executor(), o);
      onStrand(bot, [&] {
        bot->loadPlugin(std::make_shared<craftmate::pathfinding::Pathfinder>());
        bot->loadPlugin(std::make_shared<craftmate::world::ChatPatterns>());
        bot->loadPlugin(std::make_shared<craftmate::agents::minecraft::AutoEat>());
        return 0;
      });
      bot->start();
      spawned.push_back(asio::co_spawn(bot->executor(), bot->waitForSpawn(120s), asio::use_future));
      bots.push_back(bot);
    }
    for (auto& s : spawned) s.get();
  }
  std::printf("# craftmate: %d bots spawned; settling %d s\n", count, settle);
  std::this_thread::sleep_for(std::chrono::seconds(settle));

  const auto holdStart = Clock::now();
  const double cpuStart = cpuSeconds();
  for (int elapsed = 0; elapsed < hold;) {
    const int step = std::min(60, hold - elapsed);
    std::this_thread::sleep_for(std::chrono::seconds(step));
    elapsed += step;
    const double rss = residentKiB() / 1024.0;
    f.peakRssMB = std::max(f.peakRssMB, rss);
    int up = 0;
    for (auto& b : bots) up += onStrand(b, [&] { return b->ended() ? 0 : 1; });
    std::printf("# craftmate: %4d s held, %d connected, %.1f MB resident\n", elapsed, up, rss);
  }
  f.holdSeconds = std::chrono::duration<double>(Clock::now() - holdStart).count();
  f.cpuSeconds = cpuSeconds() - cpuStart;
  f.rssMB = residentKiB() / 1024.0;

  std::vector<std::future<double>> answers;
  for (std::size_t i = 0; i < bots.size(); ++i)
    answers.push_back(asio::co_spawn(bots[i]->executor(), roundTrip(bots[i], "ping " + std::to_string(i)), asio::use_future));
  for (auto& a : answers) {
    const double ms = a.get();
    if (ms >= 0) ++f.answered;
    f.maxAnswerMs = std::max(f.maxAnswerMs, ms);
  }
  for (auto& b : bots) {
    onStrand(b, [&] {
      f.connected += b->ended() ? 0 : 1;
      f.columns += b->world().loadedColumnCount();
      return 0;
    });
  }
  f.columns /= count;
  for (auto& b : bots) asio::post(b->executor(), [b] { b->quit(); });
  std::this_thread::sleep_for(1s);
  guard.reset();
  io.stop();
  runner.join();
  return f;
}

Figures fromJson(const nlohmann::json& j) {
  Figures f;
  f.rssBaselineMB = j["rssBaseline"].get<double>() / 1048576;
  f.rssMB = j["rss"].get<double>() / 1048576;
  f.peakRssMB = j["peakRss"].get<double>() / 1048576;
  f.cpuSeconds = j["cpuSeconds"].get<double>();
  f.holdSeconds = j["holdSeconds"].get<double>();
  f.connected = j["connected"].get<int>();
  f.answered = j["answered"].get<int>();
  f.maxAnswerMs = j["maxAnswerMs"].get<double>();
  f.columns = j["columns"].get<double>();
  return f;
}

}  // namespace

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 100;
  const int hold = argc > 2 ? std::atoi(argv[2]) : 600;
  const int settle = argc > 3 ? std::atoi(argv[3]) : 60;
  const int view = argc > 4 ? std::atoi(argv[4]) : 10;
  if (count < 1 || hold < 1 || settle < 0 || view < 2) {
    std::cerr << "usage: bench_world_scale_vs_mineflayer [bots>=1] [holdSeconds>=1] [settleSeconds>=0] [viewDistance>=2]\n";
    return 2;
  }
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  craftmate::testing::EmbeddedServerOptions options;
  options.viewDistance = view;
  options.world = "normal";
  options.seed = 42;
  options.startTimeout = 120s;
  craftmate::testing::EmbeddedServer server(options);
  std::printf("# embedded server on port %u (normal world, seed 42, view distance %d); %d bots, hold %d s\n",
              server.port(), view, count, hold);

  const Figures ours = runCraftmate(server, count, hold, settle, view);
  // Printed before the mineflayer half runs, so a failure there does not lose them.
  std::printf("# craftmate: %d connected, %d answered (slowest %.0f ms), %.0f columns per bot, %.1f MB resident "
              "(%.1f MB before the bots, peak %.1f MB), %.1f CPU s in %.0f s\n",
              ours.connected, ours.answered, ours.maxAnswerMs, ours.columns, ours.rssMB, ours.rssBaselineMB, ours.peakRssMB,
              ours.cpuSeconds, ours.holdSeconds);
  Figures theirs;
  try {
    theirs = fromJson(craftmate::bench::runNodeHalf(craftmate::bench::nodeHalfCommand(
        "mineflayer_scale.js", {server.host(), std::to_string(server.port()), std::to_string(count), std::to_string(hold),
                                std::to_string(settle), std::to_string(view)})));
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }

  auto perBotMB = [&](const Figures& f) { return (f.rssMB - f.rssBaselineMB) / count; };
  auto cpuPerBot = [&](const Figures& f) { return 100.0 * f.cpuSeconds / f.holdSeconds / count; };
  std::printf("%d bots, %d s held        craftmate (one process)   mineflayer (one node process)\n", count, hold);
  std::printf("connected at the end      %10d                %10d\n", ours.connected, theirs.connected);
  std::printf("answered a chat ping      %10d                %10d\n", ours.answered, theirs.answered);
  std::printf("slowest answer            %10.0f ms             %10.0f ms\n", ours.maxAnswerMs, theirs.maxAnswerMs);
  std::printf("columns per bot           %10.0f                %10.0f\n", ours.columns, theirs.columns);
  std::printf("resident at the end       %10.1f MB             %10.1f MB\n", ours.rssMB, theirs.rssMB);
  std::printf("resident peak             %10.1f MB             %10.1f MB\n", ours.peakRssMB, theirs.peakRssMB);
  std::printf("resident per bot          %10.2f MB             %10.2f MB      ratio %.1fx\n", perBotMB(ours),
              perBotMB(theirs), perBotMB(theirs) / std::max(0.01, perBotMB(ours)));
  std::printf("CPU per idle bot          %10.3f %%              %10.3f %%       ratio %.1fx\n", cpuPerBot(ours),
              cpuPerBot(theirs), cpuPerBot(theirs) / std::max(0.001, cpuPerBot(ours)));
  const bool met = ours.connected == count && ours.answered == count && perBotMB(ours) <= 1.5 && cpuPerBot(ours) <= 0.2;
  std::printf("target (issue 19): all connected and answering, <= 1.5 MB and <= 0.2 %% of a core per bot -> %s\n",
              met ? "met" : "not met");
  return 0;
}
