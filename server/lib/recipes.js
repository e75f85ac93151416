// Crafting recipes from minecraft-data's recipes.json (tag ingredients already expanded into one
// recipe per variant): shaped recipes match anywhere in the grid and mirrored left-right, as in
// vanilla; shapeless recipes match the multiset of ingredients. Also vanilla's crafting
// remainders (a milk bucket leaves a bucket), which minecraft-data does not carry.
'use strict'

// Item -> what stays in the grid after crafting (vanilla Item.craftingRemainingItem).
const CRAFTING_REMAINDERS = {
  milk_bucket: 'bucket',
  water_bucket: 'bucket',
  lava_bucket: 'bucket',
  powder_snow_bucket: 'bucket',
  honey_bottle: 'glass_bottle',
  dragon_breath: 'glass_bottle'
}

function ingredientId (cell) {
  if (cell === null || cell === undefined) return null
  if (typeof cell === 'number') return cell < 0 ? null : cell
  if (typeof cell === 'object' && typeof cell.id === 'number') return cell.id < 0 ? null : cell.id
  return null
}

// Trims empty rows/columns around a w*h grid of ids (null = empty); returns {w, h, cells}.
function trim (cells, w, h) {
  let minX = w; let minY = h; let maxX = -1; let maxY = -1
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (cells[y * w + x] !== null) {
        minX = Math.min(minX, x); maxX = Math.max(maxX, x)
        minY = Math.min(minY, y); maxY = Math.max(maxY, y)
      }
    }
  }
  if (maxX < 0) return { w: 0, h: 0, cells: [] }
  const tw = maxX - minX + 1
  const th = maxY - minY + 1
  const out = []
  for (let y = 0; y < th; y++) for (let x = 0; x < tw; x++) out.push(cells[(y + minY) * w + x + minX])
  return { w: tw, h: th, cells: out }
}

class RecipeBook {
  constructor (registry) {
    this.registry = registry
    this.shapedByKey = new Map() // "w,h,ids" -> recipe (both the pattern and its mirror)
    this.shapelessByKey = new Map() // "sorted ids" -> recipe
    this.count = 0
    for (const [resultId, list] of Object.entries(registry.recipes || {})) {
      for (const r of list) this.add(Number(resultId), r)
    }
  }

  add (resultId, r) {
    const result = { id: r.result?.id ?? resultId, count: r.result?.count ?? 1 }
    if (r.inShape) {
      const h = r.inShape.length
      const w = Math.max(...r.inShape.map(row => row.length))
      const cells = []
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) cells.push(ingredientId(r.inShape[y][x]))
      const shape = trim(cells, w, h)
      const recipe = { type: 'shaped', result, w: shape.w, h: shape.h, cells: shape.cells }
      const mirrored = []
      for (let y = 0; y < shape.h; y++) for (let x = shape.w - 1; x >= 0; x--) mirrored.push(shape.cells[y * shape.w + x])
      // The first recipe registered for a pattern wins, like vanilla's recipe order.
      for (const c of [shape.cells, mirrored]) {
        const key = `${shape.w},${shape.h},${c.join(':')}`
        if (!this.shapedByKey.has(key)) this.shapedByKey.set(key, recipe)
      }
      this.count++
    } else if (r.ingredients) {
      const ids = r.ingredients.map(ingredientId).filter(id => id !== null).sort((a, b) => a - b)
      const key = ids.join(':')
      if (!this.shapelessByKey.has(key)) this.shapelessByKey.set(key, { type: 'shapeless', result, ids })
      this.count++
    }
  }

  // grid: array of w*h item ids (null = empty). Returns the matching recipe or null.
  match (grid, w, h) {
    const shape = trim(grid.map(id => (id === undefined ? null : id)), w, h)
    if (shape.w === 0) return null
    const shaped = this.shapedByKey.get(`${shape.w},${shape.h},${shape.cells.join(':')}`)
    if (shaped) return shaped
    const ids = grid.filter(id => id !== null && id !== undefined).sort((a, b) => a - b)
    return this.shapelessByKey.get(ids.join(':')) || null
  }

  // Name of the item that stays in a grid cell after one craft, or null.
  remainderOf (itemId) {
    const name = this.registry.items[itemId]?.name
    return (name && CRAFTING_REMAINDERS[name]) || null
  }
}

module.exports = { RecipeBook, CRAFTING_REMAINDERS }
