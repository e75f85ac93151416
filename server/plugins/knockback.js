// Attacks and velocities as vanilla 1.21.1 has them:
//   * an attack reaches only an entity whose box is within the attacker's interaction range
//     plus vanilla's 3-block allowance (3 in survival, 5 in creative) of its eyes;
//   * the target is knocked back 0.4 blocks/tick horizontally away from the attacker and, on the
//     ground, 0.4 up (LivingEntity.knockback): the direction counts, not the distance. flying-squid
//     pushed 5 x the attacker-to-target vector, so every hit pushed a cow further and harder;
//   * an `entity_velocity` carries each component clamped to +-3.9 blocks/tick (x 8000 fits a
//     short), as ClientboundSetEntityMotionPacket; an unclamped one failed to encode and dropped
//     every player nearby.
'use strict'

const { Vec3 } = require('vec3')
const { withinInteractionRange } = require('../lib/interaction_range')

const TICKS_PER_SECOND = 20 // flying-squid keeps velocities in blocks per second
const MAX_BLOCKS_PER_TICK = 3.9
const KNOCKBACK = 0.4

function clamp (value) {
  return Math.max(-MAX_BLOCKS_PER_TICK, Math.min(MAX_BLOCKS_PER_TICK, value / TICKS_PER_SECOND)) * TICKS_PER_SECOND
}

// flying-squid's physics defines sendVelocity after this hook runs: whatever is assigned is wrapped.
module.exports.entity = function (entity) {
  let send = entity.sendVelocity
  Object.defineProperty(entity, 'sendVelocity', {
    configurable: true,
    get: () => send && ((velocity, maxVelocity) =>
      send(new Vec3(clamp(velocity.x), clamp(velocity.y), clamp(velocity.z)), maxVelocity)),
    set: (f) => { send = f }
  })
}

module.exports.player = function (player) {
  // A player says whether it is on the ground. flying-squid's mob physics keeps no onGround (and
  // rests mobs a little above their block): a mob counts as on the ground unless it is rising.
  const onGround = (entity) => entity.type === 'player' ? entity.onGround : !(entity.velocity?.y > 0)

  player.on('attack_cancel', (data, cancel) => {
    const target = data.attackedEntity
    const size = target.size ?? { x: 0.6, y: 1.8 }
    if (!withinInteractionRange(player, target, { width: size.x, height: size.y })) return cancel(false)
    let dx = target.position.x - player.position.x
    let dz = target.position.z - player.position.z
    const length = Math.hypot(dx, dz)
    if (length < 0.003) [dx, dz] = [Math.random() - 0.5, Math.random() - 0.5]
    const scale = KNOCKBACK * TICKS_PER_SECOND / Math.hypot(dx, dz)
    const up = onGround(target) ? KNOCKBACK * TICKS_PER_SECOND : 0
    data.velocity = new Vec3(dx * scale, up, dz * scale)
  })
}
