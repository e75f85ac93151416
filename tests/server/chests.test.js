// Chests (issue 7 item 3): what is put in stays there while the server runs, another player sees
// it, two players with the chest open see each other's changes, and breaking the chest drops it.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let server, alice, bob, chestPos

h.serverWithBots(test, ['alice', 'bob'], async (s, bots) => {
  server = s
  ;[alice, bob] = bots
  const p = alice.entity.position.floored()
  alice.chat(`/tp bob ${p.x + 1} ${p.y} ${p.z}`)
  chestPos = p.offset(0, 0, 2)
  alice.chat(`/setblock ${chestPos.x} ${chestPos.y} ${chestPos.z} chest`)
  await h.until(() => alice.blockAt(chestPos)?.name === 'chest' && bob.blockAt(chestPos)?.name === 'chest', 'the chest')
})

const id = (name) => alice.registry.itemsByName[name].id

// The window packets a bot's client got (and the clicks it sent), so that a failed wait says whether
// the server never sent a change, sent it for another window id, or the client dropped it.
function recordWindowTraffic (bot) {
  const start = Date.now()
  const lines = []
  const name = (item) => item && item.itemCount ? `${bot.registry.items[item.itemId]?.name}x${item.itemCount}` : '-'
  const incoming = {
    open_window: (p) => `open_window id=${p.windowId}`,
    close_window: (p) => `close_window id=${p.windowId}`,
    set_slot: (p) => `set_slot id=${p.windowId} state=${p.stateId} slot=${p.slot} ${name(p.item)}`,
    window_items: (p) => `window_items id=${p.windowId} state=${p.stateId} ` +
      p.items.map((item, i) => item && item.itemCount ? `${i}:${name(item)}` : null).filter(Boolean).join(' ')
  }
  const listeners = Object.entries(incoming).map(([packet, text]) => {
    const listener = (p) => lines.push(`${Date.now() - start} ms < ${text(p)}`)
    bot._client.on(packet, listener)
    return [packet, listener]
  })
  const write = bot._client.write
  bot._client.write = function (packet, fields) {
    if (packet === 'window_click' || packet === 'close_window') {
      lines.push(`${Date.now() - start} ms > ${packet} id=${fields.windowId} state=${fields.stateId ?? ''} slot=${fields.slot ?? ''} ` +
        `button=${fields.mouseButton ?? ''} mode=${fields.mode ?? ''}`)
    }
    return write.apply(this, arguments)
  }
  return {
    text: () => `${bot.username}'s window traffic:\n  ${lines.join('\n  ')}`,
    stop: () => {
      for (const [packet, listener] of listeners) bot._client.removeListener(packet, listener)
      bot._client.write = write
    }
  }
}

const windowContents = (bot, window) => `${bot.username}'s window ${window.id} (current ${bot.currentWindow?.id}): ` +
  window.containerItems().map(i => `${i.slot}:${i.name}x${i.count}`).join(' ')

test('items put in a chest are there when it is opened again, and can be taken back', async () => {
  await h.give(alice, 'cobblestone', 20)
  let chest = await alice.openContainer(alice.blockAt(chestPos))
  assert.strictEqual(chest.type, 'minecraft:generic_9x3')
  await chest.deposit(id('cobblestone'), null, 12)
  chest.close()
  await alice._syncWindow(alice.inventory)
  assert.strictEqual(h.count(alice, 'cobblestone'), 8)
  chest = await alice.openContainer(alice.blockAt(chestPos))
  assert.strictEqual(chest.containerCount(id('cobblestone'), null), 12)
  await chest.withdraw(id('cobblestone'), null, 5)
  chest.close()
  await alice._syncWindow(alice.inventory)
  assert.strictEqual(h.count(alice, 'cobblestone'), 13)
})

test('another player opening the chest sees its contents', async () => {
  const chest = await bob.openContainer(bob.blockAt(chestPos))
  assert.strictEqual(chest.containerCount(id('cobblestone'), null), 7)
  chest.close()
})

test('two viewers: a deposit by one shows up in the other\'s open window', async () => {
  await h.give(alice, 'wheat', 9)
  const traffic = [recordWindowTraffic(bob), recordWindowTraffic(alice)]
  const bobsView = await bob.openContainer(bob.blockAt(chestPos))
  const alicesView = await alice.openContainer(alice.blockAt(chestPos))
  const explained = async (wait) => {
    try {
      await wait()
    } catch (err) {
      err.message += `\n${windowContents(bob, bobsView)}\n${windowContents(alice, alicesView)}\n` + traffic.map(t => t.text()).join('\n')
      throw err
    }
  }
  try {
    await alicesView.deposit(id('wheat'), null, 9)
    await explained(() => h.until(() => bobsView.containerCount(id('wheat'), null) === 9, "bob's window to show the wheat", 5000))
    await bobsView.withdraw(id('wheat'), null, 4)
    await explained(() => h.until(() => alicesView.containerCount(id('wheat'), null) === 5, "alice's window to show the withdrawal", 5000))
  } finally {
    for (const t of traffic) t.stop()
  }
  alicesView.close()
  bobsView.close()
  await bob._syncWindow(bob.inventory)
  assert.strictEqual(h.count(bob, 'wheat'), 4)
})

test('breaking the chest drops what was inside', async () => {
  await alice.dig(alice.blockAt(chestPos))
  await h.until(() => {
    const names = Object.values(alice.entities).filter(e => e.name === 'item').map(e => h.droppedItem(e)?.name)
    return names.includes('cobblestone') && names.includes('wheat')
  }, 'cobblestone and wheat on the ground', 5000)
  assert.strictEqual(alice.blockAt(chestPos).name, 'air')
})

test('two chests side by side form a double chest (generic_9x6) seen the same from either half', async () => {
  const left = chestPos.offset(0, 0, 2)
  const right = left.offset(1, 0, 0) // facing north: a left half's partner is to its east
  alice.chat(`/setblock ${left.x} ${left.y} ${left.z} chest[facing=north,type=left]`)
  alice.chat(`/setblock ${right.x} ${right.y} ${right.z} chest[facing=north,type=right]`)
  await h.until(() => alice.blockAt(right)?.name === 'chest', 'the double chest')
  await h.give(alice, 'oak_log', 40)
  const traffic = [recordWindowTraffic(alice), recordWindowTraffic(bob)]
  try {
    const fromLeft = await alice.openContainer(alice.blockAt(left))
    assert.strictEqual(fromLeft.type, 'minecraft:generic_9x6')
    assert.strictEqual(fromLeft.inventoryStart, 54)
    await fromLeft.deposit(alice.registry.itemsByName.oak_log.id, null, 40)
    fromLeft.close()
    // The server answers this resync after alice's clicks, so bob opens the chest only once they are
    // handled: packets of two connections have no order (under load bob's open was handled first
    // and his window filled a tick later, 57-360 ms after it opened).
    await alice._syncWindow(alice.inventory)
    const fromRight = await bob.openContainer(bob.blockAt(right))
    const seen = fromRight.containerCount(alice.registry.itemsByName.oak_log.id, null)
    if (seen !== 40) await h.sleep(300) // so that the message also shows what arrived just after
    assert.strictEqual(seen, 40, `${windowContents(bob, fromRight)}\n${traffic.map(t => t.text()).join('\n')}`)
    fromRight.close()
  } finally {
    for (const t of traffic) t.stop()
  }
})
