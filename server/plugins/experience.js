// Experience as vanilla 1.21.1 keeps it (Player.giveExperiencePoints / giveExperienceLevels): a
// level, the progress towards the next one (0..1) and the total points ever gained, sent in the
// `experience` packet; and /xp (/experience) add|set|query <targets> <amount> [points|levels].
// flying-squid's /xp takes the pre-1.13 syntax (/xp 10L player). `player.setXp(total)` (used by
// furnaces and death) keeps its meaning: the level and progress that many points make from zero.
'use strict'

const { defineCommand, parseIntArg, CommandError } = require('../lib/command_support')
const { playerName } = require('../lib/player_name')

// Points from one level to the next (Player.getXpNeededForNextLevel).
function pointsForNextLevel (level) {
  if (level >= 30) return 112 + (level - 30) * 9
  if (level >= 15) return 37 + (level - 15) * 5
  return 7 + level * 2
}

module.exports.player = function (player) {
  const xp = { level: 0, progress: 0, total: 0 }
  player.craftmate = player.craftmate || {}
  player.craftmate.experience = xp

  const send = () => {
    player.xp = xp.total
    player.level = xp.level
    player._client.write('experience', { experienceBar: xp.progress, level: xp.level, totalExperience: xp.total })
  }

  // Player.giveExperienceLevels, without sending.
  const changeLevels = (n) => {
    xp.level += n
    if (xp.level < 0) Object.assign(xp, { level: 0, progress: 0, total: 0 })
  }
  xp.addPoints = (n) => {
    xp.progress += n / pointsForNextLevel(xp.level)
    xp.total = Math.max(0, Math.min(2147483647, xp.total + n))
    while (xp.progress < 0) {
      const below = xp.progress * pointsForNextLevel(xp.level)
      const hadLevels = xp.level > 0
      changeLevels(-1)
      xp.progress = hadLevels ? 1 + below / pointsForNextLevel(xp.level) : 0
    }
    while (xp.progress >= 1) {
      xp.progress = (xp.progress - 1) * pointsForNextLevel(xp.level)
      changeLevels(1)
      xp.progress /= pointsForNextLevel(xp.level)
    }
    send()
  }
  xp.addLevels = (n) => { changeLevels(n); send() }
  // Vanilla's "set points": within the current level's bar only.
  xp.setPoints = (n) => {
    const needed = pointsForNextLevel(xp.level)
    if (n > needed - 1) return false
    xp.progress = n / needed
    send()
    return true
  }
  xp.setLevels = (n) => { xp.level = n; send() }
  xp.pointsInLevel = () => Math.round(xp.progress * pointsForNextLevel(xp.level))

  player.once('asap', () => {
    player.sendXp = send
    player.setXp = (total) => {
      Object.assign(xp, { level: 0, progress: 0, total: 0 })
      if (total > 0) xp.addPoints(total)
      else send()
    }
  })
}

module.exports.server = function (serv) {
  const players = (text, source) => serv.craftmate.selectors.select(text, source, { playersOnly: true })
  const UNITS = { points: 'points', levels: 'levels' }

  const ACTIONS = {
    add (targets, amount, unit) {
      for (const p of targets) p.craftmate.experience[unit === 'levels' ? 'addLevels' : 'addPoints'](amount)
      return 'add'
    },
    set (targets, amount, unit) {
      if (amount < 0) throw new CommandError(`amount must be at least 0, got ${amount}`)
      for (const p of targets) {
        if (unit === 'levels') p.craftmate.experience.setLevels(amount)
        else if (!p.craftmate.experience.setPoints(amount)) throw new CommandError('Cannot set experience points above the maximum points for the player\'s current level')
      }
      return 'set'
    }
  }

  defineCommand(serv, {
    base: 'experience',
    aliases: ['xp'],
    usage: '/xp add|set <targets> <amount> [points|levels] | /xp query <targets> points|levels',
    run (args, source) {
      const [action, who, third, fourth] = args
      if (action === 'query') {
        const targets = players(who ?? '@s', source)
        if (targets.length !== 1) throw new CommandError('Only one player is allowed')
        const unit = UNITS[third]
        if (!unit) throw new CommandError(`query needs points or levels, got '${third ?? ''}'`)
        const x = targets[0].craftmate.experience
        return source.reply({ translate: `commands.experience.query.${unit}`, with: [playerName(targets[0]), unit === 'levels' ? x.level : x.pointsInLevel()] })
      }
      if (!ACTIONS[action]) throw new CommandError(`unknown /xp action '${action ?? ''}' (add, set or query)`)
      const targets = players(need(who), source)
      const amount = parseIntArg(third, 'amount')
      const unit = fourth === undefined ? 'points' : UNITS[fourth]
      if (!unit) throw new CommandError(`the unit is points or levels, got '${fourth}'`)
      const verb = ACTIONS[action](targets, amount, unit)
      const n = targets.length === 1 ? 'single' : 'multiple'
      source.reply({ translate: `commands.experience.${verb}.${unit}.success.${n}`, with: [amount, targets.length === 1 ? playerName(targets[0]) : targets.length] })
    }
  })

  function need (arg) {
    if (arg === undefined) throw new CommandError('Incomplete command')
    return arg
  }
}

module.exports.pointsForNextLevel = pointsForNextLevel
