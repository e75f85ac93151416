// Task set-up commands (issue 7 item 6): every command MINDcraft issues to set up a cooking task
// (../shared/specs/mindcraft.md §8.3-§8.4) and a construction task, in the same textual form,
// checked by what a mineflayer bot then sees. The bots are declared operators (--ops).
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, andy, jill

h.serverWithBots(test, ['andy', 'jill'], (s, bots) => { server = s; [andy, jill] = bots })

// Runs a command as `bot` and returns its feedback: every command answers (success or error), so
// this waits for the first line (up to 15 s, generous for a loaded CI machine) plus `ms` for more.
async function run (bot, command, ms = 100) {
  const lines = []
  const onMessage = (m) => lines.push(m)
  bot.on('messagestr', onMessage)
  bot.chat(command)
  await h.until(() => lines.length > 0, `feedback to ${command}`, 15000).catch(() => {})
  await h.sleep(ms)
  bot.removeListener('messagestr', onMessage)
  return lines.join('\n')
}

test('initBotTask: /clear, /give, /tp to another agent and to random coordinates', async () => {
  await h.give(andy, 'dirt', 3)
  assert.match(await run(andy, '/clear andy'), /Removed 3 item\(s\) from player andy/)
  await h.until(() => andy.inventory.items().length === 0, 'an empty inventory')
  await run(andy, '/give andy bread 2')
  await run(andy, '/give andy oak_planks 100')
  await h.until(() => h.count(andy, 'bread') === 2 && h.count(andy, 'oak_planks') === 100, 'the initial inventory')
  await run(jill, '/tp jill andy')
  await h.until(() => jill.entity.position.distanceTo(andy.entity.position) < 0.5, 'jill next to andy')
  const p = andy.entity.position.clone()
  assert.match(await run(andy, `/tp andy ${Math.floor(p.x + 3)} ${p.y + 3} ${Math.floor(p.z - 4)}`), /Teleported andy to/)
  await h.until(() => Math.abs(andy.entity.position.x - (Math.floor(p.x + 3) + 0.5)) < 0.01, 'andy at the new x')
})

test('cooking world: /fill ground and air with ~ coordinates, crops with ages, mycelium, sugar cane', async () => {
  await run(andy, '/tp @a 0 5 0', 800)
  await h.until(() => Math.abs(andy.entity.position.x - 0.5) < 0.01 && Math.abs(jill.entity.position.x - 0.5) < 0.01, '/tp @a')
  await h.until(() => andy.blockAt(andy.entity.position.offset(0, -1, 0)), 'ground loaded')
  // Quarter-sized versions of §8.4 step 1 (the full 51x11x51 volume is below the 32768 limit too).
  assert.match(await run(andy, '/fill ~ ~-1 ~ ~20 ~-3 ~20 grass_block', 1500), /Successfully filled \d+ block\(s\)|No blocks were filled/)
  assert.match(await run(andy, '/fill ~ ~ ~ ~20 ~10 ~20 air', 1500), /Successfully filled|No blocks were filled/)
  assert.match(await run(andy, '/fill ~ ~ ~ ~60 ~10 ~60 air'), /Too many blocks in the specified area \(maximum 32768, specified 40931\)/)
  const b = andy.entity.position.floored()
  const plant = [
    [`/setblock ${b.x + 2} ${b.y - 1} ${b.z + 2} farmland`, `/setblock ${b.x + 2} ${b.y} ${b.z + 2} wheat[age=7]`],
    [`/setblock ${b.x + 3} ${b.y - 1} ${b.z + 2} farmland`, `/setblock ${b.x + 3} ${b.y} ${b.z + 2} beetroots[age=3]`],
    [`/setblock ${b.x + 4} ${b.y - 1} ${b.z + 2} farmland`, `/setblock ${b.x + 4} ${b.y} ${b.z + 2} carrots[age=7]`],
    [`/setblock ${b.x + 5} ${b.y} ${b.z + 2} potatoes[age=7]`],
    [`/setblock ${b.x + 6} ${b.y} ${b.z + 2} pumpkin`],
    [`/setblock ${b.x + 7} ${b.y - 1} ${b.z + 2} mycelium`, `/setblock ${b.x + 7} ${b.y} ${b.z + 2} red_mushroom`],
    [`/setblock ${b.x + 9} ${b.y - 1} ${b.z + 3} water`, `/setblock ${b.x + 9} ${b.y} ${b.z + 2} sugar_cane[age=15]`]
  ]
  for (const group of plant) for (const c of group) assert.match(await run(andy, c, 150), /Changed the block/)
  await h.until(() => andy.blockAt(b.offset(9, 0, 2))?.name === 'sugar_cane', 'the sugar cane')
  const block = (dx, dy, dz) => andy.blockAt(b.offset(dx, dy, dz))
  assert.strictEqual(block(2, -1, 2).name, 'farmland')
  assert.deepStrictEqual([block(2, 0, 2).name, Number(block(2, 0, 2).getProperties().age)], ['wheat', 7])
  assert.deepStrictEqual([block(3, 0, 2).name, Number(block(3, 0, 2).getProperties().age)], ['beetroots', 3])
  assert.strictEqual(block(6, 0, 2).name, 'pumpkin')
  assert.strictEqual(block(7, -1, 2).name, 'mycelium')
  assert.strictEqual(block(9, -1, 3).name, 'water')
  assert.strictEqual(Number(block(9, 0, 2).getProperties().age), 15)
  assert.strictEqual(block(10, -1, 10).name, 'grass_block', 'the filled ground')
  assert.strictEqual(jill.blockAt(b.offset(2, 0, 2))?.name, 'wheat', 'the other bot sees the same world')
})

