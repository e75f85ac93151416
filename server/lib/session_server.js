// Online mode against a session server of your choice. minecraft-protocol checks each login with
// yggdrasil's hasJoined at https://sessionserver.mojang.com, with no option for another address;
// `useSessionServer` makes it ask `url` instead (a local fake in craftmate's tests, a proxy
// elsewhere), trusting the PEM certificates in `caFile` when given (the system's otherwise).
// Certificates are always verified.
'use strict'

const fs = require('fs')
const https = require('https')

function useSessionServer (url, caFile) {
  const yggdrasil = require(require.resolve('yggdrasil', { paths: [require.resolve('minecraft-protocol')] }))
  const original = yggdrasil.server
  const agent = caFile ? new https.Agent({ ca: fs.readFileSync(caFile) }) : undefined
  // login.js reads `yggdrasil.server` for every client, so replacing it here covers every login.
  yggdrasil.server = (options = {}) => original({ ...options, host: url.replace(/\/+$/, ''), agent: agent ?? options.agent })
}

module.exports = { useSessionServer }
