// Target selectors and coordinates of vanilla 1.21.1 commands, as MINDcraft and other task
// frameworks write them: @a @p @r @s @e @n with [type=, name=, distance=..200, x=, y=, z=, dx=,
// dy=, dz=, limit=, sort=, gamemode=] (type/name/gamemode may be negated with !), plain player
// names, and ~relative coordinates. flying-squid only knows the 1.12 forms (r=, rm=, c=).
'use strict'

class CommandError extends Error {}

// "..5", "1..", "2..8", "3" -> { min, max } (inclusive).
function parseRange (text) {
  const number = /^-?(\d+\.?\d*|\.\d+)$/
  const bad = () => new CommandError(`invalid range '${text}' (expected N, N.., ..N or N..M)`)
  if (!text.includes('..')) {
    if (!number.test(text)) throw bad()
    return { min: Number(text), max: Number(text) }
  }
  const [lo, hi] = text.split('..')
  if ((lo === '' && hi === '') || (lo !== '' && !number.test(lo)) || (hi !== '' && !number.test(hi))) throw bad()
  return { min: lo === '' ? -Infinity : Number(lo), max: hi === '' ? Infinity : Number(hi) }
}

// Splits "a=b,c=d" respecting brackets and quotes.
function splitArguments (text) {
  const parts = []
  let depth = 0
  let quote = null
  let current = ''
  for (const ch of text) {
    if (quote) { if (ch === quote) quote = null; current += ch; continue }
    if (ch === '"' || ch === "'") { quote = ch; current += ch; continue }
    if (ch === '[' || ch === '{') depth++
    if (ch === ']' || ch === '}') depth--
    if (ch === ',' && depth === 0) { parts.push(current); current = ''; continue }
    current += ch
  }
  if (current.trim()) parts.push(current)
  return parts.map(p => p.trim())
}

const GAME_MODES = { survival: 0, creative: 1, adventure: 2, spectator: 3 }

