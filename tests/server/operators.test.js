// Operators are the players a run declares (--ops NAME,...), or everybody with --op-everyone;
// anyone else's commands are refused (operators.js).
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

async function feedback (bot, command) {
  const lines = []
  const onMessage = (m) => lines.push(m)
  bot.on('messagestr', onMessage)
  bot.chat(command)
  await h.until(() => lines.length > 0, `feedback to ${command}`, 15000).catch(() => {})
  await h.sleep(100)
  bot.removeListener('messagestr', onMessage)
  return lines.join('\n')
}

test('only the players named with --ops are operators', async () => {
  const server = await h.startServer(['--ops', 'Andy_0,Jill_0'])
  const andy = await h.joinBot(server.port, 'Andy_0')
  const guest = await h.joinBot(server.port, 'guest')
  try {
    assert.match(await feedback(andy, '/give Andy_0 diamond 5'), /Gave 5 \[Diamond\] to Andy_0/)
    await h.until(() => h.count(andy, 'diamond') === 5, 'the diamonds')
    assert.match(await feedback(guest, '/give guest diamond 5'), /You do not have permission to use this command/)
    assert.match(await feedback(guest, '/setblock ~ ~ ~1 stone'), /You do not have permission/)
    assert.match(await feedback(guest, '/stop'), /You do not have permission/)
    await h.sleep(300)
    assert.strictEqual(h.count(guest, 'diamond'), 0)
  } finally {
    andy.quit()
    guest.quit()
    await server.stop()
  }
})

test('without --ops nobody is an operator', async () => {
  const server = await h.startServer()
  const bot = await h.joinBot(server.port, 'researcher')
  try {
    assert.match(await feedback(bot, '/give researcher diamond 5'), /You do not have permission to use this command/)
  } finally {
    bot.quit()
    await server.stop()
  }
})

test('with --op-everyone every player is an operator', async () => {
  const server = await h.startServer(['--op-everyone'])
  const bot = await h.joinBot(server.port, 'researcher')
  try {
    assert.match(await feedback(bot, '/give researcher diamond 5'), /Gave 5 \[Diamond\] to researcher/)
    await h.until(() => h.count(bot, 'diamond') === 5, 'the diamonds')
  } finally {
    bot.quit()
    await server.stop()
  }
})
