// Vanilla 1.21.1 player commands used by task set-up and by agents: /clear, /give, /tp
// (/teleport), /gamemode, /time, /gamerule, /effect, /tell (/msg, /w), all with modern
// selectors. They replace flying-squid's versions, which take 1.12 selectors only and, for /give,
// drop stacks larger than one slot.
'use strict'

const { Vec3 } = require('vec3')
const { defineCommand, parseIntArg, CommandError } = require('../lib/command_support')
const { parseCoordinate, GAME_MODES } = require('../lib/selectors')
const { sendSystem } = require('../lib/chat_component')
const { playerName } = require('../lib/player_name')

const GAMERULE_DEFAULTS = {
  announceAdvancements: true, commandBlockOutput: true, doDaylightCycle: true, doEntityDrops: true,
  doFireTick: true, doImmediateRespawn: false, doInsomnia: true, doLimitedCrafting: false, doMobLoot: true,
  doMobSpawning: true, doPatrolSpawning: true, doTileDrops: true, doTraderSpawning: true, doWeatherCycle: true,
  drowningDamage: true, fallDamage: true, fireDamage: true, keepInventory: false, mobGriefing: true,
  naturalRegeneration: true, randomTickSpeed: 3, sendCommandFeedback: true, showDeathMessages: true,
  spawnRadius: 10, spectatorsGenerateChunks: true, maxCommandChainLength: 65536, playersSleepingPercentage: 100
}
const MODE_NAMES = ['Survival', 'Creative', 'Adventure', 'Spectator']
const TIME_NAMES = { day: 1000, noon: 6000, night: 13000, midnight: 18000 }

