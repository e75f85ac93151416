// Bot lifecycle: connection, packet routing, teleports, the 20 Hz physics loop and movement packets.

#include "world/bot.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "protocol/connection.h"
#include "protocol/errors.h"
#include "protocol/minecraft_data.h"
#include "protocol/nbt.h"
#include "world/angles.h"
#include "world/chat_session.h"
#include "world/chat_text.h"
#include "world/chunk_column.h"
#include "world/registry.h"

namespace craftmate::world {

namespace asio = boost::asio;
using protocol::Value;

namespace {

// The registries world state needs, from what the server sent in configuration.
ServerRegistries serverRegistriesFrom(const protocol::Registries& all, const std::string& version) {
  ServerRegistries out = ServerRegistries::vanillaDefaults(version);
  if (auto it = all.find("minecraft:dimension_type"); it != all.end() && !it->second.empty()) {
    out.dimensionTypes.clear();
    for (const auto& e : it->second) {
      std::int64_t minY = -64, height = 384;
      std::string clock;
      if (e.value) {
        if (const auto* v = e.value->find("min_y")) v->get_int(minY);
        if (const auto* v = e.value->find("height")) v->get_int(height);
        if (const auto* v = e.value->find("default_clock"); v && v->get_string()) clock = *v->get_string();
      }
      // Checked here, before any column of this dimension is made (chunk_column.h has the bounds).
      if (auto problem = dimensionProblem(minY, height); !problem.empty())
        throw protocol::DecodeError("registry_data minecraft:dimension_type entry '" + e.key + "': " + problem);
      out.dimensionTypes.push_back({e.key, static_cast<int>(minY), static_cast<int>(height), clock});
    }
  }
  if (auto it = all.find("minecraft:world_clock"); it != all.end() && !it->second.empty()) {
    out.worldClocks.clear();
    for (const auto& e : it->second) out.worldClocks.push_back(e.key);
  }
  if (auto it = all.find("minecraft:worldgen/biome"); it != all.end() && !it->second.empty()) {
    out.biomeNames.clear();
    for (const auto& e : it->second) out.biomeNames.push_back(e.key);
  }
  if (auto it = all.find("minecraft:chat_type"); it != all.end() && !it->second.empty()) {
    out.chatTypes.clear();
    for (const auto& e : it->second) {
      ChatType c{e.key, "chat.type.text", {"sender", "content"}};
      const protocol::Nbt* chat = e.value ? e.value->find("chat") : nullptr;
      if (chat) {
        if (const auto* key = chat->find("translation_key"); key && key->get_string()) c.translationKey = *key->get_string();
        if (const auto* params = chat->find("parameters"); params && params->type() == protocol::NbtType::List) {
          c.parameters.clear();
          for (const auto& p : std::get<protocol::NbtList>(params->payload()).items)
            if (p.get_string()) c.parameters.push_back(*p.get_string());
        }
      }
      out.chatTypes.push_back(std::move(c));
    }
  }
  return out;
}

}  // namespace

std::shared_ptr<Bot> Bot::create(asio::any_io_executor executor, BotOptions options) {
  return std::shared_ptr<Bot>(new Bot(std::move(executor), std::move(options)));
}

Bot::Bot(asio::any_io_executor executor, BotOptions options) : options_(std::move(options)) {
  auto registry = Registry::shared(options_.version);
  protocol::ConnectionOptions c;
  c.host = options_.host;
  c.port = options_.port;
  c.username = options_.username;
  c.view_distance = options_.viewDistance;
  c.online = options_.online;
  connection_ = protocol::Connection::create(executor, protocol::load_protocol(options_.version), c);
  executor_ = connection_->executor();
  world_ = std::make_unique<WorldState>(registry, options_.host + ":" + std::to_string(options_.port),
                                        ChatFormatter::shared(options_.version));
  physics_ = std::make_unique<Physics>(*registry);
  registerPacketHandlers();
  registerInteractHandlers();
  registerBoatHandlers();
}

// The Bot's part of incoming packets, after WorldState's: teleports and the physics state.
void Bot::registerPacketHandlers() {
  PacketTable& packets = world_->packets();
  packets.on("position", [this](const Value& f) { onServerPosition(f); });
  packets.on("login", [this](const Value& f) {
    self_ = PlayerPhysicsState{};
    chatSession_ = ChatSession::forLogin(f, options_.online.get());
    if (chatSession_) send("chat_session_update", chatSession_->sessionUpdate());
  });
  packets.on("declare_commands", [this](const Value& f) {
    if (chatSession_) chatSession_->setCommandTree(f);
  });
  packets.on("player_chat", [this](const Value& f) {
    if (!chatSession_) return;
    if (auto ack = chatSession_->onPlayerChat(f)) send("message_acknowledgement", std::move(*ack));
  });
  packets.on("respawn", [this](const Value&) { physicsRunning_ = false; });  // until the server places us again
  packets.on("entity_update_attributes", [this](const Value&) { self_.movementSpeed = world_->movementSpeed(); });
}

Bot::~Bot() {
  while (!plugins_.empty()) removePlugin(plugins_.back());
}

asio::any_io_executor Bot::executor() const { return executor_; }

void Bot::start() {
  std::weak_ptr<Bot> weak = shared_from_this();
  connection_->set_packet_handler([weak](const protocol::Packet& p) {
    if (auto self = weak.lock()) self->onPacket(p);
  });
  connection_->set_event_handler([weak](const protocol::ConnectionEvent& e) {
    if (auto self = weak.lock()) self->onConnectionEvent(e);
  });
  events().death.on([weak] {
    auto self = weak.lock();
    if (!self) return;
    self->physicsRunning_ = false;
    if (self->options_.autoRespawn) self->respawn();
  });
  connection_->start();
  asio::co_spawn(executor_, [self = shared_from_this()] { return self->physicsLoop(); }, asio::detached);
}

void Bot::quit(const std::string& reason) { connection_->close(reason); }

// A movement packet with the ground state in this version's form (movement_flags adapter).
void Bot::sendMove(const std::string& name, Value fields, bool onGround) {
  world_->adapters().setGround(fields, onGround, self_.isCollidedHorizontally);
  send(name, std::move(fields));
}

void Bot::send(const std::string& name, Value fields) {
  if (!ended_) connection_->send(name, std::move(fields));
}

void Bot::onConnectionEvent(const protocol::ConnectionEvent& e) {
  if (e.type == protocol::ConnectionEventType::Play) {
    connected_ = true;
    world_->setServerRegistries(serverRegistriesFrom(connection_->registries(), options_.version));
  } else if (e.type == protocol::ConnectionEventType::Disconnected) {
    connected_ = false;
    ended_ = true;
    physicsRunning_ = false;
    endReason_ = std::string(protocol::disconnect_cause_name(e.cause)) + ": " + e.reason;
    if (e.cause == protocol::DisconnectCause::Kicked) events().kicked.emit(e.reason);
    events().end.emit(endReason_);
  }
}

void Bot::onPacket(const protocol::Packet& packet) {
  if (packet.state != protocol::State::Play) return;
  try {
    world_->handle(packet);
  } catch (const std::exception& e) {
    // A packet that does not have the documented shape ends this bot's connection, not the process.
    const std::string what = "'" + packet.name + "' packet for Minecraft " + options_.version + ": " + e.what();
    events().error.emit("bad " + what);
    connection_->close("malformed " + what);
    return;
  }
  pluginPackets_.dispatch(packet);  // guarded: a plugin that throws is unloaded, see bot_plugins.cpp
}

void Bot::onServerPosition(const Value& f) {
  const Value& flags = f["flags"];
  auto relative = [&](std::string_view axis) {
    const Value* v = flags.find(axis);
    return v && v->as_bool();
  };
  // Relative axes add to (and keep the velocity of) the current value; absolute ones replace it.
  Vec3& p = self_.position;
  Vec3& v = self_.velocity;
  if (relative("x")) p.x += f["x"].as_double(); else { p.x = f["x"].as_double(); v.x = 0; }
  if (relative("y")) p.y += f["y"].as_double(); else { p.y = f["y"].as_double(); v.y = 0; }
  if (relative("z")) p.z += f["z"].as_double(); else { p.z = f["z"].as_double(); v.z = 0; }
  // A relative rotation is an offset in the packet's Notchian degrees, added before converting:
  // our yaw is pi - degrees, so adding converted values turned the bot around on every relative
  // teleport (vanilla's /tp x y z sends rotation offsets of 0 to keep the player's facing).
  const double yawDeg = (relative("yaw") ? toNotchianYaw(self_.yaw) : 0) + f["yaw"].as_double();
  const double pitchDeg = (relative("pitch") ? toNotchianPitch(self_.pitch) : 0) + f["pitch"].as_double();
  self_.yaw = fromNotchianYaw(yawDeg);
  self_.pitch = fromNotchianPitch(pitchDeg);
  self_.onGround = false;
  send("teleport_confirm", Value::object({{"teleportId", f["teleportId"]}}));
  sendMove("position_look", Value::object({{"x", p.x}, {"y", p.y}, {"z", p.z},
                                            {"yaw", static_cast<float>(toNotchianYaw(self_.yaw))},
                                            {"pitch", static_cast<float>(toNotchianPitch(self_.pitch))}}),
           false);
  sentPosition_ = p;
  sentYaw_ = self_.yaw;
  sentPitch_ = self_.pitch;
  sentOnGround_ = false;
  ticksSincePositionSent_ = 0;
  physicsRunning_ = options_.physicsEnabled;
  Entity& me = world_->self();
  me.position = p;
  me.yaw = self_.yaw;
  me.pitch = self_.pitch;
  events().forcedMove.emit();
}

const Entity& Bot::entity() const { return const_cast<WorldState&>(*world_).self(); }

asio::awaitable<void> Bot::physicsLoop() {
  auto self = shared_from_this();
  asio::steady_timer timer(executor_);
  auto next = std::chrono::steady_clock::now();
  while (!ended_) {
    next += std::chrono::milliseconds(50);
    const auto now = std::chrono::steady_clock::now();
    if (next < now - std::chrono::milliseconds(200)) next = now;  // after a stall, do not burst ticks
    timer.expires_at(next);
    co_await timer.async_wait(asio::as_tuple(asio::use_awaitable));  // cancelled only when the bot ends
    if (ended_) break;
    physicsTick();
  }
}

void Bot::physicsTick() {
  if (!physicsRunning_ || !world_->chunks()) return;
  if (world_->vehicle()) return rideTick();  // mineflayer too leaves a rider's physics alone
  boat_.reset();
  // Like mineflayer: no simulation while the column under the bot is not loaded yet.
  if (!world_->stateAt(BlockPos::containing(self_.position))) return;
  physics_->simulatePlayer(self_, *world_->chunks());
  Entity& me = world_->self();
  me.position = self_.position;
  me.velocity = self_.velocity;
  me.onGround = self_.onGround;
  me.yaw = self_.yaw;
  me.pitch = self_.pitch;
  events().physicsTick.emit();
  sendMovement();
}

void Bot::sendMovement() {
  if (!std::isfinite(self_.position.x) || !std::isfinite(self_.position.y) || !std::isfinite(self_.position.z)) return;
  ++ticksSincePositionSent_;
  const Vec3 d = self_.position - sentPosition_;
  const bool moved = d.x * d.x + d.y * d.y + d.z * d.z > 4e-8 || ticksSincePositionSent_ >= 20;
  const bool turned = self_.yaw != sentYaw_ || self_.pitch != sentPitch_;
  const auto& p = self_.position;
  const float yaw = static_cast<float>(toNotchianYaw(self_.yaw)), pitch = static_cast<float>(toNotchianPitch(self_.pitch));
  if (moved && turned) {
    sendMove("position_look", Value::object({{"x", p.x}, {"y", p.y}, {"z", p.z}, {"yaw", yaw}, {"pitch", pitch}}),
             self_.onGround);
  } else if (moved) {
    sendMove("position", Value::object({{"x", p.x}, {"y", p.y}, {"z", p.z}}), self_.onGround);
  } else if (turned) {
    sendMove("look", Value::object({{"yaw", yaw}, {"pitch", pitch}}), self_.onGround);
  } else if (self_.onGround != sentOnGround_) {
    sendMove("flying", Value::object({}), self_.onGround);
  }
  if (moved) {
    sentPosition_ = p;
    ticksSincePositionSent_ = 0;
  }
  sentYaw_ = self_.yaw;
  sentPitch_ = self_.pitch;
  sentOnGround_ = self_.onGround;
  lookSent_ = true;
  if (moved || turned) events().move.emit();
}

asio::awaitable<void> Bot::waitForSpawn(std::chrono::milliseconds timeout) {
  if (world_->isAlive() && physicsRunning_) co_return;
  const bool ok = co_await waitFor<>(events().spawn, nullptr, timeout);
  if (!ok) throw BotError("no spawn within " + std::to_string(timeout.count()) + " ms (is the server running?)");
}

asio::awaitable<void> Bot::waitOneTick() {
  co_await waitFor<>(events().physicsTick, nullptr, std::chrono::milliseconds(1000));
}

asio::awaitable<void> Bot::waitForTicks(int ticks) {
  for (int i = 0; i < ticks; ++i) {
    if (!co_await waitFor<>(events().physicsTick, nullptr, std::chrono::milliseconds(2000))) {
      throw BotError("physics is not ticking (not spawned, or the column under the bot is not loaded)");
    }
  }
}

void Bot::setControlState(Control control, bool state) {
  auto& c = self_.controls;
  switch (control) {
    case Control::Forward: c.forward = state; break;
    case Control::Back: c.back = state; break;
    case Control::Left: c.left = state; break;
    case Control::Right: c.right = state; break;
    case Control::Jump: c.jump = state; break;
    case Control::Sprint:
      if (c.sprint != state) send("entity_action", Value::object({{"entityId", world_->selfId()},
                                                                   {"actionId", state ? "start_sprinting" : "stop_sprinting"},
                                                                   {"jumpBoost", 0}}));
      c.sprint = state;
      break;
    case Control::Sneak:
      if (c.sneak != state) {
        c.sneak = state;
        send(world_->adapters().sneak({c.forward, c.back, c.left, c.right, c.jump, c.sneak, c.sprint}, world_->selfId()));
      }
      break;
  }
}

bool Bot::getControlState(Control control) const {
  const auto& c = self_.controls;
  switch (control) {
    case Control::Forward: return c.forward;
    case Control::Back: return c.back;
    case Control::Left: return c.left;
    case Control::Right: return c.right;
    case Control::Jump: return c.jump;
    case Control::Sprint: return c.sprint;
    case Control::Sneak: return c.sneak;
  }
  return false;
}

void Bot::clearControlStates() {
  for (auto c : {Control::Forward, Control::Back, Control::Left, Control::Right, Control::Jump, Control::Sprint,
                 Control::Sneak}) {
    setControlState(c, false);
  }
}

asio::awaitable<void> Bot::look(double yaw, double pitch, bool force) {
  self_.yaw = euclideanMod(yaw, 2 * std::numbers::pi);
  self_.pitch = std::clamp(pitch, -std::numbers::pi / 2, std::numbers::pi / 2);
  lookSent_ = false;
  if (!physicsRunning_) {
    // Not ticking yet (or dead): tell the server directly so actions still face their target.
    sendMove("look", Value::object({{"yaw", static_cast<float>(toNotchianYaw(self_.yaw))},
                                    {"pitch", static_cast<float>(toNotchianPitch(self_.pitch))}}),
             self_.onGround);
    sentYaw_ = self_.yaw;
    sentPitch_ = self_.pitch;
    co_return;
  }
  // We never smooth turns (mineflayer's non-forced look does), so both modes resolve once the
  // rotation is on the wire, before the caller acts on it.
  (void)force;
  co_await waitOneTick();
}

asio::awaitable<void> Bot::lookAt(const Vec3& point, bool force) {
  const Vec3 eye = self_.position + Vec3{0, self_.controls.sneak ? 1.27 : 1.62, 0};
  const Vec3 d = point - eye;
  const double yaw = std::atan2(-d.x, -d.z);
  const double pitch = std::atan2(d.y, std::sqrt(d.x * d.x + d.z * d.z));
  co_await look(yaw, pitch, force);
}

}  // namespace craftmate::world
