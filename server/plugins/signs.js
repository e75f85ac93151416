// Signs of every 1.21.1 wood type, placed and edited as in vanilla: a sign item placed on top of a
// block stands (rotation from where the player is), on a side hangs on the wall (facing away from
// the block), the editor opens once the sign is there (`open_sign_entity`), and the text the
// client sends back (`update_sign`, front or back) is kept and shown to everyone (`tile_entity_data`,
// and again with the chunk to players who load it later). flying-squid placed an oak sign for six
// wood types (nothing for the others), sent the editor before the block, and ignored the edits.
// Hanging signs are not placed.
'use strict'

const { Vec3 } = require('vec3')
const nbt = require('prismarine-nbt')

const WOODS = ['oak', 'spruce', 'birch', 'jungle', 'acacia', 'dark_oak', 'mangrove', 'cherry', 'bamboo', 'crimson', 'warped']
const WALL_FACING = { 2: 'north', 3: 'south', 4: 'west', 5: 'east' } // clicked face -> wall sign facing
const SIGN_BLOCK_ENTITY = 7 // minecraft:sign in 1.21.1's block entity type registry
const EDIT_DISTANCE = 8

module.exports.server = function (serv) {
  const registry = serv.registry
  const store = serv.craftmate.blockEntities
  const signNames = new Set(WOODS.flatMap(w => [`${w}_sign`, `${w}_wall_sign`]))

  const side = (lines) => nbt.comp({
    has_glowing_text: nbt.byte(0),
    color: nbt.string('black'),
    messages: nbt.list(nbt.string(lines.map(l => JSON.stringify(l))))
  })
  const signNbt = (sign) => nbt.comp({ is_waxed: nbt.byte(0), front_text: side(sign.front), back_text: side(sign.back) })
  const packetOf = (sign) => ({ location: sign.position, action: SIGN_BLOCK_ENTITY, nbtData: signNbt(sign) })
  const signAt = (world, pos) => {
    const entry = store.get(world, pos)
    return entry && entry.kind === 'sign' && signNames.has(world.sync.getBlock(pos)?.name) ? entry : null
  }
  serv.craftmate.signAt = signAt

  for (const wood of WOODS) {
    const standing = registry.blocksByName[`${wood}_sign`]
    const wall = registry.blocksByName[`${wood}_wall_sign`]
    if (!standing || !wall || !registry.itemsByName[`${wood}_sign`]) continue
    serv.onItemPlace(`${wood}_sign`, async ({ player, placedPosition, direction, properties }) => {
      if (direction === 0) return {} // under a block: no sign
      const block = direction === 1 ? standing : wall
      const props = direction === 1 ? { ...properties } : { ...properties, facing: WALL_FACING[direction] }
      const stateId = block.minStateId + serv.setBlockDataProperties(block.defaultState - block.minStateId, block.states, props)
      // Placed here so that the editor opens on the sign, not before it exists.
      await player.setBlock(placedPosition, stateId)
      store.remove(player.world, placedPosition)
      store.getOrCreate(player.world, placedPosition, block.name, () => ({ kind: 'sign', front: ['', '', '', ''], back: ['', '', '', ''] }))
      player._client.write('open_sign_entity', { location: placedPosition, isFrontText: true })
      return { id: block.id, data: stateId - block.minStateId }
    }, false)
  }

  // SignBlock.useWithoutItem: using a sign (whatever is held) opens its editor on the side the
  // player faces, and places nothing against it (flying-squid put the held sign in its place).
  const WALL_ROTATION = { south: 0, west: 90, north: 180, east: 270 }
  const signRotation = (block) => {
    const props = block.getProperties()
    return props.facing !== undefined ? WALL_ROTATION[props.facing] : Number(props.rotation) * 22.5
  }
  // SignBlockEntity.isFacingFrontText: the player within 90 degrees of the sign's front.
  function facesFront (player, pos, block) {
    const towards = Math.atan2(player.position.z - (pos.z + 0.5), player.position.x - (pos.x + 0.5)) * 180 / Math.PI - 90
    const difference = Math.abs(((towards - signRotation(block)) % 360 + 540) % 360 - 180)
    return difference <= 90
  }
  for (const name of signNames) {
    if (!registry.blocksByName[name]) continue
    serv.onBlockInteraction(name, async ({ block, player }) => {
      const pos = block.position
      if (player.gameMode === 2 || player.gameMode === 3) return true // adventure and spectator may not edit
      if (player.position.distanceTo(pos.offset(0.5, 0.5, 0.5)) <= EDIT_DISTANCE) {
        store.getOrCreate(player.world, pos, block.name, () => ({ kind: 'sign', front: ['', '', '', ''], back: ['', '', '', ''] }))
        player._client.write('open_sign_entity', { location: pos, isFrontText: facesFront(player, pos, block) })
      }
      return true
    })
  }

  // A line as the client sends it: plain text (1.20+), or a JSON string literal (older clients).
  function lineText (text) {
    const s = String(text ?? '').slice(0, 384)
    if (/^".*"$/.test(s)) {
      try { return String(JSON.parse(s)) } catch (err) { return s }
    }
    return s
  }

  serv.craftmate.onSignEdit = (player, { location, isFrontText, text1, text2, text3, text4 }) => {
    const pos = new Vec3(location.x, location.y, location.z)
    const block = player.world.sync.getBlock(pos)
    if (!block || !signNames.has(block.name) || player.position.distanceTo(pos.offset(0.5, 0.5, 0.5)) > EDIT_DISTANCE) return
    const sign = store.getOrCreate(player.world, pos, block.name, () => ({ kind: 'sign', front: ['', '', '', ''], back: ['', '', '', ''] }))
    sign[isFrontText ? 'front' : 'back'] = [text1, text2, text3, text4].map(lineText)
    const packet = packetOf(sign)
    for (const p of serv.players) if (p.world === player.world && !p._client.ended) p._client.write('tile_entity_data', packet)
  }
  serv.craftmate.signPacketsIn = (world, chunkX, chunkZ) => store.all(world)
    .filter(e => e.kind === 'sign' && Math.floor(e.position.x / 16) === chunkX && Math.floor(e.position.z / 16) === chunkZ && signAt(world, e.position))
    .map(packetOf)
}

module.exports.player = function (player, serv) {
  player._client.on('update_sign', (packet) => serv.craftmate.onSignEdit(player, packet))
  // Signs' text travels with their chunk (flying-squid sends chunks without block entities).
  player.once('asap', () => {
    const sendChunk = player.sendChunk
    player.sendChunk = async (chunkX, chunkZ, column) => {
      const result = await sendChunk(chunkX, chunkZ, column)
      for (const packet of serv.craftmate.signPacketsIn(player.world, chunkX, chunkZ)) player._client.write('tile_entity_data', packet)
      return result
    }
  })
}
