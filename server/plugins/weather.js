// Weather as vanilla 1.21.1: /weather clear|rain|thunder [duration], and the game events a client
// sees only when something changes: `start_raining` (1) or `stop_raining` (2) when rain begins or
// ends, `rain_level_change` (7) and `thunder_level_change` (8) when a level changes. flying-squid
// sent them swapped (2 for rain, 1 for clear) and on every command, changed or not. A joining or
// respawning player is told the current weather, as vanilla's sendLevelInfo does.
'use strict'

const { defineCommand, CommandError } = require('../lib/command_support')

// What each /weather argument sets: raining, thunder level.
const WEATHER = {
  clear: { raining: false, thunder: 0 },
  rain: { raining: true, thunder: 0 },
  thunder: { raining: true, thunder: 1 }
}

module.exports.server = function (serv) {
  const state = { raining: false, thunder: 0 }
  const event = (reason, value = 0) => ({ reason, gameMode: value })

  // The events that describe the current weather to a client that knows none.
  serv.craftmate.sendWeather = (player) => {
    if (!state.raining) return
    player._client.write('game_state_change', event('start_raining'))
    player._client.write('game_state_change', event('rain_level_change', 1))
    player._client.write('game_state_change', event('thunder_level_change', state.thunder))
  }

  function setWeather (next) {
    const writeAll = (packet) => { for (const p of serv.players) if (!p._client.ended) p._client.write('game_state_change', packet) }
    if (next.raining !== state.raining) {
      writeAll(event(next.raining ? 'start_raining' : 'stop_raining'))
      writeAll(event('rain_level_change', next.raining ? 1 : 0))
    }
    if (next.thunder !== state.thunder) writeAll(event('thunder_level_change', next.thunder))
    Object.assign(state, next)
    serv.craftmate.weather = next.thunder ? 'thunder' : next.raining ? 'rain' : 'clear'
  }
  serv.craftmate.setWeather = (kind) => setWeather(WEATHER[kind])

  defineCommand(serv, {
    base: 'weather',
    usage: '/weather <clear|rain|thunder> [duration]',
    run (args, source) {
      const kind = args[0]
      if (!WEATHER[kind]) throw new CommandError(`unknown weather '${kind ?? ''}' (clear, rain or thunder)`)
      setWeather(WEATHER[kind])
      source.reply({ translate: `commands.weather.set.${kind}` })
    }
  })
}

module.exports.player = function (player, serv) {
  player.once('spawned', () => serv.craftmate.sendWeather(player))
}
