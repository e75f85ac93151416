// The pure parts of the server plugins: recipe matching, block-state syntax, selectors' ranges
// and coordinates, command tokens, fuel times, start.js options. No server needed.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const path = require('path')
const { SERVER_DIR } = require('./helpers')
const registry = require(path.join(SERVER_DIR, 'node_modules', 'prismarine-registry'))('1.21.1')
const { RecipeBook } = require(path.join(SERVER_DIR, 'lib', 'recipes'))
const { blockStates } = require(path.join(SERVER_DIR, 'lib', 'block_states'))
const { parseRange, parseCoordinate } = require(path.join(SERVER_DIR, 'lib', 'selectors'))
const { tokenize } = require(path.join(SERVER_DIR, 'lib', 'command_support'))
const { burnTicksOf, buildCookingTables } = require(path.join(SERVER_DIR, 'plugins', 'furnaces'))
const { parseStartOptions } = require(path.join(SERVER_DIR, 'lib', 'start_options'))

const id = (name) => registry.itemsByName[name].id
const book = new RecipeBook(registry)

test('shaped recipes match anywhere in the grid and mirrored', () => {
  const P = id('oak_planks')
  const S = id('stick')
  // A wooden pickaxe in the 3x3 grid: PPP / .S. / .S.
  assert.strictEqual(book.match([P, P, P, null, S, null, null, S, null], 3, 3).result.id, id('wooden_pickaxe'))
  // Sticks from two planks in the right column of a 2x2 grid.
  assert.deepStrictEqual(book.match([null, P, null, P], 2, 2).result, { id: S, count: 4 })
  // A wooden axe and its mirror image: PP / PS / .S  and  PP / SP / S.
  assert.strictEqual(book.match([P, P, null, P, S, null, null, S, null], 3, 3).result.id, id('wooden_axe'))
  assert.strictEqual(book.match([null, P, P, null, S, P, null, S, null], 3, 3).result.id, id('wooden_axe'))
})

test('shapeless recipes match the ingredients in any cells; wrong sets match nothing', () => {
  const stew = book.match([id('bowl'), null, id('red_mushroom'), id('brown_mushroom')], 2, 2)
  assert.strictEqual(stew.result.id, id('mushroom_stew'))
  assert.strictEqual(book.match([id('bowl'), id('red_mushroom'), null, null], 2, 2), null)
  assert.strictEqual(book.match([null, null, null, null], 2, 2), null)
})

test('bread and a bookshelf come from the recipes MineCollab tasks use', () => {
  const W = id('wheat')
  assert.strictEqual(book.match([null, null, null, W, W, W, null, null, null], 3, 3).result.id, id('bread'))
  const P = id('oak_planks')
  const B = id('book')
  assert.strictEqual(book.match([P, P, P, B, B, B, P, P, P], 3, 3).result.id, id('bookshelf'))
  assert.strictEqual(book.remainderOf(id('milk_bucket')), 'bucket')
})

test('block states parse the vanilla syntax and compute state ids', () => {
  const states = blockStates(registry)
  const stairs = states.parse('stone_brick_stairs[facing=west]')
  assert.strictEqual(states.propertiesOf(stairs.stateId).facing, 'west')
  assert.strictEqual(states.propertiesOf(stairs.stateId).half, 'bottom')
  const wheat = states.parse('minecraft:wheat[age=7]')
  assert.strictEqual(states.propertiesOf(wheat.stateId).age, '7')
  assert.strictEqual(states.parse('sugar_cane[age=15]').block.name, 'sugar_cane')
  assert.throws(() => states.parse('bed'), /unknown block 'bed'/)
  assert.throws(() => states.parse('wheat[age=9]'), /not a valid age/)
  assert.throws(() => states.parse('stone[facing=up]'), /has no property 'facing'/)
})

