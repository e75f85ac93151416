// Which entities a player is shown follows where they are after every move, teleports included.
// flying-squid re-decides visibility when an entity has moved more than 2 blocks, in the 'move'
// event, which it emits before the move is applied: a teleported entity that then stood still was
// judged at its old place (hidden from players it stood next to). The same check runs here once
// the move is applied ('move_done').
// A joining player is in flying-squid's entity list at (0, 0, 0) while its spawn point is looked
// up; it is shown to no one until it stands there (vanilla adds the player to the level only then).
'use strict'

const DECISION_DISTANCE = 2 // flying-squid's own threshold

module.exports.entity = function (entity, serv) {
  const nearby = entity.getNearby
  entity.getNearby = () => nearby().filter(e => e.type !== 'player' || serv.players.includes(e))
  entity.on('move_done', () => {
    if (entity.lastPositionPlayersUpdated === undefined || entity.updateAndSpawn === undefined) return
    if (entity.position.distanceTo(entity.lastPositionPlayersUpdated) > DECISION_DISTANCE) entity.updateAndSpawn()
  })
}
