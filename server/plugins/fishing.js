// Fishing as vanilla 1.21.1 (FishingRodItem, FishingHook): using a fishing rod casts a bobber
// (`fishing_bobber`, owned by the player) where the look meets water or ground within 16 blocks;
// in water, after a wait, a fish bites — 6 `bubble` and 6 `fishing` particles at the bobber, as
// vanilla sends them and as mineflayer's bot.fish() waits for — and reeling in (using the rod again)
// during the bite pulls the catch towards the player with 1-6 experience. Reeling in at another
// time, or switching away, just takes the bobber back. Timings and the fish come from
// ../data/fishing.json (minecraft-data has no fishing loot). Differs from vanilla: the bobber
// appears where it lands (no flight), there are no junk or treasure catches, Lure and Luck of the
// Sea are not applied, the rod does not wear, and hooked entities are not pulled.
'use strict'

const { Vec3 } = require('vec3')
const crypto = require('crypto')
const fishing = require('../data/fishing.json')
const { lookDirection, useItemLook, firstBlockAlong } = require('../lib/look')

const CAST_REACH = 16
const BITE_PARTICLES = 6 // 1 + bobber width 0.25 * 20
const MAX_LINE = 32 // blocks: farther, the bobber is taken back

const between = ([min, max]) => min + Math.floor(Math.random() * (max - min + 1))

module.exports.server = function (serv) {
  const registry = serv.registry
  const { items } = serv.craftmate
  const bobberType = registry.entitiesByName.fishing_bobber
  const bobbers = new Map() // player -> { entity, inWater, phase, ticks }

  function pickFish () {
    const total = fishing.fish.reduce((n, f) => n + f.weight, 0)
    let r = Math.random() * total
    for (const f of fishing.fish) if ((r -= f.weight) < 0) return f.item
    return fishing.fish[0].item
  }

  // Where a cast from the player's eye along `look` lands: on the first water or solid block.
  function landing (player, look) {
    const hit = firstBlockAlong(player.world, player.position.offset(0, 1.62, 0), lookDirection(look), CAST_REACH,
      (block) => block.name === 'water' || block.boundingBox === 'block')
    if (!hit) return null
    if (hit.block.name === 'water') return { position: new Vec3(hit.point.x, Math.floor(hit.point.y) + 0.9, hit.point.z), inWater: true }
    return { position: new Vec3(hit.before.x, Math.floor(hit.point.y) + 1, hit.before.z), inWater: false }
  }

  function cast (player, look) {
    const at = landing(player, look)
    if (!at) return
    const entity = serv.initEntity('object', bobberType.id, player.world, at.position)
    Object.assign(entity, { uuid: crypto.randomUUID(), name: 'fishing_bobber', pitch: 0, headPitch: 0, yaw: 0, data: player.id, metadata: [] })
    entity.sendMetadata = () => {}
    entity.updateAndSpawn()
    bobbers.set(player, { entity, inWater: at.inWater, phase: 'lure', ticks: between(fishing.lureTicks) })
    serv.playSound('entity.fishing_bobber.throw', player.world, player.position, { soundCategory: 'neutral' })
  }

  function takeBack (player) {
    const bobber = bobbers.get(player)
    if (!bobber) return
    bobbers.delete(player)
    if (bobber.phase === 'bite') {
      const from = bobber.entity.position
      const to = player.position
      const d = to.minus(from)
      const perTick = new Vec3(d.x * 0.1, d.y * 0.1 + Math.sqrt(d.x * d.x + d.y * d.y + d.z * d.z) * 0.08, d.z * 0.1)
      serv.craftmate.spawnItem(player.world, from.clone(), items.create(registry.itemsByName[pickFish()].id, 1), {
        velocity: perTick.scaled(20), // flying-squid moves objects in blocks per second
        pickupDelayMs: 0
      })
      player.craftmate.experience?.addPoints(between(fishing.experience))
    }
    bobber.entity.destroy()
    serv.playSound('entity.fishing_bobber.retrieve', player.world, player.position, { soundCategory: 'neutral' })
  }

  function biteEffects (bobber) {
    const p = bobber.entity.position
    for (const type of ['bubble', 'fishing']) {
      const packet = {
        longDistance: false, x: p.x, y: p.y + 0.5, z: p.z, offsetX: 0.25, offsetY: 0, offsetZ: 0.25,
        velocityOffset: 0.2, amount: BITE_PARTICLES, particle: { type }
      }
      for (const viewer of serv.players) {
        if (viewer.world === bobber.entity.world && viewer.position.distanceTo(p) < 64) viewer._client.write('world_particles', packet)
      }
    }
    serv.playSound('entity.fishing_bobber.splash', bobber.entity.world, p, { soundCategory: 'neutral' })
  }

  // The fish's clock (FishingHook.catchingFish): lure, approach, bite, and back to lure if missed.
  const NEXT = {
    lure: () => ({ phase: 'approach', ticks: between(fishing.approachTicks) }),
    approach: (bobber) => { biteEffects(bobber); return { phase: 'bite', ticks: between(fishing.biteTicks) } },
    bite: () => ({ phase: 'lure', ticks: between(fishing.lureTicks) })
  }
  serv.on('tick', () => {
    for (const [player, bobber] of bobbers) {
      const rod = heldRod(player)
      if (player.disconnected || !rod || player.world !== bobber.entity.world || player.position.distanceTo(bobber.entity.position) > MAX_LINE) {
        bobber.phase = 'lure'
        takeBack(player)
        continue
      }
      if (!bobber.inWater || --bobber.ticks > 0) continue
      Object.assign(bobber, NEXT[bobber.phase](bobber))
    }
  })

  const heldRod = (player) => {
    const held = player.inventory.slots[36 + (player.heldItemSlot || 0)]
    return held && registry.items[held.type]?.name === 'fishing_rod' ? held : null
  }

  serv.craftmate.useFishingRod = (player, look) => {
    if (!heldRod(player)) return
    if (bobbers.has(player)) takeBack(player)
    else cast(player, look)
  }
}

module.exports.player = function (player, serv) {
  player._client.on('use_item', (packet) => serv.craftmate.useFishingRod(player, useItemLook(player, packet)))
}
