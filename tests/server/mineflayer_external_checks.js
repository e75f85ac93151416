#!/usr/bin/env node
// Runs mineflayer's own behaviour checks (test/externalTests of a mineflayer git checkout) against
// the embedded server, the way mineflayer's test/externalTest.js runs them against vanilla: one bot
// 'flatbot', bot.test.resetState() and "### Starting <name>" before each check, console commands
// through the server's stdin, mineflayer's own exclusions (digEverything, book, anvil,
// placeEntity). Not a CTest test: it needs the checkout, and it measures; it does not gate.
//
//   node tests/server/mineflayer_external_checks.js <mineflayer checkout> [check names...]
//
// The checkout's test/ and examples/ are used as they are; its lib/ and node_modules must resolve
// to server/node_modules' mineflayer (symlink them, see docs/server.md).
'use strict'

const path = require('path')
const fs = require('fs')
const h = require('./helpers')

const EXCLUDED = ['digEverything', 'book', 'anvil', 'placeEntity']
const TIMEOUT_MS = 40000
const [checkout, ...only] = process.argv.slice(2)
if (!checkout || !fs.existsSync(path.join(checkout, 'test', 'externalTests'))) {
  process.stderr.write('usage: mineflayer_external_checks.js <mineflayer checkout with test/externalTests> [check names...]\n')
  process.exit(2)
}
const testsDir = path.join(checkout, 'test', 'externalTests')
const commonTest = require(path.join(testsDir, 'plugins', 'testCommon'))

// mocha reports these as the running check's failure; here they are logged and the run goes on.
process.on('unhandledRejection', (err) => console.log('  unhandled rejection:', String(err?.message || err).slice(0, 120)))
process.on('uncaughtException', (err) => console.log('  uncaught exception:', String(err?.message || err).slice(0, 120)))

;(async () => {
  process.chdir(checkout) // the example checks start examples/<name>.js relative to the checkout
  const server = await h.startServer(['--world', 'vanilla-flat', '--gamemode', 'creative', '--op-everyone'])
  const wrap = { writeServer: (line) => server.console(line.trim()) }
  let bot
  async function connect () {
    bot = h.mineflayer.createBot({ username: 'flatbot', viewDistance: 'tiny', port: server.port, host: '127.0.0.1', version: '1.21.1' })
    commonTest(bot, wrap)
    bot.test.port = server.port
    bot.on('error', () => {})
    await h.once(bot, 'spawn', 30000)
  }
  await connect()
  const results = []
  for (const file of fs.readdirSync(testsDir).filter(f => f.endsWith('.js')).sort()) {
    const name = path.basename(file, '.js')
    if (EXCLUDED.includes(name) || (only.length && !only.includes(name))) continue
    const checks = require(path.join(testsDir, file))('1.21.1')
    for (const [sub, fn] of Object.entries(typeof checks === 'function' ? { '': checks } : checks)) {
      if (!fn) continue
      const label = sub ? `${name} ${sub}` : name
      let error = null
      let timer
      try {
        if (!bot.entity) await connect()
        await Promise.race([
          (async () => { await bot.test.resetState(); bot.test.sayEverywhere(`### Starting ${label}`); await fn(bot) })(),
          new Promise((resolve, reject) => { timer = setTimeout(() => reject(new Error(`timed out after ${TIMEOUT_MS} ms`)), TIMEOUT_MS) })
        ])
      } catch (err) {
        error = String(err?.message || err).split('\n')[0].slice(0, 160)
      }
      clearTimeout(timer)
      // A check that fails with a window open would fail every later check's set-up (their /give
      // answers go to that window, not to bot.inventory): close it, as a fresh check expects.
      if (bot.currentWindow) bot.closeWindow(bot.currentWindow)
      results.push({ label, error })
      console.log(`${error ? 'FAIL' : 'ok  '} ${label}${error ? ' — ' + error : ''}`)
    }
  }
  console.log(`\n${results.filter(r => !r.error).length} of ${results.length} pass`)
  if (process.env.SHOW_SERVER_ERRORS) console.log(server.stderr().split('\n').filter(l => /rror|craftmate/.test(l)).join('\n'))
  try { bot.quit() } catch (err) {}
  await server.stop()
  process.exit(0)
})()
