// /bossbar (issue 24): created, shown to the players it names, updated and removed, as mineflayer's
// own boss bar check drives it.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('add, show, update and remove a boss bar', async () => {
  const created = h.once(andy, 'bossBarCreated')
  for (const c of ['/bossbar add test:bar1 "Test Boss Bar"', '/bossbar set test:bar1 players andy', '/bossbar set test:bar1 color red',
    '/bossbar set test:bar1 style notched_6', '/bossbar set test:bar1 value 50', '/bossbar set test:bar1 visible true']) andy.chat(c)
  const bar = await created
  assert.strictEqual(bar.title.toString(), 'Test Boss Bar')
  await h.until(() => bar.health === 0.5 && bar.color === 'red' && bar.dividers === 6, 'value 50 of 100, red, 6 notches')
  for (const c of ['/bossbar set test:bar1 color blue', '/bossbar set test:bar1 style notched_10', '/bossbar set test:bar1 value 75']) andy.chat(c)
  await h.until(() => bar.health === 0.75 && bar.color === 'blue' && bar.dividers === 10, 'the update')
  andy.chat('/bossbar set test:bar1 visible false')
  await h.until(() => andy.bossBars.length === 0, 'the hidden bar gone')
  andy.chat('/bossbar set test:bar1 visible true')
  await h.until(() => andy.bossBars.length === 1, 'the bar shown again')
  const messages = []
  andy.on('message', (m) => messages.push(m.toString()))
  const deleted = h.once(andy, 'bossBarDeleted')
  andy.chat('/bossbar remove test:bar1')
  await deleted
  assert.strictEqual(andy.bossBars.length, 0)
  andy.chat('/bossbar set test:bar1 value 3')
  await h.until(() => messages.some(m => /No bossbar exists with the ID 'test:bar1'/.test(m)), 'the refusal')
  assert.ok(messages.includes('Removed custom bossbar [test:bar1]'), messages.join('\n'))
})
