// Oracle for the per-version protocol test: node-minecraft-protocol's own serializer and parser
// and prismarine-chunk for one Minecraft version.
// Input: {version, toServer: [hex of play packets our client encoded], entity: {id, x, y, z, yaw,
// pitch, vx, vy, vz} (degrees, blocks per tick), blocks: [[x, y, z, stateId]], biomes: [[x, y, z, id]]}.
// Output: {toServer: [{name, params}], toClient: [{state, name, hex}], chunk: {hex, samples:
// [[x, y, z, stateId, biome]]}}. Field forms (angle bytes or degrees, velocity shorts or lpVec3)
// are read from the version's protocol.json, not from a version table.
'use strict'
const fs = require('fs')
const mc = require('minecraft-protocol')
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const version = input.version
const mcData = require('minecraft-data')(version)
const play = mcData.protocol.play.toClient.types

const out = { toServer: [], toClient: [] }

const parser = mc.createDeserializer({ state: 'play', isServer: true, version, noErrorLogging: true })
for (const hex of input.toServer) {
  const { data } = parser.parsePacketBuffer(Buffer.from(hex, 'hex'))
  out.toServer.push({ name: data.name, params: data.params })
}

function encode (state, name, params) {
  const s = mc.createSerializer({ state, isServer: true, version })
  out.toClient.push({ state, name, hex: s.createPacketBuffer({ name, params }).toString('hex') })
}
function fieldType (packet, field) {
  const f = play['packet_' + packet][1].find(x => x.name === field)
  return f && f.type
}

// Login, configuration and the play login as the version's own sample (loginPacket.json).
encode('login', 'success', {
  uuid: '0554fb7f-71e7-3113-8dc0-1de5b9bb0b6b', username: 'versions', properties: [], strictErrorHandling: false
})
encode('configuration', 'select_known_packs', { packs: [{ namespace: 'minecraft', id: 'core', version }] })
encode('configuration', 'feature_flags', { features: ['minecraft:vanilla'] })
encode('configuration', 'finish_configuration', {})
encode('play', 'login', mcData.loginPacket)

// An entity spawned, moved and pushed, in the version's field forms.
const e = input.entity
const lp = fieldType('entity_velocity', 'velocity') === 'lpVec3'
const velocity = lp ? { x: e.vx, y: e.vy, z: e.vz } : { x: Math.round(e.vx * 8000), y: Math.round(e.vy * 8000), z: Math.round(e.vz * 8000) }
const angleByte = d => { const b = Math.round(d * 256 / 360) & 255; return b > 127 ? b - 256 : b }
encode('play', 'spawn_entity', {
  entityId: e.id, objectUUID: '11111111-2222-3333-4444-555555555555', type: mcData.entitiesByName.cow.id,
  x: e.x, y: e.y, z: e.z, pitch: angleByte(e.pitch), yaw: angleByte(e.yaw), headPitch: 0, objectData: 0, velocity,
  velocityX: velocity.x, velocityY: velocity.y, velocityZ: velocity.z
})
encode('play', 'entity_velocity', { entityId: e.id, velocity, velocityX: velocity.x, velocityY: velocity.y, velocityZ: velocity.z })
const degrees = fieldType('entity_teleport', 'yaw') === 'f32'
encode('play', 'entity_teleport', {
  entityId: e.id, x: e.x + 1, y: e.y, z: e.z - 1, dx: 0, dy: 0, dz: 0,
  yaw: degrees ? e.yaw : angleByte(e.yaw), pitch: degrees ? e.pitch : angleByte(e.pitch), flags: {}, onGround: true
})

// The day time stopped at 36000 (noon of day 2) in the version's update_time form: a negative time,
// tickDayTime false, or (world clocks) the overworld clock, id 0, with rate 0 after a running end clock.
const clockFields = play.packet_update_time[1].map(f => f.name)
encode('play', 'update_time', clockFields.includes('clockUpdates')
  ? { age: [0, 1234], clockUpdates: [{ id: 1, totalTicks: 5, partialTick: 0, rate: 1 }, { id: 0, totalTicks: 36000, partialTick: 0.5, rate: 0 }] }
  : clockFields.includes('tickDayTime') ? { age: [0, 1234], time: [0, 36000], tickDayTime: false } : { age: [0, 1234], time: [-1, -36000] })

// A column with single-value, indirect and direct sections and a few biomes.
const Chunk = require('prismarine-chunk')(version)
const { Vec3 } = require('vec3')
const column = new Chunk({ minY: -64, worldHeight: 384 })
for (const [x, y, z, s] of input.blocks) column.setBlockStateId(new Vec3(x, y, z), s)
for (const [x, y, z, b] of input.biomes) column.setBiome(new Vec3(x, y, z), b)
const samples = []
for (const [x, y, z] of input.blocks.concat(input.biomes)) {
  const p = new Vec3(x, y, z)
  samples.push([x, y, z, column.getBlockStateId(p), column.getBiome(p)])
}
for (let y = -64; y < 320; y += 37) samples.push([3, y, 5, column.getBlockStateId(new Vec3(3, y, 5)), column.getBiome(new Vec3(3, y, 5))])
out.chunk = { hex: column.dump().toString('hex'), samples }
process.stdout.write(JSON.stringify(out))
