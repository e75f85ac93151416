// Minecraft's stringified NBT (SNBT), as commands take it (`/summon villager ~ ~ ~ {Offers:...}`),
// read into plain values: compounds as objects, lists as arrays (the old indexed form
// `[0:{...},1:{...}]` too), numbers with or without their type suffix (b s l f d), quoted and
// unquoted strings, true/false as 1/0. Throws an Error naming the position of the first mistake.
'use strict'

function parseSnbt (text) {
  let i = 0
  const fail = (what) => { throw new Error(`SNBT: ${what} at position ${i}: ...${text.slice(i, i + 20)}`) }
  const space = () => { while (i < text.length && /\s/.test(text[i])) i++ }
  const expect = (c) => { space(); if (text[i] !== c) fail(`expected '${c}'`); i++ }

  function string () {
    space()
    const quote = text[i]
    if (quote === '"' || quote === "'") {
      let out = ''
      for (i++; i < text.length && text[i] !== quote; i++) out += text[i] === '\\' ? text[++i] : text[i]
      if (i >= text.length) fail('unterminated string')
      i++
      return { value: out, quoted: true }
    }
    const start = i
    while (i < text.length && /[A-Za-z0-9_\-.+]/.test(text[i])) i++
    if (i === start) fail('expected a value')
    return { value: text.slice(start, i), quoted: false }
  }

  function scalar () {
    const { value, quoted } = string()
    if (quoted) return value
    if (value === 'true') return 1
    if (value === 'false') return 0
    const number = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)[bslfd]?$/i.exec(value)
    return number ? Number(number[1]) : value
  }

  function value () {
    space()
    if (text[i] === '{') return compound()
    if (text[i] === '[') return list()
    return scalar()
  }

  function compound () {
    expect('{')
    const out = {}
    space()
    if (text[i] === '}') { i++; return out }
    for (;;) {
      const key = string().value
      expect(':')
      out[key] = value()
      space()
      if (text[i] === ',') { i++; continue }
      expect('}')
      return out
    }
  }

  function list () {
    expect('[')
    space()
    if (/[BIL];/.test(text.slice(i, i + 2))) i += 2 // typed arrays [I; 1, 2]
    const out = []
    space()
    if (text[i] === ']') { i++; return out }
    for (;;) {
      space()
      const indexed = /^\d+\s*:/.exec(text.slice(i))
      if (indexed) i += indexed[0].length
      out.push(value())
      space()
      if (text[i] === ',') { i++; continue }
      expect(']')
      return out
    }
  }

  const result = value()
  space()
  if (i !== text.length) fail('unexpected text after the value')
  return result
}

module.exports = { parseSnbt }
