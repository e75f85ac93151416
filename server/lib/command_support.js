// Shared plumbing for craftmate's commands: tokenising (brackets, braces and quotes stay in one
// token, so `stone_brick_stairs[facing=west]` and `{Items:[{Slot:1b, id:"minecraft:coal"}]}` are
// single arguments), the command source (who runs it, from where), and vanilla-style feedback:
// success as a system message, failure in red with the reason.
'use strict'

const { Vec3 } = require('vec3')
const { sendSystem, componentText } = require('./chat_component')
const { CommandError } = require('./selectors')

function tokenize (text) {
  const tokens = []
  let depth = 0
  let quote = null
  let current = ''
  for (const ch of String(text || '').trim()) {
    if (quote) { current += ch; if (ch === quote) quote = null; continue }
    if (ch === '"' || ch === "'") { quote = ch; current += ch; continue }
    if (ch === '[' || ch === '{') depth++
    if (ch === ']' || ch === '}') depth = Math.max(0, depth - 1)
    if (/\s/.test(ch) && depth === 0) {
      if (current) tokens.push(current)
      current = ''
      continue
    }
    current += ch
  }
  if (current) tokens.push(current)
  return tokens
}

// The command source (vanilla's CommandSourceStack) from flying-squid's context: `ctx.player` runs
// it; /execute adds `entity` (who runs it when not a player), `position`/`world` (where) and
// `feedback` (the player, or null for the console, who reads the answers: the one who typed
// /execute, as in vanilla).
function sourceOf (serv, ctx = {}) {
  const player = ctx.player
  const entity = ctx.entity ?? player
  const feedback = ctx.feedback !== undefined ? ctx.feedback : player
  const send = (component) => {
    if (feedback) sendSystem(feedback, component)
    else if (component.color === 'red') serv.err?.(componentText(component, serv.registry.language))
    else serv.info?.(componentText(component, serv.registry.language))
  }
  return {
    player,
    entity,
    feedback,
    world: ctx.world ?? entity?.world ?? serv.overworld,
    position: (ctx.position ?? entity?.position ?? new Vec3(0, 0, 0)).clone(),
    // A reply is text or a component (vanilla's translatable feedback).
    reply (message) {
      if (serv.craftmate.gamerules?.sendCommandFeedback === false) return
      send(typeof message === 'string' ? { text: message } : message)
    },
    fail (message) {
      ctx.onFail?.() // a command block counts the command as failed
      send(typeof message === 'string' ? { text: message, color: 'red' } : { ...message, color: 'red' })
    }
  }
}

// Registers a command whose `run(args, source)` gets the tokens; a CommandError becomes red feedback.
function defineCommand (serv, { base, aliases = [], usage, info, run }) {
  serv.commands.add({
    base,
    aliases,
    info: info || usage,
    usage,
    op: true,
    async action (text, ctx) {
      const source = sourceOf(serv, ctx)
      try {
        await run(tokenize(typeof text === 'string' ? text : ''), source)
      } catch (err) {
        if (err instanceof CommandError) source.fail(`${err.message}${usage ? `\nUsage: ${usage}` : ''}`)
        else {
          source.fail(`/${base} failed: ${err.message}`)
          serv.err?.(`craftmate command /${base}: ${err.stack}`)
        }
      }
    }
  })
}

function parseIntArg (text, what, min = -Infinity, max = Infinity) {
  if (text === undefined || !/^-?\d+$/.test(text)) throw new CommandError(`${what} must be a whole number, got '${text ?? ''}'`)
  const n = Number(text)
  if (n < min || n > max) throw new CommandError(`${what} must be between ${min} and ${max}, got ${n}`)
  return n
}

module.exports = { tokenize, sourceOf, defineCommand, parseIntArg, CommandError }
