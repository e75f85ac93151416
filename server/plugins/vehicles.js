// Riding boats, rafts and minecarts as vanilla 1.21.1 does (Entity.startRiding/stopRiding, Boat,
// ServerGamePacketListenerImpl.handleInteract/handleMoveVehicle/handlePlayerInput, ServerEntity):
//   * boarding: `use_entity` interact (not sneaking) on a vehicle within the interaction range,
//     with a free seat (a boat or raft seats 2, a chest boat or chest raft and a minecart 1) and
//     not within 60 ticks of leaving one (Entity.boardingCooldown). Everyone who sees the vehicle,
//     the rider included, gets its `set_passengers`, and so does each player it is later shown to;
//   * riding: the rider sits at the vehicle's passenger attachment (height/3 up, a raft's 8/9,
//     less the player's 0.6 vehicle attachment; in a full boat the first seat 0.2 ahead, the second
//     0.6 behind; a chest boat's one seat 0.15 ahead). Its own move packets only turn it
//     (vanilla ignores a passenger's position); its position is not sent to the others
//     (ServerEntity sends a passenger's rotation only);
//   * steering: a boat is driven by its client. The first passenger's `vehicle_move` moves the
//     boat, which the others see as its moves, and its riders with it; a move of more than 10
//     blocks is refused with a `vehicle_move` back (vanilla's "moved too quickly"). A minecart has
//     no controlling passenger: its `vehicle_move` is ignored as in vanilla;
//   * leaving: shift held — `steer_vehicle` flag 0x02 (1.21.1) or `player_input` shift (1.21.2
//     on); the passengers are sent again and the player is teleported to the dismount location
//     (Boat.getDismountLocationForPassenger: 1.37*sqrt(2)/2 + 0.3 blocks out in the direction the
//     player looks, standing on the block there or the one below unless that is water; else on
//     top of the vehicle). A rider who disconnects, dies or is teleported leaves it where it is;
//     a vehicle destroyed while ridden drops its riders where they sit and sends each its
//     position (vanilla's client works it out; mineflayer's physics, paused on mount, waits for it).
'use strict'

const { Vec3 } = require('vec3')
const { withinInteractionRange } = require('../lib/interaction_range')

// Vehicle types by entity name (1.21.2 made each wood's boat its own type): seats, where a lone
// passenger sits along the vehicle, and whether the first passenger drives it.
const KINDS = [
  { test: /chest_(boat|raft)$/, seats: 1, loneOffset: 0.15, driven: true },
  { test: /(^|_)(boat|raft)$/, seats: 2, loneOffset: 0, driven: true },
  { test: /^minecart$/, seats: 1, loneOffset: 0, driven: false }
]
const SEAT_OFFSETS = [0.2, -0.6] // along the boat when it carries two (Boat.getPassengerAttachmentPoint)
const MINECART_ATTACHMENT = 0.1875 // minecart's passenger attachment height
const PLAYER_VEHICLE_ATTACHMENT = 0.6 // Player.DEFAULT_VEHICLE_ATTACHMENT
const PLAYER_WIDTH = 0.6
const BOARDING_COOLDOWN_TICKS = 60
const MAX_VEHICLE_MOVE = 10 // blocks per packet before "moved too quickly"
const UNMOUNT_FLAG = 0x02 // steer_vehicle's shift (sneak) flag
const ANGLE_TO_DEGREES = 360 / 256

// Degrees as a protocol angle (1/256 turn, -128..127), as flying-squid keeps entity.yaw.
function toAngle (degrees) {
  const a = Math.round(degrees / ANGLE_TO_DEGREES) & 0xff
  return a >= 128 ? a - 256 : a
}

// What each version's input packet says about the shift key (version_adapters.js's way: one entry
// per layout; a version has only one of them).
const SHIFT_HELD = {
  steer_vehicle: (p) => (p.jump & UNMOUNT_FLAG) !== 0, // 1.21.1: sideways, forward, flags
  player_input: (p) => p.inputs?.shift === true // 1.21.2 on: the held keys
}

