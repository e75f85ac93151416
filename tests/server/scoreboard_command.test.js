// /scoreboard (issue 19): objectives reach clients while a display slot shows them (mineflayer's
// bot.scoreboards, bot.scoreboard and its scoreboard events), scores go out as scoreboard_score and
// reset_score, a player who joins later gets the whole state, and bad input is refused with
// vanilla's texts. mineflayer 4.x reads scoreboard_score's pre-1.20.3 `action` field, so on 1.21.1
// it never stores a score: scores are checked on the packets its client decodes.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const path = require('path')
const h = require('./helpers')

let server, andy
const messages = []

h.serverWithBots(test, ['andy'], (s, bots) => {
  server = s
  andy = bots[0]
  andy.on('message', (m) => messages.push(m.toString()))
})

// Sends `command` and waits for feedback matching `pattern`.
async function run (command, pattern) {
  const from = messages.length
  andy.chat(command)
  return h.until(() => messages.slice(from).find(m => pattern.test(m)), `'${pattern}' after ${command}`)
}
const titleOf = (bot, board) => require(path.join(h.SERVER_DIR, 'node_modules', 'prismarine-chat'))(bot.registry).fromNotch(board.title).toString()
// The scores a client was sent, as 1.20.3+ defines them: set by scoreboard_score, removed by reset_score.
function scoresSeen (client) {
  const scores = {}
  client.on('scoreboard_score', (p) => { (scores[p.scoreName] ??= {})[p.itemName] = p.value })
  client.on('reset_score', (p) => {
    for (const [objective, items] of Object.entries(scores)) if (p.objective_name == null || p.objective_name === objective) delete items[p.entity_name]
  })
  return scores
}

