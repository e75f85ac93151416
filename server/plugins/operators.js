// Who is an operator: the players named with --ops (the bots a craftmate run declares, which send
// the task set-up commands), or everybody with --op-everyone; nobody else. A model's or a
// stranger's chat must not /stop the server or /give itself a task's items.
//
// flying-squid's login assigns `player.op` once from its `everybody-op` setting before the player
// can send anything; that first assignment is replaced by this decision. Later assignments (the
// console's /op and /deop) are kept as they come.
'use strict'

module.exports.server = function (serv, settings) {
  const { operators = [], opEveryone = false } = settings.craftmate || {}
  const names = new Set(operators)
  serv.craftmate = serv.craftmate || {}
  serv.craftmate.isDeclaredOperator = (username) => opEveryone || names.has(username)
}

module.exports.player = function (player, serv) {
  let op
  let decided = false
  Object.defineProperty(player, 'op', {
    configurable: true,
    enumerable: true,
    get: () => op,
    set: (value) => {
      op = decided ? value : serv.craftmate.isDeclaredOperator(player._client.username)
      decided = true
    }
  })
}
