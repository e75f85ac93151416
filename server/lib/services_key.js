// The key servers trust profile keys with. minecraft-protocol checks each player's chat key
// (chat_session_update) against Mojang's public key, built into its server/constants.js;
// `trustServicesKey` makes it check against the PEM public key in `file` instead (the local fake of
// the Minecraft services in craftmate's tests; vanilla reads the same key from the services'
// /publickeys). minecraft-protocol copies the key when its server modules load, so call this before
// requiring flying-squid.
'use strict'

const crypto = require('crypto')
const fs = require('fs')

// Throws an Error whose message says what is wrong with `file`.
function trustServicesKey (file) {
  let pem
  try {
    pem = fs.readFileSync(file, 'utf8').trim()
  } catch (err) {
    throw new Error(`--services-public-key: cannot read ${file} (${err.code || err.message})`)
  }
  try {
    crypto.createPublicKey(pem) // checked now, not when the first player's key is
  } catch (err) {
    throw new Error(`--services-public-key: ${file} holds no PEM public key ("-----BEGIN PUBLIC KEY-----")`)
  }
  const constantsPath = require.resolve('minecraft-protocol/src/server/constants', { paths: [require.resolve('minecraft-protocol')] })
  if (require.cache[require.resolve('minecraft-protocol')]) throw new Error('trustServicesKey: minecraft-protocol is already loaded')
  require(constantsPath).mojangPublicKeyPem = pem
}

module.exports = { trustServicesKey }
