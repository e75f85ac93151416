// The list of built-in worlds. Each world's folder provides one `register<World>(GameRegistry&)`
// function; add its declaration and call here (one line each) when the world lands.

#include "games/game_registry.h"

namespace craftmate::games {

void registerHanabi(GameRegistry&);
void registerOvercooked(GameRegistry&);
void registerCuisineWorld(GameRegistry&);
void registerCollabCapture(GameRegistry&);
void registerCollabEscape(GameRegistry&);
void registerCoBlock(GameRegistry&);
void registerCollabOvercooked(GameRegistry&);
void registerBuiltInGames(GameRegistry& registry) {
  (void)registry;
  registerHanabi(registry);
  registerOvercooked(registry);
  registerCuisineWorld(registry);
  registerCollabCapture(registry);
  registerCollabEscape(registry);
  registerCoBlock(registry);
  registerCollabOvercooked(registry);
}

}  // namespace craftmate::games
