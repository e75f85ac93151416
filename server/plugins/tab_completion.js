// Tab completion of commands and their arguments, answered as a 1.21.1 server answers
// `tab_complete` (transaction id, the range of text replaced, sorted matches). flying-squid's
// answer had the pre-1.13 shape and failed to encode: the client was disconnected. Suggestions:
// command names after "/", and for the commands this server hosts, their literal arguments
// (/weather clear|rain|thunder, /time set|add|query, ...), player names and selectors, and item,
// block, entity, effect, particle and game rule names where those go.
'use strict'

const { GAME_MODES } = require('../lib/selectors')

module.exports.server = function (serv) {
  const registry = serv.registry
  const names = (list) => list.map(e => e.name)
  const snake = (name) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()
  const players = () => serv.players.map(p => p.username)
  const targets = () => ['@a', '@e', '@p', '@r', '@s', ...players()]
  const items = () => names(registry.itemsArray)
  const blocks = () => names(registry.blocksArray)
  const entities = () => names(registry.entitiesArray)
  const effects = () => registry.effectsArray.map(e => snake(e.name))
  const particles = () => names(registry.particlesArray)
  const gamerules = () => Object.keys(serv.craftmate.gamerules || {})
  const coordinate = () => ['~']

  // /scoreboard: the group, its action, then per action the argument after it.
  const objectiveNames = () => serv.craftmate.objectiveNames?.() ?? []
  const holderThenObjective = (star) => (j) => j === 0 ? [...(star ? ['*'] : []), ...targets()] : j === 1 ? objectiveNames() : []
  const SCOREBOARD = {
    objectives: {
      add: (j) => j === 1 ? serv.craftmate.criteriaNames?.() ?? [] : [],
      remove: (j) => j === 0 ? objectiveNames() : [],
      modify: (j, rest) => j === 0 ? objectiveNames() : j === 1 ? ['displayname', 'rendertype'] : j === 2 && rest[1] === 'rendertype' ? ['hearts', 'integer'] : [],
      setdisplay: (j) => j === 0 ? serv.craftmate.scoreboardSlots ?? [] : j === 1 ? objectiveNames() : [],
      list: () => []
    },
    players: {
      set: holderThenObjective(true),
      add: holderThenObjective(true),
      remove: holderThenObjective(true),
      get: holderThenObjective(false),
      reset: holderThenObjective(true),
      list: (j) => j === 0 ? targets() : []
    }
  }
  const scoreboard = (i, a) => i === 0 ? Object.keys(SCOREBOARD) : i === 1 ? Object.keys(SCOREBOARD[a[0]] ?? {}) : SCOREBOARD[a[0]]?.[a[1]]?.(i - 2, a.slice(2)) ?? []

  // Per command: the suggestions for argument i (0-based) given the arguments before it.
  const COMMANDS = {
    weather: (i) => i === 0 ? ['clear', 'rain', 'thunder'] : [],
    time: (i, a) => i === 0 ? ['add', 'query', 'set'] : i === 1 && a[0] === 'set' ? ['day', 'midnight', 'night', 'noon'] : i === 1 && a[0] === 'query' ? ['day', 'daytime', 'gametime'] : [],
    gamemode: (i) => i === 0 ? Object.keys(GAME_MODES) : i === 1 ? targets() : [],
    gamerule: (i, a) => i === 0 ? gamerules() : i === 1 && typeof serv.craftmate.gamerules?.[a[0]] === 'boolean' ? ['false', 'true'] : [],
    give: (i) => i === 0 ? targets() : i === 1 ? items() : [],
    clear: (i) => i === 0 ? targets() : i === 1 ? items() : [],
    teleport: (i) => i === 0 ? targets() : i === 1 ? [...targets(), '~'] : coordinate(),
    kill: (i) => i === 0 ? targets() : [],
    summon: (i) => i === 0 ? entities() : coordinate(),
    setblock: (i) => i < 3 ? coordinate() : i === 3 ? blocks() : i === 4 ? ['destroy', 'keep', 'replace'] : [],
    fill: (i) => i < 6 ? coordinate() : i === 6 ? blocks() : i === 7 ? ['destroy', 'hollow', 'keep', 'outline', 'replace'] : [],
    effect: (i, a) => i === 0 ? ['clear', 'give'] : i === 1 ? targets() : i === 2 ? effects() : i === 5 && a[0] === 'give' ? ['false', 'true'] : [],
    tell: (i) => i === 0 ? targets() : [],
    tellraw: (i) => i === 0 ? targets() : [],
    title: (i) => i === 0 ? targets() : i === 1 ? ['actionbar', 'clear', 'reset', 'subtitle', 'times', 'title'] : [],
    experience: (i, a) => i === 0 ? ['add', 'query', 'set'] : i === 1 ? targets() : i === 2 && a[0] === 'query' ? ['levels', 'points'] : i === 3 ? ['levels', 'points'] : [],
    particle: (i) => i === 0 ? particles() : i < 4 ? coordinate() : i === 9 ? ['force', 'normal'] : i === 10 ? targets() : [],
    bossbar: (i, a) => i === 0 ? ['add', 'get', 'list', 'remove', 'set'] : i === 2 && a[0] === 'set' ? ['color', 'max', 'name', 'players', 'style', 'value', 'visible'] : [],
    scoreboard,
    team: (i, a) => i === 0 ? ['add', 'empty', 'join', 'leave', 'list', 'modify', 'remove'] : i === 2 && a[0] === 'join' ? targets() : i === 1 && a[0] === 'leave' ? targets() : [],
    execute: (i, a) => {
      const previous = a[i - 1]
      if (['as', 'at'].includes(previous)) return targets()
      if (previous === 'in') return ['minecraft:overworld', 'minecraft:the_nether']
      if (previous === 'run') return commandNames()
      if (['if', 'unless'].includes(previous)) return ['block', 'entity']
      return ['as', 'at', 'if', 'in', 'positioned', 'run', 'unless']
    }
  }
  const ALIASES = { tp: 'teleport', xp: 'experience', msg: 'tell', w: 'tell', gm: 'gamemode' }

  const commandNames = () => Object.keys(serv.commands.uniqueHash).filter(n => n && !n.includes(' ')).sort()

  // The suggestions for `text` (the chat line, with its "/"): { start, length, matches }.
  function complete (text) {
    const line = text.startsWith('/') ? text.slice(1) : text
    const offset = text.length - line.length
    const parts = line.split(' ')
    const current = parts[parts.length - 1]
    const start = text.length - current.length
    let candidates
    if (parts.length === 1) {
      candidates = commandNames()
      if (offset === 0) return { start, length: current.length, matches: [] }
    } else {
      let command = parts[0].toLowerCase()
      let args = parts.slice(1)
      // /execute ... run <command> <args>: complete the command that runs.
      const run = parts.indexOf('run')
      if (command === 'execute' && run > 0 && run < parts.length - 2) {
        command = parts[run + 1].toLowerCase()
        args = parts.slice(run + 2)
      }
      const completer = COMMANDS[ALIASES[command] ?? command]
      candidates = completer ? completer(args.length - 1, args) : []
    }
    const matches = [...new Set(candidates)]
      .filter(c => c.startsWith(current) || c.replace(/^minecraft:/, '').startsWith(current))
      .sort()
    return { start, length: current.length, matches }
  }
  serv.craftmate.complete = complete
}

module.exports.player = function (player, serv) {
  player.once('asap', () => {
    player._client.removeAllListeners('tab_complete')
    player._client.on('tab_complete', ({ transactionId, text }) => {
      const { start, length, matches } = serv.craftmate.complete(String(text || ''))
      player._client.write('tab_complete', {
        transactionId,
        start,
        length,
        matches: matches.map(match => ({ match, tooltip: undefined }))
      })
    })
  })
}
