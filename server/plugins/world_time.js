// The world clock as vanilla 1.21.1 keeps and sends it:
//   * the day time advances one per tick while the gamerule doDaylightCycle is true, without
//     wrapping (day 3 at noon is 78000: `time query day` and the client's moon phase count days);
//     flying-squid advanced it 20 at a time, wrapped it at 24000 and lost the day;
//   * every player gets `update_time` every 20 ticks whether or not the daylight cycle runs, with
//     the game time (ticks since start) as age and, while the cycle is stopped, the day time
//     negated (-1 for 0), which is how clients learn that the sun stands still; flying-squid sent
//     nothing while doDaylightCycle was false, and an age of 0;
//   * a joining player gets the time at once.
// `serv.setTime(t)` sets the day time and sends it; `serv.craftmate.timePacket()` is the packet,
// `serv.craftmate.gameTime()` the ticks since the start.
'use strict'

const SEND_EVERY = 20 // ticks, as vanilla's MinecraftServer.tickChildren

module.exports.server = function (serv) {
  let gameTime = 0
  const cycling = () => serv.craftmate.gamerules?.doDaylightCycle !== false
  // flying-squid's own clock (daycycle.js) stays off; this plugin's replaces it.
  serv.doDaylightCycle = false

  serv.craftmate.gameTime = () => gameTime
  serv.craftmate.timePacket = () => {
    const day = BigInt(Math.floor(serv.time || 0))
    return { age: BigInt(gameTime), time: cycling() ? day : (day === 0n ? -1n : -day) }
  }
  const sendAll = () => {
    const packet = serv.craftmate.timePacket()
    for (const p of serv.players) if (!p._client.ended) p._client.write('update_time', packet)
  }
  serv.setTime = (time) => {
    serv.time = Math.max(0, Math.floor(time))
    sendAll()
  }
  serv.on('tick', () => {
    gameTime++
    if (cycling()) serv.time = (serv.time || 0) + 1
    if (gameTime % SEND_EVERY === 0) sendAll()
  })
}

module.exports.player = function (player, serv) {
  player.once('spawned', () => player._client.write('update_time', serv.craftmate.timePacket()))
}