test('selector ranges and ~ coordinates', () => {
  assert.deepStrictEqual(parseRange('..200'), { min: -Infinity, max: 200 })
  assert.deepStrictEqual(parseRange('3..5'), { min: 3, max: 5 })
  assert.throws(() => parseRange('..'), /invalid range/)
  assert.strictEqual(parseCoordinate('~', 10.5), 10.5)
  assert.strictEqual(parseCoordinate('~-3', 10), 7)
  assert.strictEqual(parseCoordinate('12', 0, { center: true }), 12.5)
  assert.strictEqual(parseCoordinate('12.25', 0, { center: true }), 12.25)
  assert.throws(() => parseCoordinate('^1', 0), /local coordinates/)
})

test('command tokens keep block states and NBT together', () => {
  assert.deepStrictEqual(tokenize('1 2 3 {Items:[{Slot:1b, id:"minecraft:coal",Count:64b}]}'),
    ['1', '2', '3', '{Items:[{Slot:1b, id:"minecraft:coal",Count:64b}]}'])
  assert.deepStrictEqual(tokenize('@e[type=cow, distance=..200]'), ['@e[type=cow, distance=..200]'])
})

test('fuel times and cooking tables follow vanilla (smoker: food only, twice as fast)', () => {
  assert.strictEqual(burnTicksOf('coal'), 1600)
  assert.strictEqual(burnTicksOf('oak_planks'), 300)
  assert.strictEqual(burnTicksOf('crimson_planks'), 0)
  assert.strictEqual(burnTicksOf('stone_slab'), 0)
  assert.strictEqual(burnTicksOf('stick'), 100)
  const tables = buildCookingTables(registry)
  assert.strictEqual(tables.furnace.get(id('beef')).cookingTime, 200)
  assert.strictEqual(tables.smoker.get(id('potato')).cookingTime, 100)
  assert.strictEqual(tables.smoker.get(id('raw_iron')), undefined)
  assert.strictEqual(tables.furnace.get(id('oak_log')).result, id('charcoal'))
})

test('start.js options: defaults, operators, and clear errors', () => {
  const o = parseStartOptions(['--port', '0', '--world', 'normal', '--seed', '42', '--ops', 'Andy_0,Jill_0', '--ops=Bob'])
  assert.deepStrictEqual([o.port, o.world, o.seed, o.operators, o.opEveryone], [0, 'normal', 42, ['Andy_0', 'Jill_0', 'Bob'], false])
  assert.deepStrictEqual([parseStartOptions([]).operators, parseStartOptions([]).opEveryone], [[], false])
  assert.strictEqual(parseStartOptions(['--op-everyone']).opEveryone, true)
  assert.throws(() => parseStartOptions(['--ops', 'a b']), /'a b' is not a player name/)
  assert.throws(() => parseStartOptions(['--ops']), /--ops needs player names/)
  assert.throws(() => parseStartOptions(['--no-op']), /--no-op is gone/)
  assert.throws(() => parseStartOptions(['--port', 'x']), /--port needs an integer/)
  assert.throws(() => parseStartOptions(['--bogus']), /unknown option '--bogus'/)
})

test('start.js secure chat options need online mode', () => {
  const o = parseStartOptions(['--online-mode', '--enforce-secure-chat', '--services-public-key', 'k.pem'])
  assert.deepStrictEqual([o.onlineMode, o.enforceSecureChat, o.servicesPublicKey], [true, true, 'k.pem'])
  assert.throws(() => parseStartOptions(['--enforce-secure-chat']), /--enforce-secure-chat needs --online-mode/)
})

test('a services key file that is missing or holds no key is named', () => {
  const { trustServicesKey } = require(path.join(SERVER_DIR, 'lib', 'services_key'))
  assert.throws(() => trustServicesKey('/nonexistent/key.pem'), /--services-public-key: cannot read \/nonexistent\/key.pem \(ENOENT\)/)
  assert.throws(() => trustServicesKey(__filename), /holds no PEM public key/)
})
