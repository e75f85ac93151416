// /scoreboard as vanilla 1.21.1 (ServerScoreboard): objectives add, remove, list, modify
// displayname|rendertype, setdisplay; players set, add, remove, get, reset, list. As in vanilla,
// clients learn only of the objectives shown in a display slot ("tracked"): showing one sends it
// (scoreboard_objective 0), its slots and its scores; clearing its last slot removes it from them
// (scoreboard_objective 1). Score changes of tracked objectives go out as scoreboard_score and
// reset_score; a joining player gets every tracked objective. Criteria other than dummy and trigger
// are accepted but never counted by this server.
'use strict'

const { defineCommand, parseIntArg, CommandError } = require('../lib/command_support')
const { toNbt, normalize } = require('../lib/chat_component')
const { parseComponent } = require('../lib/text_argument')
const { scoreHolders } = require('../lib/score_holders')

// Team colours in ChatFormatting order: sidebar.team.<color> is display slot 3 + index.
const TEAM_COLORS = ['black', 'dark_blue', 'dark_green', 'dark_aqua', 'dark_red', 'dark_purple', 'gold', 'gray',
  'dark_gray', 'blue', 'green', 'aqua', 'red', 'light_purple', 'yellow', 'white']
const SLOTS = {
  list: 0,
  sidebar: 1,
  below_name: 2,
  ...Object.fromEntries(TEAM_COLORS.map((color, i) => [`sidebar.team.${color}`, 3 + i]))
}
const RENDER_TYPES = { integer: 0, hearts: 1 }
const OBJECTIVE_ACTION = { create: 0, remove: 1, update: 2 }
const INT_MIN = -2147483648
const INT_MAX = 2147483647

// Criteria (ObjectiveCriteria) by name: whether the game sets them (read-only for /scoreboard
// players) and their default render type.
const CRITERIA = {
  dummy: {}, trigger: {}, deathCount: {}, playerKillCount: {}, totalKillCount: {},
  health: { readOnly: true, renderType: 'hearts' },
  xp: { readOnly: true }, level: { readOnly: true }, food: { readOnly: true }, air: { readOnly: true }, armor: { readOnly: true },
  ...Object.fromEntries(TEAM_COLORS.flatMap(c => [[`teamkill.${c}`, {}], [`killedByTeam.${c}`, {}]]))
}
// Statistic criteria (minecraft.<type>:minecraft.<id>): the registry each type counts.
const STAT_REGISTRIES = {
  mined: 'blocksByName', crafted: 'itemsByName', used: 'itemsByName', broken: 'itemsByName',
  picked_up: 'itemsByName', dropped: 'itemsByName', killed: 'entitiesByName', killed_by: 'entitiesByName'
}

