// The independent client in the differential tests: a mineflayer bot driven over stdin/stdout.
//   node client_mineflayer_peer.js <host> <port> <username> [<version>, default 1.21.1]
// Prints one JSON line per event ({"event":"spawn"}, {"event":"chat",...}) and answers each JSON
// command line on stdin with {"reply": <id>, ...}. Commands: blocks {min,max}, biomes {min,max,step},
// entity {username},
// self, inventory, chat {text}, whisper {to,text}, dig {pos}, place {ref,face}, equip {name},
// eval {code} (the body of an async function of `bot`, `Vec3` and `require`; replies {value}), quit.
'use strict'
const readline = require('readline')
const mineflayer = require('mineflayer')
const { Vec3 } = require('vec3')

const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor

const [host, port, username, version = '1.21.1'] = process.argv.slice(2)
const bot = mineflayer.createBot({ host, port: Number(port), username, version, auth: 'offline' })
const say = (obj) => process.stdout.write(JSON.stringify(obj) + '\n')

bot.once('spawn', () => say({ event: 'spawn', position: bot.entity.position }))
bot.on('chat', (user, message) => say({ event: 'chat', username: user, message }))
bot.on('whisper', (user, message) => say({ event: 'whisper', username: user, message }))
bot.on('messagestr', (text) => say({ event: 'message', text }))
bot.on('kicked', (reason) => say({ event: 'kicked', reason: String(reason) }))
bot.on('end', (reason) => { say({ event: 'end', reason: String(reason) }); process.exit(0) })
bot.on('error', (err) => say({ event: 'error', message: String(err) }))

const commands = {
  async blocks ({ min, max }) {
    const states = []
    for (let y = min[1]; y <= max[1]; y++) {
      for (let z = min[2]; z <= max[2]; z++) {
        for (let x = min[0]; x <= max[0]; x++) {
          const b = bot.blockAt(new Vec3(x, y, z))
          states.push(b ? b.stateId : -1)
        }
      }
    }
    return { states }
  },
  // Biome names every `step` blocks, in blocks' y, z, x order (null when unloaded), the way
  // MINDcraft's getBiomeName reads them: the id from bot.world.getBiome, the name from the registry.
  // (mineflayer's block.biome.name is "" on 1.21.1, so it cannot be the reference.)
  async biomes ({ min, max, step }) {
    const names = []
    for (let y = min[1]; y <= max[1]; y += step) {
      for (let z = min[2]; z <= max[2]; z += step) {
        for (let x = min[0]; x <= max[0]; x += step) {
          const p = new Vec3(x, y, z)
          const biome = bot.blockAt(p) ? bot.registry.biomes[bot.world.getBiome(p)] : undefined
          names.push(biome ? biome.name : null)
        }
      }
    }
    return { names }
  },
  async entity ({ username: who }) {
    const p = bot.players[who]
    if (!p || !p.entity) return { found: false }
    return { found: true, position: p.entity.position }
  },
  async self () { return { position: bot.entity.position, onGround: bot.entity.onGround } },
  async inventory () {
    return { slots: bot.inventory.slots.map((it, i) => it ? { slot: i, name: it.name, count: it.count } : null).filter(Boolean) }
  },
  async chat ({ text }) { bot.chat(text); return {} },
  async whisper ({ to, text }) { bot.whisper(to, text); return {} },
  async dig ({ pos }) { await bot.dig(bot.blockAt(new Vec3(...pos))); return {} },
  async place ({ ref, face }) { await bot.placeBlock(bot.blockAt(new Vec3(...ref)), new Vec3(...face)); return {} },
  async equip ({ name }) {
    const item = bot.inventory.items().find(i => i.name === name)
    if (!item) throw new Error('no ' + name)
    await bot.equip(item, 'hand')
    return {}
  },
  async eval ({ code }) { return { value: await new AsyncFunction('bot', 'Vec3', 'require', code)(bot, Vec3, require) } },
  async quit () { bot.quit(); return {} }
}

readline.createInterface({ input: process.stdin }).on('line', async (line) => {
  let cmd
  try { cmd = JSON.parse(line) } catch (e) { say({ reply: null, error: 'bad json: ' + e.message }); return }
  try {
    const result = await commands[cmd.cmd](cmd)
    say({ reply: cmd.id, ...result })
  } catch (e) {
    say({ reply: cmd.id, error: String(e && e.message ? e.message : e) })
  }
})
process.stdin.on('end', () => { bot.quit(); setTimeout(() => process.exit(0), 500) })
