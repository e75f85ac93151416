// The list of built-in worlds. Each world's folder provides one `register<World>(GameRegistry&)`
// function; add its declaration and call here (one line each) when the world lands.

#include "games/game_registry.h"

namespace craftmate::games {

void registerBuiltInGames(GameRegistry& registry) {
  (void)registry;
}

}  // namespace craftmate::games
