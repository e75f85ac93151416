#include "tasks/minecollab_runner.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/use_future.hpp>
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "agents/agent.h"
#include "auth/microsoft_account.h"
#include "auth/online_login.h"
#include "agents/minecraft/minecraft_agent_world.h"
#include "agents/modes/modes.h"
#include "agents/modes/update_loop.h"
#include "agents/prompter.h"
#include "commands/minecraft_names.h"
#include "launch/minecraft_version.h"
#include "memory/example_retriever.h"
#include "memory/run_store.h"
#include "tasks/agent_goal.h"
#include "tasks/episode_watch.h"
#include "tasks/eval_agent_setup.h"
#include "tasks/minecollab_task_view.h"
#include "tasks/task_scoring.h"
#include "tasks/world_setup.h"
#include "world/bot.h"

namespace craftmate::tasks {

namespace asio = boost::asio;
using namespace std::chrono_literals;

namespace {

// How often the runner looks whether the task has ended or a stop was asked for; the agents' own
// tick is their UpdateLoop's.
constexpr auto kEndPoll = agents::modes::UpdateLoop::kInterval;
// How often a bot tries to join before the task has started.
constexpr int kJoinAttempts = 5;

asio::awaitable<void> sleepFor(std::chrono::milliseconds d) {
  asio::steady_timer timer(co_await asio::this_coro::executor, d);
  co_await timer.async_wait(asio::use_awaitable);
}

ItemCounts inventoryOf(const world::Bot& bot) {
  std::vector<std::pair<std::string, int>> stacks;
  const auto& inv = bot.inventory();
  for (int i = 0; i < inv.slotCount(); ++i)
    if (const auto& item = inv.slot(i)) stacks.emplace_back(item->name, item->count);
  return countItems(stacks);
}

BlockPosition blockPosition(const world::Bot& bot) {
  const auto p = world::BlockPos::containing(bot.entity().position);
  return {p.x, p.y, p.z};
}

// Declared so that they are destroyed in the safe order: the tick (it drives modes and agent), modes
// (they hold the agent), the agent (it holds the world), the world (it listens to the bot), the bot.
struct Member {
  std::vector<std::shared_ptr<world::Bot>> lostConnections;  // earlier bots: the watch page may still show them
  std::shared_ptr<world::Bot> bot;
  world::BotOptions botOptions;  // a rejoin connects with the same
  std::unique_ptr<agents::minecraft::MinecraftAgentWorld> world;
  std::unique_ptr<agents::Agent> agent;
  std::unique_ptr<agents::modes::Modes> modes;
  std::unique_ptr<agents::modes::UpdateLoop> tick;
  agents::modes::ModesOptions modesOptions;  // the modes of a rejoin's connection
  nlohmann::json profileModes;
  std::vector<std::string> agentCommands;
  bool scripted = false;
  std::string initMessage;
};

class Episode {
 public:
  Episode(const MineCollabEpisode& e, asio::io_context& io) : e_(e), task_(*e.task), io_(io) {}
  ~Episode() {
    if (e_.watch) e_.watch->ended();  // before the agents go, also when the episode failed
  }

  // The episode as named steps: join, set up the world, start the agents, run the turns, score,
  // record, leave.
  asio::awaitable<JobResult> play() {
    co_await joinBots();
    openTaskView();
    co_await setUpWorld();
    beginRun();
    co_await startAgents();
    co_await runAgentCommands();
    const std::string stopReason = co_await runUntilEnd();
    JobResult result = score(stopReason);
    record(result);
    co_await leave();
    co_return result;
  }

  void shutdown() {
    for (auto& m : members_) m.bot->quit();
  }

 private:
  int agentCount() const { return static_cast<int>(e_.agentNames.size()); }

  // Every bot joins before the set-up (the runner's part of §8.3 steps 6-8).
  asio::awaitable<void> joinBots() {
    for (const auto& name : e_.agentNames) {
      world::BotOptions o;
      o.host = e_.host;
      o.port = e_.port;
      o.username = name;
      o.viewDistance = 4;
      // (Computed before the co_await: GCC 12 mis-evaluates a conditional among a co_await's arguments.)
      std::string version(launch::kAutoVersion);
      if (e_.settings.is_object()) version = e_.settings.value("minecraft_version", version);
      o.version = co_await launch::resolveMinecraftVersion(io_.get_executor(), version, o.host, o.port);
      if (e_.settings.is_object() && e_.settings.value("auth", "offline") == "microsoft") {
        // Each bot signs in with the Microsoft account of its name (docs/auth.md).
        o.online = co_await auth::onlineLogin(
            std::make_shared<auth::MicrosoftAccount>(o.username, auth::AuthOptions::fromEnvironment()), o.username);
      }
      Member m;
      m.botOptions = o;
      if (!co_await connect(m)) throw std::runtime_error(name + " could not join " + o.host + ":" + std::to_string(o.port));
      members_.push_back(std::move(m));
    }
    co_await sleepFor(1s);
  }

