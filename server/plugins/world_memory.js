// Keeps every chunk column in memory while the server runs. flying-squid unloads a column when no
// player has it loaded, and without a world folder (craftmate runs in memory) that throws away
// every change made there: a structure set up by /fill far from the players, or a farm the
// agents walked away from, would be regenerated as plain terrain when they come back.
'use strict'

module.exports.server = function (serv) {
  serv._worldUnloadPlayerChunk = (chunkX, chunkZ, player) => {
    const id = chunkX + ',' + chunkZ
    delete player.loadedChunks[id]
    if (serv._worldChunksUsed[id] > 0) serv._worldChunksUsed[id]--
    return !serv._worldChunksUsed[id]
  }
}
