// craftmate's flying-squid plugins, in load order. Each module exports optional
// `server(serv, settings)` and `player(player, serv, settings)` like flying-squid's own plugins.
'use strict'

const PLUGINS = [
  'protocol_fixes',
  'teleport_confirmation', // moves answering an older teleport do not undo a newer one
  'chunk_sending', // the chunks around a player follow it after a /tp
  'entity_tracking', // who is shown an entity follows where it is after a /tp
  'block_placing', // vanilla's answer to every placement; torches at the player's feet
  'windows', // menus with vanilla click semantics; other plugins open menus through it
  'items_on_ground',
  'containers', // crafting tables and chests (block entities)
  'furnaces',
  'loot', // block, crop and animal drops
  'farming',
  'two_block_structures', // doors and beds
  'eating',
  'world_memory', // never forget edited chunks while the server runs
  'world_commands', // /setblock /fill /data /summon /kill
  'player_commands' // /clear /give /tp /gamemode /time /weather /gamerule /effect /tell
]

function loadCraftmatePlugins (serv, options) {
  for (const name of PLUGINS) {
    serv.addPlugin(`craftmate_${name}`, require(`./${name}`), options)
  }
}

module.exports = { loadCraftmatePlugins, PLUGINS }
