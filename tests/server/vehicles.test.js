// Riding boats (vehicles.js) with mineflayer's mount / moveVehicle / dismount: the rider and the
// others get the boat's passengers, the driver's vehicle_move moves the boat for everyone, shift
// takes the rider off beside the boat, and a rider who dies, quits or loses its boat leaves it.
// mineflayer emits `dismount` only for a `set_passengers` to vehicle -1 (mineflayer issue #2983),
// which vanilla never sends (it sends the boat's remaining passengers), so leaving is checked on
// the packets here.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy, bob

h.serverWithBots(test, ['andy', 'bob'], async (s, bots) => {
  server = s
  ;[andy, bob] = bots
  await beside(bob, andy)
})

// Joined players spawn at random places: `bot` is teleported to `to`.
async function beside (bot, to) {
  to.chat(`/tp ${bot.username} ${to.username}`)
  await h.until(() => bot.entity.position.distanceTo(to.entity.position) < 1, `${bot.username} beside ${to.username}`)
}

// /summon'd `dz` blocks south of `bot`; resolves to the boat as `bot` sees it, once both bots do.
function summonBoat (bot, dz) {
  return summon(bot, bot.registry.entitiesByName.oak_boat ? 'oak_boat' : 'boat', dz)
}

async function summon (bot, name, dz) {
  const at = bot.entity.position.floored().offset(0, 0, dz)
  bot.chat(`/summon ${name} ${at.x + 0.5} ${at.y} ${at.z + 0.5}`)
  const near = (b) => Object.values(b.entities).find(e => e.name === name && e.position.distanceTo(at.offset(0.5, 0, 0.5)) < 1)
  const boat = await h.until(() => near(bot), `the ${name} at ${at}`)
  await h.until(() => near(bob) && near(andy), 'both bots to see it')
  return boat
}

// The next set_passengers `bot` receives for `vehicle`.
function nextPassengers (bot, vehicle) {
  return new Promise(resolve => {
    const on = (p) => { if (p.entityId === vehicle.id) { bot._client.removeListener('set_passengers', on); resolve(p.passengers) } }
    bot._client.on('set_passengers', on)
  })
}

// The last passenger list `bot` was sent for each vehicle (a rider shown again, as after its death,
// comes with its vehicle's passengers, so the list after a change is not always the next one).
function passengerLists (bot) {
  const lists = new Map()
  bot._client.on('set_passengers', (p) => lists.set(p.entityId, p.passengers))
  return lists
}

async function mount (bot, boat, timeoutMs = 15000) {
  const mounted = h.once(bot, 'mount', timeoutMs)
  bot.mount(boat)
  await mounted
}

// Mounts again and again until the server lets `bot` board (60 ticks after it last left a vehicle).
async function mountAfterCooldown (bot, boat) {
  for (let i = 0; ; i++) {
    try {
      return await mount(bot, boat, 1000)
    } catch (err) {
      if (i >= 20) throw err
    }
  }
}

// What a vanilla client sends to leave: shift held (steer_vehicle's flag 2 up to 1.21.1; mineflayer's
// dismount sends jump instead on 1.21.2+, which does not leave a vanilla boat).
function leave (bot) {
  if (bot.supportFeature('newPlayerInputPacket')) bot._client.write('player_input', { inputs: { shift: true } })
  else bot.dismount()
}

