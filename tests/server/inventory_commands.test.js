// /give and /clear as vanilla answers them (issue 24): the translatable feedback clients wait for
// (commands.clear.success.single, commands.give.success.single), the changed slots sent before the
// answer, and a /clear followed at once by a /give showing both changes.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

// The names of the packets andy receives while `fn` runs, until `done()` holds.
async function packetsDuring (fn, done, what) {
  const seen = []
  const onPacket = (data, meta) => seen.push({ name: meta.name, data })
  andy._client.on('packet', onPacket)
  try {
    fn()
    await h.until(() => done(seen), what)
  } finally {
    andy._client.removeListener('packet', onPacket)
  }
  return seen.filter(p => p.name === 'set_slot' || p.name === 'system_chat')
}

const isMessage = (key) => (p) => p.name === 'system_chat' && JSON.stringify(p.data.content).includes(key)

test('/give sends the slot before its translatable answer', async () => {
  const seen = await packetsDuring(() => andy.chat('/give andy diamond 5'), s => s.some(isMessage('commands.give.success.single')), 'the /give answer')
  assert.deepStrictEqual(seen.map(p => p.name), ['set_slot', 'system_chat'])
  assert.strictEqual(h.count(andy, 'diamond'), 5, 'the diamonds are there when the answer arrives')
  const answer = h.once(andy, 'message')
  andy.chat('/give andy oak_planks 3')
  assert.strictEqual((await answer).toString(), 'Gave 3 [Oak Planks] to andy')
})

test('/clear answers with commands.clear.success.single after the emptied slots', async () => {
  const answer = h.once(andy, 'message')
  const seen = await packetsDuring(() => andy.chat('/clear'), s => s.some(isMessage('commands.clear.success.single')), 'the /clear answer')
  assert.deepStrictEqual(seen.map(p => p.name), ['set_slot', 'set_slot', 'system_chat'])
  const message = await answer
  assert.strictEqual(message.translate, 'commands.clear.success.single')
  assert.strictEqual(message.toString(), 'Removed 8 item(s) from player andy')
  assert.strictEqual(andy.inventory.items().length, 0)
})

test('/clear then /give at once: both changes reach the client', async () => {
  await h.give(andy, 'stone', 1)
  const updates = []
  const onUpdate = (slot, oldItem, newItem) => updates.push(newItem ? newItem.name : null)
  andy.inventory.on('updateSlot', onUpdate)
  andy.chat('/clear')
  andy.chat('/give andy stone 1')
  await h.until(() => updates.length >= 2, 'the two slot updates')
  andy.inventory.removeListener('updateSlot', onUpdate)
  assert.deepStrictEqual(updates.slice(0, 2), [null, 'stone'])
  assert.strictEqual(h.count(andy, 'stone'), 1)
})
