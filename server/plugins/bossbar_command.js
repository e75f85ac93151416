// /bossbar as vanilla 1.21.1 (CustomBossEvents): add, remove, list, get, and set name, color,
// style, value, max, visible, players. A bar is shown (boss_bar action 0) to the players it names
// while visible, and each change goes to them as the matching boss_bar action.
'use strict'

const crypto = require('crypto')
const { defineCommand, parseIntArg, CommandError } = require('../lib/command_support')
const { toNbt } = require('../lib/chat_component')
const { parseComponent } = require('../lib/text_argument')

const COLORS = ['pink', 'blue', 'red', 'green', 'yellow', 'purple', 'white']
const STYLES = ['progress', 'notched_6', 'notched_10', 'notched_12', 'notched_20']
const ACTION = { add: 0, remove: 1, health: 2, title: 3, style: 4 }

module.exports.server = function (serv) {
  const bars = new Map() // id -> bar
  const idOf = (text) => {
    if (!text) throw new CommandError('Incomplete command: a bossbar id is missing')
    return text.includes(':') ? text : `minecraft:${text}`
  }
  const barOf = (text) => {
    const bar = bars.get(idOf(text))
    if (!bar) throw new CommandError(`No bossbar exists with the ID '${idOf(text)}'`)
    return bar
  }
  const packet = (bar, action) => ({
    entityUUID: bar.uuid,
    action: ACTION[action],
    title: toNbt(bar.name),
    health: bar.max > 0 ? bar.value / bar.max : 0,
    color: COLORS.indexOf(bar.color),
    dividers: STYLES.indexOf(bar.style),
    flags: 0
  })
  const shownTo = (bar) => bar.visible ? bar.players.filter(p => !p.disconnected) : []
  const send = (bar, action) => { for (const p of shownTo(bar)) p._client.write('boss_bar', packet(bar, action)) }
  // Shows or hides the bar to whoever gained or lost sight of it.
  function changeViewers (bar, update) {
    const before = new Set(shownTo(bar))
    update()
    const after = new Set(shownTo(bar))
    for (const p of before) if (!after.has(p)) p._client.write('boss_bar', packet(bar, 'remove'))
    for (const p of after) if (!before.has(p)) p._client.write('boss_bar', packet(bar, 'add'))
  }

  // /bossbar set <id> <property> <value>: how each property is applied, and its feedback key.
  const SETTERS = {
    name: (bar, args) => { bar.name = parseComponent(args.join(' ')); send(bar, 'title'); return [bar.name] },
    color (bar, [value]) {
      if (!COLORS.includes(value)) throw new CommandError(`unknown color '${value ?? ''}' (${COLORS.join(', ')})`)
      bar.color = value; send(bar, 'style'); return []
    },
    style (bar, [value]) {
      if (!STYLES.includes(value)) throw new CommandError(`unknown style '${value ?? ''}' (${STYLES.join(', ')})`)
      bar.style = value; send(bar, 'style'); return []
    },
    value: (bar, [value]) => { bar.value = parseIntArg(value, 'value', 0); send(bar, 'health'); return [bar.value] },
    max: (bar, [value]) => { bar.max = parseIntArg(value, 'max', 1); send(bar, 'health'); return [bar.max] },
    visible (bar, [value]) {
      if (value !== 'true' && value !== 'false') throw new CommandError(`visible takes true or false, got '${value ?? ''}'`)
      changeViewers(bar, () => { bar.visible = value === 'true' })
      return []
    },
    players (bar, [targets], source) {
      const players = targets ? serv.craftmate.selectors.select(targets, source, { playersOnly: true }) : []
      changeViewers(bar, () => { bar.players = players })
      return [players.length, players.map(p => p.username).join(', ')]
    }
  }

  const ACTIONS = {
    add (args, source) {
      const id = idOf(args[0])
      if (bars.has(id)) throw new CommandError(`A bossbar already exists with the ID '${id}'`)
      const name = parseComponent(args.slice(1).join(' '))
      bars.set(id, { id, uuid: crypto.randomUUID(), name, color: 'white', style: 'progress', value: 0, max: 100, visible: true, players: [] })
      source.reply({ translate: 'commands.bossbar.create.success', with: [`[${id}]`] })
    },
    remove (args, source) {
      const bar = barOf(args[0])
      changeViewers(bar, () => { bar.players = [] })
      bars.delete(bar.id)
      source.reply({ translate: 'commands.bossbar.remove.success', with: [`[${bar.id}]`] })
    },
    list (args, source) {
      if (bars.size === 0) return source.reply({ translate: 'commands.bossbar.list.bars.none' })
      source.reply({ translate: 'commands.bossbar.list.bars.some', with: [bars.size, [...bars.keys()].map(id => `[${id}]`).join(', ')] })
    },
    get (args, source) {
      const bar = barOf(args[0])
      const what = args[1]
      const VALUES = { value: bar.value, max: bar.max, visible: bar.visible, players: bar.players.length }
      if (!(what in VALUES)) throw new CommandError(`get takes value, max, visible or players, got '${what ?? ''}'`)
      const variant = { visible: bar.visible ? '.visible' : '.hidden', players: bar.players.length ? '.some' : '.none' }[what] ?? ''
      source.reply({ translate: `commands.bossbar.get.${what}${variant}`, with: [`[${bar.id}]`, VALUES[what], bar.players.map(p => p.username).join(', ')] })
    },
    set (args, source) {
      const bar = barOf(args[0])
      const setter = SETTERS[args[1]]
      if (!setter) throw new CommandError(`unknown bossbar property '${args[1] ?? ''}' (${Object.keys(SETTERS).join(', ')})`)
      const extra = setter(bar, args.slice(2), source)
      const variant = { visible: bar.visible ? '.visible' : '.hidden', players: bar.players.length ? '.some' : '.none' }[args[1]] ?? ''
      source.reply({ translate: `commands.bossbar.set.${args[1]}.success${variant}`, with: [`[${bar.id}]`, ...extra] })
    }
  }

  defineCommand(serv, {
    base: 'bossbar',
    usage: '/bossbar add <id> <name> | remove <id> | list | get <id> <what> | set <id> name|color|style|value|max|visible|players <value>',
    run (args, source) {
      const action = ACTIONS[args[0]]
      if (!action) throw new CommandError(`unknown /bossbar action '${args[0] ?? ''}' (add, remove, list, get, set)`)
      action(args.slice(1), source)
    }
  })
}
