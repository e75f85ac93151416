// /particle in 1.21.1 syntax: /particle <name> [<x y z> [<dx dy dz> <speed> <count> [force|normal]
// [<viewers>]]], sent to the viewers within 32 blocks (512 with force), as vanilla. flying-squid's
// /particle took a numeric id and sent another particle. Particles whose type needs options (block
// states, dust colours, items, vibrations) are refused: this server does not parse their SNBT.
'use strict'

const { Vec3 } = require('vec3')
const { defineCommand, CommandError } = require('../lib/command_support')
const { parseCoordinate } = require('../lib/selectors')

const NEEDS_OPTIONS = new Set(['block', 'block_marker', 'falling_dust', 'dust_pillar', 'dust', 'dust_color_transition',
  'entity_effect', 'item', 'sculk_charge', 'shriek', 'vibration'])
const RANGE = { normal: 32, force: 512 }

module.exports.server = function (serv) {
  const registry = serv.registry

  function number (text, what) {
    const n = Number(text)
    if (text === undefined || !Number.isFinite(n)) throw new CommandError(`${what} must be a number, got '${text ?? ''}'`)
    return n
  }

  defineCommand(serv, {
    base: 'particle',
    usage: '/particle <name> [<x> <y> <z> [<dx> <dy> <dz> <speed> <count> [force|normal] [<viewers>]]]',
    run (args, source) {
      const name = String(args[0] ?? '').replace(/^minecraft:/, '')
      if (!name) throw new CommandError('Incomplete command: a particle name is missing')
      if (!registry.particlesByName[name]) throw new CommandError(`Unknown particle: minecraft:${name}`)
      if (NEEDS_OPTIONS.has(name)) throw new CommandError(`particle ${name} needs options (block state, colour, item...) that this server does not parse; see docs/server.md`)
      const at = args.length >= 4
        ? new Vec3(parseCoordinate(args[1], source.position.x), parseCoordinate(args[2], source.position.y), parseCoordinate(args[3], source.position.z))
        : source.position.clone()
      const delta = args.length >= 7 ? new Vec3(number(args[4], 'dx'), number(args[5], 'dy'), number(args[6], 'dz')) : new Vec3(0, 0, 0)
      const speed = args.length >= 8 ? number(args[7], 'speed') : 0
      const count = args.length >= 9 ? number(args[8], 'count') : 0
      const mode = args[9] ?? 'normal'
      if (!(mode in RANGE)) throw new CommandError(`expected force or normal, got '${mode}'`)
      if (speed < 0 || count < 0 || !Number.isInteger(count)) throw new CommandError('speed and count must not be negative; count is a whole number')
      const viewers = args[10] ? serv.craftmate.selectors.select(args[10], source, { playersOnly: true }) : serv.players
      const packet = {
        longDistance: mode === 'force',
        x: at.x,
        y: at.y,
        z: at.z,
        offsetX: delta.x,
        offsetY: delta.y,
        offsetZ: delta.z,
        velocityOffset: speed,
        amount: count,
        particle: { type: name }
      }
      let shown = 0
      for (const p of viewers) {
        if (p.world !== source.world || p.position.distanceTo(at) > RANGE[mode]) continue
        p._client.write('world_particles', packet)
        shown++
      }
      if (shown === 0) throw new CommandError('Failed to display particle: no player can see it')
      source.reply({ translate: 'commands.particle.success', with: [name] })
    }
  })
}
