// Command blocks (issue 24), as mineflayer's own check sets one: an operator in creative mode sets
// the command and gets vanilla's advMode.setCommand.success; a redstone block beside it runs it.
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
