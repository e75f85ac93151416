// Memory benchmark, node half: N mineflayer bots in one node process (as MINDcraft would host them
// if it shared a process), idle after spawning; prints {"rssBaseline", "rss", "columns"} as JSON.
//   node mineflayer_memory.js <host> <port> <count> <settleSeconds>
'use strict'
const mineflayer = require('mineflayer')
const [host, port, count, settle] = process.argv.slice(2)
const sleep = (ms) => new Promise(resolve => setTimeout(resolve, ms))

async function main () {
  if (global.gc) global.gc()
  const rssBaseline = process.memoryUsage().rss
  const bots = []
  for (let i = 0; i < Number(count); i++) {
    const bot = mineflayer.createBot({ host, port: Number(port), username: `mf_mem_${i}`, version: '1.21.1', auth: 'offline', viewDistance: 10 })
    bots.push(bot)
    await new Promise((resolve, reject) => { bot.once('spawn', resolve); bot.once('end', reject) })
    await sleep(200)
  }
  await sleep(Number(settle) * 1000)
  const columns = bots.reduce((n, b) => n + b.world.getColumns().length, 0) / bots.length
  const rss = process.memoryUsage().rss
  process.stdout.write(JSON.stringify({ rssBaseline, rss, columns }) + '\n')
  for (const b of bots) b.quit()
  setTimeout(() => process.exit(0), 500)
}
main().catch(err => { process.stderr.write(String(err) + '\n'); process.exit(1) })
