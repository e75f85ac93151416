// Book and quill editing and signing as vanilla 1.21.1 (ServerGamePacketListenerImpl.handleEditBook):
// `edit_book` names a hotbar slot (0-8) or the offhand (40) holding a writable_book;
//   * without a title the pages become its `writable_book_content` (raw text);
//   * with a title the book becomes a `written_book` (count and other components kept) whose
//     `written_book_content` has the title, the player's name as author, generation 0 (original)
//     and each page as a literal text component, resolved.
// Vanilla refuses more than 100 pages, pages over 1024 characters and titles over 32 (its packet
// does not decode); here such an edit is ignored and logged. flying-squid ignored the packet.
'use strict'

const nbt = require('prismarine-nbt')

const MAX_PAGES = 100
const MAX_PAGE_LENGTH = 1024
const MAX_TITLE_LENGTH = 32
const OFFHAND = 40
const HOTBAR_START = 36 // inventory window slot of hotbar slot 0

module.exports.server = function (serv) {
  const registry = serv.registry
  const { items } = serv.craftmate
  const writable = registry.itemsByName.writable_book.id
  const written = registry.itemsByName.written_book.id


  serv.craftmate.editBook = (player, { hand, pages, title }) => {
    const slot = hand === OFFHAND ? 45 : hand >= 0 && hand <= 8 ? HOTBAR_START + hand : null
    const book = slot === null ? null : player.inventory.slots[slot]
    if (!book || book.type !== writable) return
    const problem = pages.length > MAX_PAGES
      ? `${pages.length} pages (at most ${MAX_PAGES})`
      : pages.some(p => p.length > MAX_PAGE_LENGTH)
        ? `a page over ${MAX_PAGE_LENGTH} characters`
        : title !== undefined && title !== null && title.length > MAX_TITLE_LENGTH ? `a title over ${MAX_TITLE_LENGTH} characters` : null
    if (problem) {
      serv.warn?.(`craftmate: edit_book from ${player.username} ignored: ${problem}`)
      return
    }
    let edited
    if (title === undefined || title === null) {
      edited = items.copy(book)
      items.withComponent(edited, 'writable_book_content', { pages: pages.map(content => ({ content })) })
    } else {
      edited = items.create(written, book.count) // vanilla's transmuteCopy: the other components kept
      edited.components = JSON.parse(JSON.stringify((book.components || []).filter(c => c.type !== 'writable_book_content')))
      edited.removedComponents = JSON.parse(JSON.stringify(book.removedComponents || []))
      items.withComponent(edited, 'written_book_content', {
        rawTitle: title,
        author: player.username,
        generation: 0,
        pages: pages.map(page => ({ content: nbt.string(page) })),
        resolved: true
      })
    }
    player.inventory.updateSlot(slot, edited)
    player.craftmate.menu?.broadcastChanges()
  }
}

module.exports.player = function (player, serv) {
  player._client.on('edit_book', (packet) => serv.craftmate.editBook(player, packet))
}
