// Text components as network NBT (1.20.3+ sends chat, titles and system messages as NBT). flying-squid
// can only encode plain text; this encodes translate/with/color/extra too, so window titles and
// whispers arrive as vanilla sends them.
'use strict'

const nbt = require('prismarine-nbt')

function toNbt (component) {
  if (typeof component === 'string') return nbt.comp({ text: nbt.string(component) })
  const fields = {}
  for (const [key, value] of Object.entries(component)) {
    if (value === undefined) continue
    if (key === 'with' || key === 'extra') {
      fields[key] = nbt.list(nbt.comp(value.map(v => toNbt(typeof v === 'string' ? { text: v } : v).value)))
    } else if (typeof value === 'boolean') {
      fields[key] = nbt.byte(value ? 1 : 0)
    } else {
      fields[key] = nbt.string(String(value))
    }
  }
  return nbt.comp(fields)
}

// Sends a system message (as a vanilla server sends command feedback) to one player.
function sendSystem (player, component) {
  player._client.write('system_chat', { content: toNbt(component), isActionBar: false })
}

module.exports = { toNbt, sendSystem }
