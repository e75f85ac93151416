// Score holder arguments (vanilla's ScoreHolderArgument) of /scoreboard and /team: `*` for every
// holder with a score (scoreboard_command.js's serv.craftmate.scoreHolders), a selector's entities
// (players by name, other entities by UUID), or any other word as it is (an offline player or a
// fake player such as "#total").
'use strict'

function scoreHolders (serv, text, source) {
  if (text === '*') return serv.craftmate.scoreHolders?.() ?? []
  if (text.startsWith('@')) return serv.craftmate.selectors.select(text, source).map(e => e.username ?? e.uuid)
  return [text]
}

module.exports = { scoreHolders }
