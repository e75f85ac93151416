// Keeps each player's data (inventory, position, health, food, game mode) in memory while the
// server runs, as vanilla keeps playerdata/<uuid>.dat: a player whose connection drops and who
// joins again gets back what it held and stands where it stood. flying-squid reads and writes
// player data only in a world folder, and craftmate's server has none (start.js), so a rejoining
// bot came back empty-handed at the spawn point and an eval task it was part of could not go on.
'use strict'

const playerDat = require('flying-squid/src/lib/playerDat')
const convertInventorySlotId = require('flying-squid/src/lib/convertInventorySlotId')

module.exports.server = function (serv, settings) {
  if (settings.worldFolder !== undefined) return // flying-squid's own files
  const saved = new Map() // uuid -> what playerDat.read returns
  const { read, save } = playerDat
  // login.js and world.js call these through the module object, so replacing them here is enough.
  playerDat.save = async (player, worldFolder, ...rest) => {
    if (worldFolder !== undefined) return save(player, worldFolder, ...rest)
    saved.set(player.uuid, {
      player: {
        health: player.health,
        food: player.food,
        gameMode: player.gameMode,
        xp: player.xp,
        heldItemSlot: player.heldItemSlot,
        position: player.position.clone(),
        yaw: player.yaw,
        pitch: player.pitch,
        onGround: player.onGround
      },
      // In the NBT shape login.js reads back (its updateInventory).
      inventory: player.inventory.slots.filter(Boolean).map(item => ({
        Slot: { type: 'byte', value: convertInventorySlotId.toNBT(item.slot) },
        id: { type: 'string', value: `minecraft:${item.name}` },
        Count: { type: 'byte', value: item.count },
        ...(item.nbt ? { tag: item.nbt } : {})
      }))
    })
  }
  playerDat.read = async (uuid, spawnPoint, worldFolder) => {
    const data = worldFolder === undefined && saved.get(uuid)
    if (!data) return read(uuid, spawnPoint, worldFolder)
    return { player: { ...data.player, position: data.player.position.clone() }, inventory: data.inventory }
  }
}
