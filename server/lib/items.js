// Item-stack helpers over prismarine-item, with vanilla's notion of "the same item" (same id and the
// same data components) and stack limits from minecraft-data. Every plugin copies stacks through
// these so that no two slots ever share one mutable Item object.
'use strict'

function itemHelpers (registry) {
  const Item = require('prismarine-item')(registry)

  function isEmpty (item) {
    return !item || item.count <= 0 || item.type === undefined || item.type < 0
  }

  function componentsKey (item) {
    const added = item.components && item.components.length ? JSON.stringify(item.components) : ''
    const removed = item.removedComponents && item.removedComponents.length ? JSON.stringify(item.removedComponents) : ''
    return added + '|' + removed
  }

  // Vanilla ItemStack.isSameItemSameComponents.
  function sameItem (a, b) {
    if (isEmpty(a) || isEmpty(b)) return false
    return a.type === b.type && componentsKey(a) === componentsKey(b)
  }

  function create (nameOrId, count = 1) {
    const def = typeof nameOrId === 'number' ? registry.items[nameOrId] : registry.itemsByName[String(nameOrId).replace(/^minecraft:/, '')]
    if (!def) return null
    return new Item(def.id, count)
  }

  function copy (item, count = item ? item.count : 0) {
    if (isEmpty(item) || count <= 0) return null
    const c = new Item(item.type, count)
    if (item.components) c.components = JSON.parse(JSON.stringify(item.components))
    if (item.removedComponents) c.removedComponents = JSON.parse(JSON.stringify(item.removedComponents))
    if (c.components && c.componentMap) for (const comp of c.components) c.componentMap.set(comp.type, comp)
    return c
  }

  function maxStack (item) {
    if (isEmpty(item)) return 64
    const def = registry.items[item.type]
    return def ? def.stackSize : 64
  }

  // A snapshot string: equal strings <=> the client would render the same stack.
  function key (item) {
    return isEmpty(item) ? '' : `${item.type}x${item.count}${componentsKey(item)}`
  }

  function toNotch (item) {
    return Item.toNotch(isEmpty(item) ? null : item)
  }

  function fromNotch (notch) {
    if (!notch) return null
    const item = Item.fromNotch(notch)
    return isEmpty(item) ? null : item
  }

  // A 1.20.5+ data component of a stack (its `data`), or undefined.
  function component (item, type) {
    return item?.components?.find(c => c.type === type)?.data
  }

  // Sets (or, with data undefined, removes) a data component. prismarine-item's own setters
  // (customName, repairCost, enchants) update only componentMap, which is not what it writes.
  function withComponent (item, type, data) {
    item.components = [...(item.components || []).filter(c => c.type !== type), ...(data === undefined ? [] : [{ type, data }])]
    item.componentMap = new Map(item.components.map(c => [c.type, c]))
    return item
  }

  // The stack after `by` more damage (a copy), or null when that breaks it (vanilla hurtAndBreak).
  function damaged (item, by = 1) {
    const max = component(item, 'max_damage') ?? registry.items[item.type]?.maxDurability ?? 0
    const damage = (component(item, 'damage') ?? 0) + by
    return damage >= max ? null : withComponent(copy(item), 'damage', damage)
  }

  function name (item) {
    return isEmpty(item) ? 'air' : (registry.items[item.type]?.name ?? 'unknown')
  }

  // An item's name as vanilla writes it into command feedback (ItemStack.getDisplayName):
  // "[Diamond]", translated by the client (item.minecraft.* or, for block items, block.minecraft.*).
  function displayName (def) {
    const language = registry.language || {}
    const key = `item.minecraft.${def.name}` in language ? `item.minecraft.${def.name}` : `block.minecraft.${def.name}`
    const name = key in language ? { translate: key } : { text: def.displayName }
    return { translate: 'chat.square_brackets', with: [name] }
  }

  return { Item, isEmpty, sameItem, create, copy, maxStack, key, toNotch, fromNotch, component, withComponent, damaged, name, displayName }
}

module.exports = { itemHelpers }
