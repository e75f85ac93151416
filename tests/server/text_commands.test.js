// /tellraw and /title (issue 24), as mineflayer's own chat and title checks use them.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

// The arguments of andy's next `event`, as [[args]]; rejects after 15 s.
const next = (event) => new Promise((resolve, reject) => {
  const timer = setTimeout(() => { andy.removeListener(event, on); reject(new Error(`no '${event}' within 15 s`)) }, 15000)
  const on = (...args) => { clearTimeout(timer); resolve([args]) }
  andy.once(event, on)
})

test('/tellraw sends the component: translations and chat patterns work on it', async () => {
  let m = next('message')
  andy.chat('/tellraw @p {"translate":"language.name"}')
  assert.strictEqual((await m)[0][0].toString(), 'English')
  const chat = next('chat')
  andy.chat('/tellraw @p {"translate":"chat.type.text", "with":["U9G", "Hello World!"]}')
  const [[username, message, translate]] = await chat
  assert.deepStrictEqual([username, message, translate], ['U9G', 'Hello World!', 'chat.type.text'])
  m = next('message')
  andy.chat('/tellraw andy ["a", {"text":"b", "color":"red"}]')
  assert.strictEqual((await m)[0][0].toString(), 'ab')
  m = next('message')
  andy.chat('/tellraw andy {"text":')
  assert.match((await m)[0][0].toString(), /Invalid JSON text component/)
})

test('/title title, subtitle, times and clear', async () => {
  let t = next('title')
  andy.chat('/title @a title {"text":"Test Title"}')
  assert.deepStrictEqual((await t)[0], ['Test Title', 'title'])
  t = next('title')
  andy.chat('/title @a subtitle "Test Subtitle"')
  assert.deepStrictEqual((await t)[0], ['Test Subtitle', 'subtitle'])
  const times = next('title_times')
  andy.chat('/title @a times 10 20 30')
  assert.deepStrictEqual((await times)[0], [10, 20, 30])
  const cleared = next('title_clear')
  andy.chat('/title @a clear')
  await cleared
})