  // Connects a new bot for m as m.botOptions says, trying again 1, 2, ... 5 s apart until it has
  // spawned, the task has ended or a stop is asked for (or, before the task started, kJoinAttempts).
  // True when it has spawned.
  asio::awaitable<bool> connect(Member& m) {
    for (int attempt = 1; !e_.context->stopRequested() && !(view_ && view_->end()); ++attempt) {
      m.bot = world::Bot::create(io_.get_executor(), m.botOptions);
      m.bot->start();
      try {
        co_await m.bot->waitForSpawn(30s);
        if (attempt > 1) std::cerr << "craftmate eval: " << m.botOptions.username << " joined (attempt " << attempt << ")\n";
        co_return true;
      } catch (const std::exception& e) {
        std::cerr << "craftmate eval: " << m.botOptions.username << " could not join: " << e.what() << "\n";
        m.bot->quit();
      }
      if (!playing_ && attempt >= kJoinAttempts) break;
      co_await sleepFor(std::min(attempt, 5) * 1s);
    }
    co_return false;
  }

  // The task view: blueprint commands and isDone over every bot's inventory.
  void openTaskView() {
    view_ = std::make_unique<MineCollabTaskView>(
        task_, e_.agentNames, [this](int i) { return inventoryOf(*members_[static_cast<std::size_t>(i)].bot); },
        [this](const std::string& name) -> BlockView {
          world::Bot* bot = members_.front().bot.get();
          for (auto& m : members_)
            if (m.bot->username() == name) bot = m.bot.get();
          return [bot](int x, int y, int z) {
            auto b = bot->blockAt({x, y, z});
            return b ? b->name() : std::string("air");
          };
        });
  }

  // The set-up, agent by agent (agent 0 first: it builds the kitchen the others are sent to). Server
  // commands run now; the agents' own commands wait for runAgentCommands.
  // A bot whose connection ended meanwhile (its commands may be lost) joins again and its part is
  // applied again: each part clears and deals its agent's inventory, so twice is as once.
  asio::awaitable<void> setUpWorld() {
    const BlockPosition first = blockPosition(*members_.front().bot);
    for (int i = 0; i < agentCount(); ++i) co_await setUpAgent(i, first);
    co_await sleepFor(1s);
    for (int i = 0; i < agentCount(); ++i) {
      Member& m = members_[static_cast<std::size_t>(i)];
      if (!m.bot->ended()) continue;
      std::cerr << "craftmate eval: " << m.botOptions.username << " lost its connection during the set-up ("
                << m.bot->endReason() << "); joining again\n";
      m.lostConnections.push_back(m.bot);
      if (!co_await connect(m)) {
        if (e_.context->stopRequested()) co_return;
        throw std::runtime_error(m.botOptions.username + " could not join " + e_.host + ":" + std::to_string(e_.port) +
                                 " again during the set-up (" + std::to_string(kJoinAttempts) + " attempts)");
      }
      co_await setUpAgent(i, first);
      co_await sleepFor(1s);
    }
  }

  asio::awaitable<void> setUpAgent(int i, const BlockPosition& first) {
    Member& m = members_[static_cast<std::size_t>(i)];
    SetupContext context{e_.agentNames, i, blockPosition(*m.bot), first, std::nullopt, e_.seed};
    m.agentCommands.clear();
    int sent = 0;
    for (const auto& c : worldSetup(task_, context)) {
      if (c.kind == SetupCommand::Kind::Agent) {
        m.agentCommands.push_back(c.text);
        continue;
      }
      m.bot->runCommand(c.text);
      if (c.pauseAfterMs > 0) co_await sleepFor(std::chrono::milliseconds(c.pauseAfterMs));
      if (++sent % 50 == 0) co_await sleepFor(50ms);  // hundreds of /setblocks: let the server breathe
    }
  }

