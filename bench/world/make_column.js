// Side-by-side chunk benchmark, node half: builds a terrain-like 1.21.1 column with
// prismarine-chunk (stone with ores and caves below, dirt and grass, air above, one section of
// many block kinds so every palette kind occurs), writes its network bytes to argv[2], then
// times prismarine-chunk's load() of those bytes and prints {"nsPerColumn": ...} as JSON.
'use strict'
const fs = require('fs')
const registry = require('prismarine-registry')('1.21.1')
const Chunk = require('prismarine-chunk')(registry)
const { Vec3 } = require('vec3')

let seed = 12345
const rand = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff }
const id = (name) => registry.blocksByName[name].defaultState
const column = new Chunk({ minY: -64, worldHeight: 384 })
const ores = ['coal_ore', 'iron_ore', 'copper_ore', 'gold_ore', 'diamond_ore', 'redstone_ore', 'lapis_ore', 'granite', 'diorite', 'andesite', 'gravel', 'dirt', 'tuff']
for (let x = 0; x < 16; x++) {
  for (let z = 0; z < 16; z++) {
    const top = 62 + Math.floor(rand() * 6)
    for (let y = -64; y <= top; y++) {
      let state = y === -64 ? id('bedrock') : y < 0 ? id('deepslate') : id('stone')
      if (y > top - 4) state = id('dirt')
      if (y === top) state = id('grass_block')
      if (y < top - 4 && rand() < 0.08) state = id(ores[Math.floor(rand() * ores.length)])
      if (y < top - 6 && rand() < 0.05) state = 0
      column.setBlockStateId(new Vec3(x, y, z), state)
    }
  }
}
// One section (y 96..111) with hundreds of different states: forces the direct palette.
for (let i = 0; i < 4096; i++) column.setBlockStateId(new Vec3(i & 15, 96 + (i >> 8), (i >> 4) & 15), 1 + ((i * 7) % 2000))
const bytes = column.dump()
fs.writeFileSync(process.argv[2], bytes)

const reps = Number(process.argv[3] || 2000)
for (let i = 0; i < 200; i++) new Chunk({ minY: -64, worldHeight: 384 }).load(bytes)  // warm-up (JIT)
const start = process.hrtime.bigint()
for (let i = 0; i < reps; i++) new Chunk({ minY: -64, worldHeight: 384 }).load(bytes)
const ns = Number(process.hrtime.bigint() - start) / reps
// Reading every block back once, the other half of "decoding".
const probe = new Chunk({ minY: -64, worldHeight: 384 })
probe.load(bytes)
const readStart = process.hrtime.bigint()
let sum = 0
const p = new Vec3(0, 0, 0)
for (let y = -64; y < 320; y++) for (let z = 0; z < 16; z++) for (let x = 0; x < 16; x++) { p.x = x; p.y = y; p.z = z; sum += probe.getBlockStateId(p) }
const readNs = Number(process.hrtime.bigint() - readStart)
process.stdout.write(JSON.stringify({ nsPerColumn: ns, bytes: bytes.length, readAllNs: readNs, checksum: sum }) + '\n')
