// Vanilla 1.21.1 world-editing commands used by task set-up (MINDcraft's cooking and construction
// worlds): /setblock and /fill with block names, block states and ~coordinates, /data merge block
// (furnace fuel and chest contents), /summon <entity> [x y z] [nbt] (animals too: minecraft-data 1.21
// calls them 'animal', which flying-squid's /summon skips) and /kill with modern selectors.
'use strict'

const { Vec3 } = require('vec3')
const { parseSnbt } = require('../lib/snbt')
const crypto = require('crypto')
const { defineCommand, CommandError } = require('../lib/command_support')
const { selectors, parseCoordinate } = require('../lib/selectors')
const { BlockStateError } = require('../lib/block_states')

const FILL_LIMIT = 32768

module.exports.server = function (serv) {
  const registry = serv.registry
  const { items, blockStates } = serv.craftmate
  const sel = selectors(serv)
  serv.craftmate.selectors = sel

  function blockPos (args, i, source) {
    return new Vec3(
      Math.floor(parseCoordinate(args[i], source.position.x)),
      Math.floor(parseCoordinate(args[i + 1], source.position.y)),
      Math.floor(parseCoordinate(args[i + 2], source.position.z)))
  }

  function parseBlock (text) {
    try {
      return blockStates.parse(text)
    } catch (err) {
      if (err instanceof BlockStateError) throw new CommandError(err.message)
      throw err
    }
  }

  function checkHeight (pos) {
    if (pos.y < -64 || pos.y >= 320) throw new CommandError(`Cannot place blocks outside the world (y=${pos.y} is not in -64..319)`)
  }

  // Sends changed blocks grouped per chunk section (multi_block_change), like vanilla does for
  // large edits, to the players that have the chunk loaded; then announces them as
  // 'craftmateBlocksChanged' (see block_changes).
  function sendBlockChanges (world, changes) {
    setImmediate(() => serv.emit('craftmateBlocksChanged', world, changes))
    const sections = new Map()
    for (const { pos, stateId } of changes) {
      const key = `${pos.x >> 4},${pos.y >> 4},${pos.z >> 4}`
      if (!sections.has(key)) sections.set(key, [])
      sections.get(key).push(stateId * 4096 + (((pos.x & 15) << 8) | ((pos.z & 15) << 4) | (pos.y & 15)))
    }
    for (const [key, records] of sections) {
      const [x, y, z] = key.split(',').map(Number)
      for (const player of serv.players) {
        if (player.world !== world || !player.loadedChunks || player.loadedChunks[`${x},${z}`] === undefined) continue
        if (records.length === 1) {
          const r = records[0]
          const local = r % 4096
          player._client.write('block_change', {
            location: { x: x * 16 + (local >> 8), y: y * 16 + (local & 15), z: z * 16 + ((local >> 4) & 15) },
            type: Math.floor(r / 4096)
          })
        } else {
          player._client.write('multi_block_change', { chunkCoordinates: { x, z, y }, records })
        }
      }
    }
  }

  // Sets one block; returns true if it changed. mode: replace | keep | destroy.
  async function placeBlock (world, pos, stateId, mode, changes) {
    const current = await world.getBlockStateId(pos)
    if (mode === 'keep' && current !== 0 && registry.blocksByStateId[current]?.name !== 'air') return false
    if (current === stateId) return false
    if (mode === 'destroy' && current !== 0) {
      const old = await world.getBlock(pos)
      if (serv.craftmate.gamerules?.doTileDrops !== false) serv.craftmate.spawnDrops(world, pos.offset(0.5, 0.5, 0.5), serv.craftmate.blockDrops(old, null))
    }
    serv.craftmate.blockReplaced(world, pos, mode === 'destroy')
    await world.setBlockStateId(pos, stateId)
    changes.push({ pos, stateId })
    return true
  }

  defineCommand(serv, {
    base: 'setblock',
    usage: '/setblock <x> <y> <z> <block>[state] [replace|keep|destroy]',
    async run (args, source) {
      if (args.length < 4) throw new CommandError('Incomplete command')
      const pos = blockPos(args, 0, source)
      checkHeight(pos)
      const { stateId } = parseBlock(args[3])
      const mode = args[4] || 'replace'
      if (!['replace', 'keep', 'destroy'].includes(mode)) throw new CommandError(`unknown mode '${mode}' (replace, keep or destroy)`)
      const changes = []
      if (!await placeBlock(source.world, pos, stateId, mode, changes)) throw new CommandError('Could not set the block')
      sendBlockChanges(source.world, changes)
      source.reply(`Changed the block at ${pos.x}, ${pos.y}, ${pos.z}`)
    }
  })

  defineCommand(serv, {
    base: 'fill',
    usage: '/fill <x1> <y1> <z1> <x2> <y2> <z2> <block>[state] [replace [filter]|keep|hollow|outline|destroy]',
    async run (args, source) {
      if (args.length < 7) throw new CommandError('Incomplete command')
      const a = blockPos(args, 0, source)
      const b = blockPos(args, 3, source)
      const { stateId } = parseBlock(args[6])
      const mode = args[7] || 'replace'
      if (!['replace', 'keep', 'hollow', 'outline', 'destroy'].includes(mode)) throw new CommandError(`unknown mode '${mode}'`)
      const filter = mode === 'replace' && args[8] ? parseBlock(args[8]).block : null
      const lo = new Vec3(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.min(a.z, b.z))
      const hi = new Vec3(Math.max(a.x, b.x), Math.max(a.y, b.y), Math.max(a.z, b.z))
      checkHeight(lo)
      checkHeight(hi)
      const volume = (hi.x - lo.x + 1) * (hi.y - lo.y + 1) * (hi.z - lo.z + 1)
      if (volume > FILL_LIMIT) throw new CommandError(`Too many blocks in the specified area (maximum ${FILL_LIMIT}, specified ${volume})`)
      const changes = []
      let filled = 0
      for (let x = lo.x; x <= hi.x; x++) {
        for (let y = lo.y; y <= hi.y; y++) {
          for (let z = lo.z; z <= hi.z; z++) {
            const pos = new Vec3(x, y, z)
            const shell = x === lo.x || x === hi.x || y === lo.y || y === hi.y || z === lo.z || z === hi.z
            if (mode === 'outline' && !shell) continue
            let target = stateId
            if (mode === 'hollow' && !shell) target = 0
            if (filter && registry.blocksByStateId[await source.world.getBlockStateId(pos)] !== filter) continue
            if (await placeBlock(source.world, pos, target, mode === 'destroy' ? 'destroy' : mode === 'keep' ? 'keep' : 'replace', changes)) filled++
          }
        }
      }
      sendBlockChanges(source.world, changes)
      if (filled === 0) throw new CommandError('No blocks were filled')
      source.reply(`Successfully filled ${filled} block(s)`)
    }
  })

  // Items:[{Slot:1b,id:"minecraft:coal",Count:64b}] -> [{ slot, item }]
  function parseItems (snbt) {
    const list = /Items\s*:\s*\[(.*)\]/s.exec(snbt)
    if (!list) return null
    const out = []
    for (const m of list[1].matchAll(/\{([^{}]*)\}/g)) {
      const body = m[1]
      const slot = /Slot\s*:\s*(-?\d+)\s*b?/i.exec(body)
      const id = /id\s*:\s*"?([a-z0-9_:]+)"?/.exec(body)
      const count = /[Cc]ount\s*:\s*(\d+)\s*b?/.exec(body)
      if (!slot || !id) throw new CommandError(`an entry of Items needs Slot and id: {${body}}`)
      const item = items.create(id[1], count ? Number(count[1]) : 1)
      if (!item) throw new CommandError(`Unknown item '${id[1]}'`)
      out.push({ slot: Number(slot[1]), item })
    }
    return out
  }

  defineCommand(serv, {
    base: 'data',
    usage: '/data merge block <x> <y> <z> {Items:[{Slot:0b,id:"minecraft:coal",Count:64b}]}',
    async run (args, source) {
      if (args[0] !== 'merge' || args[1] !== 'block') throw new CommandError('only `data merge block <pos> <nbt>` is supported')
      const pos = blockPos(args, 2, source)
      const snbt = args.slice(5).join(' ')
      if (!snbt.startsWith('{')) throw new CommandError('Expected a compound tag like {Items:[...]}')
      const name = registry.blocksByStateId[await source.world.getBlockStateId(pos)]?.name
      let slots
      if (name === 'furnace' || name === 'smoker') slots = serv.craftmate.furnaceAt(source.world, pos, name).slots
      else if (name === 'chest') slots = serv.craftmate.blockEntities.getOrCreate(source.world, pos, 'chest', () => ({ kind: 'chest', slots: new Array(27).fill(null), viewers: new Set() })).slots
      else throw new CommandError(`The target block is not a block entity (${name} at ${pos.x}, ${pos.y}, ${pos.z})`)
      const entries = parseItems(snbt)
      if (entries) {
        // Merging a compound replaces its Items list as a whole.
        slots.fill(null)
        for (const { slot, item } of entries) {
          if (slot < 0 || slot >= slots.length) throw new CommandError(`Slot ${slot} does not exist in a ${name} (0..${slots.length - 1})`)
          slots[slot] = item
        }
      }
      source.reply(`Modified block data of ${pos.x}, ${pos.y}, ${pos.z}`)
    }
  })

  // Spawns a living entity of any 1.21 category (flying-squid's spawnMob only knows type 'mob').
  serv.craftmate.spawnLiving = (def, world, position) => {
    const mob = serv.initEntity('mob', def.id, world, position)
    mob.uuid = crypto.randomUUID()
    mob.name = def.name
    mob.velocity = new Vec3(0, 0, 0)
    mob.pitch = 0
    mob.headPitch = 0
    mob.yaw = Math.floor(Math.random() * 256) - 128
    mob.gravity = new Vec3(0, -20, 0)
    mob.terminalvelocity = new Vec3(27, 27, 27)
    mob.friction = new Vec3(15, 0, 15)
    mob.size = new Vec3(def.width || 0.6, def.height || 1.8, def.width || 0.6)
    mob.health = mob.health || 20
    mob.metadata = []
    mob.updateAndSpawn()
    return mob
  }

  defineCommand(serv, {
    base: 'summon',
    usage: '/summon <entity> [x y z] [nbt]',
    async run (args, source) {
      let nbt = {}
      if (args.length > 4) {
        try {
          nbt = parseSnbt(args.slice(4).join(' '))
        } catch (err) {
          throw new CommandError(`Invalid NBT: ${err.message}`)
        }
      }
      if (!args[0]) throw new CommandError('Incomplete command')
      const def = registry.entitiesByName[args[0].replace(/^minecraft:/, '')]
      if (!def) throw new CommandError(`Unknown entity '${args[0]}'`)
      if (def.name === 'player') throw new CommandError('Unable to summon a player')
      const pos = args.length >= 4
        ? new Vec3(parseCoordinate(args[1], source.position.x, { center: true }), parseCoordinate(args[2], source.position.y), parseCoordinate(args[3], source.position.z, { center: true }))
        : source.position.clone()
      if (def.type === 'projectile' || def.type === 'other') {
        if (def.name === 'item') throw new CommandError('summon an item with /give or by dropping it')
        serv.spawnObject(def.id, source.world, pos, {})
      } else {
        serv.emit('craftmateSummoned', serv.craftmate.spawnLiving(def, source.world, pos), nbt)
      }
      source.reply(`Summoned new ${def.displayName}`)
    }
  })

  defineCommand(serv, {
    base: 'kill',
    usage: '/kill [targets]',
    async run (args, source) {
      const targets = args[0] ? sel.select(args.join(' '), source) : (source.player ? [source.player] : [])
      if (targets.length === 0) throw new CommandError('No entity was found')
      for (const e of targets) {
        if (e.type === 'player') {
          e.craftmate.deathMessageKey = 'death.attack.genericKill'
          e.takeDamage({ damage: 1000 })
        } else if (e.type === 'mob') serv.craftmate.killMob(e, { loot: serv.craftmate.gamerules?.doMobLoot !== false })
        else { e.craftmateDead = true; e.destroy() }
      }
      source.reply(targets.length === 1 ? `Killed ${sel.displayName(targets[0])}` : `Killed ${targets.length} entities`)
    }
  })
}
