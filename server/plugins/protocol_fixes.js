// Small corrections to what flying-squid 1.12.0 sends a 1.21.1 client:
//   * other players were spawned with entity type 0 (an allay): players now carry the `player`
//     entity type, so clients see them as players;
//   * a player's saturation starts at vanilla's 5 instead of undefined (update_health).
'use strict'

module.exports.player = function (player, serv) {
  player.entityType = serv.registry.entitiesByName.player.id
  if (player.foodSaturation === undefined) player.foodSaturation = 5
}
