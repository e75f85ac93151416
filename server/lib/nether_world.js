// Generator of the nether this server hosts: columns of vanilla 1.21.1's `the_nether` dimension type
// (min_y 0, height 256, no sky light), so that a 1.21.1 client reads them. The terrain is not
// vanilla's noise: a bedrock floor (y=0 and, thinning out, up to y=4), netherrack up to y=63, air
// above, and the bedrock roof (y=127 and, thinning out, down to y=123), as vanilla's floor and roof
// gradients; nether_wastes everywhere. flying-squid's own nether has 384-high columns starting at
// y=-64, which a client in the nether reads as garbage.
'use strict'

const { biomeId } = require('./biome_ids')

const NETHER_MIN_Y = 0
const NETHER_HEIGHT = 256
const SURFACE_Y = 63 // the top netherrack
const FLOOR_TOP = 4 // bedrock from y=0, each layer above it less likely
const ROOF_Y = 127

function netherGeneration ({ registry, seed = 0 }) {
  const Chunk = require('prismarine-chunk')(registry)
  const { Vec3 } = require('vec3')
  const bedrock = registry.blocksByName.bedrock.defaultState
  const netherrack = registry.blocksByName.netherrack.defaultState
  const wastes = biomeId(registry, 'nether_wastes')

  // A small deterministic hash of the seed and a position, in [0, 1).
  function noise (x, y, z) {
    let h = (seed | 0) ^ Math.imul(x, 73856093) ^ Math.imul(y, 19349663) ^ Math.imul(z, 83492791)
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b)
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b)
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296
  }

  return function generateChunk (chunkX, chunkZ) {
    const chunk = new Chunk({ minY: NETHER_MIN_Y, worldHeight: NETHER_HEIGHT })
    const p = new Vec3(0, 0, 0)
    for (let x = 0; x < 16; x++) {
      for (let z = 0; z < 16; z++) {
        p.x = x
        p.z = z
        const wx = chunkX * 16 + x
        const wz = chunkZ * 16 + z
        for (let y = 0; y <= SURFACE_Y; y++) {
          p.y = y
          // Vanilla's bedrock floor: certain at y=0, with chance 1 - y/5 up to y=4.
          chunk.setBlockStateId(p, y <= FLOOR_TOP && noise(wx, y, wz) < 1 - y / (FLOOR_TOP + 1) ? bedrock : netherrack)
        }
        for (let depth = 0; depth <= FLOOR_TOP; depth++) {
          p.y = ROOF_Y - depth
          if (noise(wx, p.y, wz) < 1 - depth / (FLOOR_TOP + 1)) chunk.setBlockStateId(p, bedrock)
        }
      }
    }
    for (let x = 0; x < 16; x += 4) {
      for (let z = 0; z < 16; z += 4) {
        for (let y = NETHER_MIN_Y; y < NETHER_MIN_Y + NETHER_HEIGHT; y += 4) chunk.setBiome(new Vec3(x, y, z), wastes)
      }
    }
    return chunk
  }
}

module.exports = { netherGeneration, NETHER_MIN_Y, NETHER_HEIGHT }