test('cooking world: the house with stairs, crafting table, fuelled furnace and smoker', async () => {
  const b = andy.entity.position.floored().offset(0, 0, -8)
  assert.match(await run(andy, `/fill ${b.x} ${b.y} ${b.z} ${b.x + 10} ${b.y} ${b.z + 6} stone_bricks`, 800), /Successfully filled 77 block\(s\)/)
  assert.match(await run(andy, `/setblock ${b.x + 9} ${b.y + 1} ${b.z + 5} stone_brick_stairs[facing=west]`), /Changed the block/)
  for (const [dz, name] of [[3, 'crafting_table'], [5, 'furnace'], [1, 'smoker']]) {
    assert.match(await run(andy, `/setblock ${b.x + 4} ${b.y + 1} ${b.z + dz} ${name}`), /Changed the block/)
  }
  assert.match(await run(andy, `/data merge block ${b.x + 4} ${b.y + 1} ${b.z + 5} {Items:[{Slot:1b,id:"minecraft:coal",Count:64b}]}`), /Modified block data/)
  assert.match(await run(andy, `/data merge block ${b.x + 4} ${b.y + 1} ${b.z + 1} {Items:[{Slot:1b,id:"minecraft:coal",Count:64b}]}`), /Modified block data/)
  assert.match(await run(andy, `/setblock ${b.x + 7} ${b.y + 1} ${b.z + 2} bed`), /unknown block 'bed'/, 'vanilla has no block called bed either')
  const stairs = andy.blockAt(b.offset(9, 1, 5))
  assert.deepStrictEqual([stairs.name, stairs.getProperties().facing, stairs.getProperties().half], ['stone_brick_stairs', 'west', 'bottom'])
  await run(andy, `/tp andy ${b.x + 5} ${b.y + 1} ${b.z + 5}`)
  const smoker = await andy.openFurnace(andy.blockAt(b.offset(4, 1, 1)))
  assert.deepStrictEqual([smoker.fuelItem()?.name, smoker.fuelItem()?.count], ['coal', 64])
  smoker.close()
})

test('cooking world: /kill @e[type=...,distance=..200] and /summon animals at coordinates', async () => {
  const p = andy.entity.position.floored()
  for (const animal of ['cow', 'pig', 'sheep', 'chicken', 'rabbit']) {
    assert.match(await run(andy, `/summon ${animal} ${p.x + 3} ${p.y} ${p.z + 3}`, 150), /Summoned new/)
  }
  await h.until(() => ['cow', 'pig', 'sheep', 'chicken', 'rabbit'].every(n => Object.values(andy.entities).some(e => e.name === n)), 'the animals')
  assert.match(await run(andy, '/kill @e[type=cow,distance=..200]'), /Killed Cow/)
  await h.until(() => !Object.values(andy.entities).some(e => e.name === 'cow'), 'the cow gone', 4000)
  assert.ok(Object.values(andy.entities).some(e => e.name === 'pig'), 'other animals stay')
  for (const animal of ['chicken', 'llama', 'mooshroom', 'pig', 'rabbit', 'sheep']) {
    await run(andy, `/kill @e[type=${animal},distance=..200]`, 150)
  }
  await h.sleep(1500)
  assert.match(await run(andy, '/kill @e[type=item,distance=..200]'), /Killed/, 'the drops of the killed animals are items')
  await h.until(() => !Object.values(andy.entities).some(e => ['pig', 'sheep', 'chicken', 'rabbit', 'item'].includes(e.name)), 'everything gone', 4000)
  assert.match(await run(andy, '/kill @e[type=unicorn]'), /Unknown entity type 'unicorn'/)
})

test('construction: /tp @a to the blueprint origin and /setblock for every cell, air included', async () => {
  const o = andy.entity.position.floored().offset(-6, 0, 0)
  await run(andy, `/tp @a ${o.x} ${o.y} ${o.z}`)
  const cells = [['stone_bricks', 0, 0, 0], ['oak_planks', 1, 0, 0], ['air', 2, 0, 0], ['oak_log[axis=x]', 0, 1, 0], ['oak_stairs[facing=north,half=top]', 1, 1, 0]]
  for (const [block, dx, dy, dz] of cells) await run(andy, `/setblock ${o.x + dx} ${o.y + dy} ${o.z + dz + 3} ${block}`, 120)
  await h.until(() => andy.blockAt(o.offset(1, 1, 3))?.name === 'oak_stairs', 'the structure')
  assert.strictEqual(andy.blockAt(o.offset(0, 1, 3)).getProperties().axis, 'x')
  assert.strictEqual(andy.blockAt(o.offset(1, 1, 3)).getProperties().half, 'top')
  assert.strictEqual(andy.blockAt(o.offset(2, 0, 3)).name, 'air')
})

