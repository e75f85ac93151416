// Vanilla's teleport handshake (ServerGamePacketListenerImpl): every `position` packet a player is
// sent (login, /tp, respawn) gets a new teleport id; until the client confirms the latest one its
// movement packets are ignored, and a movement packet more than a second (20 ticks) after the
// teleport makes the server send it again with a new id. Without it, a client's answer to an older
// teleport moved the player back on the server while the client stood where the newer one put it.
// The packets keep the client's rotation (yaw and pitch relative, offset 0, as vanilla's
// /tp x y z): flying-squid sent its 1/256-turn angles as degrees, turning the player at every /tp.
'use strict'

const MOVES = new Set(['flying', 'look', 'position', 'position_look'])
const RESEND_AFTER_MS = 1000

// flying-squid writes the flags as a number (0: all absolute); the codec also takes named bits.
const AXES = ['x', 'y', 'z', 'yaw', 'pitch']
function flagsOf (flags) {
  if (typeof flags !== 'number') return flags || {}
  return Object.fromEntries(AXES.map((axis, bit) => [axis, (flags & (1 << bit)) !== 0]))
}

module.exports.player = function (player) {
  const client = player._client
  let lastId = 0
  let awaiting = null // { id, packet, sentAt } of the latest unconfirmed teleport

  const write = client.write
  client.write = function (name, params, ...rest) {
    if (name === 'position') {
      lastId = lastId >= 0x7fffffff ? 1 : lastId + 1
      params = { ...params, yaw: 0, pitch: 0, flags: { ...flagsOf(params.flags), yaw: true, pitch: true }, teleportId: lastId }
      awaiting = { id: lastId, packet: params, sentAt: Date.now() }
    }
    return write.call(this, name, params, ...rest)
  }

  // Packets reach flying-squid's listeners (and every plugin's) through the client's emit, so a
  // stale move is held back here for all of them, including the login's wait for a first move.
  const emit = client.emit
  client.emit = function (event, data, ...rest) {
    if (event === 'teleport_confirm' && awaiting && data?.teleportId === awaiting.id) {
      awaiting = null
    } else if (awaiting && MOVES.has(event)) {
      if (Date.now() - awaiting.sentAt > RESEND_AFTER_MS) client.write('position', awaiting.packet)
      return false
    }
    return emit.call(this, event, data, ...rest)
  }
}
