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
//     bot.players lacks them and their entities have no name). The newcomer now gets the list;
//   * sounds: flying-squid plays pre-1.13 sound names ('dig.stone') as inline sound events and
//     clients saw malformed sound_effect packets (mineflayer: "Chunk size is 42 but only 32 was
//     read"); a strict client would drop the connection. Sounds now go by their 1.21.1 registry
//     id, legacy names are translated, and unknown ones are not sent;
//   * the end of the login: flying-squid re-sends the login position (against falling through
//     ground that had not arrived) once the client sends its first bare `flying` or `look` packet.
//     A client moving with `position`/`position_look` only (mineflayer when it lands in a tick
//     that also updates its position) sent the first bare `look` much later, and the player was
//     put back at its spawn point, undoing a /tp or a walk made meanwhile (a chest opened after a
//     /tp then closed at once: too far away). The wait now ends with the first movement packet of
//     any kind, and a teleport during the wait is not undone (see below).
'use strict'

let serverView = 10

const LEGACY_SOUNDS = {
  'dig.stone': 'block.stone.place',
  'dig.wood': 'block.wood.place',
  'dig.grass': 'block.grass.place',
  'dig.cloth': 'block.wool.place',
  'dig.gravel': 'block.gravel.place',
  'dig.sand': 'block.sand.place',
  'game.player.hurt': 'entity.player.hurt',
  'random.pop': 'entity.item.pickup'
}
const SOUND_CATEGORIES = ['master', 'music', 'record', 'weather', 'block', 'hostile', 'neutral', 'player', 'ambient', 'voice']

module.exports.server = function (serv, settings) {
  serverView = settings['view-distance'] || 10
  const registry = serv.registry
  serv.playSound = (sound, world, position, { whitelist, blacklist = [], radius = 32, volume = 1.0, pitch = 1.0, soundCategory = 'block' } = {}) => {
    const name = LEGACY_SOUNDS[sound] || String(sound).replace(/^minecraft:/, '')
    const def = registry.soundsByName[name]
    if (!def) return
    const category = typeof soundCategory === 'number' ? SOUND_CATEGORIES[soundCategory] || 'master' : soundCategory
    const players = whitelist !== undefined ? [].concat(whitelist) : serv.getNearby({ world, position, radius })
    for (const player of players) {
      if (blacklist.includes(player)) continue
      const at = position || player.position
      player._client.write('sound_effect', {
        sound: { soundId: def.id },
        soundCategory: category,
        x: Math.floor(at.x * 8),
        y: Math.floor(at.y * 8),
        z: Math.floor(at.z * 8),
        volume,
        pitch,
        seed: [0, Math.floor(Math.random() * 0x7fffffff)]
      })
    }
  }
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
  // flying-squid's login (and changeWorld) saves the position, sends it, does `await
  // player.waitPlayerLogin()` and then, in the same microtask chain, `player.sendSelfPosition(<saved
  // position>)`. Replaced on 'asap', when flying-squid's own player plugins (login,
  // updatePositions) have defined them.
  player.once('asap', () => {
    const MOVES = ['flying', 'look', 'position', 'position_look']
    const send = player.sendSelfPosition
    const teleport = player.teleport
    const changeWorld = player.changeWorld
    let teleports = 0
    let teleportsWhenSaved = 0 // the login saves its position now; changeWorld when it starts
    let movedSinceSent = false // a client answers a position packet with a move (often before the wait)
    let staleResend = false
    for (const packet of MOVES) player._client.on(packet, () => { movedSinceSent = true })
    player.sendSelfPosition = (newPosition) => {
      // Teleported since the position was saved: re-send where the player is, not the saved place.
      if (staleResend) newPosition = undefined
      staleResend = false
      movedSinceSent = false
      return send(newPosition)
    }
    player.teleport = (...args) => {
      teleports++
      return teleport(...args)
    }
    player.changeWorld = (...args) => {
      teleportsWhenSaved = teleports
      return changeWorld(...args)
    }
    player.waitPlayerLogin = async () => {
      if (!movedSinceSent) {
        await new Promise(resolve => {
          const moved = () => {
            for (const packet of MOVES) player._client.removeListener(packet, moved)
            resolve()
          }
          for (const packet of MOVES) player._client.on(packet, moved)
        })
      }
      staleResend = teleports !== teleportsWhenSaved
    }
  })
  player._client.on('settings', ({ viewDistance }) => {
    // flying-squid's own listener has stored it already; a broken value falls back to the server's.
    if (!(viewDistance >= 2)) player.view = serverView
    if (spawned && !player.sendingChunks) player.worldSendRestOfChunks().catch?.(() => {})
  })
}
