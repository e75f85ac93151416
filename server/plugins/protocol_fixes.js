// Small corrections to what flying-squid 1.12.0 sends a 1.21.1 client:
//   * other players are spawned with the `player` entity type (flying-squid sent 0, an allay);
//   * saturation starts at vanilla's 5;
//   * the chunk view defaults to the server's view distance, and a client settings packet after
//     spawn sends the columns still missing (flying-squid's view was NaN without a play-state
//     settings packet: only the 36 login columns arrived);
//   * a joining player gets the tab list too (flying-squid sent it only to the others), and the
//     others get the newcomer with its game mode, as vanilla's player_info does;
//   * sounds go by their 1.21.1 registry id, legacy names translated, unknown ones not sent
//     (flying-squid's inline legacy sound events were malformed);
//   * the end of the login re-sends the login position at the client's first movement packet of
//     any kind (flying-squid waited for a bare `flying`/`look`, which could come seconds later and
//     undo a /tp or walk made meanwhile), and keeps a teleport made during the wait.
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

// player_info as vanilla's ClientboundPlayerInfoUpdatePacket.createPlayerInitializing: each player's
// name, game mode, listing and latency at once (flying-squid's add_player alone left the game mode
// of a newcomer unknown to the others).
function playerInitializing (players) {
  return {
    action: { add_player: true, update_game_mode: true, update_listed: true, update_latency: true },
    data: players.map(p => ({
      uuid: p.uuid,
      player: { name: p.username, properties: p.profileProperties || [] },
      gamemode: p.gameMode,
      listed: true,
      latency: p._client.latency || 0
    }))
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
      player._client.write('player_info', playerInitializing(serv.players))
    }
    return spawnEntities(...args)
  }
  // flying-squid's login (and changeWorld) saves the position, sends it, does `await
  // player.waitPlayerLogin()` and then, in the same microtask chain, `player.sendSelfPosition(<saved
  // position>)`. Replaced on 'asap', when flying-squid's own player plugins (login,
  // updatePositions) have defined them.
  player.once('asap', () => {
    // flying-squid's login tells the others of a newcomer by re-sending its whole list as add_player.
    serv._sendPlayerList = (newcomer) => newcomer._writeOthers('player_info', playerInitializing([newcomer]))
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
