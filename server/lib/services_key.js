// The key servers trust profile keys with. minecraft-protocol checks each player's chat key
// (chat_session_update) against Mojang's public key, built into its server/constants.js;
// `trustServicesKey` makes it check against the PEM public key in `file` instead (the local fake of
// the Minecraft services in craftmate's tests; vanilla reads the same key from the services'
// /publickeys). minecraft-protocol copies the key when its server modules load, so call this before
// requiring flying-squid.
'use strict'

const crypto = require('crypto')
const fs = require('fs')

function trustServicesKey (file) {
  const pem = fs.readFileSync(file, 'utf8').trim()
  crypto.createPublicKey(pem) // a file that holds no public key fails here, before any player joins
  const constantsPath = require.resolve('minecraft-protocol/src/server/constants', { paths: [require.resolve('minecraft-protocol')] })
  if (require.cache[require.resolve('minecraft-protocol')]) throw new Error('trustServicesKey: minecraft-protocol is already loaded')
  require(constantsPath).mojangPublicKeyPem = pem
}

module.exports = { trustServicesKey }