  // The run in the job's run store, with the settings, profiles and models; every record goes to the
  // store, through the MindServer page's watch when there is one.
  void beginRun() {
    const int n = agentCount();
    store_ = std::make_unique<memory::RunStore>((std::filesystem::path(e_.context->jobDir) / "run.sqlite").string());
    runId_ = store_->beginRun("minecraft", {{"task_id", task_.id},
                                   {"task_type", task_.typeName},
                                   {"model", e_.team.label(n)},
                                   {"models", e_.team.models(n)},
                                   {"profiles", e_.team.files},
                                   {"profiles_dir", e_.profilesDir},
                                   {"settings", effectiveSettings(e_)},
                                   {"blocking", blockingName(e_.blocking)}});
    records_ = e_.watch ? e_.watch->records(store_.get()) : store_.get();
    bus_.observer = [records = records_](const agents::BotMessage& msg) {
      records->message({msg.from, msg.to, msg.message});
    };
  }

  // Agent i with its world, prompter and modes, as its profile says.
  mindserver::AgentView makeAgent(int i, const agents::KeyStore& keys) {
    Member& m = members_[static_cast<std::size_t>(i)];
    EvalAgentSetup setup = evalAgentSetup(e_, i);
    // Names are validated with the data of the release the bot speaks (minecraft_version resolved).
    m.world = std::make_unique<agents::minecraft::MinecraftAgentWorld>(
        m.bot, commands::MinecraftNames::shared(m.botOptions.version), setup.world, view_.get());
    const EvalAgentModels models = evalAgentModels(setup, task_, keys, m.bot->executor());
    store_->addAgent(setup.profile.name(), models.chat->describe(), setup.profile.json);
    const nlohmann::json profileModes = setup.profile.json.value("modes", nlohmann::json());
    agents::Prompter prompter(std::move(setup.profile), models.chat, setup.numExamples, records_);
    if (setup.scripted) {
      // Scripted players answer at once. The construction player waits 50 ms between prompts, as a
      // model's latency would: its teleport (a chatted /tp) shows in the bot's position only once
      // the event loop has run, and with no pause at all the next !stats still sees the old spot.
      prompter.setCooldown(task_.typeName == "construction" ? 50ms : 0ms);
    } else {
      // $EXAMPLES as MINDcraft's Examples choose them: by embeddings when the profile implies an
      // embedding model, else by word overlap.
      prompter.setExampleSelector(memory::conversationExampleRetriever(
          prompter.profile().conversationExamples(), setup.numExamples, "", models.embedding));
      prompter.setCodeModel(models.code);
      prompter.setEmbeddingModel(models.embedding);
    }
    m.agent = std::make_unique<agents::Agent>(m.bot->executor(), std::move(prompter), *m.world, bus_, setup.loop,
                                              setup.maxMessages, store_.get(), records_);
    // MINDcraft's modes (item_collecting picks up what a partner tossed; cheat places blocks by
    // /setblock for the construction players), as the profile switches them.
    m.modesOptions = setup.modes;
    m.profileModes = profileModes;
    bindModes(m);
    m.world->attach(*m.agent);
    m.scripted = setup.scripted;
    m.initMessage = std::move(setup.initMessage);
    return {m.bot->username(), models.chat->describe(), m.agent.get(), m.bot.get(), m.modes.get(), true,
            setup.world.onlyChatWith};
  }

  void bindModes(Member& m) {
    m.modes = std::make_unique<agents::modes::Modes>(*m.bot, *m.agent, m.modesOptions);
    if (m.profileModes.is_object()) m.modes->applyProfile(m.profileModes);
    m.world->setModeController(m.modes.get());
  }

  // A bot whose connection ended (a kick, a dropped connection) joins again as the same player and
  // the task goes on: its action stops, its modes and tick move to the new connection, its agent
  // keeps its history and goal (the server gives the player back what it held). Tries until it has
  // spawned, the task has ended or a stop is asked for.
  asio::awaitable<void> rejoin(Member& m) {
    const std::string reason = m.bot->endReason();
    m.tick.reset();
    m.world->setModeController(nullptr);
    m.modes.reset();
    m.lostConnections.push_back(m.bot);
    std::cerr << "craftmate eval: " << m.botOptions.username << " lost its connection (" << reason << "); joining again\n";
    co_await connect(m);
    // An action the agent started meanwhile ran on the lost connection: stop it before the switch.
    co_await m.agent->actions().stop();
    m.world->rebind(m.bot, commands::MinecraftNames::shared(m.botOptions.version));
    bindModes(m);
    m.tick = std::make_unique<agents::modes::UpdateLoop>(m.bot->executor(), *m.agent, m.modes.get());
  }

  // Every agent made and shown on the watch page; MINDcraft starts every agent with
  // settings.init_message (src/agent/agent.js _setupEventHandlers) before its task goal; the scripted
  // players are not started (they answer only their task).
  asio::awaitable<void> startAgents() {
    std::vector<mindserver::AgentView> watched;
    const agents::KeyStore keys(e_.keysFile);
    for (int i = 0; i < agentCount(); ++i) watched.push_back(makeAgent(i, keys));
    if (e_.watch) e_.watch->playing(io_.get_executor(), std::move(watched), task_.blueprint ? &*task_.blueprint : nullptr);
    for (auto& m : members_)
      if (!m.scripted) co_await m.agent->start(m.initMessage);
  }

