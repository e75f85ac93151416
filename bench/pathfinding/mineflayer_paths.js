// Side-by-side pathfinding benchmark, node half. Builds a deterministic test world with
// prismarine-chunk ("flat": bedrock, dirt, grass top at y = 4; "rough": rolling hills with tree
// trunks), writes its columns (network bytes) to argv[3] for craftmate to load, picks start/goal
// pairs 10..60 blocks apart, and plans each with mineflayer-pathfinder 2.4.5's own Movements and
// A* over a world that answers blockAt like mineflayer does (prismarine-world + prismarine-block).
// Prints {pairs: [...], team: {...}} as JSON on stdout.
'use strict'
const fs = require('fs')
const { performance } = require('perf_hooks')
const registry = require('prismarine-registry')('1.21.1')
const Chunk = require('prismarine-chunk')(registry)
const World = require('prismarine-world')(registry)
const { Vec3 } = require('vec3')
const { Movements, goals } = require('mineflayer-pathfinder')
const AStar = require('mineflayer-pathfinder/lib/astar')
const Move = require('mineflayer-pathfinder/lib/move')

const [terrain, columnsFile, repsArg, pairsArg] = process.argv.slice(2)
const reps = Number(repsArg || 5)
const pairCount = Number(pairsArg || 30)
const RADIUS = 5 // columns -5..4 on each axis: x and z in -80..79

let seed = terrain === 'flat' ? 42 : 4242
const rand = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff }
const id = (name) => registry.blocksByName[name].defaultState

// Surface height (the top solid block) at x, z.
const heights = new Map()
function surface (x, z) {
  const key = x + ',' + z
  if (!heights.has(key)) {
    heights.set(key, terrain === 'flat'
      ? 4
      : 12 + Math.floor(3 * Math.sin(x / 6) + 3 * Math.cos(z / 7) + 2 * Math.sin((x + z) / 4) + (rand() < 0.15 ? 1 : 0)))
  }
  return heights.get(key)
}

const world = new World(null).sync
const out = []
const trees = new Set()
for (let cx = -RADIUS; cx < RADIUS; cx++) {
  for (let cz = -RADIUS; cz < RADIUS; cz++) {
    const column = new Chunk({ minY: -64, worldHeight: 384 })
    for (let lx = 0; lx < 16; lx++) {
      for (let lz = 0; lz < 16; lz++) {
        const x = cx * 16 + lx; const z = cz * 16 + lz
        const top = surface(x, z)
        for (let y = 0; y <= top; y++) {
          const state = y === 0 ? id('bedrock') : y < top - 3 ? id('stone') : y < top ? id('dirt') : id('grass_block')
          column.setBlockStateId(new Vec3(lx, y, lz), state)
        }
        if (terrain === 'rough' && rand() < 0.03) { // a tree trunk four high
          trees.add(x + ',' + z)
          for (let y = top + 1; y <= top + 4; y++) column.setBlockStateId(new Vec3(lx, y, lz), id('oak_log'))
        }
      }
    }
    world.setColumn(cx, cz, column)
    const bytes = column.dump()
    const header = Buffer.alloc(12)
    header.writeInt32LE(cx, 0); header.writeInt32LE(cz, 4); header.writeUInt32LE(bytes.length, 8)
    out.push(header, bytes)
  }
}
fs.writeFileSync(columnsFile, Buffer.concat(out))

// The parts of a bot that Movements reads; blockAt is mineflayer's (world.getBlock, then extra info).
const bot = {
  registry,
  version: '1.21.1',
  entity: { position: new Vec3(0, 0, 0), effects: {}, onGround: true },
  entities: {},
  game: { minY: -64 },
  inventory: { items: () => [] },
  blockAt (p, extraInfos = true) {
    const block = world.getBlock(p)
    if (!block) return null
    if (extraInfos) block.painting = undefined
    return block
  }
}
bot.pathfinder = { bestHarvestTool: () => null }
const movements = new Movements(bot)

// Start/goal pairs: standing spots 10..60 blocks apart, not inside a tree.
const pairs = []
while (pairs.length < pairCount) {
  const sx = Math.floor(rand() * 100) - 50; const sz = Math.floor(rand() * 100) - 50
  const d = 10 + rand() * 50; const a = rand() * 2 * Math.PI
  const gx = Math.round(sx + d * Math.cos(a)); const gz = Math.round(sz + d * Math.sin(a))
  if (Math.abs(gx) > 70 || Math.abs(gz) > 70) continue
  if (trees.has(sx + ',' + sz) || trees.has(gx + ',' + gz)) continue
  pairs.push({ start: [sx, surface(sx, sz) + 1, sz], goal: [gx, surface(gx, gz) + 1, gz] })
}

// CPU time in ms: the build machine is shared, so wall time mostly measures the other processes.
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }

function plan (pair, tickTimeout = 40) {
  const [sx, sy, sz] = pair.start; const [gx, gy, gz] = pair.goal
  const astar = new AStar(new Move(sx, sy, sz, 0, 0), movements, new goals.GoalBlock(gx, gy, gz), 10000, tickTimeout)
  let result = astar.compute()
  while (result.status === 'partial') result = astar.compute()
  return result
}

for (const pair of pairs) plan(pair) // warm-up: let the JIT compile the planner
const results = pairs.map(pair => {
  let ms = 0; let result
  for (let i = 0; i < reps; i++) {
    const t0 = cpuMs()
    result = plan(pair)
    ms += cpuMs() - t0
  }
  return {
    start: pair.start,
    goal: pair.goal,
    status: result.status,
    ms: ms / reps,
    visitedNodes: result.visitedNodes,
    cost: result.cost,
    path: result.path.map(m => [m.x, m.y, m.z])
  }
})

// Ten bots planning at once in one process: round robin, one tick budget (40 ms) each per turn.
const team = pairs.slice(0, 10)
const t0 = performance.now()
const c0 = cpuMs()
const searches = team.map(pair => {
  const [sx, sy, sz] = pair.start; const [gx, gy, gz] = pair.goal
  return new AStar(new Move(sx, sy, sz, 0, 0), movements, new goals.GoalBlock(gx, gy, gz), 10000, 40)
})
const done = searches.map(() => null)
while (done.some(d => d === null)) {
  searches.forEach((s, i) => {
    if (done[i]) return
    const r = s.compute()
    if (r.status !== 'partial') done[i] = performance.now() - t0
  })
}
const teamMs = performance.now() - t0
const teamCpuMs = cpuMs() - c0
process.stdout.write(JSON.stringify({ pairs: results, team: { bots: team.length, wallMs: teamMs, cpuMs: teamCpuMs } }) + '\n')
