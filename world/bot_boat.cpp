// Riding: a rider's own physics stands still; at a boat's helm (its first passenger) this client
// moves the boat as vanilla's does (Physics::simulateBoat, paddles from moveVehicle), sits on it,
// turns with it and sends the server the boat's place (vehicle_move), which moves it for everyone;
// a vehicle_move from the server puts the boat where the server has it.

#include <numbers>

#include "world/angles.h"
#include "world/bot.h"

namespace craftmate::world {

using protocol::Value;

namespace {

bool isBoat(const Entity& e) { return e.name.ends_with("boat") || e.name.ends_with("raft"); }

// Where a lone rider's feet are above the boat's bottom: the boat's passenger attachment (a third of
// its height, a raft's 8/9) less the player's vehicle attachment (0.6).
double seatHeight(const Entity& boat) {
  constexpr double kHeight = 0.5625;
  return (boat.name.ends_with("raft") ? kHeight * 8 / 9 : kHeight / 3) - 0.6;
}

// The boat's place as this client tells the server (and answers a move the server made).
Value vehicleMove(const BoatPhysicsState& b) {
  return Value::object({{"x", b.position.x},
                        {"y", b.position.y},
                        {"z", b.position.z},
                        {"yaw", static_cast<float>(b.yaw)},
                        {"pitch", 0.0f},
                        {"onGround", false}});
}

}  // namespace

// The server put the boat this client drives elsewhere (it refused a move as too quick, or a command
// moved the boat): as vanilla's handleMoveVehicle, the boat goes there, keeps its speed, and the
// client answers with its new place. The rider follows on the next tick.
void Bot::registerBoatHandlers() {
  world_->packets().on("vehicle_move", [this](const Value& f) {
    if (!boat_) return;
    boat_->position = {f["x"].as_double(), f["y"].as_double(), f["z"].as_double()};
    boat_->yaw = f["yaw"].as_double();
    send("vehicle_move", vehicleMove(*boat_));
  });
}

void Bot::rideTick() {
  const Entity* vehicle = world_->vehicle();
  const bool helm = vehicle && isBoat(*vehicle) && !vehicle->passengers.empty() && vehicle->passengers.front() == world_->selfId();
  if (!helm) {
    boat_.reset();
    events().physicsTick.emit();
    return;
  }
  if (!boat_ || boatId_ != vehicle->id) {
    boat_ = BoatPhysicsState{};
    boat_->position = vehicle->position;
    boat_->yaw = toNotchianYaw(vehicle->yaw);
    boat_->status = BoatPhysicsState::Status::InWater;  // not "in the air": no drop onto the water
    boatId_ = vehicle->id;
  }
  BoatPhysicsState& b = *boat_;
  b.left = paddleLeft_ > 0;
  b.right = paddleLeft_ < 0;
  b.forward = paddleForward_ > 0;
  b.back = paddleForward_ < 0;
  physics_->simulateBoat(b, *world_->chunks());

  self_.position = b.position + Vec3{0, seatHeight(*vehicle), 0};
  self_.velocity = b.velocity;
  self_.yaw -= b.deltaRotation * std::numbers::pi / 180;  // vanilla's yaw grows the other way
  Entity& me = world_->self();
  me.position = self_.position;
  me.yaw = self_.yaw;
  send("vehicle_move", vehicleMove(b));
  events().physicsTick.emit();
  sendMovement();
}

}  // namespace craftmate::world
