#pragma once
// Whether the pathfinder is walking a bot right now: a goTo or follow is running for it (mineflayer's
// `bot.pathfinder.goal` is set). The modes ask this: a bot with its head under water holds jump only
// when the pathfinder is not steering it.

namespace craftmate::world {
class Bot;
}

namespace craftmate::pathfinding {

bool isWalking(const world::Bot& bot);

}  // namespace craftmate::pathfinding
