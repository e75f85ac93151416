// Vanilla's teleport handshake, which flying-squid lacks. Every server-side move of a player (login,
// /tp, respawn, the end of a login re-sending the spawn) is a `position` packet; the client answers
// with `teleport_confirm` and a `position_look` at the new place. flying-squid numbered every one 1
// and took every movement packet as it came, so with two teleports in flight the client's answer to
// the first arrived after the second and put the player back where the first had sent it, while the
// client stood where the second one did. Seen in the skills tests: the login's position re-send and
// the fixture's /tp 2 ms apart left the server 48 blocks off, and its container distance check
// closed the furnace window (flying-squid's own move also skips a position equal to the current one
// *before* applying the stale move asynchronously, so the client's answer to the second teleport
// was dropped too and the wrong place stuck until the client's next periodic position).
//
// As vanilla (ServerGamePacketListenerImpl): each `position` packet gets a new teleport id; until the
// client confirms the latest id, its movement packets are ignored; a movement packet that arrives
// more than a second (20 ticks) after the teleport was sent makes the server send it again with a
// new id (a client that missed or ignored it).
//
// The rotation of those packets: flying-squid sent the player's stored yaw and pitch, which it keeps
// in 1/256 turns, as if they were degrees, so every teleport turned the client (a yaw of -90 became
// -64, then -46 ...; a giver facing its partner after a /tp tossed 45 degrees off and missed). No
// server-side move here means to turn the player, so the packet keeps the client's own rotation, as
// vanilla's /tp x y z does: yaw and pitch relative, offset 0.
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
