// Joining and leaving as vanilla 1.21.1 announces them:
//   * the join and leave messages are vanilla's translatable `multiplayer.player.joined` and
//     `multiplayer.player.left` (yellow, the name as vanilla's player name component) to everyone;
//     flying-squid sent plain text ("&ealice joined the game."), which clients waiting for the
//     translation key (mineflayer's own tests) never recognised;
//   * a player who leaves is removed from everyone's player list with `player_remove`: flying-squid
//     wrote a `player_info` whose action set (remove_player) does not exist in 1.21.1, so it went
//     out empty and clients never saw the player leave (mineflayer's `playerLeft`).
'use strict'

const { broadcastSystem } = require('../lib/chat_component')
const { playerName } = require('../lib/player_name')

module.exports.server = function (serv) {
  // flying-squid's announcements (login.js, logout.js) -> the vanilla message with that key.
  const ANNOUNCEMENTS = [
    { pattern: / joined the game\.$/, key: 'multiplayer.player.joined' },
    { pattern: / left the game\.$/, key: 'multiplayer.player.left' }
  ]
  const broadcast = serv.broadcast
  serv.broadcast = (message, options) => {
    if (typeof message === 'string' && !options) {
      for (const { pattern, key } of ANNOUNCEMENTS) {
        const name = message.replace(serv.color.yellow, '').replace(pattern, '')
        const player = pattern.test(message) && serv.players.find(p => p.username === name)
        if (player) return broadcastSystem(serv, { translate: key, with: [playerName(player)], color: 'yellow' })
      }
    }
    return broadcast(message, options)
  }
}

module.exports.player = function (player, serv) {
  player.once('asap', () => {
    // login.js redefines this for every player; ours replaces it each time.
    serv._sendPlayerEventLeave = (p) => p._writeOthers('player_remove', { players: [p.uuid] })
  })
}
