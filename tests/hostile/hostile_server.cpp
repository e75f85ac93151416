// craftmate_hostile_server: a Minecraft 1.21.1 server that sends one bad input (see
// hostile_script.cpp) to the first client, then waits for it to hang up.
//
//   craftmate_hostile_server --list          the cases, one per line: name, then what is sent
//   craftmate_hostile_server --case NAME     prints "port N", serves one client, exits 0 once the
//                                            client closed (1 if it did not within 60 s)
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <iostream>

#include "protocol/minecraft_data.h"
#include "tests/hostile/hostile_script.h"

namespace asio = boost::asio;
using namespace craftmate;

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "--list") {
    for (const auto& c : hostile::hostileCases()) std::cout << c.name << "\t" << c.input << "\n";
    return 0;
  }
  const hostile::HostileCase* chosen = nullptr;
  for (const auto& c : hostile::hostileCases())
    if (argc > 2 && mode == "--case" && c.name == argv[2]) chosen = &c;
  if (!chosen) {
    std::cerr << "usage: craftmate_hostile_server --list | --case NAME (see --list)\n";
    return 2;
  }
  asio::io_context io;
  hostile::ScriptedServer server(io, protocol::load_protocol("1.21.1"));
  std::cout << "port " << server.port() << std::endl;
  bool closed = false;
  std::string error;
  asio::co_spawn(
      io,
      [&]() -> asio::awaitable<void> {
        co_await chosen->script(server);
        closed = co_await server.client_closed();
      },
      [&](std::exception_ptr e) {
        if (e) {
          try {
            std::rethrow_exception(e);
          } catch (const boost::system::system_error& x) {  // a write to a client that hung up
            error = x.what();
            closed = true;
          } catch (const std::exception& x) {
            error = x.what();
            closed = error.find("client closed") != std::string::npos;  // it hung up mid-script
          }
        }
        io.stop();
      });
  io.run_for(std::chrono::seconds(60));
  std::cerr << "hostile server (" << chosen->name << "): " << (closed ? "the client hung up" : "the client stayed")
            << (error.empty() ? "" : " (" + error + ")") << "\n";
  return closed ? 0 : 1;
}
