// Entity physics at most one tick per step. flying-squid moves an entity by the seconds since the
// last tick in one step and looks up one block at its end, so a tick half a second late (a busy
// server) took a boat or an animal at rest through the 5-block superflat ground, and it fell for
// ever. Vanilla runs physics once per tick however late the tick is.
'use strict'

const TICK_SECONDS = 1 / 20

module.exports.server = function (serv) {
  serv.on('newEntity', (entity) => {
    if (!entity.calculatePhysics) return
    const calculatePhysics = entity.calculatePhysics
    entity.calculatePhysics = (delta) => calculatePhysics(Math.min(delta, TICK_SECONDS))
  })
}
