// Command blocks as vanilla 1.21.1 (CommandBlockEntity, ServerGamePacketListener
// .handleSetCommandBlock): an operator in creative mode sets a command block's command and mode
// with `update_command_block`; the answer is vanilla's `advMode.setCommand.success`, a player who
// may not gets `advMode.notAllowed`. The mode picks the block (redstone: command_block, auto:
// repeating_command_block, sequence: chain_command_block) and the conditional flag its state. An
// impulse block runs its command when it becomes powered (a redstone block beside it, see
// block_changes) or at once when set to "always active"; the command runs at the block, as the
// console with the block's position (no player), its answers going to the server log. A repeating
// block runs every tick while powered or always active. After an impulse or repeating block runs,
// the chain blocks it faces run in turn (each powered or always active; a conditional one only if
// the block behind it succeeded), up to maxCommandChainLength, as CommandBlockEntity.executeChain.
// Differs: no success count shown, no comparator output, `trackOutput` is not shown.
'use strict'

const { Vec3 } = require('vec3')
const { toNbt } = require('../lib/chat_component')

const BLOCK_BY_MODE = ['chain_command_block', 'repeating_command_block', 'command_block'] // SEQUENCE, AUTO, REDSTONE
const FLAG = { trackOutput: 1, conditional: 2, alwaysActive: 4 }
const CREATIVE = 1
const MAX_CHAIN = 65536 // the maxCommandChainLength game rule's default
const FACING = { down: new Vec3(0, -1, 0), up: new Vec3(0, 1, 0), north: new Vec3(0, 0, -1), south: new Vec3(0, 0, 1), west: new Vec3(-1, 0, 0), east: new Vec3(1, 0, 0) }

module.exports.server = function (serv) {
  const registry = serv.registry
  const store = serv.craftmate.blockEntities
  const { blockStates } = serv.craftmate
  const kinds = new Set(BLOCK_BY_MODE)
  const say = (player, key, args = []) => player._client.write('system_chat', { content: toNbt({ translate: key, with: args }), isActionBar: false })

  const entryAt = (world, pos) => {
    const name = world.sync.getBlock(pos)?.name
    return kinds.has(name) ? store.getOrCreate(world, pos, 'command_block', () => ({ kind: 'command_block', command: '', flags: 0, powered: false })) : null
  }

  // Runs the block's command; true when it succeeded (no refusal or error).
  async function run (world, pos, entry) {
    const command = entry.command.replace(/^\//, '').trim()
    if (!command) return false
    let failed = false
    const ctx = { world, position: pos.offset(0.5, 0.5, 0.5), feedback: null, onFail: () => { failed = true } }
    const refusal = await serv.commands.use(command, ctx, true).catch(err => err.message)
    if (refusal) serv.info?.(`command block at ${pos}: ${refusal}`)
    entry.succeeded = !refusal && !failed
    return entry.succeeded
  }

  const facingOf = (world, pos) => FACING[blockStates.propertiesOf(world.sync.getBlock(pos).stateId).facing] || FACING.north
  const active = (world, pos, entry) => Boolean(entry.flags & FLAG.alwaysActive) || serv.craftmate.poweredByRedstoneBlock(world, pos)

  // An impulse or repeating block's run, then the chain blocks it points into.
  async function runWithChain (world, pos, entry) {
    const conditional = blockStates.propertiesOf(world.sync.getBlock(pos).stateId).conditional === 'true'
    if (conditional && !behindSucceeded(world, pos)) return
    await run(world, pos, entry)
    let at = pos
    for (let n = 0; n < MAX_CHAIN; n++) {
      const next = at.plus(facingOf(world, at))
      if (world.sync.getBlock(next)?.name !== 'chain_command_block') return
      const link = entryAt(world, next)
      const linkConditional = blockStates.propertiesOf(world.sync.getBlock(next).stateId).conditional === 'true'
      if (active(world, next, link)) {
        if (!linkConditional || behindSucceeded(world, next)) await run(world, next, link)
        else link.succeeded = false
      }
      at = next
    }
  }

  // Whether the command block behind `pos` (the one opposite its facing) last succeeded.
  function behindSucceeded (world, pos) {
    const back = pos.minus(facingOf(world, pos))
    return Boolean(entryAt(world, back)?.succeeded)
  }

  // Repeating blocks run every tick while active.
  const repeating = new Map() // "world x,y,z" -> { world, pos }
  serv.on('tick', () => {
    for (const [key, { world, pos }] of repeating) {
      if (world.sync.getBlock(pos)?.name !== 'repeating_command_block') { repeating.delete(key); continue }
      const entry = entryAt(world, pos)
      if (active(world, pos, entry) && !entry.running) {
        entry.running = true
        runWithChain(world, pos, entry).catch(err => serv.err?.(`craftmate command block: ${err.stack}`)).finally(() => { entry.running = false })
      }
    }
  })

  serv.craftmate.onSetCommandBlock = async (player, { location, command, mode, flags }) => {
    if (!player.op || player.gameMode !== CREATIVE) return say(player, 'advMode.notAllowed')
    const pos = new Vec3(location.x, location.y, location.z)
    const entry = entryAt(player.world, pos)
    if (!entry) return
    const name = BLOCK_BY_MODE[mode] ?? 'command_block'
    const block = player.world.sync.getBlock(pos)
    const props = { ...blockStates.propertiesOf(block.stateId), conditional: String(Boolean(flags & FLAG.conditional)) }
    const stateId = blockStates.stateIdOf(registry.blocksByName[name], props)
    if (stateId !== block.stateId) await serv.craftmate.setBlockQuietly(player.world, pos, stateId)
    Object.assign(entry, { command: String(command ?? ''), flags })
    if (command) say(player, 'advMode.setCommand.success', [String(command)])
    if (name === 'repeating_command_block') repeating.set(`${player.world.id ?? ''} ${pos}`, { world: player.world, pos })
    if (name === 'command_block' && (flags & FLAG.alwaysActive)) await runWithChain(player.world, pos, entry)
  }

  // An impulse block runs on the rising edge of its power.
  serv.on('craftmateBlocksChanged', (world, changes) => {
    for (const { pos } of changes) {
      for (const at of [pos, ...serv.craftmate.neighbours(pos)]) {
        if (world.sync.getBlock(at)?.name !== 'command_block') continue
        const entry = entryAt(world, at)
        const powered = serv.craftmate.poweredByRedstoneBlock(world, at)
        if (powered && !entry.powered) runWithChain(world, at, entry).catch(err => serv.err?.(`craftmate command block: ${err.stack}`))
        entry.powered = powered
      }
    }
  })
}

module.exports.player = function (player, serv) {
  player._client.on('update_command_block', (packet) => {
    serv.craftmate.onSetCommandBlock(player, packet).catch(err => serv.err?.(`craftmate command block: ${err.stack}`))
  })
}