module.exports.server = function (serv) {
  const registry = serv.registry
  const { items } = serv.craftmate
  const gamerules = serv.craftmate.gamerules = { ...GAMERULE_DEFAULTS }

  const sel = () => serv.craftmate.selectors
  const players = (text, source) => sel().select(text, source, { playersOnly: true })

  // Vanilla's /give and /clear send the changed slots at once (containerMenu.broadcastChanges), so
  // that the inventory is up to date when the answer arrives and a /clear followed by a /give in
  // the same tick still shows both changes; the tick-end broadcast would send only the difference.
  function sendInventoryChanges (player) {
    if (player.craftmate?.ready) player.craftmate.menu.broadcastChanges()
  }

  function itemArg (text) {
    const name = String(text || '').replace(/^minecraft:/, '').replace(/[[{].*$/, '')
    const def = registry.itemsByName[name]
    if (!def) throw new CommandError(`Unknown item '${text}'`)
    return def
  }

  defineCommand(serv, {
    base: 'clear',
    usage: '/clear [targets] [item] [maxCount]',
    run (args, source) {
      const targets = args[0] ? players(args[0], source) : (source.player ? [source.player] : [])
      if (targets.length === 0) throw new CommandError('No player was found')
      const only = args[1] ? itemArg(args[1]).id : null
      let maxCount = args[2] !== undefined ? parseIntArg(args[2], 'maxCount', 0) : Infinity
      let removed = 0
      for (const p of targets) {
        // Every window-0 slot (crafting grid and armour included) and the cursor, as vanilla.
        for (let slot = 0; slot < p.inventory.slots.length && maxCount > 0; slot++) {
          const it = p.inventory.slots[slot]
          if (items.isEmpty(it) || (only !== null && it.type !== only)) continue
          const n = Math.min(it.count, maxCount)
          removed += n
          maxCount -= n
          p.inventory.updateSlot(slot, it.count > n ? items.copy(it, it.count - n) : null)
        }
        const menu = p.craftmate?.menu
        if (menu && menu.carried && (only === null || menu.carried.type === only) && maxCount > 0) {
          removed += menu.carried.count
          menu.carried = null
        }
      }
      if (removed === 0) throw new CommandError(`No items were found on ${targets.length === 1 ? 'player ' + targets[0].username : targets.length + ' players'}`)
      // Vanilla sends the emptied slots at once, before its answer.
      for (const p of targets) sendInventoryChanges(p)
      source.reply(targets.length === 1
        ? { translate: 'commands.clear.success.single', with: [removed, playerName(targets[0])] }
        : { translate: 'commands.clear.success.multiple', with: [removed, targets.length] })
    }
  })

  defineCommand(serv, {
    base: 'give',
    usage: '/give <targets> <item> [count]',
    run (args, source) {
      if (args.length < 2) throw new CommandError('Incomplete command')
      const targets = players(args[0], source)
      if (targets.length === 0) throw new CommandError('No player was found')
      const def = itemArg(args[1])
      const count = args[2] !== undefined ? parseIntArg(args[2], 'count', 1, def.stackSize * 100) : 1
      for (const p of targets) {
        let left = count
        while (left > 0) {
          const n = Math.min(left, def.stackSize)
          left -= n
          const rest = p.craftmate.inventory.add(items.create(def.id, n))
          // What does not fit lands at the player's feet, ready to be picked up.
          if (rest) serv.craftmate.spawnItem(p.world, p.position.clone(), rest, { pickupDelayMs: 0 })
        }
      }
      for (const p of targets) sendInventoryChanges(p)
      source.reply(targets.length === 1
        ? { translate: 'commands.give.success.single', with: [count, items.displayName(def), playerName(targets[0])] }
        : { translate: 'commands.give.success.multiple', with: [count, items.displayName(def), targets.length] })
    }
  })

  // Into another dimension (/execute in, or to an entity there) as vanilla: the player changes world.
  async function teleport (entity, pos, world) {
    if (entity.type === 'player' && world && world !== entity.world && serv.craftmate.moveToWorld) await serv.craftmate.moveToWorld(entity, world, pos)
    else if (entity.type === 'player') await entity.teleport(pos)
    else entity.sendPosition(pos, false, true)
  }

  defineCommand(serv, {
    base: 'teleport',
    aliases: ['tp'],
    usage: '/tp <destination> | /tp <x> <y> <z> | /tp <targets> <destination> | /tp <targets> <x> <y> <z>',
    async run (args, source) {
      const coords = (i) => new Vec3(
        parseCoordinate(args[i], source.position.x, { center: true }),
        parseCoordinate(args[i + 1], source.position.y),
        parseCoordinate(args[i + 2], source.position.z, { center: true }))
      let targets
      let destination
      let label
      let world = source.world
      if (args.length === 1 || args.length === 3) {
        if (!source.player) throw new CommandError('The console must name who to teleport')
        targets = [source.player]
      } else if (args.length === 2 || args.length === 4) {
        targets = sel().select(args[0], source)
      } else throw new CommandError('Incomplete command')
      if (args.length === 1 || args.length === 2) {
        const to = sel().select(args[args.length - 1], source)
        if (to.length !== 1) throw new CommandError(to.length === 0 ? 'No entity was found' : 'Only one entity is allowed, but the provided selector allows more than one')
        destination = to[0].position.clone()
        world = to[0].world
        label = sel().displayName(to[0])
      } else {
        destination = coords(args.length - 3)
        label = `${destination.x.toFixed(1)}, ${destination.y.toFixed(1)}, ${destination.z.toFixed(1)}`
      }
      if (targets.length === 0) throw new CommandError('No entity was found')
      for (const t of targets) await teleport(t, destination, world)
      source.reply(`Teleported ${targets.length === 1 ? sel().displayName(targets[0]) : targets.length + ' entities'} to ${label}`)
    }
  })

  defineCommand(serv, {
    base: 'gamemode',
    aliases: ['gm'],
    usage: '/gamemode <survival|creative|adventure|spectator> [targets]',
    run (args, source) {
      const modeText = args[0]
      const mode = modeText in GAME_MODES ? GAME_MODES[modeText] : (/^[0-3]$/.test(modeText || '') ? Number(modeText) : -1)
      if (mode < 0) throw new CommandError(`Unknown game mode '${modeText ?? ''}'`)
      const targets = args[1] ? players(args[1], source) : (source.player ? [source.player] : [])
      if (targets.length === 0) throw new CommandError('No player was found')
      for (const p of targets) p.setGameMode(mode)
      source.reply(targets.length === 1 && targets[0] === source.player
        ? `Set own game mode to ${MODE_NAMES[mode]} Mode`
        : `Set ${targets.map(p => p.username).join(', ')}'s game mode to ${MODE_NAMES[mode]} Mode`)
    }
  })

  function parseTime (text) {
    if (text in TIME_NAMES) return TIME_NAMES[text]
    const m = /^(\d+(?:\.\d+)?)([dst]?)$/.exec(text || '')
    if (!m) throw new CommandError(`invalid time '${text ?? ''}' (a number of ticks, Nd, Ns, or day|noon|night|midnight)`)
    return Math.floor(Number(m[1]) * ({ d: 24000, s: 20, t: 1, '': 1 }[m[2]]))
  }

  defineCommand(serv, {
    base: 'time',
    usage: '/time set <day|noon|night|midnight|ticks> | /time add <ticks> | /time query <daytime|gametime|day>',
    run (args, source) {
      // The day time does not wrap (world_time): days count on; answers show the time of day.
      const current = serv.time || 0
      if (args[0] === 'set' || args[0] === 'add') {
        serv.setTime(args[0] === 'set' ? parseTime(args[1]) : current + parseTime(args[1]))
        source.reply({ translate: 'commands.time.set', with: [serv.time % 24000] })
      } else if (args[0] === 'query') {
        const QUERIES = { daytime: current % 24000, gametime: serv.craftmate.gameTime?.() ?? current, day: Math.floor(current / 24000) }
        if (!(args[1] in QUERIES)) throw new CommandError(`unknown /time query '${args[1] ?? ''}' (daytime, gametime or day)`)
        source.reply({ translate: 'commands.time.query', with: [QUERIES[args[1]]] })
      } else throw new CommandError(`unknown /time action '${args[0] ?? ''}'`)
    }
  })

  defineCommand(serv, {
    base: 'gamerule',
    usage: '/gamerule <rule> [value]',
    run (args, source) {
      const rule = args[0]
      if (!(rule in GAMERULE_DEFAULTS)) throw new CommandError(`Unknown game rule '${rule ?? ''}'`)
      if (args[1] === undefined) return source.reply(`Gamerule ${rule} is currently set to: ${gamerules[rule]}`)
      let value
      if (typeof GAMERULE_DEFAULTS[rule] === 'boolean') {
        if (args[1] !== 'true' && args[1] !== 'false') throw new CommandError(`${rule} takes true or false, got '${args[1]}'`)
        value = args[1] === 'true'
      } else value = parseIntArg(args[1], rule)
      gamerules[rule] = value
      source.reply(`Gamerule ${rule} is now set to: ${value}`)
    }
  })

  function effectArg (text) {
    const name = String(text || '').replace(/^minecraft:/, '')
    const def = registry.effectsArray.find(e => e.name.toLowerCase() === name.replace(/_/g, '').toLowerCase() ||
      e.name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase() === name.toLowerCase())
    if (!def) throw new CommandError(`Unknown effect '${text ?? ''}'`)
    return def
  }

  function giveEffect (entity, def, seconds, amplifier, hideParticles) {
    const ticks = seconds * 20
    const c = entity.craftmate || (entity.craftmate = {})
    c.effects = c.effects || {}
    c.effects[def.id] = { amplifier, endTick: serv.tickCount + ticks }
    const packet = { entityId: entity.id, effectId: def.id, amplifier, duration: ticks, flags: hideParticles ? 0 : 2 }
    if (entity.type === 'player') entity._client.write('entity_effect', packet)
    entity._writeOthersNearby?.('entity_effect', packet)
  }

  function clearEffect (entity, def) {
    const effects = entity.craftmate?.effects || {}
    const ids = def ? [def.id] : Object.keys(effects).map(Number)
    for (const id of ids) {
      delete effects[id]
      const packet = { entityId: entity.id, effectId: id }
      if (entity.type === 'player') entity._client.write('remove_entity_effect', packet)
      entity._writeOthersNearby?.('remove_entity_effect', packet)
    }
    return ids.length
  }

  defineCommand(serv, {
    base: 'effect',
    usage: '/effect give <targets> <effect> [seconds] [amplifier] [hideParticles] | /effect clear [targets] [effect]',
    run (args, source) {
      let action = args[0]
      let rest = args.slice(1)
      if (action !== 'give' && action !== 'clear') { action = 'give'; rest = args } // 1.12 form: /effect <target> <effect> ...
      if (action === 'clear') {
        const targets = rest[0] ? sel().select(rest[0], source) : (source.player ? [source.player] : [])
        const def = rest[1] ? effectArg(rest[1]) : null
        let n = 0
        for (const t of targets) n += clearEffect(t, def)
        if (n === 0) throw new CommandError('No effect was removed')
        return source.reply(`Removed ${def ? 'effect ' + def.displayName : 'every effect'} from ${targets.length === 1 ? sel().displayName(targets[0]) : targets.length + ' targets'}`)
      }
      if (rest.length < 2) throw new CommandError('Incomplete command')
      const targets = sel().select(rest[0], source)
      if (targets.length === 0) throw new CommandError('No entity was found')
      const def = effectArg(rest[1])
      const seconds = rest[2] === undefined ? 30 : rest[2] === 'infinite' ? 1000000 : parseIntArg(rest[2], 'seconds', 1, 1000000)
      const amplifier = rest[3] === undefined ? 0 : parseIntArg(rest[3], 'amplifier', 0, 255)
      for (const t of targets) giveEffect(t, def, seconds, amplifier, rest[4] === 'true')
      source.reply(`Applied effect ${def.displayName} to ${targets.length === 1 ? sel().displayName(targets[0]) : targets.length + ' targets'}`)
    }
  })

  defineCommand(serv, {
    base: 'tell',
    aliases: ['msg', 'w'],
    usage: '/tell <targets> <message>',
    run (args, source) {
      if (args.length < 2) throw new CommandError('Incomplete command')
      const targets = players(args[0], source)
      if (targets.length === 0) throw new CommandError('No player was found')
      const message = args.slice(1).join(' ')
      const from = source.player ? source.player.username : 'Server'
      for (const p of targets) {
        sendSystem(p, { translate: 'commands.message.display.incoming', with: [from, message], color: 'gray', italic: true })
        if (source.player) sendSystem(source.player, { translate: 'commands.message.display.outgoing', with: [p.username, message], color: 'gray', italic: true })
      }
    }
  })
}
