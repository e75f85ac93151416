// Command-line options of server/start.js, parsed without dependencies so that a typo gives a
// clear message instead of a stack trace.
'use strict'

class UsageError extends Error {}
UsageError.usage = [
  'Usage: node server/start.js --port P [options]',
  '  --port P            TCP port on 127.0.0.1 (0 = let the system choose; default 25565)',
  '  --world flat|vanilla-flat|normal',
  '                      flat: superflat with bedrock at y=0, players at y=5 (default);',
  '                      vanilla-flat: vanilla\'s superflat, bedrock at y=-64, players at y=-60;',
  '                      normal: generated terrain',
  '  --seed N            world seed (integer)',
  '  --ops NAME,...      these players are operators (craftmate\'s bots that run set-up commands);',
  '                      nobody else is, unless --op-everyone',
  '  --op-everyone       every player is an operator (a private server where anyone may cheat)',
  '  --version V         the Minecraft version to speak: 1.20.5, 1.20.6, 1.21.1 (default), 1.21.3, 1.21.4',
  '  --view-distance N   chunk view distance, 2..32 (default 10)',
  '  --gamemode survival|creative|adventure|spectator (default survival)',
  '  --no-stdin-exit     keep running when stdin closes (default: stdin EOF stops the server)',
  '  --online-mode       players must sign in with a Minecraft account (checked with the session server)',
  '  --session-server URL  the session server online mode asks (default https://sessionserver.mojang.com)',
  '  --session-server-ca FILE  PEM certificates to trust for --session-server (default: the system\'s)',
  '  --enforce-secure-chat  (online mode) players must sign chat with their profile key (vanilla\'s',
  '                      enforce-secure-profile)',
  '  --services-public-key FILE  the PEM public key profile keys are signed with (default: Mojang\'s)',
  '  --help              this text'
].join('\n')

const WORLDS = ['flat', 'vanilla-flat', 'normal']
const GAME_MODES = { survival: 0, creative: 1, adventure: 2, spectator: 3 }

// The versions flying-squid 1.12.0 is tested on from 1.20.5 on (its src/lib/version.js), and
// 1.20.6 (1.20.5's protocol); craftmate's client speaks 1.20.5 and newer.
const SUPPORTED_VERSIONS = ['1.20.5', '1.20.6', '1.21.1', '1.21.3', '1.21.4']
const DEFAULT_VERSION = '1.21.1'

const PLAYER_NAME = /^[A-Za-z0-9_]{1,16}$/

function parseNames (flag, text) {
  const names = (text || '').split(',').filter(n => n !== '')
  if (names.length === 0) throw new UsageError(`${flag} needs player names separated by commas, got nothing`)
  const bad = names.find(n => !PLAYER_NAME.test(n))
  if (bad !== undefined) throw new UsageError(`${flag}: '${bad}' is not a player name (1-16 letters, digits, _)`)
  return names
}

function parseInteger (flag, text, min, max) {
  if (text === undefined || !/^-?\d+$/.test(text)) {
    throw new UsageError(`${flag} needs an integer, got ${text === undefined ? 'nothing' : `'${text}'`}`)
  }
  const value = Number(text)
  if (value < min || value > max) throw new UsageError(`${flag} must be between ${min} and ${max}, got ${value}`)
  return value
}

function parseStartOptions (argv) {
  const options = { port: 25565, world: 'flat', seed: undefined, operators: [], opEveryone: false, viewDistance: 10, version: DEFAULT_VERSION, gameMode: 0, exitOnStdinEnd: true, help: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [flag, inlineValue] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined]
    const value = () => (inlineValue !== undefined ? inlineValue : argv[++i])
    switch (flag) {
      case '--port': options.port = parseInteger('--port', value(), 0, 65535); break
      case '--world': {
        const w = value()
        if (!WORLDS.includes(w)) throw new UsageError(`--world must be one of ${WORLDS.join(', ')}, got '${w}'`)
        options.world = w
        break
      }
      case '--seed': options.seed = parseInteger('--seed', value(), -(2 ** 31), 2 ** 31 - 1); break
      case '--ops': options.operators.push(...parseNames('--ops', value())); break
      case '--op-everyone': options.opEveryone = true; break
      case '--no-op': throw new UsageError('--no-op is gone: nobody is an operator unless named with --ops NAME,... (or --op-everyone)')
      case '--version': {
        const v = value()
        if (!SUPPORTED_VERSIONS.includes(v)) throw new UsageError(`--version must be one of ${SUPPORTED_VERSIONS.join(', ')}, got '${v}'`)
        options.version = v
        break
      }
      case '--view-distance': options.viewDistance = parseInteger('--view-distance', value(), 2, 32); break
      case '--gamemode': {
        const g = value()
        if (!(g in GAME_MODES)) throw new UsageError(`--gamemode must be one of ${Object.keys(GAME_MODES).join(', ')}, got '${g}'`)
        options.gameMode = GAME_MODES[g]
        break
      }
      case '--no-stdin-exit': options.exitOnStdinEnd = false; break
      case '--online-mode': options.onlineMode = true; break
      case '--session-server': options.sessionServer = value(); break
      case '--session-server-ca': options.sessionServerCa = value(); break
      case '--enforce-secure-chat': options.enforceSecureChat = true; break
      case '--services-public-key': options.servicesPublicKey = value(); break
      case '--help': case '-h': options.help = true; break
      default: throw new UsageError(`unknown option '${arg}'`)
    }
  }
  if (options.enforceSecureChat && !options.onlineMode) throw new UsageError('--enforce-secure-chat needs --online-mode (offline players have no profile keys)')
  return options
}

module.exports = { parseStartOptions, UsageError, SUPPORTED_VERSIONS, DEFAULT_VERSION }
