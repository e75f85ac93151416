// A player's death and respawn as vanilla 1.21.1 does them (ServerPlayer.die, PlayerList.respawn).
// flying-squid wrote the pre-1.20.5 `respawn` packet (no `worldState`), which a 1.21.1 client
// cannot read, so a player who died never came back; it also sent a negative health and no
// death screen. Now:
//   * death: health 0 (never negative), `death_combat_event` (the death screen) with the death
//     message, the same message to everyone (showDeathMessages), the inventory dropped where the
//     player died (unless keepInventory), experience reset;
//   * respawn (client_command "perform respawn" from a dead player only): the 1.21.1 `respawn`
//     packet with the player's game mode and death location, the player moved to its bed (beds
//     plugin) or the world spawn,
//     health 20, food 20, saturation 5, the chunks and entities around it sent again (the client
//     forgets them on respawn, as vanilla's new player entity has none), and the other players
//     see it disappear where it died and appear where it respawns.
// `player._sendRespawn` (also used by flying-squid's changeWorld) writes the 1.21.1 packet.
'use strict'

const { toNbt, broadcastSystem } = require('../lib/chat_component')
const { playerName } = require('../lib/player_name')

const GAME_MODE_NAMES = ['survival', 'creative', 'adventure', 'spectator']
// Dimension type ids in the registry flying-squid sends (minecraft-data's login codec), by world key.
const DIMENSION_TYPES = { 'minecraft:overworld': 0, 'minecraft:the_nether': 3, 'minecraft:nether': 3 }

module.exports.player = function (player, serv) {
  const dimensionName = () => player.world === serv.netherworld ? 'minecraft:the_nether' : 'minecraft:overworld'
  let deathLocation = null

  function sendRespawn (newDifficulty, newGameMode, newDimension, dataKept = 0) {
    const name = newDimension === -1 ? 'minecraft:the_nether' : newDimension === 0 ? 'minecraft:overworld' : dimensionName()
    player._client.write('respawn', {
      worldState: {
        dimension: DIMENSION_TYPES[name] ?? 0,
        name,
        hashedSeed: serv.hashedSeed,
        gamemode: GAME_MODE_NAMES[newGameMode ?? player.gameMode] || 'survival',
        previousGamemode: player.prevGameMode ?? 255,
        isDebug: false,
        isFlat: serv.registry.loginPacket?.worldState?.isFlat === true, // as the login says
        death: deathLocation || undefined,
        portalCooldown: 0
      },
      copyMetadata: dataKept
    })
  }

  // flying-squid's updateHealth sent whatever it was given; vanilla's health is never below 0.
  player.once('asap', () => {
    player._sendRespawn = sendRespawn
    const updateHealth = player.updateHealth
    player.updateHealth = (health) => {
      const wasAlive = player.health > 0
      updateHealth(Math.max(0, Math.min(20, health)))
      if (wasAlive && player.health <= 0) die()
    }
    // Replace flying-squid's respawn handler, which wrote the old packet.
    player._client.removeAllListeners('client_command')
    player._client.on('client_command', ({ actionId }) => {
      if ((actionId === 'perform_respawn' || actionId === 0) && player.health <= 0 && !player.disconnected) respawn().catch(err => serv.err?.(`craftmate respawn: ${err.stack}`))
    })
  })

  function die () {
    const message = { translate: player.craftmate?.deathMessageKey || 'death.attack.generic', with: [playerName(player)] }
    player.craftmate.deathMessageKey = null
    const gamerules = serv.craftmate.gamerules || {}
    player._client.write('death_combat_event', {
      playerId: player.id,
      message: toNbt(gamerules.showDeathMessages === false ? { text: '' } : message)
    })
    if (gamerules.showDeathMessages !== false) broadcastSystem(serv, message)
    deathLocation = { dimensionName: dimensionName(), location: player.position.floored() }
    if (!gamerules.keepInventory) dropEverything()
  }

  function dropEverything () {
    const { items } = serv.craftmate
    const menu = player.craftmate.menu
    if (menu && !items.isEmpty(menu.carried)) {
      player.craftmate.drop(menu.carried, false)
      menu.carried = null
    }
    for (let slot = 0; slot < player.inventory.slots.length; slot++) {
      const it = player.inventory.slots[slot]
      if (items.isEmpty(it)) continue
      player.inventory.updateSlot(slot, null)
      serv.craftmate.spawnItem(player.world, player.position.clone(), it, {})
    }
    player.craftmate.menu?.broadcastChanges()
    player.setXp?.(0)
  }

  // At the bed the player last slept in while it is there (beds plugin), else the world spawn
  // (the client is told when its bed is gone, as vanilla: no_respawn_block_available).
  function respawnPosition () {
    const bed = player.craftmate.bedSpawn
    if (bed && serv.craftmate.bedAt?.(bed.world, bed.pos) && bed.world === player.world) return bed.pos.offset(0.5, 0.5625, 0.5)
    if (bed) {
      player.craftmate.bedSpawn = null
      player._client.write('game_state_change', { reason: 'no_respawn_block_available', gameMode: 0 })
    }
    return player.spawnPoint.clone()
  }

  async function respawn () {
    if (player.craftmate.menu !== player.craftmate.inventoryMenu) player.craftmate.closeMenu()
    // The others forget the player where it died.
    for (const other of serv.players) {
      if (other === player) continue
      const at = other.nearbyEntities.indexOf(player)
      if (at < 0) continue
      other.despawnEntities([player])
      other.nearbyEntities.splice(at, 1)
    }
    player.world = serv.overworld // vanilla respawns in the overworld without a bed elsewhere
    player._sendRespawn()
    // The client starts with no chunks and no entities (vanilla's new player entity tracks none).
    player._unloadAllChunks(true)
    player.nearbyEntities = []
    await player.findSpawnPoint?.()
    player.position = respawnPosition()
    player.lastPositionPlayersUpdated = player.position.clone()
    player.sendSpawnPosition()
    player.sendSelfPosition()
    player.sendAbilities?.()
    player.foodSaturation = 5
    player.food = 20
    player.updateHealth(20)
    player.sendXp?.()
    player.craftmate.inventoryMenu?.broadcastFullState()
    player._client.write('update_time', serv.craftmate.timePacket ? serv.craftmate.timePacket() : { age: [0, 0], time: [0, serv.time] })
    serv.craftmate.sendWeather?.(player)
    player.updateAndSpawn()
    await player.worldSendRestOfChunks()
  }
}
