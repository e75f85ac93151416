// Farming basics flying-squid lacks: seeds and crop items plant their crop on farmland (wheat
// seeds -> wheat, carrot -> carrots, potato -> potatoes, beetroot seeds -> beetroots), a hoe tills
// grass, dirt and dirt paths into farmland, breaking sugar cane breaks (and drops) the cane above
// it, and a crop whose farmland is broken pops off with its drops. Crops do not grow by themselves
// (no random ticks): tasks place them at the age they need with /setblock wheat[age=7].
'use strict'

const { Vec3 } = require('vec3')

const PLANTS = { wheat_seeds: 'wheat', carrot: 'carrots', potato: 'potatoes', beetroot_seeds: 'beetroots' }
const TILLABLE = ['grass_block', 'dirt', 'dirt_path']
const CROPS = new Set(Object.values(PLANTS))

module.exports.server = function (serv) {
  const registry = serv.registry
  const { items } = serv.craftmate

  for (const [itemName, cropName] of Object.entries(PLANTS)) {
    const crop = registry.blocksByName[cropName]
    serv.onItemPlace(itemName, async ({ player, placedPosition }) => {
      const below = await player.world.getBlock(placedPosition.offset(0, -1, 0))
      const here = await player.world.getBlock(placedPosition)
      if (below.name !== 'farmland' || here.name !== 'air') return { id: -1, data: 0 }
      return { id: crop.id, data: 0 } // age 0
    }, false)
  }

  for (const name of TILLABLE) {
    serv.onBlockInteraction(name, async ({ block, player }) => {
      const held = player.craftmate.inventory.get(player.heldItemSlot || 0)
      if (!held || !items.name(held).endsWith('_hoe')) return false
      const above = await player.world.getBlock(block.position.offset(0, 1, 0))
      if (above.name !== 'air') return true
      await serv.setBlock(player.world, block.position, registry.blocksByName.farmland.defaultState)
      return true
    })
  }

  // What stands on `pos` and goes when it breaks: the sugar cane column above a cane, or the
  // crop on a farmland block. Collected before the break, removed (with drops) after it.
  serv.craftmate.supportedAbove = async (world, pos, name) => {
    const out = []
    let above = pos.offset(0, 1, 0)
    let block = await world.getBlock(above)
    if (name === 'farmland') return CROPS.has(block.name) ? [{ pos: above, block }] : []
    while (name === 'sugar_cane' && block.name === 'sugar_cane') {
      out.push({ pos: above, block })
      above = above.offset(0, 1, 0)
      block = await world.getBlock(above)
    }
    return out
  }

  serv.craftmate.breakAll = async (world, list) => {
    for (const { pos, block } of list) {
      await serv.setBlock(world, pos, 0)
      serv.craftmate.spawnDrops(world, new Vec3(pos.x + 0.5, pos.y + 0.5, pos.z + 0.5), serv.craftmate.blockDrops(block, null))
    }
  }
}

module.exports.player = function (player, serv) {
  let pending = []
  player.on('dug_cancel', async (data) => {
    const name = data.block?.name
    pending = (name === 'sugar_cane' || name === 'farmland') ? await serv.craftmate.supportedAbove(player.world, data.position, name) : []
  })
  player.on('dug', (data, cancelled) => {
    const list = pending
    pending = []
    if (!cancelled && list.length) serv.craftmate.breakAll(player.world, list).catch(() => {})
  })
}