test('game settings: /gamemode, /time set, /weather, /gamerule, /effect', async () => {
  assert.match(await run(andy, '/gamemode creative andy'), /game mode to Creative Mode/)
  await h.until(() => andy.game.gameMode === 'creative', 'creative mode')
  await run(andy, '/gamemode survival andy')
  await h.until(() => andy.game.gameMode === 'survival', 'survival mode')
  assert.match(await run(andy, '/time set day'), /Set the time to 1000/)
  await h.until(() => andy.time.timeOfDay >= 1000 && andy.time.timeOfDay < 1400, 'daytime')
  assert.match(await run(andy, '/weather clear'), /Set the weather to clear/)
  assert.match(await run(andy, '/gamerule doDaylightCycle false'), /now set to: false/)
  assert.match(await run(andy, '/gamerule doDaylightCycle'), /currently set to: false/)
  assert.match(await run(andy, '/effect give jill speed 10 1'), /Applied effect Speed to jill/)
  await h.until(() => Object.keys(jill.entity.effects).length > 0, 'the speed effect at the client')
  assert.match(await run(andy, '/gamerule noSuchRule true'), /Unknown game rule/)
})

test('selectors: @p, @a with distance, a bad selector option is explained', async () => {
  assert.match(await run(andy, '/give @p apple 1'), /Gave 1 \[Apple\] to andy/)
  assert.match(await run(andy, '/give @a[distance=..1000] apple 1'), /Gave 1 \[Apple\] to 2 players/)
  assert.match(await run(andy, '/give @e[colour=red] apple 1'), /Unknown selector option 'colour'/)
  assert.match(await run(andy, '/give nobody apple 1'), /No player was found/)
})

test('/tell reaches the other bot as a whisper', async () => {
  const whisper = new Promise((resolve) => jill.once('whisper', (username, message) => resolve({ username, message })))
  await run(andy, '/tell jill meet me at the furnace')
  const got = await Promise.race([whisper, h.sleep(3000).then(() => null)])
  assert.deepStrictEqual(got, { username: 'andy', message: 'meet me at the furnace' })
})

test('each bot has the other in its player list, linked to its entity (needed for /tp <agent>)', async () => {
  await h.until(() => jill.players.andy?.entity && andy.players.jill?.entity, 'both player lists', 5000)
  assert.strictEqual(jill.players.andy.entity.id, andy.entity.id)
  assert.strictEqual(andy.players.jill.entity.id, jill.entity.id)
})

test('construction: a door placed by a bot has both halves, a bed its foot and head; breaking one half removes both', async () => {
  const b = andy.entity.position.floored()
  await run(andy, `/fill ${b.x - 3} ${b.y} ${b.z + 2} ${b.x + 3} ${b.y + 2} ${b.z + 6} air`)
  await h.give(andy, 'oak_door', 1)
  await h.give(andy, 'red_bed', 1)
  await andy.equip(andy.inventory.findInventoryItem(andy.registry.itemsByName.oak_door.id), 'hand')
  await andy.placeBlock(andy.blockAt(b.offset(0, -1, 2)), new h.Vec3(0, 1, 0)).catch(() => {})
  await h.until(() => andy.blockAt(b.offset(0, 1, 2))?.name === 'oak_door', 'the upper half of the door', 5000)
  assert.strictEqual(andy.blockAt(b.offset(0, 0, 2)).getProperties().half, 'lower')
  assert.strictEqual(andy.blockAt(b.offset(0, 1, 2)).getProperties().half, 'upper')
  assert.strictEqual(andy.blockAt(b.offset(0, 1, 2)).getProperties().facing, 'south', 'a door faces where the player looks')
  await andy.equip(andy.inventory.findInventoryItem(andy.registry.itemsByName.red_bed.id), 'hand')
  await andy.placeBlock(andy.blockAt(b.offset(2, -1, 3)), new h.Vec3(0, 1, 0)).catch(() => {})
  await h.until(() => andy.blockAt(b.offset(2, 0, 3))?.name === 'red_bed', 'the bed', 5000)
  const foot = andy.blockAt(b.offset(2, 0, 3)).getProperties()
  assert.strictEqual(foot.part, 'foot')
  const [dx, dz] = { north: [0, -1], south: [0, 1], west: [-1, 0], east: [1, 0] }[foot.facing]
  // The two halves arrive as two block updates: wait for the second as for the door's upper half.
  await h.until(() => andy.blockAt(b.offset(2 + dx, 0, 3 + dz))?.name !== 'air', 'the head of the bed', 5000)
  const head = andy.blockAt(b.offset(2 + dx, 0, 3 + dz))
  assert.deepStrictEqual([head.name, head.getProperties().part], ['red_bed', 'head'])
  await andy.dig(andy.blockAt(b.offset(0, 1, 2)))
  await h.until(() => andy.blockAt(b.offset(0, 0, 2))?.name === 'air', 'the lower half to go with the upper', 5000)
})
