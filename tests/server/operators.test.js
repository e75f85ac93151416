// Everyone is an operator by default (a local research server, so bots can set up tasks); the
// --no-op flag turns that off and commands are refused.
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

test('with --no-op a player cannot run set-up commands', async () => {
  const server = await h.startServer(['--no-op'])
  const bot = await h.joinBot(server.port, 'guest')
  try {
    assert.match(await feedback(bot, '/give guest diamond 5'), /You do not have permission to use this command/)
    assert.strictEqual(h.count(bot, 'diamond'), 0)
    assert.match(await feedback(bot, '/setblock ~ ~ ~1 stone'), /You do not have permission/)
  } finally {
    bot.quit()
    await server.stop()
  }
})

test('by default every player is an operator', async () => {
  const server = await h.startServer()
  const bot = await h.joinBot(server.port, 'researcher')
  try {
    assert.match(await feedback(bot, '/give researcher diamond 5'), /Gave 5 \[Diamond\] to researcher/)
    await h.until(() => h.count(bot, 'diamond') === 5, 'the diamonds')
  } finally {
    bot.quit()
    await server.stop()
  }
})
