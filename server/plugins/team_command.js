// /team as vanilla 1.21.1 (scoreboard teams): add, remove, empty, join, leave, list, and modify
// color, displayName, prefix, suffix, friendlyFire, seeFriendlyInvisibles, nametagVisibility,
// deathMessageVisibility, collisionRule. Every change goes to every player as the `teams` packet
// (0 create, 1 remove, 2 update, 3 add members, 4 remove members); a joining player gets every
// team. Teams change names' colours and prefixes for clients; this server applies no team rule
// itself (friendly fire, collisions).
'use strict'

const { defineCommand, CommandError } = require('../lib/command_support')
const { toNbt } = require('../lib/chat_component')
const { parseComponent } = require('../lib/text_argument')
const { scoreHolders } = require('../lib/score_holders')

// Chat formatting ids (ChatFormatting) of the team colours.
const COLORS = {
  black: 0, dark_blue: 1, dark_green: 2, dark_aqua: 3, dark_red: 4, dark_purple: 5, gold: 6, gray: 7,
  dark_gray: 8, blue: 9, green: 10, aqua: 11, red: 12, light_purple: 13, yellow: 14, white: 15, reset: 21
}
const VISIBILITY = ['always', 'never', 'hideForOtherTeams', 'hideForOwnTeam']
const COLLISION = ['always', 'never', 'pushOtherTeams', 'pushOwnTeam']
const MODE = { create: 0, remove: 1, update: 2, join: 3, leave: 4 }

