// craftmate's flying-squid plugins, in load order. Each module exports optional
// `server(serv, settings)` and `player(player, serv, settings)` like flying-squid's own plugins.
'use strict'

const PLUGINS = [
  'version_adapters', // 1.21.1's packet layout adapted to the version served (start.js --version)
  'protocol_fixes',
  'secure_chat', // online mode with --enforce-secure-chat: chat sessions and signatures checked
  'operators', // the names given with --ops (or everybody with --op-everyone)
  'join_and_leave', // vanilla's join/leave messages; player_remove on logout
  'teleport_confirmation', // moves answering an older teleport do not undo a newer one
  'chunk_sending', // the chunks around a player follow it after a /tp
  'entity_tracking', // who is shown an entity follows where it is after a /tp
  'block_placing', // vanilla's answer to every placement; torches at the player's feet
  'windows', // menus with vanilla click semantics; other plugins open menus through it
  'entity_physics', // one tick's step at most, however late the tick
  'items_on_ground',
  'containers', // crafting tables and chests (block entities)
  'double_chests', // two chests side by side join
  'signs', // every wood type; edits kept and shown
  'furnaces',
  'loot', // block, crop and animal drops
  'knockback', // attacks within reach; vanilla knockback; velocities clamped to fit the packet
  'farming',
  'two_block_structures', // doors and beds
  'eating',
  'death_and_respawn', // the death screen, drops, and the 1.21.1 respawn packet
  'world_memory', // never forget edited chunks while the server runs
  'player_memory', // a player who rejoins gets back its inventory and position
  'world_commands', // /setblock /fill /data /summon /kill
  'player_commands', // /clear /give /tp /gamemode /time /gamerule /effect /tell
  'world_time', // the clock; update_time every 20 ticks
  'weather', // /weather; rain and thunder game events on change
  'execute_command', // /execute as|at|in|positioned|if|unless ... run
  'text_commands', // /tellraw /title
  'experience', // levels, progress and total points; /xp
  'particle_command', // /particle <name> ...
  'bossbar_command', // /bossbar
  'team_command', // /team
  'scoreboard_command', // /scoreboard: objectives, display slots, scores
  'tab_completion', // command and argument suggestions (tab_complete)
  'beds', // sleeping, the night skipped, respawn at the bed
  'placed_entities', // spawn eggs, armor stands, end crystals, boats
  'vehicles', // riding boats, rafts and minecarts: boarding, steering (vehicle_move), leaving
  'fishing', // cast, bite, catch
  'enchanting_table', // the enchantment menu, offers from bookshelves, enchant_item
  'block_changes', // one event for every block change; redstone block power
  'note_blocks', // play on power, hit and use; tuning
  'command_blocks', // set by operators in creative; impulse blocks run on power
  'villagers', // the merchant menu: offers from /summon's NBT, select_trade, paying
  'elytra', // fall flying: start_fall_flying, the shared flag, firework rockets
  'nether_portals', // the nether; portals lit with flint and steel; travel between dimensions
  'books', // book and quill editing and signing (edit_book)
  'anvil' // the anvil menu: repair, combine, rename, costs
]

// Every plugin loads on every version served (1.20.5 to 1.21.4); version_adapters.js adapts what
// changed between them.
function loadCraftmatePlugins (serv, options) {
  serv.setMaxListeners(Math.max(serv.getMaxListeners(), 2 * PLUGINS.length)) // many listen to 'tick'
  for (const name of PLUGINS) {
    serv.addPlugin(`craftmate_${name}`, require(`./${name}`), options)
  }
}

module.exports = { loadCraftmatePlugins, PLUGINS }