module.exports.server = function (serv) {
  const registry = serv.registry
  const ridden = new Set() // vehicles with riders

  function kindOf (entity) {
    const name = registry.entities[entity.entityType]?.name
    const kind = name && KINDS.find(k => k.test.test(name))
    return kind ? { ...kind, name, def: registry.entities[entity.entityType] } : null
  }
  const ridersOf = (vehicle) => vehicle.craftmateRiders || []
  const yawDegrees = (entity) => (entity.yaw ?? 0) * ANGLE_TO_DEGREES

  // Where the i-th of the vehicle's riders sits.
  function seat (vehicle, index) {
    const kind = kindOf(vehicle)
    const raft = /raft$/.test(kind.name) || /raft$/.test(vehicle.craftmatePlaced?.kind || '')
    const up = kind.name === 'minecart' ? MINECART_ATTACHMENT : kind.def.height * (raft ? 8 / 9 : 1 / 3)
    const along = ridersOf(vehicle).length > 1 ? SEAT_OFFSETS[index] : kind.loneOffset
    const yaw = yawDegrees(vehicle) * Math.PI / 180
    return vehicle.position.offset(-Math.sin(yaw) * along, up - PLAYER_VEHICLE_ATTACHMENT, Math.cos(yaw) * along)
  }

  // The riders follow the vehicle: chunks and who sees them follow too ('move' listeners), but
  // nobody is told (vanilla sends a passenger's rotation only).
  function seatRiders (vehicle) {
    ridersOf(vehicle).forEach((rider, i) => {
      const position = seat(vehicle, i)
      if (rider.position.equals(position)) return
      rider.behavior('move', { position, onGround: false, teleport: false }, () => { rider.position = position })
    })
  }

  function sendPassengers (vehicle, alsoTo = []) {
    const packet = { entityId: vehicle.id, passengers: ridersOf(vehicle).map(r => r.id) }
    const to = new Set([...vehicle.getNearbyPlayers(), ...ridersOf(vehicle), ...alsoTo])
    for (const player of to) if (!player._client.ended) player._client.write('set_passengers', packet)
  }

  // Entity.startRiding; returns whether the player now rides `vehicle`.
  function startRiding (player, vehicle, { sneaking = false } = {}) {
    const kind = kindOf(vehicle)
    if (!kind || sneaking || player.craftmateVehicle === vehicle || player.health <= 0) return false
    if (serv.tickCount < (player.craftmateBoardingCooldownUntil ?? 0)) return false
    if (ridersOf(vehicle).length >= kind.seats || !withinInteractionRange(player, vehicle, kind.def)) return false
    if (player.craftmateVehicle) stopRiding(player, 'dismount')
    vehicle.craftmateRiders = [...ridersOf(vehicle), player]
    player.craftmateVehicle = vehicle
    if (kind.driven && !ridden.has(vehicle) && vehicle.gravity) {
      // A driven vehicle is moved by its client only (vanilla: no server physics while controlled).
      vehicle.craftmateGravity = vehicle.gravity
      vehicle.gravity = undefined
      vehicle.velocity = new Vec3(0, 0, 0)
    }
    ridden.add(vehicle)
    sendPassengers(vehicle)
    seatRiders(vehicle)
    return true
  }

  // Entity.stopRiding; `then` says where the player goes: 'dismount' (it left by itself: the
  // dismount location), 'sit' (teleported, dead: it stays where it is; if the vehicle is gone, at
  // least as high as the vehicle, LivingEntity.dismountVehicle) or 'gone' (disconnected).
  function stopRiding (player, then) {
    const vehicle = player.craftmateVehicle
    if (!vehicle) return
    player.craftmateVehicle = null
    player.craftmateBoardingCooldownUntil = serv.tickCount + BOARDING_COOLDOWN_TICKS
    vehicle.craftmateRiders = ridersOf(vehicle).filter(r => r !== player)
    if (vehicle.craftmateRiders.length === 0) {
      ridden.delete(vehicle)
      if (vehicle.craftmateGravity) vehicle.gravity = vehicle.craftmateGravity
      vehicle.craftmateGravity = undefined
    }
    const vehicleGone = serv.entities[vehicle.id] !== vehicle
    if (!vehicleGone) {
      sendPassengers(vehicle, then === 'gone' ? [] : [player])
      seatRiders(vehicle)
    }
    if (then === 'dismount' && !vehicleGone) player.teleport(dismountLocation(vehicle, player))
    else if (then !== 'gone' && vehicleGone) player.teleport(player.position.offset(0, Math.max(0, vehicle.position.y - player.position.y), 0))
  }

  // Boat.getDismountLocationForPassenger, for every vehicle here.
  function dismountLocation (vehicle, player) {
    const { def } = kindOf(vehicle)
    const world = vehicle.world
    const yaw = (player.craftmateLook?.yaw ?? yawDegrees(player)) * Math.PI / 180
    const out = (def.width * Math.SQRT2 + PLAYER_WIDTH + 1e-5) / 2
    const dx = -Math.sin(yaw)
    const dz = Math.cos(yaw)
    const edge = Math.max(Math.abs(dx), Math.abs(dz))
    const x = vehicle.position.x + dx * out / edge
    const z = vehicle.position.z + dz * out / edge
    const top = vehicle.position.y + def.height
    const cell = new Vec3(Math.floor(x), Math.floor(top), Math.floor(z))
    const block = (p) => world.sync.getBlock(p)
    const solid = (p) => block(p)?.boundingBox === 'block'
    if (block(cell.offset(0, -1, 0))?.name !== 'water') {
      for (const feet of [cell, cell.offset(0, -1, 0)]) {
        if (solid(feet.offset(0, -1, 0)) && !solid(feet) && !solid(feet.offset(0, 1, 0))) return new Vec3(x, feet.y, z)
      }
    }
    return new Vec3(vehicle.position.x, top, vehicle.position.z)
  }

  // handleMoveVehicle: the first passenger of a driven vehicle moves it.
  function moveVehicle (player, { x, y, z, yaw }) {
    const vehicle = player.craftmateVehicle
    if (!vehicle || ridersOf(vehicle)[0] !== player || !kindOf(vehicle).driven) return
    const to = new Vec3(x, y, z)
    if (to.distanceTo(vehicle.position) > MAX_VEHICLE_MOVE) {
      const p = vehicle.position
      player._client.write('vehicle_move', { x: p.x, y: p.y, z: p.z, yaw: yawDegrees(vehicle), pitch: 0 })
      return
    }
    const newYaw = toAngle(yaw)
    const turned = newYaw !== vehicle.yaw
    vehicle.yaw = newYaw
    vehicle.sendPosition(to, false)
    if (turned) vehicle._writeOthersNearby('entity_look', { entityId: vehicle.id, yaw: vehicle.yaw, pitch: 0, onGround: false })
    seatRiders(vehicle)
  }

  // Vehicles that moved by themselves or went away.
  serv.on('tick', () => {
    for (const vehicle of [...ridden]) {
      if (serv.entities[vehicle.id] === vehicle) seatRiders(vehicle)
      else for (const rider of ridersOf(vehicle)) stopRiding(rider, 'sit')
    }
  })

  serv.craftmate.vehicles = { startRiding, stopRiding, moveVehicle, ridersOf }
}

