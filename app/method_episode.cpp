#include "app/method_episode.h"

#include <iostream>
#include <stdexcept>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>

#include "agents/models/model_factory.h"
#include "agents/profile.h"

namespace craftmate::app {

nlohmann::json agentProfile(const std::vector<std::string>& profileFiles, const std::string& model, int i,
                            const agents::Settings& settings, const std::string& profilesDir) {
  nlohmann::json profile;
  if (profileFiles.empty()) {
    profile = {{"name", "agent" + std::to_string(i)}, {"model", "scripted"}};
  } else {
    const size_t k = std::min(static_cast<size_t>(i), profileFiles.size() - 1);
    profile = agents::readProfileFile(profileFiles[k]);
    if (static_cast<size_t>(i) >= profileFiles.size()) profile["name"] = profile["name"].get<std::string>() + std::to_string(i);
  }
  if (!model.empty()) profile["model"] = model;
  if (!profile.contains("model")) profile["model"] = "scripted";
  return agents::mergeProfile(profile, settings.values().at("base_profile"), profilesDir).json;
}

nlohmann::json episodeSummary(const std::string& world, const nlohmann::json& params, const agents::EpisodeResult& result) {
  nlohmann::json summary = {{"world", world}, {"params", params}, {"complete", result.score.complete},
                            {"ended", result.score.ended}, {"turns", result.turns},
                            {"rejected_turns", result.rejectedTurns}, {"end_reason", result.endReason}};
  for (const auto& [name, value] : result.score.metrics) summary["metrics"][name] = value;
  return summary;
}

nlohmann::json methodRunParams(const nlohmann::json& worldParams, const MethodEpisodeSpec& spec) {
  nlohmann::json params = worldParams;
  params["agent_method"] = spec.method;
  params["method_options"] = nlohmann::json(spec.options);
  return params;
}

namespace {

// A person on the terminal: the text goes to stdout, one line is read from stdin.
std::string askOnTerminal(int agent, const std::string& shown) {
  std::cout << shown << "\nagent" << agent << "> " << std::flush;
  std::string line;
  if (!std::getline(std::cin, line)) return "";
  return line;
}

}  // namespace

agents::EpisodeResult runMethodEpisode(agents::Environment& env, const MethodEpisodeSpec& spec,
                                       agents::TrajectorySink* sink,
                                       const std::function<void(const std::string&, const std::string&,
                                                                const nlohmann::json&)>& onSeat) {
  using agents::methods::MethodRegistry;
  const MethodRegistry& registry = MethodRegistry::builtIn();
  std::unique_ptr<agents::methods::AgentMethod> method = registry.create(spec.method, env.name(), spec.options);
  const agents::methods::MethodInfo& info = *registry.find(spec.method);
  if (spec.humanAgent >= 0 && !info.supportsHuman) {
    throw std::invalid_argument("agent method '" + spec.method + "' has no human-in-the-loop mode; drop --human");
  }
  if (spec.humanAgent >= env.agentCount()) {
    throw std::invalid_argument("--human " + std::to_string(spec.humanAgent) + ": the world has agents 0.." +
                                std::to_string(env.agentCount() - 1));
  }

  boost::asio::io_context io;
  const agents::KeyStore keys(spec.keysFile);
  agents::methods::MethodContext context(env);
  context.sink = sink;
  context.maxTurns = spec.maxTurns;
  context.humanAgent = spec.humanAgent;
  if (spec.humanAgent >= 0) context.human = &askOnTerminal;
  for (int i = 0; i < env.agentCount(); ++i) {
    const nlohmann::json& profile = spec.profiles.at(static_cast<size_t>(i));
    const std::string name = profile.value("name", "agent" + std::to_string(i));
    if (agents::isScriptedModel(profile.at("model"))) {
      throw std::invalid_argument("agent method '" + spec.method + "' needs a language model for " + name +
                                  " (the scripted players speak the MINDcraft loop's command text); give --model or a "
                                  "profile with a model");
    }
    std::shared_ptr<agents::ChatModel> model = agents::makeChatModel(profile.at("model"), keys, io.get_executor());
    if (onSeat) onSeat(name, model->describe(), profile);
    context.seats.push_back({name, std::move(model)});
  }
  auto future = boost::asio::co_spawn(io, method->run(context), boost::asio::use_future);
  io.run();
  return future.get();
}

}  // namespace craftmate::app
