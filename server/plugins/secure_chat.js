// Secure chat on an online-mode server (start.js --enforce-secure-chat): minecraft-protocol checks
// each player's chat session (the profile key signed by the services) and each chat message's
// signature, and ends the connection of a player whose key or signature does not verify. Two
// corrections make that work on 1.21.1:
//   * minecraft-protocol reads the session id of chat_session_update as `sessionUuid`, but 1.21.1
//     names the field `sessionUUID`: it is copied over before minecraft-protocol's handler runs;
//   * flying-squid broadcast a chat message even when minecraft-protocol had just refused it: a
//     message whose sender's connection is ending is not broadcast;
//   * minecraft-protocol ends such connections with a JSON reason 1.21.1's NBT kick packet cannot
//     carry (the player saw an empty reason), or, for a signature that does not verify, with a
//     TypeError of its own (`VerificationError` called without `new`) that failed to serialize
//     (the player saw the socket close): the player is told vanilla's English sentence and its key.
'use strict'

// Vanilla's en_us text of the reasons minecraft-protocol's chat checks end a connection with.
const REFUSALS = {
  'multiplayer.disconnect.invalid_public_key_signature': 'Invalid signature for profile public key',
  'multiplayer.disconnect.chat_validation_failed': 'Chat message validation failure',
  'multiplayer.disconnect.out_of_order_chat': 'Out-of-order chat packet received. Did your system time change?',
  'multiplayer.disconnect.unsigned_chat': 'Received chat packet with missing or invalid signature',
  'multiplayer.disconnect.too_many_pending_chats': 'Too many unacknowledged chat messages'
}

function refusalKey (reason) {
  if (reason instanceof Error) return /VerificationError/.test(reason.message) ? 'multiplayer.disconnect.chat_validation_failed' : undefined
  return typeof reason === 'string' && REFUSALS[reason] ? reason : undefined
}

const enforced = (serv) => serv._server.options.enforceSecureProfile === true

module.exports.server = function (serv) {
  if (!enforced(serv)) return
  serv._server.on('connection', (client) => {
    client.prependListener('chat_session_update', (packet) => {
      if (packet.sessionUuid === undefined) packet.sessionUuid = packet.sessionUUID
    })
    const end = client.end
    client.end = (reason, fullReason) => {
      const key = refusalKey(reason)
      // Without fullReason, minecraft-protocol writes the text as the version's component.
      return key ? end(`${REFUSALS[key]} (${key})`) : end(reason, fullReason)
    }
  })
}

module.exports.player = function (player, serv) {
  if (!enforced(serv)) return
  player.on('chat_cancel', (data, cancel) => {
    if (!data.data) return // not a chat_message (the legacy chat packet)
    const client = player._client
    if (client._endReason !== undefined || client.ended) {
      serv.info(`secure chat: refused ${player.username}'s message (signature not verified)`)
      cancel(false)
    }
  })
}
