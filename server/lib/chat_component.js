// Text components as network NBT (1.20.3+ sends chat, titles and system messages as NBT). flying-squid
// can only encode plain text; this encodes translate/with/color/extra and nested objects
// (clickEvent, hoverEvent) too, so window titles, whispers and command feedback arrive as vanilla
// sends them. Numbers among `with` arguments become text components.
'use strict'

const nbt = require('prismarine-nbt')

// Plain text with no style is sent as a bare String tag, as vanilla's codec does (clients such as
// mineflayer's title plugin read it that way); anything else as a Compound.
function toNbt (component) {
  const c = normalize(component)
  const keys = Object.keys(c).filter(k => c[k] !== undefined)
  if (keys.length === 1 && keys[0] === 'text') return nbt.string(c.text)
  return compound(c)
}

// A JSON text component (string, number, array = first element with the rest as siblings) as an
// object with `text`/`translate`/`with`/`extra`/style keys.
function normalize (component) {
  if (Array.isArray(component)) {
    const [first, ...rest] = component.map(normalize)
    return rest.length ? { ...first, extra: [...(first.extra || []), ...rest] } : (first || { text: '' })
  }
  if (component === null || typeof component !== 'object') return { text: String(component ?? '') }
  return component
}

function compound (component) {
  const fields = {}
  for (const [key, value] of Object.entries(normalize(component))) {
    if (value === undefined) continue
    if (key === 'with' && value.every(v => typeof v === 'string')) {
      // Plain-string arguments stay strings, as vanilla writes them (clients read with[0] as text).
      fields[key] = nbt.list(nbt.string(value))
    } else if (key === 'with' || key === 'extra') {
      fields[key] = nbt.list(nbt.comp(value.map(v => compound(v).value)))
    } else if (typeof value === 'boolean') {
      fields[key] = nbt.byte(value ? 1 : 0)
    } else if (value !== null && typeof value === 'object') {
      fields[key] = compound(value)
    } else {
      fields[key] = nbt.string(String(value))
    }
  }
  return nbt.comp(fields)
}

// Sends a component to every player on the server (not to one whose connection has just ended).
function broadcastSystem (serv, component) {
  const content = toNbt(component)
  for (const p of serv.players) if (!p._client.ended) p._client.write('system_chat', { content, isActionBar: false })
}

// Sends a system message (as a vanilla server sends command feedback) to one player.
function sendSystem (player, component) {
  player._client.write('system_chat', { content: toNbt(component), isActionBar: false })
}

// Plain text of a component for the console log; translation keys are rendered with
// minecraft-data's English strings when `language` is given, else shown as key[args].
function componentText (component, language = null) {
  component = normalize(component)
  let out = component.text ?? ''
  if (component.translate) {
    const args = (component.with || []).map(a => componentText(a, language))
    const format = language?.[component.translate]
    if (format) {
      let next = 0
      out += format.replace(/%(?:(\d+)\$)?s/g, (_, index) => args[index ? Number(index) - 1 : next++] ?? '')
    } else out += `${component.translate}${args.length ? '[' + args.join(', ') + ']' : ''}`
  }
  for (const part of component.extra || []) out += componentText(part, language)
  return out
}

module.exports = { toNbt, normalize, sendSystem, broadcastSystem, componentText }