function selectors (serv) {
  const registry = serv.registry

  function typeName (entity) {
    if (entity.type === 'player') return 'player'
    return registry.entities[entity.entityType]?.name ?? entity.name ?? 'unknown'
  }

  function displayName (entity) {
    if (entity.type === 'player') return entity.username
    const def = registry.entities[entity.entityType]
    return def?.displayName ?? typeName(entity)
  }

  function liveEntities () {
    return Object.values(serv.entities).filter(e => !e.craftmateDead && !e.craftmateCollected)
  }

  // Resolves a target (selector or player name) to entities. `source` = { player, entity, position,
  // world }; @s is the entity running the command (`execute as` makes it any entity).
  function select (text, source, { playersOnly = false } = {}) {
    const m = /^@([aprsen])(?:\[(.*)\])?$/.exec(text)
    if (!m) {
      const player = serv.players.find(p => p.username.toLowerCase() === String(text).toLowerCase())
      if (!player) throw new CommandError(`No player was found (no online player is called '${text}')`)
      return [player]
    }
    const kind = m[1]
    let candidates
    let limit = Infinity
    let sort = 'arbitrary'
    if (kind === 's') candidates = [source.entity ?? source.player].filter(Boolean)
    else if (kind === 'e' || kind === 'n') candidates = liveEntities()
    else candidates = serv.players.filter(p => !p.craftmateDead)
    if (kind === 'p' || kind === 'n') { limit = 1; sort = 'nearest' }
    if (kind === 'r') { limit = 1; sort = 'random' }
    candidates = candidates.filter(e => e.world === source.world || kind === 'a')

    let origin = source.position.clone()
    let box = null
    const filters = []
    for (const arg of m[2] ? splitArguments(m[2]) : []) {
      const eq = arg.indexOf('=')
      if (eq < 0) throw new CommandError(`selector argument '${arg}' needs a value (key=value)`)
      const key = arg.slice(0, eq).trim()
      let value = arg.slice(eq + 1).trim()
      const negated = value.startsWith('!')
      if (negated) value = value.slice(1)
      value = value.replace(/^"(.*)"$/, '$1')
      switch (key) {
        case 'type': {
          const wanted = value.replace(/^minecraft:/, '')
          if (!wanted.startsWith('#') && !registry.entitiesByName[wanted] && wanted !== 'player') {
            throw new CommandError(`Unknown entity type '${value}'`)
          }
          filters.push(e => (typeName(e) === wanted) !== negated)
          break
        }
        case 'name': filters.push(e => ((e.username ?? e.customName) === value) !== negated); break
        case 'distance': { const r = parseRange(value); filters.push(e => { const d = e.position.distanceTo(origin); return d >= r.min && d <= r.max }); break }
        case 'x': origin.x = Number(value); break
        case 'y': origin.y = Number(value); break
        case 'z': origin.z = Number(value); break
        case 'dx': case 'dy': case 'dz': box = box || { dx: 0, dy: 0, dz: 0 }; box[key] = Number(value); break
        case 'limit': limit = Number(value); if (!(limit >= 1)) throw new CommandError(`limit must be at least 1, got '${value}'`); break
        case 'sort': if (!['nearest', 'furthest', 'random', 'arbitrary'].includes(value)) throw new CommandError(`unknown sort '${value}'`); sort = value; break
        case 'gamemode': {
          if (!(value in GAME_MODES)) throw new CommandError(`unknown game mode '${value}'`)
          filters.push(e => (e.type === 'player' && e.gameMode === GAME_MODES[value]) !== negated)
          break
        }
        case 'tag': filters.push(() => negated || value === ''); break // entities carry no tags here
        case 'level': case 'team': case 'scores': case 'advancements': case 'predicate': case 'nbt':
        case 'x_rotation': case 'y_rotation': break // accepted, not evaluated
        default: throw new CommandError(`Unknown selector option '${key}'`)
      }
    }
    origin = origin.clone()
    if (box) {
      const min = origin.clone()
      const max = origin.offset(box.dx, box.dy, box.dz)
      const lo = { x: Math.min(min.x, max.x), y: Math.min(min.y, max.y), z: Math.min(min.z, max.z) }
      const hi = { x: Math.max(min.x, max.x) + 1, y: Math.max(min.y, max.y) + 1, z: Math.max(min.z, max.z) + 1 }
      filters.push(e => e.position.x >= lo.x && e.position.x <= hi.x && e.position.y >= lo.y && e.position.y <= hi.y && e.position.z >= lo.z && e.position.z <= hi.z)
    }
    let result = candidates.filter(e => filters.every(f => f(e)))
    if (sort === 'nearest') result.sort((a, b) => a.position.distanceTo(origin) - b.position.distanceTo(origin))
    if (sort === 'furthest') result.sort((a, b) => b.position.distanceTo(origin) - a.position.distanceTo(origin))
    if (sort === 'random') result.sort(() => Math.random() - 0.5)
    if (playersOnly && result.some(e => e.type !== 'player')) throw new CommandError('Only players may be affected by this command, but the provided selector includes entities')
    result = result.slice(0, limit)
    return result
  }

  return { select, typeName, displayName }
}

// One coordinate: "12", "-3.5", "~", "~2", "~-0.5". `base` is the source's coordinate.
function parseCoordinate (text, base, { center = false } = {}) {
  if (text === undefined) throw new CommandError('Incomplete (expected 3 coordinates)')
  if (text.startsWith('^')) throw new CommandError(`local coordinates ('${text}') are not supported; use ~ or absolute coordinates`)
  if (text.startsWith('~')) {
    const rest = text.slice(1)
    if (rest !== '' && !/^-?\d*\.?\d+$/.test(rest)) throw new CommandError(`invalid coordinate '${text}'`)
    return base + (rest === '' ? 0 : Number(rest))
  }
  if (!/^-?\d*\.?\d+$/.test(text)) throw new CommandError(`invalid coordinate '${text}'`)
  const value = Number(text)
  // Vanilla centres whole-number x and z of entity positions on the block.
  return center && !text.includes('.') ? value + 0.5 : value
}

module.exports = { selectors, parseCoordinate, parseRange, splitArguments, CommandError, GAME_MODES }