  // The agents' own set-up commands (agent 0 opens the conversation first), then the clock.
  asio::awaitable<void> runAgentCommands() {
    view_->start();
    playing_ = true;
    auto opensConversation = [](const std::string& text) { return text.rfind("!startConversation", 0) == 0; };
    for (const bool opening : {true, false})
      for (auto& m : members_)
        for (const auto& text : m.agentCommands)
          if (opensConversation(text) == opening) co_await m.agent->executeCommand(text);
  }

  // MINDcraft's update loop per agent (every 300 ms: modes first, then the agent's update, which
  // checks whether the task is done) until the task ends; "Stopped" when a stop was asked for.
  asio::awaitable<std::string> runUntilEnd() {
    for (auto& m : members_) m.tick = std::make_unique<agents::modes::UpdateLoop>(m.bot->executor(), *m.agent, m.modes.get());
    std::string stopReason;
    for (;;) {
      for (auto& m : members_)
        if (m.bot->ended() && !view_->end() && !e_.context->stopRequested()) co_await rejoin(m);
      const bool ended = std::any_of(members_.begin(), members_.end(), [](const Member& m) { return m.agent->taskEnded(); });
      if (ended || view_->end()) break;
      if (e_.context->stopRequested()) {
        stopReason = "Stopped";
        break;
      }
      co_await sleepFor(kEndPoll);
    }
    // No mode may start an action while the agents are being stopped.
    for (auto& m : members_) m.tick.reset();
    co_return stopReason;
  }

  // The task's end when it has one, else its validator's score; turns and messages of this run only
  // (a re-run job's store also holds its earlier, unfinished attempts).
  JobResult score(const std::string& stopReason) {
    JobResult result;
    if (const auto& end = view_->end()) {
      result.score = end->score;
      result.endReason = end->message;
    } else {
      result.score = hasValidator(task_) ? view_->validate(e_.agentNames.front()).score : 0;
      result.endReason = stopReason;
    }
    result.success = task_.type == TaskType::Construction ? result.score >= 100 : result.score >= 1;
    result.seconds = view_->elapsedSeconds();
    for (const auto& record : store_->timeline()) {
      if (record.runId != runId_) continue;
      const auto* call = std::get_if<agents::ModelCall>(&record.record);
      result.turns += call && call->purpose == "conversing";
      result.messages += std::holds_alternative<agents::MessageRecord>(record.record);
    }
    return result;
  }

  // The final inventories (the job page shows them) and the run's end.
  void record(const JobResult& result) {
    for (auto& m : members_) store_->finalInventory(m.bot->username(), inventoryOf(*m.bot));
    store_->endRun(result.success, {{"score", result.score}}, result.turns, result.endReason);
  }

  // Stop the agents' actions, then leave.
  asio::awaitable<void> leave() {
    for (auto& m : members_) co_await m.agent->actions().stop();
    for (auto& m : members_) m.world->detach();
    co_await sleepFor(500ms);
  }

  const MineCollabEpisode& e_;
  const Task& task_;
  asio::io_context& io_;
  // The agents refer to the store, the bus and the task view: those are destroyed after them.
  std::unique_ptr<memory::RunStore> store_;
  std::int64_t runId_ = 0;  // this attempt's run in the store
  agents::TrajectorySink* records_ = nullptr;  // the store, or the watch page in front of it
  agents::ConversationBus bus_;
  std::unique_ptr<MineCollabTaskView> view_;
  bool playing_ = false;  // the clock runs: a lost bot tries to join until the task ends
  std::vector<Member> members_;
};

}  // namespace

JobResult playMineCollabEpisode(const MineCollabEpisode& episode) {
  if (!episode.task) throw std::invalid_argument("playMineCollabEpisode: no task");
  if (!episode.context) throw std::invalid_argument("playMineCollabEpisode: no job context");
  asio::io_context io;
  Episode play(episode, io);
  auto future = asio::co_spawn(io, play.play(), asio::use_future);
  // Agents keep timers and reads pending; run until the episode's coroutine is done.
  while (future.wait_for(0s) != std::future_status::ready) {
    if (io.stopped()) io.restart();
    io.run_for(100ms);
  }
  play.shutdown();
  io.run_for(500ms);
  return future.get();
}

}  // namespace craftmate::tasks
