// The chunks around a player follow it, however it got where it is.
// flying-squid starts sending the chunks around a player when a move takes it more than 16 blocks
// from where the last sending started, and that check misses teleports twice over:
// - it runs in the 'move' event, which flying-squid's behaviours emit *before* the move is applied,
//   so it measures from where the player was; a teleported player that then stands still (its
//   answer to the teleport repeats the position, which is no move) never gets a sending there;
// - it is skipped while a sending is still running (5 ms per column, over a second for a view of
//   8), so a /tp during the login's sending was never followed either.
// The client then had no ground under it at the destination (MineCollab's construction tasks
// teleport every agent to the blueprint right after they join). Vanilla keeps the loaded area centred
// on the player at every tick; here the same distance check runs once the move is applied
// ('move_done'), and when a sending ends with the player more than 16 blocks from where it started,
// the next one starts at once.
'use strict'

const FOLLOW_DISTANCE = 16 // flying-squid's own threshold for a move to trigger a sending

module.exports.player = function (player) {
  // flying-squid defines worldSendRestOfChunks in its world plugin, after the external plugins'
  // player functions have run; 'asap' comes once every built-in player plugin is in place.
  player.once('asap', () => {
    const sendAround = player.worldSendRestOfChunks
    let loginSendingStarted = false
    const farFromLastSending = () =>
      player.lastPositionChunkUpdated !== undefined &&
      player.position.distanceTo(player.lastPositionChunkUpdated) > FOLLOW_DISTANCE
    const sendFollowing = async function () {
      loginSendingStarted = true
      await sendAround.apply(player, arguments)
      if (player._client.ended) return
      if (farFromLastSending()) await sendFollowing()
    }
    player.worldSendRestOfChunks = sendFollowing
    player.worldSendAllChunks = sendFollowing

    // Before the login's own sending, the login sends what it sends; a sending in progress checks
    // again when it ends.
    player.on('move_done', () => {
      if (loginSendingStarted && !player.sendingChunks && farFromLastSending()) player.worldSendRestOfChunks()
    })
  })
}
