// Small corrections to what flying-squid 1.12.0 sends a 1.21.1 client:
//   * other players were spawned with entity type 0 (an allay): players now carry the `player`
//     entity type, so clients see them as players;
//   * a player's saturation starts at vanilla's 5 instead of undefined (update_health);
//   * chunk view distance: flying-squid sends 36 columns (view 3) at login and the rest with
//     min(player.view, view-distance), where player.view only comes from a `settings` packet
//     received in the play state. A client that sent its settings during configuration (or late)
//     got NaN there, hence only those 36 columns. The view now defaults to the server's view
//     distance, and a settings packet after spawn sends whatever columns are still missing;
//   * the tab list: flying-squid sends the player list to everyone *except* the player who just
//     joined, so a newcomer never learns about players already online (mineflayer's
//     bot.players lacks them and their entities have no name). The newcomer now gets the list.
'use strict'

let serverView = 10

module.exports.server = function (serv, settings) {
  serverView = settings['view-distance'] || 10
}

module.exports.player = function (player, serv) {
  player.entityType = serv.registry.entitiesByName.player.id
  if (player.foodSaturation === undefined) player.foodSaturation = 5
  if (player.view === undefined) player.view = serverView
  let spawned = false
  player.once('spawned', () => { spawned = true })
  // Vanilla sends the tab list before any player entity, so clients can name them on spawn.
  const spawnEntities = player.updateAndSpawn
  let listSent = false
  player.updateAndSpawn = (...args) => {
    if (!listSent) {
      listSent = true
      player._client.write('player_info', {
        action: { add_player: true, update_game_mode: true, update_listed: true, update_latency: true },
        data: serv.players.map(p => ({
          uuid: p.uuid,
          player: { name: p.username, properties: p.profileProperties || [] },
          gamemode: p.gameMode,
          listed: true,
          latency: p._client.latency || 0
        }))
      })
    }
    return spawnEntities(...args)
  }
  player._client.on('settings', ({ viewDistance }) => {
    // flying-squid's own listener has stored it already; a broken value falls back to the server's.
    if (!(viewDistance >= 2)) player.view = serverView
    if (spawned && !player.sendingChunks) player.worldSendRestOfChunks().catch?.(() => {})
  })
}
