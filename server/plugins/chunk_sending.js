// The chunks around a player follow it, however it got where it is.
// flying-squid sends the chunks around a player when a move takes it more than 16 blocks from where
// the last sending started, but it skips that check while a sending is still running (5 ms per
// column, over a second for a view of 8). A /tp during the login's sending therefore never got its
// own, and a player that stood still afterwards never moved again to trigger one: the client had no
// ground under it at the destination (MineCollab's construction tasks teleport every agent to the
// blueprint right after they join). Vanilla keeps the loaded area centred on the player at every
// tick; here, when a sending ends and the player has gone more than 16 blocks from where it started,
// the next one starts at once.
'use strict'

const FOLLOW_DISTANCE = 16 // flying-squid's own threshold for a move to trigger a sending

module.exports.player = function (player) {
  // flying-squid defines worldSendRestOfChunks in its world plugin, after the external plugins'
  // player functions have run; 'asap' comes once every built-in player plugin is in place.
  player.once('asap', () => {
    const sendAround = player.worldSendRestOfChunks
    const sendFollowing = async function () {
      await sendAround.apply(player, arguments)
      if (player._client.ended) return
      if (player.position.distanceTo(player.lastPositionChunkUpdated) > FOLLOW_DISTANCE) await sendFollowing()
    }
    player.worldSendRestOfChunks = sendFollowing
    player.worldSendAllChunks = sendFollowing
  })
}
