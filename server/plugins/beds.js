// Sleeping in a bed as vanilla 1.21.1 (BedBlock.use, ServerPlayer.startSleepInBed/stopSleepInBed):
//   * using either half of a bed at night (or in a thunderstorm), within 3 blocks, lays the player
//     in it: pose SLEEPING and the bed's head as sleeping_pos (entity metadata, to everyone), the
//     bed `occupied`, the respawn point set there ("Respawn point set"); otherwise the action bar
//     says why (block.minecraft.bed.no_sleep / too_far_away / occupied);
//   * leaving the bed (entity_action stop_sleeping) stands the player up beside the bed, with the
//     wake animation to everyone (mineflayer's 'wake');
//   * when every player (playersSleepingPercentage) has slept 100 ticks, the night is skipped to
//     the next morning, the rain stops, and everyone wakes.
// The death_and_respawn plugin respawns a player at its bed while the bed is there.
'use strict'

const { toNbt } = require('../lib/chat_component')

const STEP = { north: [0, -1], south: [0, 1], west: [-1, 0], east: [1, 0] }
const POSE = { standing: 0, sleeping: 2 }
const METADATA = { pose: 6, sleepingPos: 14 } // Entity.DATA_POSE, LivingEntity.SLEEPING_POS_ID
const SLEEP_TICKS_TO_SKIP = 100
const REACH = { horizontal: 3, vertical: 2 }

module.exports.server = function (serv) {
  const registry = serv.registry
  const { blockStates } = serv.craftmate
  const beds = registry.blocksArray.filter(b => b.name.endsWith('_bed'))

  const actionBar = (player, key) => player._client.write('system_chat', { content: toNbt({ translate: key }), isActionBar: true })
  const canSleepNow = () => {
    const t = (serv.time || 0) % 24000
    return serv.craftmate.weather === 'thunder' || (t >= 12542 && t <= 23459)
  }

  // The bed at pos (either half): { block, props, head, foot } or null.
  function bedAt (world, pos) {
    const block = world.sync.getBlock(pos)
    if (!block || !block.name.endsWith('_bed')) return null
    const props = block.getProperties()
    const [dx, dz] = STEP[props.facing]
    const head = props.part === 'head' ? pos.clone() : pos.offset(dx, 0, dz)
    const foot = props.part === 'head' ? pos.offset(-dx, 0, -dz) : pos.clone()
    return { block, props, head, foot }
  }
  serv.craftmate.bedAt = bedAt

  async function setOccupied (world, bed, occupied) {
    for (const [pos, part] of [[bed.head, 'head'], [bed.foot, 'foot']]) {
      const b = world.sync.getBlock(pos)
      if (b?.name !== bed.block.name) continue
      await serv.setBlock(world, pos, blockStates.stateIdOf(registry.blocksByName[b.name], { facing: bed.props.facing, part, occupied: String(occupied) }))
    }
  }

  function sendSleepState (player, sleeping) {
    const packet = {
      entityId: player.id,
      metadata: [
        { key: METADATA.pose, type: 'pose', value: sleeping ? POSE.sleeping : POSE.standing },
        { key: METADATA.sleepingPos, type: 'optional_block_pos', value: sleeping ? player.craftmate.sleepingAt : undefined }
      ]
    }
    player._client.write('entity_metadata', packet)
    player._writeOthersNearby('entity_metadata', packet)
  }

  async function startSleeping (player, bed) {
    player.craftmate.sleepingAt = bed.head.clone()
    player.craftmate.sleepTicks = 0
    player.craftmate.bedSpawn = { world: player.world, pos: bed.head.clone() }
    player._client.write('system_chat', { content: toNbt({ translate: 'block.minecraft.set_spawn' }), isActionBar: false })
    await setOccupied(player.world, bed, true)
    player.position = bed.head.offset(0.5, 0.6875, 0.5)
    sendSleepState(player, true)
  }

  async function stopSleeping (player) {
    const at = player.craftmate.sleepingAt
    if (!at) return
    player.craftmate.sleepingAt = null
    const bed = bedAt(player.world, at)
    if (bed) await setOccupied(player.world, bed, false)
    sendSleepState(player, false)
    const wake = { entityId: player.id, animation: 2 }
    player._client.write('animation', wake)
    player._writeOthersNearby('animation', wake)
    // Stand up on the bed's foot, as vanilla does when nothing better is found beside it.
    await player.teleport((bed ? bed.foot : at).offset(0.5, 0.5625, 0.5))
  }
  serv.craftmate.stopSleeping = stopSleeping

  for (const bedBlock of beds) {
    serv.onBlockInteraction(bedBlock.name, ({ block, player }) => {
      if (player.crouching) return false
      const bed = bedAt(player.world, block.position)
      if (!bed || player.world !== serv.overworld) return true
      if (player.craftmate.sleepingAt || player.health <= 0) return true
      const reachable = [bed.head, bed.foot].some(p =>
        Math.abs(player.position.x - (p.x + 0.5)) <= REACH.horizontal &&
        Math.abs(player.position.y - p.y) <= REACH.vertical &&
        Math.abs(player.position.z - (p.z + 0.5)) <= REACH.horizontal)
      if (!canSleepNow()) actionBar(player, 'block.minecraft.bed.no_sleep')
      else if (!reachable) actionBar(player, 'block.minecraft.bed.too_far_away')
      else if (bed.props.occupied === true || bed.props.occupied === 'true') actionBar(player, 'block.minecraft.bed.occupied')
      else startSleeping(player, bed).catch(err => serv.err?.(`craftmate beds: ${err.stack}`))
      return true
    })
  }

  // The night passes when enough players have slept long enough (ServerLevel.tick).
  serv.on('tick', () => {
    const awake = serv.players.filter(p => p.gameMode !== 3 && p.world === serv.overworld)
    const sleeping = awake.filter(p => p.craftmate?.sleepingAt)
    for (const p of sleeping) p.craftmate.sleepTicks++
    if (sleeping.length === 0) return
    const percentage = serv.craftmate.gamerules?.playersSleepingPercentage ?? 100
    const needed = Math.max(1, Math.ceil(awake.length * percentage / 100))
    if (sleeping.filter(p => p.craftmate.sleepTicks >= SLEEP_TICKS_TO_SKIP).length < needed) return
    const t = serv.time || 0
    serv.setTime(t + 24000 - (t % 24000))
    if (serv.craftmate.weather !== 'clear') serv.craftmate.setWeather?.('clear')
    for (const p of sleeping) stopSleeping(p).catch(() => {})
  })
}

module.exports.player = function (player, serv) {
  player._client.on('entity_action', ({ actionId }) => {
    if (actionId === 'stop_sleeping' || actionId === 2) serv.craftmate.stopSleeping(player).catch(() => {})
  })
  player.on('disconnected', () => { if (player.craftmate?.sleepingAt) serv.craftmate.stopSleeping(player).catch(() => {}) })
}
