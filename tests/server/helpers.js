// Shared helpers for the server plugin tests: start server/start.js on a free port, join
// mineflayer bots, wait for conditions. Used by every *.test.js here (node's test runner).
'use strict'

const path = require('path')
const { spawn } = require('child_process')

const fs = require('fs')

const SERVER_DIR = process.env.CRAFTMATE_SERVER_DIR || path.resolve(__dirname, '../../server')
if (!fs.existsSync(path.join(SERVER_DIR, 'node_modules', 'mineflayer'))) {
  throw new Error(`mineflayer is not installed in ${SERVER_DIR}/node_modules: run \`npm ci\` in ${SERVER_DIR} (or ./setup)`)
}
const mineflayer = require(path.join(SERVER_DIR, 'node_modules', 'mineflayer'))
const { Vec3 } = require(path.join(SERVER_DIR, 'node_modules', 'vec3'))

// The Minecraft version the server speaks and the bots join with (CRAFTMATE_MC_VERSION, e.g. to run
// the plugin tests on 1.21.4; default 1.21.1).
const VERSION = process.env.CRAFTMATE_MC_VERSION || '1.21.1'

function sleep (ms) { return new Promise(resolve => setTimeout(resolve, ms)) }

// Polls `check` until it returns a truthy value; throws `what` on timeout.
async function until (check, what, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await check()
    if (value) return value
    await sleep(50)
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

// Starts the embedded server; resolves to { port, stop(), stderr() }.
function startServer (args = []) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [path.join(SERVER_DIR, 'start.js'), '--port', '0', '--version', VERSION, ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
    let stderr = ''
    let stdout = ''
    proc.stderr.on('data', d => { stderr += d })
    const timer = setTimeout(() => { proc.kill('SIGKILL'); reject(new Error('server did not print READY within 60 s:\n' + stderr)) }, 60000)
    proc.stdout.on('data', d => {
      stdout += d
      const m = /READY (\d+)\n/.exec(stdout)
      if (!m) return
      clearTimeout(timer)
      resolve({
        port: Number(m[1]),
        console: (line) => proc.stdin.write(line + '\n'),
        stderr: () => stderr,
        stop: () => new Promise(res => { proc.once('exit', res); proc.stdin.end(); setTimeout(() => proc.kill('SIGKILL'), 5000).unref() })
      })
    })
    proc.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited with ${code} before READY:\n${stderr}`)) })
  })
}

async function joinBot (port, username) {
  const bot = mineflayer.createBot({ host: '127.0.0.1', port, username, version: VERSION, auth: 'offline' })
  await new Promise((resolve, reject) => {
    bot.once('spawn', resolve)
    bot.once('error', reject)
    bot.once('kicked', (reason) => reject(new Error('kicked: ' + JSON.stringify(reason))))
    bot.once('end', (reason) => reject(new Error(`${username}'s connection ended before spawning: ${reason}`)))
  })
  // Let the initial inventory and chunks arrive.
  await until(() => bot.entity && bot.blockAt(bot.entity.position.offset(0, -1, 0)), `${username} to see the ground`)
  return bot
}

// The set-up most test files share: test.before starts one server (start.js `args`, the bots
// declared operators as craftmate's runs declare theirs), joins `names` in order and calls
// `ready(server, bots)`; test.after has the joined bots quit and stops the server.
function serverWithBots (test, names, ready, args = []) {
  let server
  const bots = []
  test.before(async () => {
    server = await startServer(['--ops', names.join(','), ...args])
    for (const name of names) bots.push(await joinBot(server.port, name))
    await ready(server, bots)
  })
  test.after(async () => {
    for (const bot of bots) bot.quit()
    await server?.stop()
  })
}

// A bare node-minecraft-protocol client that answers each teleport like vanilla (confirm, then a
// position_look at the new place, not on the ground as the teleport leaves it) and otherwise stands
// still: nothing but the server moves it. `at` is the last place it was sent to, `id` its entity id.
// Its moves carry both onGround (up to 1.21.1) and flags.onGround (1.21.2 on); each version writes its own.
function joinBare (port, username) {
  const mc = require(path.join(SERVER_DIR, 'node_modules', 'minecraft-protocol'))
  const client = mc.createClient({ host: '127.0.0.1', port, username, version: VERSION, auth: 'offline' })
  const bare = { client, id: null, at: null }
  client.on('error', () => {})
  client.on('login', ({ entityId }) => { bare.id = entityId })
  client.on('position', (p) => {
    client.write('teleport_confirm', { teleportId: p.teleportId })
    client.write('position_look', { x: p.x, y: p.y, z: p.z, yaw: 0, pitch: 0, onGround: false, flags: { onGround: false } })
    bare.at = p
  })
  return bare
}

// The first argument of the next `event` of `emitter`; rejects after `timeoutMs`.
function once (emitter, event, timeoutMs = 15000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.removeListener(event, on)
      reject(new Error(`timed out after ${timeoutMs} ms waiting for '${event}'`))
    }, timeoutMs)
    const on = (value) => { clearTimeout(timer); resolve(value) }
    emitter.once(event, on)
  })
}

function count (bot, name) {
  return bot.inventory.items().filter(i => i.name === name).reduce((n, i) => n + i.count, 0)
}

// The item an item entity holds, or null until its metadata (sent right after the spawn packet)
// has arrived.
function droppedItem (entity) {
  try {
    return entity.name === 'item' ? entity.getDroppedItem() : null
  } catch (err) {
    return null
  }
}

async function give (bot, name, n) {
  const before = count(bot, name)
  bot.chat(`/give ${bot.username} ${name} ${n}`)
  await until(() => count(bot, name) >= before + n, `${bot.username} to receive ${n} ${name}`)
}

module.exports = { SERVER_DIR, VERSION, mineflayer, Vec3, sleep, until, once, startServer, joinBot, serverWithBots, joinBare, count, give, droppedItem }