test('mount: the rider gets mount and its vehicle, another player sees the passenger', async () => {
  const groundY = Math.floor(andy.entity.position.y)
  const boat = await summonBoat(andy, 2)
  const seenByBob = nextPassengers(bob, boat)
  await mount(andy, boat)
  assert.strictEqual(andy.vehicle?.id, boat.id)
  assert.deepStrictEqual(await seenByBob, [andy.entity.id])
  const bobsBoat = bob.entities[boat.id]
  assert.deepStrictEqual(bobsBoat.passengers.map(p => p.id), [andy.entity.id])
  assert.strictEqual(bob.players.andy.entity.vehicle, bobsBoat)

  // A move of more than 10 blocks is sent back; the boat stays.
  const sentBack = h.once(andy._client, 'vehicle_move')
  andy._client.write('vehicle_move', { x: boat.position.x + 20, y: boat.position.y, z: boat.position.z, yaw: 0, pitch: 0, onGround: true })
  assert.ok(boat.position.distanceTo(new h.Vec3((await sentBack).x, (await sentBack).y, (await sentBack).z)) < 0.01, 'sent back where it is')

  // The driver's vehicle_move moves the boat as the others see it.
  const to = boat.position.offset(3, 0, 1)
  andy._client.write('vehicle_move', { x: to.x, y: to.y, z: to.z, yaw: 90, pitch: 0, onGround: true })
  await h.until(() => bob.entities[boat.id].position.distanceTo(to) < 0.05, `bob to see the boat at ${to} (${bob.entities[boat.id].position})`)

  // A second seat: bob rides behind; its vehicle_move does not drive the boat.
  const seenByAndy = nextPassengers(andy, boat)
  await mount(bob, bob.entities[boat.id])
  assert.deepStrictEqual(await seenByAndy, [andy.entity.id, bob.entity.id])
  bob._client.write('vehicle_move', { x: to.x + 5, y: to.y, z: to.z, yaw: 0, pitch: 0, onGround: true })
  await h.sleep(500)
  assert.ok(andy.entities[boat.id].position.distanceTo(to) < 0.05, `the passenger moved the boat to ${andy.entities[boat.id].position}`)

  // Leaving: both are told the boat's remaining passengers; the rider lands beside the boat (on the
  // ground: no water here), in the direction it looks.
  const bobSees = nextPassengers(bob, boat)
  const teleported = h.once(andy._client, 'position')
  // mineflayer sends no moves while it rides (its physics pauses on mount); a vanilla rider's
  // client sends its look. Yaw 0: south, +z.
  andy._client.write('look', { yaw: 0, pitch: 0, onGround: false, flags: { onGround: false } })
  leave(andy)
  assert.deepStrictEqual(await bobSees, [bob.entity.id])
  await teleported
  const p = andy.entity.position
  const out = (1.375 * Math.SQRT2 + 0.6) / 2
  assert.ok(Math.abs(p.x - to.x) < 0.01 && Math.abs(p.z - (to.z + out)) < 0.01, `andy at ${p}, the boat at ${to}`)
  assert.strictEqual(p.y, groundY, 'standing on the ground')
  const bobOff = h.once(bob._client, 'position')
  leave(bob)
  await bobOff
})

test('a player who comes later sees the rider; a rider who dies or quits leaves the boat', async () => {
  const boat = await summonBoat(bob, -3)
  const cara = await h.joinBot(server.port, 'cara')
  let dora
  try {
    await beside(cara, bob)
    await h.until(() => cara.entities[boat.id], 'cara to see the boat')
    const ridden = nextPassengers(bob, boat)
    await mount(cara, cara.entities[boat.id])
    assert.deepStrictEqual(await ridden, [cara.entity.id])
    // dora joins after: the boat is shown to her with its passenger.
    dora = await h.joinBot(server.port, 'dora')
    await h.until(() => dora.entities[boat.id]?.passengers.map(p => p.id).join() === String(cara.entity.id),
      `dora to see cara in the boat (she sees ${JSON.stringify(dora.entities[boat.id]?.passengers.map(p => p.id))})`)
    await beside(dora, bob)
    const seenByBob = passengerLists(bob)
    bob.chat('/kill cara')
    await h.until(() => seenByBob.get(boat.id)?.length === 0, 'the boat empty after cara died')
  } finally {
    cara.quit()
  }

  const doraId = dora.entity.id
  const seenByBob = passengerLists(bob)
  await mount(dora, dora.entities[boat.id])
  await h.until(() => seenByBob.get(boat.id)?.join() === String(doraId), 'bob to see dora in the boat')
  dora.quit()
  await h.until(() => seenByBob.get(boat.id)?.length === 0, 'the boat empty after dora quit')
})

test('a boat removed drops its rider', async () => {
  const boat = await summonBoat(bob, 3)
  // The boat /kill'ed under bob: bob is sent where it now stands (a vanilla client works that out
  // itself; mineflayer's physics waits for it). mineflayer's own handler of a vehicle's removal
  // listens on the client instead of the bot and never runs, so it keeps its stale bot.vehicle.
  await mountAfterCooldown(bob, bob.entities[boat.id])
  const placed = h.once(bob._client, 'position')
  bob.chat(`/kill @e[type=${boat.name},distance=..1]`)
  const p = await placed
  await h.until(() => !bob.entities[boat.id], 'the boat gone')
  assert.ok(Math.abs(p.y - boat.position.y) < 0.5, `bob left at y ${p.y}, the boat was at ${boat.position.y}`)
})

test('a summoned minecart seats one; its vehicle_move is ignored', async () => {
  const cart = await summon(andy, 'minecart', 2)
  const bobSees = passengerLists(bob)
  await mount(andy, cart)
  await h.until(() => bobSees.get(cart.id)?.join() === String(andy.entity.id), 'bob to see andy in the minecart')
  const at = cart.position.clone()
  andy._client.write('vehicle_move', { x: at.x + 3, y: at.y, z: at.z, yaw: 0, pitch: 0, onGround: true })
  // Leaving comes after the move (a client's packets are handled in order), and so does what bob is
  // sent: by the time bob sees the minecart empty, a move would have reached it.
  const placed = h.once(andy._client, 'position')
  leave(andy)
  await placed
  await h.until(() => bobSees.get(cart.id)?.length === 0, 'the minecart empty')
  assert.ok(bob.entities[cart.id].position.distanceTo(at) < 0.01, `the minecart moved to ${bob.entities[cart.id].position}`)
})
