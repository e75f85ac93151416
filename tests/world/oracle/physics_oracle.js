// Oracle for the physics differential test: replays a scenario with prismarine-physics (the
// engine mineflayer uses) and prints the player's state after every tick as JSON.
// Input file: {version, blocks: [[x,y,z,stateId]...], start: {pos:[x,y,z], vel:[x,y,z], yaw, pitch,
// onGround}, ticks: [{forward, back, left, right, jump, sprint, sneak}...]}. Unlisted blocks are air.
'use strict'
const fs = require('fs')
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const mcData = require('minecraft-data')(input.version)
const Block = require('prismarine-block')(input.version)
const { Physics, PlayerState } = require('prismarine-physics')
const { Vec3 } = require('vec3')

const states = new Map()
for (const [x, y, z, s] of input.blocks) states.set(`${x},${y},${z}`, s)
const world = {
  getBlock (pos) {
    const p = pos.floored()
    const block = Block.fromStateId(states.get(`${p.x},${p.y},${p.z}`) ?? 0, 0)
    block.position = p
    return block
  }
}
const physics = Physics(mcData, world)
const bot = {
  version: input.version,
  entity: {
    position: new Vec3(...input.start.pos),
    velocity: new Vec3(...input.start.vel),
    onGround: input.start.onGround,
    isInWater: false, isInLava: false, isInWeb: false,
    isCollidedHorizontally: false, isCollidedVertically: false, elytraFlying: false,
    yaw: input.start.yaw, pitch: input.start.pitch, effects: {}, attributes: undefined
  },
  jumpTicks: 0, jumpQueued: false, fireworkRocketDuration: 0,
  inventory: { slots: [] }
}
const state = new PlayerState(bot, {})
const out = []
for (const t of input.ticks) {
  state.control = {
    forward: !!t.forward, back: !!t.back, left: !!t.left, right: !!t.right,
    jump: !!t.jump, sprint: !!t.sprint, sneak: !!t.sneak
  }
  physics.simulatePlayer(state, world)
  out.push({
    pos: [state.pos.x, state.pos.y, state.pos.z],
    vel: [state.vel.x, state.vel.y, state.vel.z],
    onGround: state.onGround, inWater: state.isInWater
  })
}
process.stdout.write(JSON.stringify(out))
