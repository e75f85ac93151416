// A biome's network id: its index in the worldgen/biome registry the server sends in
// configuration (minecraft-data's loginPacket codec). minecraft-data may pair a release's
// biomes.json with an older release's login packet (1.21.4: the 1.21.3 codec, without
// pale_garden), so biomes.json ids can name other biomes on the client (plains 40 is read as
// river); the codec's order is what clients decode with.
'use strict'

function biomeId (registry, name) {
  const entries = registry.loginPacket?.dimensionCodec?.['minecraft:worldgen/biome']?.entries
  if (Array.isArray(entries)) {
    const index = entries.findIndex(e => e.key === `minecraft:${name}`)
    if (index >= 0) return index
  }
  const biome = registry.biomesByName[name]
  if (!biome) throw new Error(`${name} is not a biome of ${registry.version.minecraftVersion}`)
  return biome.id
}

module.exports = { biomeId }
