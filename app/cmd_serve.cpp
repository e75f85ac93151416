// `craftmate serve DIR`: the MindServer's job pages for a finished (or running) run or evaluation
// folder: the main page lists the jobs with their scores, each job links to its timeline of
// messages, commands, outputs and model calls.

#include <csignal>
#include <iostream>

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>

#include "app/flag_value.h"
#include "app/job_pages.h"
#include "app/subcommand.h"
#include "mindserver/mind_server.h"

namespace craftmate::app {

namespace {

// "0".."65535", else std::invalid_argument saying so.
std::uint16_t portNumber(const std::string& text) {
  std::size_t used = 0;
  int port = -1;
  try {
    port = std::stoi(text, &used);
  } catch (const std::exception&) {
  }
  if (used != text.size() || port < 0 || port > 65535)
    throw std::invalid_argument("--port takes 0..65535 (0: any free port), got '" + text + "'");
  return static_cast<std::uint16_t>(port);
}

int runServe(const std::vector<std::string>& args) {
  std::string dir;
  mindserver::Options options;
  options.port = 8080;  // MINDcraft's mindserver_port
  try {
    for (std::size_t i = 0; i < args.size(); ++i) {
      const std::string& a = args[i];
      if (a == "--port") options.port = portNumber(flagValue(args, i));
      else if (a == "--address") options.address = flagValue(args, i, " (an IP address, e.g. 0.0.0.0)");
      else if (!a.empty() && a[0] == '-') throw std::invalid_argument("unknown option '" + a + "'");
      else if (dir.empty()) dir = a;
      else throw std::invalid_argument("give one folder, not '" + dir + "' and '" + a + "'");
    }
  } catch (const std::invalid_argument& e) {
    std::cerr << "craftmate serve: " << e.what() << "\n";
    return 2;
  }
  if (dir.empty()) {
    std::cerr << "craftmate serve: give a folder written by `craftmate eval --out`, `craftmate run --out` or "
                 "`craftmate start`\n";
    return 2;
  }
  try {
    const JobFolder folder(dir);
    options.title = "craftmate — " + dir;
    mindserver::Hooks hooks;
    hooks.jobs = [&folder] { return folder.jobs(); };
    hooks.jobTimeline = [&folder](const std::string& id) {
      auto t = folder.timeline(id);
      if (t) (*t)["back"] = "/";
      return t;
    };
    boost::asio::io_context io;
    mindserver::MindServer server(io.get_executor(), options, std::move(hooks));
    boost::asio::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&io](const boost::system::error_code&, int) { io.stop(); });
    std::cout << "Serving the jobs of " << dir << " at " << server.url() << " (Ctrl-C stops)" << std::endl;
    io.run();
  } catch (const std::exception& e) {
    std::cerr << "craftmate serve: " << e.what() << "\n";
    return 2;
  }
  return 0;
}

}  // namespace

Subcommand serveSubcommand() {
  return {"serve", "Serve the timeline pages of a run or evaluation folder in the browser.",
          "usage: craftmate serve DIR [--port N] [--address IP]\n"
          "Serves, on http://127.0.0.1:8080/ (--port; 0 picks a free port), a page listing the jobs of DIR\n"
          "(a `craftmate eval --out` folder: DIR/results.sqlite and DIR/jobs/; or a run folder with run.sqlite)\n"
          "with their scores; each job links to its timeline: messages, commands and their outputs, and model\n"
          "calls (prompt and reply, opened on a click), the score and why it ended. Jobs still running show\n"
          "up as they are written. --address other than 127.0.0.1 serves other machines too and then needs\n"
          "the token printed in the address. Ctrl-C stops.\n",
          runServe};
}

}  // namespace craftmate::app
