// A player's name as vanilla writes it into messages (Player.getDisplayName): the name, with the
// name as `insertion` (shift-click inserts it) and a click that suggests /tell. Clients read the
// name from there: mineflayer's own tests take a joining player's name from
// `message.json.with[0].insertion`.
'use strict'

function playerName (player) {
  return {
    text: player.username,
    insertion: player.username,
    clickEvent: { action: 'suggest_command', value: `/tell ${player.username} ` }
  }
}

module.exports = { playerName }
