// The text component argument of /tellraw, /title, /bossbar, /team: JSON (string, object or
// array), or, as vanilla's lenient reader takes it, a bare word.
'use strict'

const { CommandError } = require('./selectors')

function parseComponent (text) {
  if (!text) throw new CommandError('Incomplete command: a JSON text component is missing')
  try {
    return JSON.parse(text)
  } catch (err) {
    if (/^[^\s{}[\]"]+$/.test(text)) return text
    throw new CommandError(`Invalid JSON text component: ${err.message}`)
  }
}

module.exports = { parseComponent }
