#!/usr/bin/env node
// Starts craftmate's embedded Minecraft server: flying-squid (Minecraft 1.21.1 unless --version),
// offline mode, loopback only, with craftmate's plugins from server/plugins/ loaded.
//
//   node server/start.js --port P [--world flat|vanilla-flat|normal] [--seed N] [--ops NAME,...]
//                        [--op-everyone] [--view-distance N] [--gamemode survival|creative|...]
//                        [--no-stdin-exit] [--version 1.20.5|1.20.6|1.21.1|1.21.3|1.21.4]
//
// The contract other tools rely on (C++ test fixture, `craftmate server`):
//   * stdout carries exactly one line, `READY <port>`, printed once the server accepts connections;
//     every other message (flying-squid's log, the console prompt) goes to stderr.
//   * the process exits when stdin closes (the parent died or hung up) or on SIGTERM/SIGINT;
//     --no-stdin-exit (used by `craftmate server`) keeps it running without a stdin.
//   * lines typed on stdin are server console commands (e.g. `time set day`), as in flying-squid.
'use strict'

const path = require('path')

// Keep stdout for the READY line only: flying-squid logs with console.log and its readline prompt
// writes to process.stdout, so route every other stdout write to stderr before loading it.
const realStdoutWrite = process.stdout.write.bind(process.stdout)
process.stdout.write = (chunk, encoding, callback) => process.stderr.write(chunk, encoding, callback)

const { parseStartOptions, UsageError } = require('./lib/start_options')

let options
try {
  options = parseStartOptions(process.argv.slice(2))
} catch (err) {
  if (err instanceof UsageError) {
    process.stderr.write(`start.js: ${err.message}\n${UsageError.usage}\n`)
    process.exit(2)
  }
  throw err
}
if (options.help) {
  process.stderr.write(UsageError.usage + '\n')
  process.exit(0)
}

try {
  if (options.servicesPublicKey) require('./lib/services_key').trustServicesKey(options.servicesPublicKey)
} catch (err) {
  process.stderr.write(`start.js: ${err.message}\n`)
  process.exit(2)
}
const mcServer = require('flying-squid')
const { loadCraftmatePlugins } = require('./plugins')
if (options.sessionServer) require('./lib/session_server').useSessionServer(options.sessionServer, options.sessionServerCa)

// flying-squid requires a generation name it does not know as a module path.
const GENERATIONS = {
  flat: { name: 'superflat', options: { seed: options.seed } },
  'vanilla-flat': { name: path.join(__dirname, 'lib', 'vanilla_flat_world.js'), options: { seed: options.seed } },
  normal: { name: 'diamond_square', options: { worldHeight: 80, seed: options.seed } }
}
const generation = GENERATIONS[options.world]

const serv = mcServer.createMCServer({
  motd: 'craftmate embedded server',
  port: options.port,
  host: '127.0.0.1',
  'online-mode': options.onlineMode === true,
  enforceSecureProfile: options.enforceSecureChat === true, // minecraft-protocol checks chat sessions and signatures
  enforcesSecureChat: options.enforceSecureChat === true, // flying-squid tells clients so in `login`
  version: options.version,
  gameMode: options.gameMode,
  difficulty: 1,
  'max-players': 64,
  'max-entities': 400,
  'view-distance': options.viewDistance,
  'everybody-op': options.opEveryone, // the operators plugin decides per player
  kickTimeout: 30000,
  logging: false, // no logs/ folder in the caller's working directory
  // No worldFolder: the world lives in memory while the server runs (tests want a fresh world).
  generation,
  plugins: {},
  'player-list-text': { header: { text: 'craftmate' }, footer: { text: 'embedded flying-squid' } },
  craftmate: options
})

loadCraftmatePlugins(serv, options)

let stopping = false
function stop (reason, code = 0) {
  if (stopping) return
  stopping = true
  process.stderr.write(`craftmate server stopping: ${reason}\n`)
  // flying-squid's quit() kicks players and closes the socket; do not wait forever for it.
  const timer = setTimeout(() => process.exit(code), 2000)
  timer.unref()
  Promise.resolve()
    .then(() => serv.quit ? serv.quit(reason) : serv.destroy())
    .catch(() => {})
    .finally(() => process.exit(code))
}

serv.on('error', (err) => {
  process.stderr.write(`craftmate server error: ${err && err.stack ? err.stack : err}\n`)
  if (err && err.code === 'EADDRINUSE') stop(`port ${options.port} is already in use`, 3)
})

serv.once('listening', (port) => {
  // Wait for flying-squid's plugins (world generation) as well, so that READY means "log in now".
  const announce = () => realStdoutWrite(`READY ${port}\n`)
  if (serv.pluginsReady) announce()
  else serv.once('pluginsReady', announce)
})

if (options.exitOnStdinEnd) {
  process.stdin.on('end', () => stop('stdin closed'))
  process.stdin.on('close', () => stop('stdin closed'))
}
process.stdin.resume()
// A second signal while stopping (a second Ctrl-C) exits at once.
process.on('SIGTERM', () => stopping ? process.exit(143) : stop('SIGTERM'))
process.on('SIGINT', () => stopping ? process.exit(130) : stop('SIGINT'))
process.on('unhandledRejection', (err) => {
  process.stderr.write(`unhandled rejection: ${err && err.stack ? err.stack : err}\n`)
})
