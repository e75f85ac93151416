// Scale benchmark, node half: N mineflayer bots with mineflayer-pathfinder loaded in one node
// process, joining ten at a time, held idle; then every bot says a line and waits to see it come
// back. Prints progress lines starting with '#' and one JSON result line.
//   node mineflayer_scale.js <host> <port> <count> <holdSeconds> <settleSeconds> <viewDistance>
'use strict'
const mineflayer = require('mineflayer')
const { pathfinder } = require('mineflayer-pathfinder')
const [host, port, count, hold, settle, view] = process.argv.slice(2).map((v, i) => i === 0 ? v : Number(v))
const sleep = (ms) => new Promise(resolve => setTimeout(resolve, ms))
const batch = 10
const cpuSeconds = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6 }

function joinOnce (i) {
  const bot = mineflayer.createBot({ host, port, username: `mf_scale_${i}`, version: '1.21.1', auth: 'offline', viewDistance: view })
  bot.loadPlugin(pathfinder)
  bot.ended = false
  bot.on('end', () => { bot.ended = true })
  bot.on('error', () => {})
  return new Promise((resolve, reject) => {
    bot.once('spawn', () => resolve(bot))
    bot.once('end', (reason) => reject(new Error(`mf_scale_${i} ended before spawning: ${reason}`)))
  })
}

// A login the loaded server drops is tried again (twice), as the craftmate half never needed.
async function join (i) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await joinOnce(i)
    } catch (err) {
      if (attempt === 3) throw err
      process.stdout.write(`# mineflayer: ${err.message}; joining again\n`)
      await sleep(2000)
    }
  }
}

function roundTrip (bot, text) {
  const start = Date.now()
  return new Promise(resolve => {
    const timer = setTimeout(() => { bot.removeListener('chat', onChat); resolve(-1) }, 20000)
    function onChat (user, message) {
      if (user !== bot.username || message !== text) return
      clearTimeout(timer)
      bot.removeListener('chat', onChat)
      resolve(Date.now() - start)
    }
    bot.on('chat', onChat)
    bot.chat(text)
  })
}

async function main () {
  const rssBaseline = process.memoryUsage().rss
  const bots = []
  for (let first = 0; first < count; first += batch) {
    const group = []
    for (let i = first; i < Math.min(count, first + batch); i++) group.push(join(i))
    bots.push(...await Promise.all(group))
  }
  process.stdout.write(`# mineflayer: ${count} bots spawned; settling ${settle} s\n`)
  await sleep(settle * 1000)
  const holdStart = Date.now()
  const cpuStart = cpuSeconds()
  let peakRss = 0
  for (let elapsed = 0; elapsed < hold;) {
    const step = Math.min(60, hold - elapsed)
    await sleep(step * 1000)
    elapsed += step
    const rss = process.memoryUsage().rss
    peakRss = Math.max(peakRss, rss)
    const up = bots.filter(b => !b.ended).length
    process.stdout.write(`# mineflayer: ${String(elapsed).padStart(4)} s held, ${up} connected, ${(rss / 1048576).toFixed(1)} MB resident\n`)
  }
  const holdSeconds = (Date.now() - holdStart) / 1000
  const cpu = cpuSeconds() - cpuStart
  const rss = process.memoryUsage().rss
  const answers = await Promise.all(bots.map((b, i) => b.ended ? -1 : roundTrip(b, `ping ${i}`)))
  const result = {
    rssBaseline,
    rss,
    peakRss,
    cpuSeconds: cpu,
    holdSeconds,
    connected: bots.filter(b => !b.ended).length,
    answered: answers.filter(ms => ms >= 0).length,
    maxAnswerMs: Math.max(...answers),
    columns: bots.reduce((n, b) => n + b.world.getColumns().length, 0) / bots.length
  }
  process.stdout.write(JSON.stringify(result) + '\n')
  for (const b of bots) b.quit()
  setTimeout(() => process.exit(0), 1000)
}
main().catch(err => { process.stderr.write(String(err && err.stack ? err.stack : err) + '\n'); process.exit(1) })