module.exports.server = function (serv) {
  const objectives = new Map() // name -> { name, criteria, displayName, renderType, scores: Map holder -> value }
  const slots = new Map() // display slot id -> objective

  const criterionOf = (text) => {
    if (text && Object.hasOwn(CRITERIA, text)) return { name: text, ...CRITERIA[text] }
    const stat = /^minecraft\.([a-z_]+):(?:minecraft\.)?([a-z0-9_]+)$/.exec(text ?? '')
    if (stat && serv.registry[STAT_REGISTRIES[stat[1]]]?.[stat[2]]) return { name: text }
    throw new CommandError(`Unknown criterion '${text ?? ''}'`)
  }
  const objectiveOf = (name) => {
    const objective = objectives.get(name)
    if (!objective) throw new CommandError(`Unknown scoreboard objective '${name ?? ''}'`)
    return objective
  }
  const writableObjectiveOf = (name) => {
    const objective = objectiveOf(name)
    if (objective.criteria.readOnly) throw new CommandError(`Scoreboard objective '${name}' is read-only`)
    return objective
  }
  const slotOf = (text) => {
    if (!Object.hasOwn(SLOTS, text ?? '')) throw new CommandError(`Unknown display slot '${text ?? ''}'`)
    return SLOTS[text]
  }
  // An objective as vanilla's feedback shows it: its display name in brackets, its name on hover.
  const formatted = (o) => ({ translate: 'chat.square_brackets', with: [{ ...normalize(o.displayName), hoverEvent: { action: 'show_text', contents: o.name } }] })
  const commaList = (parts) => ({ text: '', extra: parts.flatMap((p, i) => i ? [', ', p] : [p]) })
  const allHolders = () => [...new Set([...objectives.values()].flatMap(o => [...o.scores.keys()]))]
  const holdersOf = (text, source) => {
    if (!text) throw new CommandError('Incomplete command: the score holders (targets) are missing')
    const holders = scoreHolders(serv, text, source)
    if (holders.length === 0) throw new CommandError('No relevant score holders could be found')
    return holders
  }
  const holderOf = (text, source) => {
    const holders = holdersOf(text, source)
    if (holders.length > 1) throw new CommandError('Only one score holder is allowed, but the provided selector allows more than one')
    return holders[0]
  }

  // Packets ([name, params]) and who gets them.
  const objectivePacket = (o, action) => ['scoreboard_objective', {
    name: o.name,
    action: OBJECTIVE_ACTION[action],
    displayText: toNbt(o.displayName),
    type: RENDER_TYPES[o.renderType],
    number_format: undefined
  }]
  const displayPacket = (slot, o) => ['scoreboard_display_objective', { position: slot, name: o ? o.name : '' }]
  const scorePacket = (o, holder) => ['scoreboard_score', { itemName: holder, scoreName: o.name, value: o.scores.get(holder), display_name: undefined, number_format: undefined }]
  const resetPacket = (holder, o) => ['reset_score', { entity_name: holder, objective_name: o?.name }]
  const writeAll = ([name, params]) => { for (const p of serv.players) if (!p._client.ended) p._client.write(name, params) }
  const tracked = (o) => [...slots.values()].includes(o)
  const trackingPackets = (o) => [
    objectivePacket(o, 'create'),
    ...[...slots].filter(([, shown]) => shown === o).map(([slot]) => displayPacket(slot, o)),
    ...[...o.scores.keys()].map(holder => scorePacket(o, holder))
  ]
  serv.craftmate.sendScoreboard = (player) => {
    for (const o of new Set(slots.values())) for (const [name, params] of trackingPackets(o)) player._client.write(name, params)
  }

  // Shows `o` (or nothing) in `slot`: the previous objective is removed from clients when no slot
  // shows it any more, the new one sent whole when it was not tracked yet.
  function setDisplay (slot, o) {
    const before = slots.get(slot)
    const wasTracked = o && tracked(o)
    if (o) slots.set(slot, o)
    else slots.delete(slot)
    if (before && before !== o && !tracked(before)) writeAll(objectivePacket(before, 'remove'))
    else if (before && !o) writeAll(displayPacket(slot, null))
    if (o) for (const packet of wasTracked ? [displayPacket(slot, o)] : trackingPackets(o)) writeAll(packet)
  }
  function setScore (o, holder, value) {
    o.scores.set(holder, value)
    if (tracked(o)) writeAll(scorePacket(o, holder))
  }
  function changeObjective (o, change) {
    change()
    if (tracked(o)) writeAll(objectivePacket(o, 'update'))
  }

  // /scoreboard objectives ...
  const OBJECTIVES = {
    add ([name, criteria, ...rest], source) {
      if (!name) throw new CommandError('Incomplete command: an objective name is missing')
      if (!/^[0-9A-Za-z_.+-]+$/.test(name)) throw new CommandError(`Invalid objective name '${name}' (letters, digits and _ . + - only)`)
      if (objectives.has(name)) throw new CommandError('An objective already exists by that name')
      const criterion = criterionOf(criteria)
      const o = { name, criteria: criterion, displayName: rest.length ? parseComponent(rest.join(' ')) : name, renderType: criterion.renderType ?? 'integer', scores: new Map() }
      objectives.set(name, o)
      source.reply({ translate: 'commands.scoreboard.objectives.add.success', with: [formatted(o)] })
    },
    remove ([name], source) {
      const o = objectiveOf(name)
      for (const [slot, shown] of [...slots]) if (shown === o) setDisplay(slot, null)
      objectives.delete(name)
      source.reply({ translate: 'commands.scoreboard.objectives.remove.success', with: [formatted(o)] })
    },
    list (args, source) {
      if (objectives.size === 0) return source.reply({ translate: 'commands.scoreboard.objectives.list.empty' })
      source.reply({ translate: 'commands.scoreboard.objectives.list.success', with: [objectives.size, commaList([...objectives.values()].map(formatted))] })
    },
    modify ([name, property, ...rest], source) {
      const o = objectiveOf(name)
      const modifier = MODIFY[property]
      if (!modifier) throw new CommandError(`unknown objective property '${property ?? ''}' (${Object.keys(MODIFY).join(', ')})`)
      source.reply(modifier(o, rest))
    },
    setdisplay ([slotName, name], source) {
      const slot = slotOf(slotName)
      const o = name === undefined ? null : objectiveOf(name)
      const before = slots.get(slot) ?? null
      if (o === null && before === null) throw new CommandError('Nothing changed. That display slot is already empty')
      if (o !== null && before === o) throw new CommandError('Nothing changed. That display slot is already showing that objective')
      setDisplay(slot, o)
      source.reply(o
        ? { translate: 'commands.scoreboard.objectives.display.set', with: [slotName, formatted(o)] }
        : { translate: 'commands.scoreboard.objectives.display.cleared', with: [slotName] })
    }
  }
  // /scoreboard objectives modify <objective> <property> <value>: the change and its feedback.
  const MODIFY = {
    displayname (o, rest) {
      const displayName = parseComponent(rest.join(' '))
      changeObjective(o, () => { o.displayName = displayName })
      return { translate: 'commands.scoreboard.objectives.modify.displayname', with: [o.name, formatted(o)] }
    },
    rendertype (o, [type]) {
      if (!Object.hasOwn(RENDER_TYPES, type ?? '')) throw new CommandError(`unknown render type '${type ?? ''}' (hearts, integer)`)
      changeObjective(o, () => { o.renderType = type })
      return { translate: 'commands.scoreboard.objectives.modify.rendertype', with: [formatted(o)] }
    }
  }

  // /scoreboard players set|add|remove <targets> <objective> <score>: the score argument, the new
  // score from the old, and the feedback's arguments for one holder and for several.
  const CHANGES = {
    set: { score: (text) => parseIntArg(text, 'score', INT_MIN, INT_MAX), apply: (old, n) => n, single: ['objective', 'holder', 'amount'], multiple: ['objective', 'count', 'amount'] },
    add: { score: (text) => parseIntArg(text, 'score', 0, INT_MAX), apply: (old, n) => (old + n) | 0, single: ['amount', 'objective', 'holder', 'now'], multiple: ['amount', 'objective', 'count'] },
    remove: { score: (text) => parseIntArg(text, 'score', 0, INT_MAX), apply: (old, n) => (old - n) | 0, single: ['amount', 'objective', 'holder', 'now'], multiple: ['amount', 'objective', 'count'] }
  }
  function change (action, [targets, name, scoreText], source) {
    const spec = CHANGES[action]
    const holders = holdersOf(targets, source)
    const o = writableObjectiveOf(name)
    const amount = spec.score(scoreText)
    for (const holder of holders) setScore(o, holder, spec.apply(o.scores.get(holder) ?? 0, amount))
    const values = { objective: formatted(o), holder: holders[0], count: holders.length, amount, now: o.scores.get(holders[0]) }
    const variant = holders.length === 1 ? 'single' : 'multiple'
    source.reply({ translate: `commands.scoreboard.players.${action}.success.${variant}`, with: spec[variant].map(key => values[key]) })
  }

  // /scoreboard players ...
  const PLAYERS = {
    set: (args, source) => change('set', args, source),
    add: (args, source) => change('add', args, source),
    remove: (args, source) => change('remove', args, source),
    get ([target, name], source) {
      const holder = holderOf(target, source)
      const o = objectiveOf(name)
      if (!o.scores.has(holder)) throw new CommandError(`Can't get value of ${o.name} for ${holder}; none is set`)
      source.reply({ translate: 'commands.scoreboard.players.get.success', with: [holder, o.scores.get(holder), formatted(o)] })
    },
    reset ([targets, name], source) {
      const holders = holdersOf(targets, source)
      const o = name === undefined ? null : objectiveOf(name)
      for (const holder of holders) {
        if (o) {
          if (o.scores.delete(holder) && tracked(o)) writeAll(resetPacket(holder, o))
        } else {
          let had = false
          for (const each of objectives.values()) had = each.scores.delete(holder) || had
          if (had) writeAll(resetPacket(holder, null))
        }
      }
      const count = holders.length === 1 ? holders[0] : holders.length
      const variant = holders.length === 1 ? 'single' : 'multiple'
      source.reply(o
        ? { translate: `commands.scoreboard.players.reset.specific.${variant}`, with: [formatted(o), count] }
        : { translate: `commands.scoreboard.players.reset.all.${variant}`, with: [count] })
    },
    list ([target], source) {
      if (target === undefined) {
        const holders = allHolders()
        return source.reply(holders.length
          ? { translate: 'commands.scoreboard.players.list.success', with: [holders.length, holders.join(', ')] }
          : { translate: 'commands.scoreboard.players.list.empty' })
      }
      const holder = holderOf(target, source)
      const scored = [...objectives.values()].filter(o => o.scores.has(holder))
      if (scored.length === 0) return source.reply({ translate: 'commands.scoreboard.players.list.entity.empty', with: [holder] })
      source.reply({ translate: 'commands.scoreboard.players.list.entity.success', with: [holder, scored.length] })
      for (const o of scored) source.reply({ translate: 'commands.scoreboard.players.list.entity.entry', with: [formatted(o), o.scores.get(holder)] })
    }
  }

  const GROUPS = { objectives: OBJECTIVES, players: PLAYERS }
  defineCommand(serv, {
    base: 'scoreboard',
    usage: '/scoreboard objectives add <objective> <criteria> [displayName] | remove <objective> | list | modify <objective> displayname <text>|rendertype hearts|integer | setdisplay <slot> [objective]; ' +
      '/scoreboard players set|add|remove <targets> <objective> <score> | get <target> <objective> | reset <targets> [objective] | list [target]',
    run (args, source) {
      const group = GROUPS[args[0]]
      if (!group) throw new CommandError(`unknown /scoreboard group '${args[0] ?? ''}' (objectives, players)`)
      const action = group[args[1]]
      if (!action) throw new CommandError(`unknown /scoreboard ${args[0]} action '${args[1] ?? ''}' (${Object.keys(group).join(', ')})`)
      action(args.slice(2), source)
    }
  })
  serv.craftmate.scoreHolders = allHolders
  serv.craftmate.scoreboardSlots = Object.keys(SLOTS)
  serv.craftmate.objectiveNames = () => [...objectives.keys()]
  serv.craftmate.criteriaNames = () => Object.keys(CRITERIA)
}

module.exports.player = function (player, serv) {
  player.once('spawned', () => serv.craftmate.sendScoreboard(player))
}
