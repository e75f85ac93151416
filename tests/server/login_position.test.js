// The end of a player's login must not undo a /tp (protocol_fixes.js). flying-squid re-sends the
// login position once the client's first bare `flying` or `look` packet arrives; a client whose first
// such packet came after a /tp was put back at its spawn point (the cause of a rare failure of
// chests.test.js: bob's chest window closed at once, the server placing him 12 blocks away).
// mineflayer usually sends a bare packet at spawn, so the tests hold them back to make the order
// certain.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server

test.before(async () => {
  server = await h.startServer(['--ops', 'ann,ben'])
})
test.after(async () => {
  await server?.stop()
})

// Joins a bot that does not send the packets named in `held` until release() is called.
async function joinHolding (username, held) {
  const bot = h.mineflayer.createBot({ host: '127.0.0.1', port: server.port, username, version: h.VERSION, auth: 'offline' })
  let holding = true
  const write = bot._client.write
  bot._client.write = function (packet) {
    if (holding && held.includes(packet)) return
    return write.apply(this, arguments)
  }
  await new Promise((resolve, reject) => {
    bot.once('spawn', resolve)
    bot.once('end', (reason) => reject(new Error(`${username} left before spawning: ${reason}`)))
  })
  await h.until(() => bot.entity && bot.blockAt(bot.entity.position.offset(0, -1, 0)), `${username} to see the ground`)
  return { bot, release: () => { holding = false } }
}

// Teleports the bot 5 blocks away, then lets it send the held packets and turn its head (a bare
// `look`); it must stay where the /tp put it.
async function expectTeleportKept ({ bot, release }) {
  const target = bot.entity.position.floored().offset(5, 0, 5)
  bot.chat(`/tp ${bot.username} ${target.x} ${target.y} ${target.z}`)
  await h.until(() => bot.entity.position.distanceTo(target.offset(0.5, 0, 0.5)) < 0.01, `${bot.username} to arrive at ${target}`)
  release()
  await bot.look(1, 0.3, true)
  await h.sleep(1000) // a login resend arrives within a few ticks
  assert.ok(bot.entity.position.distanceTo(target.offset(0.5, 0, 0.5)) < 0.01,
    `${bot.username} is at ${bot.entity.position}, not where the /tp put it (${target.offset(0.5, 0, 0.5)})`)
  bot.quit()
}

test('a /tp before the first bare look packet is kept', async () => {
  await expectTeleportKept(await joinHolding('ann', ['flying', 'look']))
})

test('a /tp before any movement packet is kept', async () => {
  await expectTeleportKept(await joinHolding('ben', ['flying', 'look', 'position', 'position_look']))
})
