// Command blocks (issue 24), as mineflayer's own check sets one: an operator in creative mode sets
// the command and gets vanilla's advMode.setCommand.success; a redstone block beside it runs it.
// Repeating blocks run every tick; chain blocks run after the block that points into them.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('set a command; power runs it', async () => {
  const pos = andy.entity.position.floored().offset(2, 0, 0)
  andy.chat(`/setblock ${pos.x} ${pos.y} ${pos.z} command_block`)
  await h.until(() => andy.blockAt(pos)?.name === 'command_block', 'the command block')
  const messages = []
  andy.on('message', (m) => messages.push(m))
  const answer = (key) => h.until(() => messages.find(m => m.translate === key), key)
  andy._client.write('update_command_block', { location: pos, command: '/say no', mode: 2, flags: 0 })
  await answer('advMode.notAllowed') // survival players may not

  andy.chat('/gamemode creative')
  await h.until(() => andy.game.gameMode === 'creative', 'creative mode')
  const command = `/give andy diamond ${1 + Math.floor(Math.random() * 5)}`
  andy.setCommandBlock(pos, command, { mode: 2 }) // redstone: an impulse command block
  const message = await answer('advMode.setCommand.success')
  assert.strictEqual(message.json.with[0], command, 'the command as a plain string, as vanilla sends it')

  andy.chat(`/setblock ${pos.x} ${pos.y - 1} ${pos.z} redstone_block`)
  await h.until(() => h.count(andy, 'diamond') === Number(command.split(' ').pop()), 'the command run by the powered block')
})

// Sets the command block at `pos` (placed facing east) to `command` in `mode` (0 chain, 1 repeating,
// 2 impulse) and waits for the server's answer.
async function commandBlock (pos, command, options) {
  andy.chat(`/setblock ${pos.x} ${pos.y} ${pos.z} command_block[facing=east]`)
  await h.until(() => andy.blockAt(pos)?.name === 'command_block', 'the command block')
  const done = h.once(andy, 'message')
  andy.setCommandBlock(pos, command, options)
  await done
  const kind = ['chain_command_block', 'repeating_command_block', 'command_block'][options.mode]
  await h.until(() => andy.blockAt(pos)?.name === kind, `a ${kind}`)
}

test('a repeating block runs every tick while always active', async () => {
  const pos = andy.entity.position.floored().offset(-3, 0, 3)
  await commandBlock(pos, '/give andy emerald 1', { mode: 1, alwaysActive: true })
  await h.until(() => h.count(andy, 'emerald') >= 10, 'ten runs', 15000)
  andy.chat(`/setblock ${pos.x} ${pos.y} ${pos.z} air`)
  await h.until(() => andy.blockAt(pos)?.name === 'air', 'the block gone')
})

test('chain blocks run after the block pointing into them; a conditional one only after a success', async () => {
  const start = andy.entity.position.floored().offset(-3, 0, -4)
  const at = (dx, dz) => start.offset(dx, 0, dz)
  // Row 1: impulse gives gold, a chain block iron, a conditional chain block coal.
  await commandBlock(at(0, 0), '/give andy gold_ingot 1', { mode: 2 })
  await commandBlock(at(1, 0), '/give andy iron_ingot 2', { mode: 0, alwaysActive: true })
  await commandBlock(at(2, 0), '/give andy coal 3', { mode: 0, alwaysActive: true, conditional: true })
  // Row 2: the chain block fails (no such player), so the conditional one after it does not run.
  await commandBlock(at(0, -2), '/give andy gold_ingot 1', { mode: 2 })
  await commandBlock(at(1, -2), '/give nobody_here dirt 1', { mode: 0, alwaysActive: true })
  await commandBlock(at(2, -2), '/give andy charcoal 3', { mode: 0, alwaysActive: true, conditional: true })
  andy.chat(`/setblock ${start.x - 1} ${start.y} ${start.z} redstone_block`)
  andy.chat(`/setblock ${start.x - 1} ${start.y} ${start.z - 2} redstone_block`)
  await h.until(() => h.count(andy, 'gold_ingot') === 2 && h.count(andy, 'iron_ingot') === 2 && h.count(andy, 'coal') === 3, 'both rows run')
  await h.sleep(1000)
  assert.strictEqual(h.count(andy, 'charcoal'), 0, 'a conditional chain block ran after a failure')
})
