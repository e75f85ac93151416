// A client's answer to an older teleport must not undo a newer one (teleport_confirmation.js).
// Every teleport sends the client a `position` packet; the client answers with `teleport_confirm`
// and a `position_look` at the place it was sent to. When two teleports are in flight (the end of
// a login re-sends the login position, and a /tp follows a few milliseconds later), the answer to
// the first arrives after the second was sent. flying-squid took it as a move and put the player
// back where the first teleport had sent it, while the client stood where the second one had: the
// skills tests' furnace window was closed by the server's distance check, 48 blocks off.
//
// The client here is bare node-minecraft-protocol, so the test decides when each teleport is
// answered and nothing else moves the player. The server is asked where it thinks the player is
// by a /tp whose selector only matches a player within 1 block of a point. Every wait is on a
// packet: a loaded machine slows the server down, and no fixed time says it is done.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const path = require('path')
const h = require('./helpers')

const mc = require(path.join(h.SERVER_DIR, 'node_modules', 'minecraft-protocol'))

let server
const LOADED_MS = 60000 // how long a loaded 2-core machine may take to answer one packet

// The next `event` of `client` whose packet passes `match`; rejects after LOADED_MS.
function packet (client, event, match, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { client.removeListener(event, on); reject(new Error(`timed out waiting for ${what}`)) }, LOADED_MS)
    const on = (p) => {
      if (!match(p)) return
      clearTimeout(timer)
      client.removeListener(event, on)
      resolve(p)
    }
    client.on(event, on)
  })
}

// Resolves once the server has handled everything `bare` sent before: it answers a tab completion
// after the packets that came before it.
let transactions = 0
async function serverHasRead (bare) {
  const transactionId = ++transactions
  const answered = packet(bare.client, 'tab_complete', p => p.transactionId === transactionId, 'a tab completion answer')
  bare.client.write('tab_complete', { transactionId, text: '/t' })
  await answered
}

test.before(async () => {
  server = await h.startServer(['--ops', 'fay'])
})
test.after(async () => {
  await server?.stop()
})

// A bare client that answers each `position` packet like vanilla (confirm, then a position_look at
// the new place) unless told to hold answers back.
async function joinBare (username) {
  const client = mc.createClient({ host: '127.0.0.1', port: server.port, username, version: h.VERSION, auth: 'offline' })
  const bare = { client, received: [], held: [], holding: false, at: null }
  bare.answer = (packet) => {
    client.write('teleport_confirm', { teleportId: packet.teleportId })
    client.write('position_look', { x: packet.x, y: packet.y, z: packet.z, yaw: packet.yaw, pitch: packet.pitch, onGround: false, flags: { onGround: false } })
    bare.at = { x: packet.x, y: packet.y, z: packet.z }
  }
  bare.moveTo = (x, y, z) => client.write('position', { x, y, z, onGround: true, flags: { onGround: true } })
  client.on('position', (packet) => {
    bare.received.push(packet)
    if (bare.holding) bare.held.push(packet)
    else bare.answer(packet)
  })
  client.on('error', () => {})
  // The login sends the spawn position, waits for the first movement packet and sends it again.
  await packet(client, 'position', () => bare.received.length >= 2, `${username}'s login positions`)
  await serverHasRead(bare)
  return bare
}

// Asks the server whether it places `username` within 1 block of `at`: if so, the player is
// teleported to `probe` and the client receives that position (a server that does not place the
// player there is waited for LOADED_MS).
async function serverPlaces (bare, username, at, probe) {
  const atProbe = (p) => Math.abs(p.x - (probe.x + 0.5)) < 0.01 && Math.abs(p.z - (probe.z + 0.5)) < 0.01
  const placed = packet(bare.client, 'position', atProbe, `the probe teleport to ${probe.x} ${probe.z}`)
  server.console(`tp @a[name=${username},x=${at.x},y=${at.y},z=${at.z},distance=..1] ${probe.x} ${probe.y} ${probe.z}`)
  return placed.then(() => true, () => false)
}

