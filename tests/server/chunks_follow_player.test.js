// The chunks around a player follow it to wherever it is teleported (chunk_sending.js).
// flying-squid sends the chunks around a player when a move takes it more than 16 blocks from where
// the last sending started, but (1) not while a sending is still running, and (2) it checks in the
// 'move' event, which comes before the move is applied, so a teleport was measured from where the
// player had been. Either way a player that stood still at the destination got no chunks there (seen
// in CI: a released construction task teleports both agents to its blueprint right after they join,
// and the blueprint's chunk never arrived).
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server

test.before(async () => {
  // A view of 8 chunks makes the login's sending long (289 columns, 5 ms apart at least).
  server = await h.startServer(['--world', 'vanilla-flat', '--view-distance', '8'])
})
test.after(async () => {
  await server?.stop()
})

test('a /tp during the login chunk sending is followed by the chunks at the destination', async () => {
  const bot = h.mineflayer.createBot({ host: '127.0.0.1', port: server.port, username: 'tina', version: h.VERSION, auth: 'offline' })
  let chunksAtSpawn = 0
  bot._client.on('map_chunk', () => { chunksAtSpawn++ })
  await new Promise((resolve, reject) => {
    bot.once('spawn', resolve)
    bot.once('end', (reason) => reject(new Error(`tina left before spawning: ${reason}`)))
  })
  // Teleport while the login is still sending the columns around the spawn point.
  await h.until(() => chunksAtSpawn > 0, 'the first chunks')
  const destination = new h.Vec3(Math.floor(bot.entity.position.x) + 400, -60, Math.floor(bot.entity.position.z) - 300)
  server.console(`tp tina ${destination.x} ${destination.y} ${destination.z}`)
  await h.until(() => bot.entity.position.distanceTo(destination.offset(0.5, 0, 0.5)) < 1, 'tina to arrive')
  assert.ok(chunksAtSpawn < 289, `the login had sent all ${chunksAtSpawn} columns before the /tp: the test did not race`)

  // The ground under her and the columns 4 chunks away on each side arrive.
  await h.until(() => bot.blockAt(destination.offset(0, -1, 0)), 'the ground at the destination', 20000)
  assert.strictEqual(bot.blockAt(destination.offset(0, -1, 0)).name, 'grass_block')
  for (const [dx, dz] of [[64, 0], [-64, 0], [0, 64], [0, -64]]) {
    await h.until(() => bot.blockAt(destination.offset(dx, -1, dz)), `the column ${dx / 16}, ${dz / 16} chunks from the destination`, 20000)
  }
  bot.quit()
})

// A bare client: nothing but the teleport moves it, and its answer repeats the place (no move).
test('a /tp after the login sending is followed by the chunks at the destination', async () => {
  const stan = h.joinBare(server.port, 'stan')
  const client = stan.client
  const columns = new Set()
  let lastChunkAt = Date.now()
  client.on('map_chunk', ({ x, z }) => { columns.add(`${x},${z}`); lastChunkAt = Date.now() })
  client.on('unload_chunk', ({ chunkX, chunkZ }) => columns.delete(`${chunkX},${chunkZ}`))
  await h.until(() => stan.at && columns.size > 0, 'stan to spawn')
  // The login's sending is over once no column has come for a second.
  await h.until(() => Date.now() - lastChunkAt > 1000, 'the login chunks to end', 30000)
  const destination = { x: Math.floor(stan.at.x) - 500, y: -60, z: Math.floor(stan.at.z) + 200 }
  server.console(`tp stan ${destination.x} ${destination.y} ${destination.z}`)
  await h.until(() => Math.abs(stan.at.x - (destination.x + 0.5)) < 0.01, 'stan to arrive')
  const column = `${Math.floor(destination.x / 16)},${Math.floor(destination.z / 16)}`
  await h.until(() => columns.has(column), `the column ${column} under stan`, 20000)
  client.end()
})
