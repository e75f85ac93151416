// Block states by name and properties, from minecraft-data's blocks.json: parses vanilla's
// `name[prop=value,...]` syntax (`stone_brick_stairs[facing=west]`, `wheat[age=7]`) and computes
// state ids (the last property varies fastest, as in the game's state table).
'use strict'

class BlockStateError extends Error {}

function blockStates (registry) {
  function blockByName (name) {
    return registry.blocksByName[String(name).replace(/^minecraft:/, '')] || null
  }

  function valueIndex (prop, value) {
    const text = String(value)
    if (prop.type === 'bool') {
      if (text !== 'true' && text !== 'false') return -1
      return text === 'true' ? 0 : 1
    }
    if (Array.isArray(prop.values)) return prop.values.indexOf(text)
    if (prop.type === 'int') {
      const n = Number(text)
      return Number.isInteger(n) && n >= 0 && n < prop.num_values ? n : -1
    }
    return -1
  }

  // Properties of a state id as { name: 'value' }.
  function propertiesOf (stateId) {
    const block = registry.blocksByStateId[stateId]
    if (!block || !block.states || block.states.length === 0) return {}
    let data = stateId - block.minStateId
    const props = {}
    for (let i = block.states.length - 1; i >= 0; i--) {
      const prop = block.states[i]
      const index = data % prop.num_values
      data = Math.floor(data / prop.num_values)
      if (prop.type === 'bool') props[prop.name] = index === 0 ? 'true' : 'false'
      else if (Array.isArray(prop.values)) props[prop.name] = prop.values[index]
      else props[prop.name] = String(index)
    }
    return props
  }

  // State id of `block` with `props` applied over `baseStateId` (default: the block's default).
  function stateIdOf (block, props = {}, baseStateId = block.defaultState) {
    const states = block.states || []
    const current = registry.blocksByStateId[baseStateId] === block ? propertiesOf(baseStateId) : propertiesOf(block.defaultState)
    let data = 0
    let multiplier = 1
    for (let i = states.length - 1; i >= 0; i--) {
      const prop = states[i]
      const wanted = props[prop.name] !== undefined ? props[prop.name] : current[prop.name]
      let index = valueIndex(prop, wanted)
      if (index < 0) index = 0
      data += index * multiplier
      multiplier *= prop.num_values
    }
    return block.minStateId + data
  }

  // "name[a=b,c=d]" -> { block, props, stateId }; throws BlockStateError with the reason.
  function parse (text) {
    const m = /^([a-z0-9_:]+)(?:\[([^\]]*)\])?(\{.*\})?$/.exec(String(text).trim())
    if (!m) throw new BlockStateError(`'${text}' is not a block (expected name or name[property=value,...])`)
    const block = blockByName(m[1])
    if (!block) throw new BlockStateError(`unknown block '${m[1]}'`)
    const props = {}
    if (m[2]) {
      for (const pair of m[2].split(',').map(s => s.trim()).filter(Boolean)) {
        const [key, value] = pair.split('=').map(s => s.trim())
        const prop = (block.states || []).find(p => p.name === key)
        if (!prop) throw new BlockStateError(`block ${block.name} has no property '${key}' (it has: ${(block.states || []).map(p => p.name).join(', ') || 'none'})`)
        if (valueIndex(prop, value) < 0) throw new BlockStateError(`'${value}' is not a valid ${key} for ${block.name} (valid: ${(prop.values || []).join(', ')})`)
        props[key] = value
      }
    }
    return { block, props, stateId: stateIdOf(block, props), nbt: m[3] || null }
  }

  return { blockByName, propertiesOf, stateIdOf, parse }
}

module.exports = { blockStates, BlockStateError }
