// The chunks around a player follow it, however it got where it is (vanilla keeps the loaded area
// centred on the player every tick). flying-squid starts a sending when a move takes the player
// more than 16 blocks from where the last one started, but checks before the move is applied and
// not while a sending runs, so a teleported player could stand on chunks it never received. The
// same check runs once the move is applied ('move_done'), and when a sending ends with the player
// more than 16 blocks from where it started, the next one starts at once.
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
