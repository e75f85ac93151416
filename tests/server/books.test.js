// Book editing and signing (issue 24), with mineflayer's writeBook and signBook (edit_book): the
// pages become the book and quill's writable_book_content; signing makes a written_book with the
// title, the player as author and the pages as text; an edit vanilla refuses changes nothing.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let andy

h.serverWithBots(test, ['andy'], (s, bots) => { [andy] = bots })

const component = (item, type) => item?.components?.find(c => c.type === type)?.data
const pages = ['First page, §4red§r words.', 'Second page.']

test('a book and quill is written, then signed into a written book', async () => {
  await h.give(andy, 'writable_book', 1)
  const slot = andy.inventory.items().find(i => i.name === 'writable_book').slot
  await andy.writeBook(slot, pages)
  const written = component(andy.inventory.slots[slot], 'writable_book_content')
  assert.deepStrictEqual(written?.pages.map(p => p.content), pages)

  await andy.signBook(slot, pages, 'andy', 'My First Book')
  const book = andy.inventory.slots[slot]
  assert.strictEqual(book.name, 'written_book')
  const content = component(book, 'written_book_content')
  assert.strictEqual(content.rawTitle, 'My First Book')
  assert.strictEqual(content.author, 'andy')
  assert.strictEqual(content.generation, 0)
  assert.deepStrictEqual(content.pages.map(p => p.content.value), pages)
  assert.strictEqual(component(book, 'writable_book_content'), undefined)
})

test('a title over 32 characters signs nothing', async () => {
  await h.give(andy, 'writable_book', 1)
  await andy.equip(andy.inventory.items().find(i => i.name === 'writable_book'), 'hand')
  const slot = 36 + andy.quickBarSlot
  andy._client.write('edit_book', { hand: andy.quickBarSlot, pages: ['refused'], title: 'x'.repeat(33) })
  andy._client.write('edit_book', { hand: andy.quickBarSlot, pages: ['kept'] })
  await h.until(() => component(andy.inventory.slots[slot], 'writable_book_content'), 'the second edit')
  assert.strictEqual(andy.inventory.slots[slot].name, 'writable_book')
  assert.deepStrictEqual(component(andy.inventory.slots[slot], 'writable_book_content').pages.map(p => p.content), ['kept'])
})
