// Bot::chat never runs a command (issue 20: a model's reply, or a person's chat it relays, could
// /stop the server or /give itself items); Bot::runCommand is the one way a command is sent.
// Against the hostile script's play session, reading what the bot sends.
#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>

#include "protocol/minecraft_data.h"
#include "tests/hostile/hostile_script.h"
#include "world/bot.h"

namespace craftmate::hostile {
namespace {

namespace asio = boost::asio;
using protocol::Packet;
using protocol::State;

struct Sent {
  std::vector<std::string> chat, commands;
};

// Joins a bot, runs `act` on it in play, and returns the chat and command packets it sent.
Sent sentBy(std::function<void(world::Bot&)> act, std::size_t packetsExpected) {
  asio::io_context io;
  ScriptedServer server(io, protocol::load_protocol("1.21.1"));
  world::BotOptions options;
  options.port = server.port();
  options.username = "hostile";
  options.physicsEnabled = false;
  auto bot = world::Bot::create(io.get_executor(), options);
  Sent sent;
  std::string error;
  asio::co_spawn(
      io,
      [&]() -> asio::awaitable<void> {
        co_await loginToConfiguration(server);
        co_await sendDimension(server, -64, 384);
        co_await enterPlay(server);
        act(*bot);
        while (sent.chat.size() + sent.commands.size() < packetsExpected) {
          Packet p = co_await server.read(State::Play);
          if (p.name == "chat_message") sent.chat.push_back(p.fields["message"].as_string());
          if (p.name == "chat_command") sent.commands.push_back(p.fields["command"].as_string());
        }
        bot->quit("done");
      },
      [&](std::exception_ptr e) {
        if (e) {
          try {
            std::rethrow_exception(e);
          } catch (const std::exception& x) {
            error = x.what();
          }
        }
        io.stop();
      });
  bot->start();
  io.run_for(std::chrono::seconds(30));
  EXPECT_EQ(error, "");
  return sent;
}

TEST(BotChat, SlashTextIsSaidNotRun) {
  Sent s = sentBy([](world::Bot& b) { b.chat("/stop"); }, 1);
  EXPECT_EQ(s.commands, std::vector<std::string>{});
  EXPECT_EQ(s.chat, std::vector<std::string>{"/stop"});
}

TEST(BotChat, LaterPiecesOfALongMessageAreSaidNotRun) {
  const std::string first(256, 'a');
  const std::string second = "/give hostile diamond 64" + std::string(232, ' ');
  Sent s = sentBy([&](world::Bot& b) { b.chat(first + second + "/op hostile"); }, 3);
  EXPECT_EQ(s.commands, std::vector<std::string>{});
  EXPECT_EQ(s.chat, (std::vector<std::string>{first, second, "/op hostile"}));
}

TEST(BotChat, RunCommandSendsACommand) {
  Sent s = sentBy([](world::Bot& b) { b.runCommand("/give hostile diamond 1"); b.runCommand("time set day"); }, 2);
  EXPECT_EQ(s.commands, (std::vector<std::string>{"give hostile diamond 1", "time set day"}));
  EXPECT_EQ(s.chat, std::vector<std::string>{});
}

TEST(BotChat, RunCommandRefusesWhatIsNotOneCommand) {
  Sent s = sentBy(
      [](world::Bot& b) {
        EXPECT_THROW(b.runCommand("/"), world::BotError);
        EXPECT_THROW(b.runCommand("say a\n/op x"), world::BotError);
        EXPECT_THROW(b.runCommand("say " + std::string(300, 'x')), world::BotError);
        b.runCommand("say ok");
      },
      1);
  EXPECT_EQ(s.commands, std::vector<std::string>{"say ok"});
}

TEST(BotChat, WhisperIsTellWithTheTextAsItsArgument) {
  Sent s = sentBy([](world::Bot& b) { b.whisper("alex", "/stop " + std::string(300, 'x')); }, 2);
  ASSERT_EQ(s.commands.size(), 2u);
  EXPECT_TRUE(s.commands[0].starts_with("tell alex /stop x"));
  EXPECT_LE(s.commands[0].size(), 256u);
  EXPECT_TRUE(s.commands[1].starts_with("tell alex x"));
  EXPECT_EQ(s.chat, std::vector<std::string>{});
}

}  // namespace
}  // namespace craftmate::hostile
