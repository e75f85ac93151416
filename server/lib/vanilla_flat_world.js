// World generator for `--world vanilla-flat`: the layers of vanilla's default superflat preset in a
// 1.18+ world (bedrock at y=-64, dirt at -63..-62, grass at -61, players stand at y=-60, plains).
// MINDcraft's MineCollab construction tasks were recorded in such a world: their blueprints start
// at y=-60 and count on the grass below. flying-squid's own `superflat` generator puts its bedrock
// at y=0 instead (it predates negative heights), so those tasks would float 64 blocks under it.
//
// flying-squid requires a generator module by path when its name is not one of its own; the module
// is called with the generation options (registry, seed) and returns (chunkX, chunkZ) => column.
'use strict'

const { biomeId } = require('./biome_ids')

// The layers of vanilla's superflat preset ("minecraft:bedrock,2*minecraft:dirt,minecraft:grass_block").
const VANILLA_FLAT_LAYERS = [
  { y: -64, block: 'bedrock' },
  { y: -63, block: 'dirt' },
  { y: -62, block: 'dirt' },
  { y: -61, block: 'grass_block' }
]
// Where a player stands: the first air block above the top layer.
const VANILLA_FLAT_STAND_Y = -60

function vanillaFlatGeneration (options) {
  const { registry } = options
  const Chunk = require('prismarine-chunk')(registry)
  const { Vec3 } = require('vec3')
  // Default states: grass_block's is snowy=false, as vanilla generates it.
  const layers = VANILLA_FLAT_LAYERS.map(({ y, block }) => {
    const b = registry.blocksByName[block]
    if (!b) throw new Error(`vanilla-flat world: ${block} is not a block of ${registry.version.minecraftVersion}`)
    return { y, state: b.defaultState }
  })
  const plains = biomeId(registry, 'plains')

  return function generateChunk () {
    const chunk = new Chunk({ minY: -64, worldHeight: 384 })
    if (chunk.minY !== -64) throw new Error('vanilla-flat world needs chunk columns that start at y=-64 (1.18+)')
    const p = new Vec3(0, 0, 0)
    for (let x = 0; x < 16; x++) {
      for (let z = 0; z < 16; z++) {
        p.x = x
        p.z = z
        for (const { y, state } of layers) {
          p.y = y
          chunk.setBlockStateId(p, state)
        }
        // Full sky light everywhere, as flying-squid's superflat (no light engine on the server).
        for (let y = -64; y < 320; y++) {
          p.y = y
          chunk.setSkyLight(p, 15)
        }
      }
    }
    // Biomes are stored per 4x4x4 cell.
    for (let x = 0; x < 16; x += 4) {
      for (let z = 0; z < 16; z += 4) {
        for (let y = -64; y < 320; y += 4) chunk.setBiome(new Vec3(x, y, z), plains)
      }
    }
    return chunk
  }
}

module.exports = vanillaFlatGeneration
module.exports.VANILLA_FLAT_LAYERS = VANILLA_FLAT_LAYERS
module.exports.VANILLA_FLAT_STAND_Y = VANILLA_FLAT_STAND_Y
