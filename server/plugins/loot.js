// What blocks and animals drop, as in vanilla 1.21.1:
//   * blocks: minecraft-data's blockLoot, read as vanilla reads its loot tables (silk-touch
//     alternatives, no drops without the right tool for blocks that need one), crops by age from
//     ../data/loot.json, and a fallback for the 121 blocks minecraft-data has no entry for (which
//     made flying-squid's digging throw and leave the block in place);
//   * animals: killed mobs drop their loot (flying-squid only removes them), have vanilla health,
//     and player attacks deal the held weapon's damage instead of always 1;
//   * the death is shown (entity_status 3) and the body removed one second later, as vanilla does.
'use strict'

const { Vec3 } = require('vec3')
const lootData = require('../data/loot.json')

const BINOMIAL_P = 0.5714286

function randomInt (min, max) {
  return min + Math.floor(Math.random() * (max - min + 1))
}

function binomial (n, p) {
  let k = 0
  for (let i = 0; i < n; i++) if (Math.random() < p) k++
  return k
}

function rollEntries (entries) {
  const out = []
  for (const e of entries) {
    if (e.chance !== undefined && Math.random() >= e.chance) continue
    const count = randomInt(e.count[0], e.count[1]) + (e.binomialExtra ? binomial(e.binomialExtra, BINOMIAL_P) : 0)
    if (count > 0) out.push({ item: e.item, count })
  }
  return out
}

module.exports.server = function (serv) {
  const { items, blockStates } = serv.craftmate
  const registry = serv.registry

  // Makes flying-squid's digging safe for blocks minecraft-data has no loot for; the real drops
  // are decided in blockDrops below.
  for (const block of registry.blocksArray) {
    if (!registry.blockLoot[block.name]) registry.blockLoot[block.name] = { block: block.name, drops: [] }
  }

  function fallbackDrops (name) {
    // Wall variants drop the standing item: wall_torch -> torch, oak_wall_sign -> oak_sign.
    const standing = name.replace('_wall_', '_').replace(/^wall_/, '')
    if (registry.itemsByName[standing] && standing !== name) return [{ item: standing, count: 1 }]
    if (['air', 'cave_air', 'void_air', 'water', 'lava', 'bubble_column', 'moving_piston', 'piston_head', 'end_portal',
      'end_gateway', 'barrier', 'light', 'structure_void', 'command_block', 'chain_command_block',
      'repeating_command_block', 'structure_block', 'jigsaw', 'bedrock', 'end_portal_frame'].includes(name)) return []
    if (/coral_wall_fan$|^dead_.*coral/.test(name)) return []
    return registry.itemsByName[name] ? [{ item: name, count: 1 }] : []
  }

  // Drops for breaking `block` (prismarine-block) with `held` (item or null).
  function blockDrops (block, held) {
    const name = block.name
    const crop = lootData.crops[name]
    if (crop) {
      const age = Number(blockStates.propertiesOf(block.stateId).age ?? 0)
      return rollEntries(age >= crop.matureAge ? crop.mature : crop.immature)
    }
    if (lootData.blocks[name]) return rollEntries(lootData.blocks[name])
    const def = registry.blocksByName[name]
    if (def && def.harvestTools && !(held && def.harvestTools[held.type])) return []
    const entries = registry.blockLoot[name]?.drops || []
    if (entries.length === 0) return fallbackDrops(name)
    const silk = false // enchantments are not modelled
    const hasSilkBranches = entries.some(e => e.silkTouch || e.noSilkTouch)
    const out = []
    for (const e of entries) {
      if (e.silkTouch && !silk) continue
      if (e.noSilkTouch && silk) continue
      if (e.blockAge !== undefined) continue // age-dependent entries are only meaningful for crops
      const chance = hasSilkBranches ? 1 : (e.dropChance ?? 1)
      if (Math.random() >= chance) continue
      const [min, max] = e.stackSizeRange || [1, 1]
      const count = randomInt(min ?? 1, max ?? 1)
      if (count > 0) out.push({ item: e.item, count })
    }
    return out
  }

  function spawnDrops (world, center, drops) {
    for (const d of drops) {
      const stack = items.create(d.item, d.count)
      if (!stack) continue
      serv.craftmate.spawnItem(world, center, stack, {
        velocity: new Vec3(Math.random() * 2 - 1, 2 + Math.random(), Math.random() * 2 - 1)
      })
    }
  }

  serv.craftmate.blockDrops = blockDrops
  serv.craftmate.spawnDrops = spawnDrops

  function mobName (entity) {
    return registry.entities[entity.entityType]?.name ?? entity.name
  }

  function mobDrops (name) {
    if (lootData.mobs[name]) return rollEntries(lootData.mobs[name])
    const entries = registry.entityLoot?.[name]?.drops || []
    return rollEntries(entries.filter(e => !e.playerKill).map(e => ({ item: e.item, count: e.stackSizeRange || [1, 1], chance: e.dropChance })))
  }

  // Kills a mob the vanilla way: death animation, loot, body removed after 20 ticks.
  serv.craftmate.killMob = (entity, { loot = serv.craftmate.gamerules?.doMobLoot !== false } = {}) => {
    if (entity.craftmateDead) return
    entity.craftmateDead = true
    entity.health = 0
    entity._writeOthersNearby('entity_status', { entityId: entity.id, entityStatus: 3 })
    if (loot) spawnDrops(entity.world, entity.position.offset(0, 0.5, 0), mobDrops(mobName(entity)))
    setTimeout(() => { if (serv.entities[entity.id] === entity || !serv.entities[entity.id]) entity.destroy() }, 1000)
    delete serv.entities[entity.id]
  }

  serv.on('newEntity', (entity) => {
    if (entity.type !== 'mob') return
    const name = mobName(entity)
    if (lootData.mobHealth[name]) entity.health = lootData.mobHealth[name]
    // flying-squid's takeDamage removes a dead mob without loot or despawn packet; wrap it.
    setImmediate(() => {
      const original = entity.takeDamage
      if (typeof original !== 'function') return
      entity.takeDamage = (opts) => {
        if (entity.craftmateDead) return
        if (entity.health - (opts.damage ?? 1) <= 0) {
          entity.health = 0
          return serv.craftmate.killMob(entity)
        }
        return original(opts)
      }
    })
    if (lootData.mobHealth[name]) setImmediate(() => { entity.health = lootData.mobHealth[name] })
  })
}

module.exports.player = function (player, serv) {
  const { items } = serv.craftmate

  // The held weapon decides the damage of an attack (flying-squid always deals 1).
  player.on('attack_cancel', (data) => {
    const held = player.craftmate.inventory.get(player.heldItemSlot || 0)
    data.damage = lootData.weaponDamage[items.name(held)] ?? 1
  })

  // Replace flying-squid's drops (one of every listed item, ignoring age, tools and counts).
  player.on('dug_cancel', (data) => {
    if (!data.dropBlock) return
    data.dropBlock = false
    const held = player.craftmate.inventory.get(player.heldItemSlot || 0)
    const drops = serv.craftmate.blockDrops(data.block, held)
    const pos = data.position
    serv.craftmate.spawnDrops(player.world, new Vec3(pos.x + 0.5, pos.y + 0.5, pos.z + 0.5), drops)
  })
}
