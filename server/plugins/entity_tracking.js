// Which entities a player is shown follows where the entities really are.
// flying-squid re-decides who sees an entity when it has moved more than 2 blocks since the last
// decision, in the entity's 'move' event. Its behaviours emit that event *before* the move is
// applied, so the decision is made with the old position: a teleport counts only at the entity's
// next move. A player teleported away, told gone to the others at its next step, then teleported
// back next to them and standing still was never shown to them again — a partner's !givePlayer
// answered "Could not find Andy_0." for the rest of a MineCollab task. The same check, made once the
// move is applied ('move_done'), shows and hides entities where they are.
'use strict'

const DECISION_DISTANCE = 2 // flying-squid's own threshold

module.exports.entity = function (entity) {
  entity.on('move_done', () => {
    if (entity.lastPositionPlayersUpdated === undefined || entity.updateAndSpawn === undefined) return
    if (entity.position.distanceTo(entity.lastPositionPlayersUpdated) > DECISION_DISTANCE) entity.updateAndSpawn()
  })
}
