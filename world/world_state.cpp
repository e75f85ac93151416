// WorldState's construction and queries; the packet handlers live in world_state_*.cpp by concern.

#include "world/world_state.h"

#include "world/chat_text.h"
#include "world/entity_metadata.h"
#include "world/registry.h"

namespace craftmate::world {

WorldState::WorldState(std::shared_ptr<const Registry> registry, std::string serverKey,
                       std::shared_ptr<const ChatFormatter> chat)
    : registry_(std::move(registry)),
      adapters_(VersionAdapters::forVersion(registry_->version())),
      serverKey_(std::move(serverKey)),
      chat_(std::move(chat)),
      serverRegistries_(ServerRegistries::vanillaDefaults(registry_->version())) {
  registerGameHandlers();
  registerBlockHandlers();
  registerEntityHandlers();
  registerPlayerAndChatHandlers();
  registerInventoryHandlers();
  registerHealthHandlers();
  registerHudHandlers();
  registerScoreboardHandlers();
  registerEntityEventHandlers();
  registerSpawnHandlers();
  registerSoundHandlers();
}

WorldState::~WorldState() {
  if (store_) store_->dropViewer(viewer_);
}

std::optional<int> WorldState::stateAt(const BlockPos& p) const {
  if (!store_) return std::nullopt;
  return store_->stateAt(p);
}

std::optional<std::string> WorldState::biomeAt(const BlockPos& p) const {
  if (!store_) return std::nullopt;
  const std::optional<int> id = store_->biomeAt(p);
  if (!id) return std::nullopt;
  return serverRegistries_.biomeName(*id);
}

const Entity* WorldState::entity(int id) const {
  auto it = entities_.find(id);
  return it == entities_.end() ? nullptr : &it->second;
}

std::optional<Item> WorldState::droppedItem(const Entity& e) const {
  if (e.name != "item") return std::nullopt;
  const protocol::Value* stack = metadataNamed(*registry_, e, "item");  // the dropped stack (spec §1.7)
  if (!stack) return std::nullopt;
  return itemFromSlot(*stack, *registry_, -1);
}

}  // namespace craftmate::world
