// /execute as vanilla 1.21.1 runs it, for the subcommands set-up scripts use:
//   execute [as <targets>] [at <targets>] [in <dimension>] [positioned <x y z>|positioned as <targets>]
//           [if|unless entity <targets>] [if|unless block <x y z> <block>] ... run <command>
// Each `as`/`at` forks the context once per entity, as vanilla does; `run` executes the rest with
// the context's entity as @s (and as the player the command acts on), its position for ~ and
// selector distances, and the answers going to whoever typed /execute. mineflayer's own tests
// teleport with `execute in overworld run teleport <bot> x y z` from the console. The overworld and
// the nether (nether_portals) are hosted; the end is refused.
'use strict'

const { Vec3 } = require('vec3')
const { defineCommand, sourceOf, CommandError } = require('../lib/command_support')
const { parseCoordinate } = require('../lib/selectors')

const DIMENSIONS = { overworld: 'overworld', 'minecraft:overworld': 'overworld', the_nether: 'nether', 'minecraft:the_nether': 'nether' }

module.exports.server = function (serv) {
  const sel = () => serv.craftmate.selectors

  const contextOf = (entity, base) => ({
    ...base,
    entity,
    player: entity?.type === 'player' ? entity : undefined
  })

  // Each subcommand: (args from its position, contexts) -> { consumed, contexts }.
  const SUBCOMMANDS = {
    as (args, contexts) {
      return { consumed: 1, contexts: contexts.flatMap(c => sel().select(need(args[0], 'as <targets>'), sourceFrom(c)).map(e => contextOf(e, c))) }
    },
    at (args, contexts) {
      return {
        consumed: 1,
        contexts: contexts.flatMap(c => sel().select(need(args[0], 'at <targets>'), sourceFrom(c)).map(e => ({ ...c, position: e.position.clone(), world: e.world })))
      }
    },
    in (args, contexts) {
      const name = need(args[0], 'in <dimension>')
      if (!DIMENSIONS[name]) throw new CommandError(`Dimension '${name}' is not hosted by this server (only minecraft:overworld and minecraft:the_nether)`)
      const world = DIMENSIONS[name] === 'nether' ? serv.netherworld : serv.overworld
      return { consumed: 1, contexts: contexts.map(c => ({ ...c, world })) }
    },
    positioned (args, contexts) {
      if (args[0] === 'as') {
        return {
          consumed: 2,
          contexts: contexts.flatMap(c => sel().select(need(args[1], 'positioned as <targets>'), sourceFrom(c)).map(e => ({ ...c, position: e.position.clone() })))
        }
      }
      return { consumed: 3, contexts: contexts.map(c => ({ ...c, position: coordinates(args, 0, sourceFrom(c).position) })) }
    },
    if: (args, contexts) => condition(args, contexts, true),
    unless: (args, contexts) => condition(args, contexts, false)
  }

  // The conditions: true when the context passes.
  const CONDITIONS = {
    entity: { arity: 1, test: (args, c) => sel().select(need(args[0], 'if entity <targets>'), sourceFrom(c)).length > 0 },
    block: {
      arity: 4,
      test (args, c) {
        const source = sourceFrom(c)
        const at = coordinates(args, 0, source.position).floored()
        const wanted = need(args[3], 'if block <x y z> <block>').replace(/^minecraft:/, '').replace(/\[.*$/, '')
        return source.world.getBlock(at).then(block => block.name === wanted)
      }
    }
  }

  async function condition (args, contexts, expected) {
    const kind = CONDITIONS[args[0]]
    if (!kind) throw new CommandError(`unknown condition '${args[0] ?? ''}' (entity or block)`)
    const kept = []
    for (const c of contexts) if (Boolean(await kind.test(args.slice(1), c)) === expected) kept.push(c)
    return { consumed: 1 + kind.arity, contexts: kept }
  }

  function need (arg, what) {
    if (arg === undefined) throw new CommandError(`Incomplete command: ${what}`)
    return arg
  }

  function coordinates (args, i, base) {
    need(args[i + 2], '<x y z>')
    return new Vec3(parseCoordinate(args[i], base.x), parseCoordinate(args[i + 1], base.y), parseCoordinate(args[i + 2], base.z))
  }

  const sourceFrom = (c) => sourceOf(serv, c)

  defineCommand(serv, {
    base: 'execute',
    usage: '/execute [as|at <targets>] [in <dimension>] [positioned <x y z>] [if|unless entity|block ...] run <command>',
    async run (args, source) {
      let contexts = [{ player: source.player, entity: source.entity, feedback: source.feedback, world: source.world, position: source.position }]
      let i = 0
      while (i < args.length && args[i] !== 'run') {
        const sub = SUBCOMMANDS[args[i]]
        if (!sub) throw new CommandError(`unknown /execute subcommand '${args[i]}'`)
        const { consumed, contexts: next } = await sub(args.slice(i + 1), contexts)
        contexts = next
        i += 1 + consumed
      }
      if (args[i] !== 'run') {
        if (i === 0) throw new CommandError('Incomplete command')
        // Vanilla's execute without run: a test; answers with the count of passing contexts.
        if (contexts.length === 0) throw new CommandError('Test failed')
        return source.reply({ translate: 'commands.execute.conditional.pass' })
      }
      const command = args.slice(i + 1).join(' ').replace(/^\//, '')
      if (!command) throw new CommandError('Incomplete command: run <command>')
      for (const c of contexts) {
        const refusal = await serv.commands.use(command, c, true)
        if (refusal) source.fail(refusal)
      }
    }
  })
}