test('the answer to an older teleport does not undo a newer one', async () => {
  const bare = await joinBare('tess')
  const spawn = bare.at
  const first = { x: Math.floor(spawn.x) + 20, y: 5, z: Math.floor(spawn.z) }
  const second = { x: Math.floor(spawn.x), y: 5, z: Math.floor(spawn.z) + 20 }
  // Two teleports in flight; the client answers the first at once and the second later (a slower
  // round trip), so the server sees the first answer after it has sent the second teleport.
  // (One after the other: flying-squid sends a teleport's packet after its move is applied, with
  // the player's position at that time, so two /tp of one tick would both send the second place.)
  bare.holding = true
  const firstArrives = packet(bare.client, 'position', () => true, 'the first teleport to reach the client')
  server.console(`tp tess ${first.x} ${first.y} ${first.z}`)
  await firstArrives
  const secondArrives = packet(bare.client, 'position', () => true, 'the second teleport to reach the client')
  server.console(`tp tess ${second.x} ${second.y} ${second.z}`)
  await secondArrives
  bare.answer(bare.held.shift())
  await serverHasRead(bare)
  const centre = { x: second.x + 0.5, y: second.y, z: second.z + 0.5 }
  const probe = { x: second.x + 5, y: 5, z: second.z }
  assert.ok(await serverPlaces(bare, 'tess', centre, probe),
    'the server put tess back where the first teleport sent it; the client stands where the second one did')
  // The late answers change nothing: the player stays where the last teleport put it.
  bare.holding = false
  for (const p of bare.held.splice(0)) bare.answer(p)
  await serverHasRead(bare)
  const last = bare.received[bare.received.length - 1]
  assert.ok(await serverPlaces(bare, 'tess', { x: last.x, y: last.y, z: last.z }, { x: probe.x + 5, y: 5, z: probe.z }),
    `the server does not place tess at the last teleport's ${last.x} ${last.y} ${last.z}`)
  bare.client.end()
})

test('moves before the confirmation are ignored and the teleport is sent again', async () => {
  const bare = await joinBare('tom')
  const target = { x: Math.floor(bare.at.x) - 20, y: 5, z: Math.floor(bare.at.z) }
  bare.holding = true
  const arrives = packet(bare.client, 'position', () => true, 'the teleport to reach the client')
  server.console(`tp tom ${target.x} ${target.y} ${target.z}`)
  const teleport = await arrives
  // A client that has not seen the teleport yet keeps reporting the old place until the server
  // sends the teleport again (vanilla: a move more than a second after it).
  const old = bare.at
  const again = (p) => p.x === teleport.x && p.z === teleport.z
  const resending = packet(bare.client, 'position', again, 'the unconfirmed teleport to be sent again')
  let moving = true
  resending.finally(() => { moving = false }).catch(() => {})
  while (moving) {
    bare.moveTo(old.x, old.y, old.z)
    await h.sleep(50)
  }
  const centre = { x: target.x + 0.5, y: target.y, z: target.z + 0.5 }
  const resent = await resending // rejects when the server never sends it again
  assert.notStrictEqual(resent.teleportId, teleport.teleportId, 'a re-sent teleport needs a new id')
  // Confirming the first (superseded) id is not enough; the re-sent one is.
  bare.holding = false
  bare.answer(teleport)
  assert.ok(await serverPlaces(bare, 'tom', centre, { x: target.x, y: 5, z: target.z + 5 }),
    'the stale moves were taken: the server does not place tom where the teleport sent him')
  bare.client.end()
})

// flying-squid sent its stored rotation (1/256 turns) as degrees, so each /tp turned the player:
// a giver that faced its partner tossed the next gift 45 degrees off after two /tp.
test('a /tp keeps the way the player faces', async () => {
  const bot = await h.joinBot(server.port, 'fay')
  const yaw = -Math.PI / 2 + 0.3 // mineflayer's radians; -90 degrees Notchian is +x
  const pitch = -0.5
  for (let k = 1; k <= 2; k++) {
    await bot.look(yaw, pitch, true)
    await h.sleep(200)
    const target = bot.entity.position.floored().offset(3, 0, 0)
    bot.chat(`/tp fay ${target.x} ${target.y} ${target.z}`)
    await h.until(() => bot.entity.position.distanceTo(target.offset(0.5, 0, 0.5)) < 0.01, `fay to arrive at ${target}`)
    await h.sleep(200)
    const turned = Math.abs(Math.atan2(Math.sin(bot.entity.yaw - yaw), Math.cos(bot.entity.yaw - yaw)))
    assert.ok(turned < 0.01 && Math.abs(bot.entity.pitch - pitch) < 0.01, // a turn from bytes is 0.3+ rad
      `/tp ${k} turned fay by ${turned.toFixed(4)} rad: from yaw ${yaw.toFixed(4)} pitch ${pitch.toFixed(4)} to ${bot.entity.yaw.toFixed(4)} ${bot.entity.pitch.toFixed(4)}`)
  }
  bot.quit()
})