module.exports.server = function (serv) {
  const teams = new Map() // name -> team
  const teamOf = (name) => {
    const team = teams.get(name)
    if (!team) throw new CommandError(`Unknown team '${name ?? ''}'`)
    return team
  }
  const packet = (team, mode, players = []) => ({
    team: team.name,
    mode: MODE[mode],
    name: toNbt(team.displayName),
    friendlyFire: (team.friendlyFire ? 1 : 0) | (team.seeFriendlyInvisibles ? 2 : 0),
    nameTagVisibility: team.nametagVisibility,
    collisionRule: team.collisionRule,
    formatting: COLORS[team.color],
    prefix: toNbt(team.prefix),
    suffix: toNbt(team.suffix),
    players
  })
  const writeAll = (p) => { for (const player of serv.players) if (!player._client.ended) player._client.write('teams', p) }
  serv.craftmate.sendTeams = (player) => {
    for (const team of teams.values()) player._client.write('teams', packet(team, 'create', [...team.members]))
  }

  // Member names: score holders, or the player running the command.
  function members (text, source) {
    if (!text) return source.player ? [source.player.username] : []
    return scoreHolders(serv, text, source)
  }
  function leaveAny (names) {
    let n = 0
    for (const name of names) {
      for (const team of teams.values()) {
        if (team.members.delete(name)) { writeAll(packet(team, 'leave', [name])); n++ }
      }
    }
    return n
  }

  // /team modify <team> <option> <value>: the setter (returns the feedback) of each option.
  const choice = (list, what) => (value) => {
    if (!list.includes(value)) throw new CommandError(`unknown ${what} '${value ?? ''}' (${list.join(', ')})`)
    return value
  }
  const bool = (value) => {
    if (value !== 'true' && value !== 'false') throw new CommandError(`expected true or false, got '${value ?? ''}'`)
    return value === 'true'
  }
  const OPTIONS = {
    color: { set: (t, v) => { t.color = choice(Object.keys(COLORS), 'color')(v) }, feedback: (t) => ({ translate: 'commands.team.option.color.success', with: [t.name, t.color] }) },
    displayName: { text: true, set: (t, v) => { t.displayName = v }, feedback: (t) => ({ translate: 'commands.team.option.name.success', with: [t.name] }) },
    prefix: { text: true, set: (t, v) => { t.prefix = v }, feedback: (t) => ({ translate: 'commands.team.option.prefix.success', with: [t.prefix] }) },
    suffix: { text: true, set: (t, v) => { t.suffix = v }, feedback: (t) => ({ translate: 'commands.team.option.suffix.success', with: [t.suffix] }) },
    friendlyFire: { set: (t, v) => { t.friendlyFire = bool(v) }, feedback: (t) => ({ translate: `commands.team.option.friendlyfire.${t.friendlyFire ? 'enabled' : 'disabled'}`, with: [t.name] }) },
    seeFriendlyInvisibles: { set: (t, v) => { t.seeFriendlyInvisibles = bool(v) }, feedback: (t) => ({ translate: `commands.team.option.seeFriendlyInvisibles.${t.seeFriendlyInvisibles ? 'enabled' : 'disabled'}`, with: [t.name] }) },
    nametagVisibility: { set: (t, v) => { t.nametagVisibility = choice(VISIBILITY, 'visibility')(v) }, feedback: (t) => ({ translate: 'commands.team.option.nametagVisibility.success', with: [t.name, t.nametagVisibility] }) },
    deathMessageVisibility: { set: (t, v) => { t.deathMessageVisibility = choice(VISIBILITY, 'visibility')(v) }, feedback: (t) => ({ translate: 'commands.team.option.deathMessageVisibility.success', with: [t.name, t.deathMessageVisibility] }) },
    collisionRule: { set: (t, v) => { t.collisionRule = choice(COLLISION, 'collision rule')(v) }, feedback: (t) => ({ translate: 'commands.team.option.collisionRule.success', with: [t.name, t.collisionRule] }) }
  }

  const ACTIONS = {
    add ([name, ...rest], source) {
      if (!name) throw new CommandError('Incomplete command: a team name is missing')
      if (teams.has(name)) throw new CommandError('A team already exists by that name')
      const team = {
        name,
        displayName: rest.length ? parseComponent(rest.join(' ')) : name,
        color: 'reset',
        prefix: '',
        suffix: '',
        friendlyFire: true,
        seeFriendlyInvisibles: true,
        nametagVisibility: 'always',
        deathMessageVisibility: 'always',
        collisionRule: 'always',
        members: new Set()
      }
      teams.set(name, team)
      writeAll(packet(team, 'create'))
      source.reply({ translate: 'commands.team.add.success', with: [team.displayName] })
    },
    remove ([name], source) {
      const team = teamOf(name)
      teams.delete(name)
      writeAll(packet(team, 'remove'))
      source.reply({ translate: 'commands.team.remove.success', with: [team.displayName] })
    },
    empty ([name], source) {
      const team = teamOf(name)
      const names = [...team.members]
      if (names.length === 0) throw new CommandError('Nothing changed. That team is already empty')
      team.members.clear()
      writeAll(packet(team, 'leave', names))
      source.reply({ translate: 'commands.team.empty.success', with: [names.length, team.displayName] })
    },
    join ([name, who], source) {
      const team = teamOf(name)
      const names = members(who, source)
      if (names.length === 0) throw new CommandError('No entity was found')
      leaveAny(names)
      for (const n of names) team.members.add(n)
      writeAll(packet(team, 'join', names))
      source.reply(names.length === 1
        ? { translate: 'commands.team.join.success.single', with: [names[0], team.displayName] }
        : { translate: 'commands.team.join.success.multiple', with: [names.length, team.displayName] })
    },
    leave ([who], source) {
      const names = members(who, source)
      if (leaveAny(names) === 0) throw new CommandError('No entity was found on a team')
      source.reply(names.length === 1
        ? { translate: 'commands.team.leave.success.single', with: [names[0]] }
        : { translate: 'commands.team.leave.success.multiple', with: [names.length] })
    },
    list ([name], source) {
      if (name) {
        const team = teamOf(name)
        return source.reply(team.members.size
          ? { translate: 'commands.team.list.members.success', with: [team.displayName, team.members.size, [...team.members].join(', ')] }
          : { translate: 'commands.team.list.members.empty', with: [team.displayName] })
      }
      source.reply(teams.size
        ? { translate: 'commands.team.list.teams.success', with: [teams.size, [...teams.keys()].join(', ')] }
        : { translate: 'commands.team.list.teams.empty' })
    },
    modify ([name, option, ...rest], source) {
      const team = teamOf(name)
      const spec = OPTIONS[option]
      if (!spec) throw new CommandError(`unknown team option '${option ?? ''}' (${Object.keys(OPTIONS).join(', ')})`)
      spec.set(team, spec.text ? parseComponent(rest.join(' ')) : rest[0])
      writeAll(packet(team, 'update'))
      source.reply(spec.feedback(team))
    }
  }

  defineCommand(serv, {
    base: 'team',
    usage: '/team add <team> [displayName] | remove|empty <team> | join <team> [members] | leave <members> | list [team] | modify <team> <option> <value>',
    run (args, source) {
      const action = ACTIONS[args[0]]
      if (!action) throw new CommandError(`unknown /team action '${args[0] ?? ''}' (${Object.keys(ACTIONS).join(', ')})`)
      action(args.slice(1), source)
    }
  })
}

module.exports.player = function (player, serv) {
  player.once('spawned', () => serv.craftmate.sendTeams(player))
}