test('an objective is sent while shown; its title, slot and scores follow the commands', async () => {
  const scores = scoresSeen(andy._client)
  await run('/scoreboard objectives add kills dummy "Kills"', /^Created new objective \[Kills\]$/)
  await run('/scoreboard players set andy kills 3', /^Set \[Kills\] for andy to 3$/)
  assert.strictEqual(andy.scoreboards.kills, undefined, 'not shown anywhere: not sent (vanilla tracks shown objectives only)')

  const created = h.once(andy, 'scoreboardCreated')
  const positioned = h.once(andy, 'scoreboardPosition')
  await run('/scoreboard objectives setdisplay sidebar kills', /^Set display slot sidebar to show objective \[Kills\]$/)
  assert.strictEqual((await created).name, 'kills')
  assert.strictEqual(await positioned, 1)
  assert.strictEqual(andy.scoreboard.sidebar.name, 'kills')
  assert.strictEqual(titleOf(andy, andy.scoreboards.kills), 'Kills')
  await h.until(() => scores.kills?.andy === 3, 'the score set before it was shown')

  await run('/scoreboard players add andy kills 2', /^Added 2 to \[Kills\] for andy \(now 5\)$/)
  await run('/scoreboard players remove #total kills 4', /^Removed 4 from \[Kills\] for #total \(now -4\)$/)
  assert.deepStrictEqual(scores.kills, { andy: 5, '#total': -4 })
  await run('/scoreboard players get andy kills', /^andy has 5 \[Kills\]$/)

  const retitled = h.once(andy, 'scoreboardTitleChanged')
  await run('/scoreboard objectives modify kills displayname {"text":"Frags","color":"red"}', /^Changed the display name of kills to \[Frags\]$/)
  assert.strictEqual(titleOf(andy, await retitled), 'Frags')
  await run('/scoreboard objectives modify kills rendertype hearts', /^Changed the render type of objective \[Frags\]$/)

  await run('/scoreboard players reset andy kills', /^Reset \[Frags\] for andy$/)
  assert.deepStrictEqual(scores.kills, { '#total': -4 })
  await run('/scoreboard players list', /^There are 1 tracked entity\/entities: #total$/)

  const deleted = h.once(andy, 'scoreboardDeleted')
  await run('/scoreboard objectives remove kills', /^Removed objective \[Frags\]$/)
  assert.strictEqual((await deleted).name, 'kills')
  assert.strictEqual(andy.scoreboards.kills, undefined)
  assert.strictEqual(andy.scoreboard.sidebar, undefined)
  await run('/scoreboard objectives list', /^There are no objectives$/)
})

test('clearing a slot, slots per team colour, * and reset of every score', async () => {
  const scores = scoresSeen(andy._client)
  await run('/scoreboard objectives add deaths deathCount', /^Created new objective \[deaths\]$/)
  await run('/scoreboard objectives setdisplay list deaths', /^Set display slot list to show objective \[deaths\]$/)
  await run('/scoreboard objectives setdisplay sidebar.team.red deaths', /^Set display slot sidebar.team.red to show objective \[deaths\]$/)
  assert.strictEqual(andy.scoreboard[0].name, 'deaths')
  assert.strictEqual(andy.scoreboard[3 + 12].name, 'deaths', 'red is formatting code 12')
  await run('/scoreboard objectives setdisplay list deaths', /^Nothing changed. That display slot is already showing that objective/)
  await run('/scoreboard players set @a deaths 7', /^Set \[deaths\] for andy to 7$/)
  await run('/scoreboard players set bob deaths 1', /^Set \[deaths\] for bob to 1$/)
  await run('/scoreboard players add * deaths 1', /^Added 1 to \[deaths\] for 2 entities$/)
  await h.until(() => scores.deaths?.andy === 8 && scores.deaths?.bob === 2, 'both scores raised')

  // The list slot cleared while the red team's sidebar still shows it: the objective stays.
  await run('/scoreboard objectives setdisplay list', /^Cleared any objectives in display slot list$/)
  await run('/scoreboard objectives setdisplay list', /^Nothing changed. That display slot is already empty/)
  assert.ok(andy.scoreboards.deaths, 'still shown in sidebar.team.red')
  // Its last slot cleared: clients drop it.
  const deleted = h.once(andy, 'scoreboardDeleted')
  await run('/scoreboard objectives setdisplay sidebar.team.red', /^Cleared any objectives in display slot sidebar.team.red$/)
  assert.strictEqual((await deleted).name, 'deaths')
  await run('/scoreboard objectives setdisplay below_name deaths', /^Set display slot below_name to show objective \[deaths\]$/)
  await h.until(() => andy.scoreboard.belowName?.name === 'deaths', 'shown again below names')

  await run('/scoreboard players reset *', /^Reset all scores for 2 entities$/)
  await h.until(() => Object.keys(scores.deaths).length === 0, 'every score reset')
  await run('/scoreboard players list andy', /^andy has no scores to show$/)
  await run('/scoreboard objectives remove deaths', /^Removed objective \[deaths\]$/)
})

test('a player who joins later gets the shown objectives, their slots and scores', async () => {
  await run('/scoreboard objectives add coins dummy "Coins"', /^Created new objective \[Coins\]$/)
  await run('/scoreboard objectives add hidden dummy', /^Created new objective \[hidden\]$/)
  await run('/scoreboard players set andy coins 12', /^Set \[Coins\] for andy to 12$/)
  await run('/scoreboard players set andy hidden 1', /^Set \[hidden\] for andy to 1$/)
  await run('/scoreboard objectives setdisplay sidebar coins', /^Set display slot sidebar/)
  const bare = h.joinBare(server.port, 'bare')
  const scores = scoresSeen(bare.client)
  const jill = await h.joinBot(server.port, 'jill')
  try {
    await h.until(() => jill.scoreboard.sidebar?.name === 'coins', 'jill to see coins in the sidebar')
    assert.strictEqual(titleOf(jill, jill.scoreboards.coins), 'Coins')
    assert.strictEqual(jill.scoreboards.hidden, undefined, 'an objective shown nowhere is not sent')
    await h.until(() => scores.coins?.andy === 12, 'the later client to get the score')
    assert.deepStrictEqual(scores, { coins: { andy: 12 } })
  } finally {
    jill.quit()
    bare.client.end()
  }
})

test('refusals: duplicate and unknown objectives, bad criteria and slots, read-only objectives', async () => {
  const refusals = [
    ['/scoreboard objectives add coins dummy', /^An objective already exists by that name/],
    ['/scoreboard players set andy nope 1', /^Unknown scoreboard objective 'nope'/],
    ['/scoreboard objectives add x nonsense', /^Unknown criterion 'nonsense'/],
    ['/scoreboard objectives add y minecraft.mined:minecraft.no_such_block', /^Unknown criterion 'minecraft.mined:minecraft.no_such_block'/],
    ['/scoreboard objectives setdisplay middle coins', /^Unknown display slot 'middle'/],
    ['/scoreboard players get bob coins', /^Can't get value of coins for bob; none is set/],
    ['/scoreboard players set andy coins 1.5', /^score must be a whole number, got '1.5'/]
  ]
  for (const [command, pattern] of refusals) await run(command, pattern)
  await run('/scoreboard objectives add hp health', /^Created new objective \[hp\]$/)
  await run('/scoreboard objectives add mined minecraft.mined:minecraft.stone', /^Created new objective \[mined\]$/)
  await run('/scoreboard players set andy hp 3', /^Scoreboard objective 'hp' is read-only/)
})

test('tab completion of /scoreboard', async () => {
  const matches = async (text) => (await andy.tabComplete(text)).map(m => m.match)
  assert.deepStrictEqual(await matches('/scoreboard o'), ['objectives'])
  assert.deepStrictEqual(await matches('/scoreboard objectives setdisplay sidebar.team.r'), ['sidebar.team.red'])
  assert.deepStrictEqual(await matches('/scoreboard players set andy co'), ['coins'])
  assert.deepStrictEqual(await matches('/scoreboard objectives modify coins rendertype h'), ['hearts'])
})
