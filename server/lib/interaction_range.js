// Whether a player can reach an entity, as vanilla 1.21.1's ServerGamePacketListenerImpl checks
// attacks and interactions: the entity's box within the player's entity interaction range (3, 5 in
// creative) plus a 3-block allowance, measured from the player's eyes.
'use strict'

const EYE_HEIGHT = 1.62
const INTERACTION_RANGE = { 0: 3, 1: 5, 2: 3, 3: 0 } // entity_interaction_range by game mode
const RANGE_ALLOWANCE = 3

// Squared distance from a point to a box of `width` x `height` standing at `position`.
function distanceToBoxSquared (point, position, width, height) {
  const gap = (v, lo, hi) => Math.max(lo - v, 0, v - hi)
  const dx = gap(point.x, position.x - width / 2, position.x + width / 2)
  const dy = gap(point.y, position.y, position.y + height)
  const dz = gap(point.z, position.z - width / 2, position.z + width / 2)
  return dx * dx + dy * dy + dz * dz
}

// `size` is the entity's { width, height } (a player's 0.6 x 1.8 when omitted).
function withinInteractionRange (player, entity, { width = 0.6, height = 1.8 } = {}) {
  const eyes = player.position.offset(0, EYE_HEIGHT, 0)
  const reach = (INTERACTION_RANGE[player.gameMode] ?? 3) + RANGE_ALLOWANCE
  return distanceToBoxSquared(eyes, entity.position, width, height) < reach * reach
}

module.exports = { EYE_HEIGHT, withinInteractionRange }
