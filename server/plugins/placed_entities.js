// Items that place an entity, as vanilla 1.21.1: spawn eggs (SpawnEggItem.useOn) put their mob on
// the clicked face, an armor stand stands there, an end crystal goes on obsidian or bedrock with air
// above, a boat or raft (BoatItem.use, a use_item, not on a block) lands where the player looks,
// on water or ground within 5 blocks. Survival players spend the item. Hitting a placed boat, armor
// stand or crystal breaks it as vanilla does: a boat after 40 damage (10 per hit, at once in
// creative), an armor stand with a second hit within 5 ticks (at once in creative), a crystal at
// the first hit (no explosion here); the boat and armor stand drop their item in survival.
// flying-squid spawned only the few mobs minecraft-data calls `mob` (no animal or zombie eggs) and
// none of the others.
'use strict'

const { Vec3 } = require('vec3')
const crypto = require('crypto')
const { lookDirection, useItemLook, firstBlockAlong } = require('../lib/look')

const FACE = [new Vec3(0, -1, 0), new Vec3(0, 1, 0), new Vec3(0, 0, -1), new Vec3(0, 0, 1), new Vec3(-1, 0, 0), new Vec3(1, 0, 0)]
const BOAT_VARIANTS = ['oak', 'spruce', 'birch', 'jungle', 'acacia', 'cherry', 'dark_oak', 'mangrove', 'bamboo']
const BOAT_TYPE_METADATA = 11 // Boat.DATA_ID_TYPE
const BOAT_REACH = 5
const CREATIVE = 1
const SURVIVAL = 0

module.exports.server = function (serv) {
  const registry = serv.registry
  const { items } = serv.craftmate

  // An entity that stays where it is put (no physics), with the metadata `sendMetadata` lists.
  function spawnStill (def, world, position, { yaw = 0, metadata = [] } = {}) {
    const entity = serv.initEntity(def.type === 'other' ? 'object' : 'mob', def.id, world, position)
    Object.assign(entity, { uuid: crypto.randomUUID(), name: def.name, pitch: 0, headPitch: 0, yaw, data: 0, metadata: [] })
    entity.sendMetadata = () => { if (metadata.length) entity._writeOthersNearby('entity_metadata', { entityId: entity.id, metadata }) }
    entity.updateAndSpawn()
    entity.sendMetadata()
    return entity
  }

  function spend (player) {
    if (player.gameMode === CREATIVE) return
    const slot = 36 + (player.heldItemSlot || 0)
    const held = player.inventory.slots[slot]
    player.inventory.updateSlot(slot, held.count > 1 ? items.copy(held, held.count - 1) : null)
    player.craftmate.menu.broadcastChanges()
  }

  const yawTowards = (player) => Math.round(((player.yaw ?? 0) + 128) % 256) - 128

  // Block-targeted items: the entity on the clicked face.
  const placers = []
  for (const item of registry.itemsArray) {
    if (!item.name.endsWith('_spawn_egg')) continue
    const def = registry.entitiesByName[item.name.replace(/_spawn_egg$/, '')]
    if (def) placers.push({ item: item.name, place: ({ at }) => serv.craftmate.spawnLiving(def, at.world, at.position) })
  }
  placers.push({
    item: 'armor_stand',
    place: ({ at, player }) => tag(spawnStill(registry.entitiesByName.armor_stand, at.world, at.position, { yaw: yawTowards(player) }), 'armor_stand')
  })
  placers.push({
    item: 'end_crystal',
    allowed: ({ clicked }) => ['obsidian', 'bedrock'].includes(clicked.name),
    place: ({ at }) => tag(spawnStill(registry.entitiesByName.end_crystal, at.world, at.position), 'end_crystal')
  })
  for (const { item, place, allowed } of placers) {
    serv.onItemPlace(item, async ({ player, referencePosition, direction }) => {
      const clicked = await player.world.getBlock(referencePosition)
      if (allowed && (!allowed({ clicked }) || direction !== 1)) return {}
      const cell = referencePosition.plus(FACE[direction] || new Vec3(0, 1, 0))
      place({ player, at: { world: player.world, position: cell.offset(0.5, 0, 0.5) } })
      spend(player)
      return {}
    }, false)
  }

  function tag (entity, kind) {
    entity.craftmatePlaced = { kind, damage: 0, lastHitTick: -100 }
    return entity
  }

  // Boats: where the look ray first meets water or a solid block.
  function placeBoat (player, item, look) {
    // 1.21.2 made every wood's boat its own entity type (oak_boat); before, boat and chest_boat
    // carried the wood in metadata.
    const own = registry.entitiesByName[item.name]
    const chest = /_chest_(boat|raft)$/.test(item.name)
    const def = own ?? registry.entitiesByName[chest ? 'chest_boat' : 'boat']
    const variant = BOAT_VARIANTS.indexOf(item.name.replace(/_chest_(boat|raft)$|_(boat|raft)$/, ''))
    const hit = firstBlockAlong(player.world, player.position.offset(0, 1.62, 0), lookDirection(look), BOAT_REACH,
      (block) => block.name === 'water' || block.boundingBox === 'block')
    if (!hit) return
    const top = Math.floor(hit.point.y) + (hit.block.name === 'water' ? 0.9 : 1)
    const boat = spawnStill(def, player.world, new Vec3(hit.point.x, top, hit.point.z), {
      yaw: yawTowards(player),
      metadata: own ? [] : [{ key: BOAT_TYPE_METADATA, type: 'int', value: Math.max(0, variant) }]
    })
    tag(boat, item.name)
    spend(player)
  }
  serv.craftmate.placeBoat = placeBoat

  // A hit on a placed entity; returns true when it was one.
  serv.craftmate.hitPlaced = (player, entity) => {
    const placed = entity.craftmatePlaced
    if (!placed) return false
    const creative = player.gameMode === CREATIVE
    let broken = false
    if (placed.kind === 'end_crystal') broken = true
    else if (placed.kind === 'armor_stand') {
      broken = creative || serv.tickCount - placed.lastHitTick <= 5
      placed.lastHitTick = serv.tickCount
    } else {
      placed.damage += 10
      broken = creative || placed.damage > 40
    }
    if (!broken) return true
    entity.destroy()
    if (player.gameMode === SURVIVAL && placed.kind !== 'end_crystal' && registry.itemsByName[placed.kind]) {
      serv.craftmate.spawnItem(entity.world, entity.position.offset(0, 0.5, 0), items.create(registry.itemsByName[placed.kind].id, 1))
    }
    return true
  }
}

module.exports.player = function (player, serv) {
  player._client.on('use_item', (packet) => {
    const held = player.inventory.slots[36 + (player.heldItemSlot || 0)]
    const name = held && serv.registry.items[held.type]?.name
    if (name && /_(boat|raft)$/.test(name)) serv.craftmate.placeBoat(player, serv.registry.itemsByName[name], useItemLook(player, packet))
  })
  player.on('attack_cancel', (data, cancel) => {
    if (serv.craftmate.hitPlaced(player, data.attackedEntity)) cancel(false)
  })
}
