// What flying-squid 1.12.0 and craftmate's plugins write or read in 1.21.1's packet layout, adapted
// to the version the server speaks (start.js --version). One adapter per protocol change; each
// applies only when the version's packet (minecraft-data's schema) has the changed field, so a
// 1.21.1 server is untouched.
'use strict'

const MOVES = ['position', 'position_look', 'look', 'flying']
const ANGLE_TO_DEGREES = 360 / 256

// Written packets: `when` looks at the version's fields ({ name: type }), `adapt` fixes the params.
const WRITE_ADAPTERS = [
  { // 1.21.2: a teleport carries the velocity after it; undefined fields were written as NaN.
    packet: 'position',
    when: (f) => 'dx' in f,
    adapt: (p) => ({ dx: 0, dy: 0, dz: 0, ...p })
  },
  { // 1.21.2: entity_teleport has a velocity, relative flags, and its angles in degrees (f32).
    packet: 'entity_teleport',
    when: (f) => f.yaw === 'f32',
    adapt: (p) => p.flags !== undefined ? p : { dx: 0, dy: 0, dz: 0, ...p, yaw: p.yaw * ANGLE_TO_DEGREES, pitch: p.pitch * ANGLE_TO_DEGREES, flags: {} }
  },
  { // 1.21.2: update_time says whether the clock runs in tickDayTime, and the day time is no
    // longer negated while it stands still (world_time.js's -1 for a stopped 0 is read as 0).
    packet: 'update_time',
    when: (f) => 'tickDayTime' in f,
    adapt: (p) => {
      if (p.tickDayTime !== undefined) return p
      const time = int64(p.time)
      return { ...p, time: time < 0n ? (time === -1n ? 0n : -time) : time, tickDayTime: time >= 0n }
    }
  },
  { // 1.21.4: world_particles may ask to be shown at any particle setting.
    packet: 'world_particles',
    when: (f) => 'alwaysShow' in f,
    adapt: (p) => ({ alwaysShow: false, ...p })
  }
]

// Registry data: `when` looks at the version's registry, `adapt` fixes it in place at start.
const REGISTRY_ADAPTERS = [
  { // minecraft-data's 1.20.5/1.20.6 items.json gives every damageable item maxDurability 1 (a
    // flint and steel broke at its first use, an elytra could never fly); the durabilities are
    // those of 1.20.4 and 1.21.1, so they are taken from 1.21.1's items by name.
    name: 'item_durability',
    when: (r) => r.itemsArray.some(i => i.maxDurability) && r.itemsArray.every(i => !i.maxDurability || i.maxDurability === 1),
    adapt: (r) => {
      const reference = require('minecraft-data')('1.21.1').itemsByName
      for (const item of r.itemsArray) item.maxDurability = reference[item.name]?.maxDurability ?? item.maxDurability
    }
  }
]

// An i64 field as flying-squid and the plugins write it (a BigInt, a number or [high, low]).
function int64 (v) {
  if (Array.isArray(v)) return BigInt.asIntN(64, (BigInt(v[0]) << 32n) | BigInt(v[1] >>> 0))
  return BigInt(v)
}

// The version's play packet `name` in `direction` as { field: type } ({} when it has none).
function playFields (serv, direction, name) {
  const type = serv.registry.protocol?.play?.[direction]?.types?.[`packet_${name}`]
  if (!Array.isArray(type) || type[0] !== 'container') return {}
  return Object.fromEntries(type[1].map(f => [f.name, typeof f.type === 'string' ? f.type : JSON.stringify(f.type)]))
}

module.exports.server = function (serv) {
  for (const a of REGISTRY_ADAPTERS) if (a.when(serv.registry)) a.adapt(serv.registry)
  const writes = {}
  for (const a of WRITE_ADAPTERS) {
    if (a.when(playFields(serv, 'toClient', a.packet))) (writes[a.packet] = writes[a.packet] || []).push(a.adapt)
  }
  serv.craftmate = serv.craftmate || {}
  serv.craftmate.versionAdapters = {
    writes,
    // 1.21.2: movement packets carry flags.onGround instead of onGround; copied back for
    // flying-squid (falls, position updates) and the plugins.
    movesWithFlags: new Set(MOVES.filter(m => 'flags' in playFields(serv, 'toServer', m)))
  }
}

module.exports.player = function (player, serv) {
  const { writes, movesWithFlags } = serv.craftmate.versionAdapters
  const client = player._client
  if (Object.keys(writes).length > 0) {
    const write = client.write
    client.write = function (name, params, ...rest) {
      for (const adapt of writes[name] || []) params = adapt(params || {})
      return write.call(this, name, params, ...rest)
    }
  }
  if (movesWithFlags.size > 0) {
    const emit = client.emit
    client.emit = function (event, data, ...rest) {
      if (movesWithFlags.has(event) && data && data.onGround === undefined && data.flags) data.onGround = data.flags.onGround === true
      return emit.call(this, event, data, ...rest)
    }
  }
}
