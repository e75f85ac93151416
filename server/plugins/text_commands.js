// /tellraw and /title as vanilla 1.21.1: a JSON text component (string, object or array) sent as
// a system message, or as a title, subtitle or action bar; `/title ... times|clear|reset`.
// flying-squid has neither command.
'use strict'

const { defineCommand, CommandError } = require('../lib/command_support')
const { toNbt } = require('../lib/chat_component')
const { playerName } = require('../lib/player_name')
const { parseComponent } = require('../lib/text_argument')

module.exports.server = function (serv) {
  const players = (text, source) => serv.craftmate.selectors.select(text, source, { playersOnly: true })
  const who = (targets) => targets.length === 1 ? playerName(targets[0]) : targets.length

  defineCommand(serv, {
    base: 'tellraw',
    usage: '/tellraw <targets> <JSON text>',
    run (args, source) {
      if (args.length < 2) throw new CommandError('Incomplete command')
      const targets = players(args[0], source)
      const content = toNbt(parseComponent(args.slice(1).join(' ')))
      for (const p of targets) p._client.write('system_chat', { content, isActionBar: false })
    }
  })

  // /title <targets> <action> ...: the packet each action sends, and its feedback key.
  const TITLE_TEXT = {
    title: { packet: 'set_title_text', key: 'title' },
    subtitle: { packet: 'set_title_subtitle', key: 'subtitle' },
    actionbar: { packet: 'action_bar', key: 'actionbar' }
  }

  defineCommand(serv, {
    base: 'title',
    usage: '/title <targets> title|subtitle|actionbar <JSON text> | /title <targets> times <fadeIn> <stay> <fadeOut> | /title <targets> clear|reset',
    run (args, source) {
      if (args.length < 2) throw new CommandError('Incomplete command')
      const targets = players(args[0], source)
      const action = args[1]
      const n = targets.length === 1 ? 'single' : 'multiple'
      let key
      if (TITLE_TEXT[action]) {
        const text = toNbt(parseComponent(args.slice(2).join(' ')))
        for (const p of targets) p._client.write(TITLE_TEXT[action].packet, { text })
        key = `commands.title.show.${TITLE_TEXT[action].key}.${n}`
      } else if (action === 'times') {
        const [fadeIn, stay, fadeOut] = args.slice(2, 5).map(a => parseTicks(a))
        for (const p of targets) p._client.write('set_title_time', { fadeIn, stay, fadeOut })
        key = `commands.title.times.${n}`
      } else if (action === 'clear' || action === 'reset') {
        for (const p of targets) p._client.write('clear_titles', { reset: action === 'reset' })
        key = `commands.title.${action === 'clear' ? 'cleared' : 'reset'}.${n}`
      } else throw new CommandError(`unknown /title action '${action}' (title, subtitle, actionbar, times, clear, reset)`)
      source.reply({ translate: key, with: [who(targets)] })
    }
  })
}

// A duration in ticks: a number, or with a unit (t, s, d) as vanilla's time argument.
function parseTicks (text) {
  const m = /^(\d+(?:\.\d+)?)([tsd]?)$/.exec(text || '')
  if (!m) throw new CommandError(`a time in ticks was expected (e.g. 10, 2s), got '${text ?? ''}'`)
  return Math.round(Number(m[1]) * { t: 1, '': 1, s: 20, d: 24000 }[m[2]])
}
