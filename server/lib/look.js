// Where a player looks: the direction of a look (vanilla's yaw/pitch in degrees: yaw 0 = south,
// pitch 90 = down), the look a use_item packet carries (1.21) or the last one the client sent,
// and the first block along a ray that a test accepts.
'use strict'

const { Vec3 } = require('vec3')

function lookDirection ({ yaw, pitch }) {
  const y = yaw * Math.PI / 180
  const p = pitch * Math.PI / 180
  return new Vec3(-Math.sin(y) * Math.cos(p), -Math.sin(p), Math.cos(y) * Math.cos(p))
}

// The look of a use_item: its rotation field, else the player's last look (items_on_ground
// records it as packets arrive).
function useItemLook (player, packet) {
  const r = packet && packet.rotation
  return r ? { yaw: r.x, pitch: r.y } : (player.craftmateLook || { yaw: 0, pitch: 0 })
}

// Walks from `from` along `direction` in 0.05-block steps up to `reach`; returns
// { point, block, before } at the first block `accept(block)` takes, or null.
function firstBlockAlong (world, from, direction, reach, accept) {
  let before = from
  for (let d = 0; d <= reach; d += 0.05) {
    const point = from.plus(direction.scaled(d))
    const block = world.sync.getBlock(point.floored())
    if (block && accept(block)) return { point, block, before }
    before = point
  }
  return null
}

module.exports = { lookDirection, useItemLook, firstBlockAlong }