module.exports.player = function (player, serv) {
  const { startRiding, stopRiding, moveVehicle, ridersOf } = serv.craftmate.vehicles
  const client = player._client

  client.on('use_entity', ({ target, mouse, sneaking }) => {
    const entity = serv.entities[target]
    if (mouse === 0 && entity) startRiding(player, entity, { sneaking: sneaking === true })
  })
  client.on('vehicle_move', (packet) => moveVehicle(player, packet))
  for (const [packet, shiftHeld] of Object.entries(SHIFT_HELD)) {
    client.on(packet, (p) => { if (player.craftmateVehicle && shiftHeld(p)) stopRiding(player, 'dismount') })
  }
  player.on('disconnected', () => stopRiding(player, 'gone'))
  // A teleport (a command, a portal, a bed) takes the rider off first (ServerPlayer.teleportTo).
  player.on('move', ({ teleport }) => { if (teleport && player.craftmateVehicle) stopRiding(player, 'sit') })

  // A passenger's move packets only turn it (handleMovePlayer ignores a passenger's position).
  const emit = client.emit
  client.emit = function (event, data, ...rest) {
    if (player.craftmateVehicle && data) {
      if (event === 'position') return false
      if (event === 'position_look') return emit.call(this, 'look', { yaw: data.yaw, pitch: data.pitch, onGround: data.onGround }, ...rest)
    }
    return emit.call(this, event, data, ...rest)
  }

  // flying-squid's spawn and health plugins define spawnEntity and updateHealth after this one
  // runs; 'asap' comes after them (and after death_and_respawn's own updateHealth).
  player.once('asap', () => {
    // A rider who dies leaves at once (a tick later a respawn could already have healed it).
    const updateHealth = player.updateHealth
    player.updateHealth = (health) => {
      updateHealth(health)
      if (player.health <= 0) stopRiding(player, 'sit')
    }

    // A vehicle or rider shown to this player comes with its passengers (ServerEntity.sendPairingData).
    const spawnEntity = player.spawnEntity
    player.spawnEntity = (entity) => {
      spawnEntity(entity)
      const vehicle = ridersOf(entity).length > 0 ? entity : entity.craftmateVehicle
      if (vehicle) client.write('set_passengers', { entityId: vehicle.id, passengers: ridersOf(vehicle).map(r => r.id) })
    }
  })
}
