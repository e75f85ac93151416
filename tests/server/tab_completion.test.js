// Tab completion (issue 24): command names and their arguments come back as a 1.21.1 answer
// (flying-squid's answer failed to encode and disconnected the client).
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy

h.serverWithBots(test, ['andy'], (s, bots) => { server = s; [andy] = bots })

test('commands and their arguments complete', async () => {
  assert.deepStrictEqual(await andy.tabComplete('/weather '), [
    { match: 'clear', tooltip: undefined },
    { match: 'rain', tooltip: undefined },
    { match: 'thunder', tooltip: undefined }
  ])
  const matches = async (text) => (await andy.tabComplete(text)).map(m => m.match)
  assert.deepStrictEqual(await matches('/wea'), ['weather'])
  assert.deepStrictEqual(await matches('/give an'), ['andy'])
  assert.ok((await matches('/give andy diamond_')).includes('diamond_sword'))
  assert.deepStrictEqual(await matches('/xp add andy 5 l'), ['levels'])
  assert.deepStrictEqual(await matches('/execute in overworld run weather t'), ['thunder'])
  assert.ok(andy.entity, 'still connected')
})
