// Prints the byte vectors of tests/protocol/packet_vectors.h using minecraft-protocol (the
// independent JS implementation mineflayer uses) as the oracle. Run from the repository root:
//   NODE_PATH=server/node_modules node tests/protocol/generate_vectors.js
// The C++ tests decode these bytes with our interpreter and re-encode them, so any disagreement
// between the two implementations fails a test.
const { createSerializer } = require('minecraft-protocol')
const nbt = require('prismarine-nbt')
const { nameToMcOfflineUUID } = require('minecraft-protocol/src/datatypes/uuid.js')

const version = '1.21.1'
const clientbound = createSerializer({ state: 'play', isServer: true, version })
const serverbound = createSerializer({ state: 'play', isServer: false, version })
const loginServerbound = createSerializer({ state: 'login', isServer: false, version })
const hex = (b) => b.toString('hex')
const out = (name, buf) => console.log(`${name} ${hex(buf)}`)

console.log(`uuid_Notch ${nameToMcOfflineUUID('Notch')}`)
console.log(`uuid_craftmate ${nameToMcOfflineUUID('craftmate')}`)

out('block_change', clientbound.createPacketBuffer({ name: 'block_change', params: { location: { x: 18357644, y: 831, z: -20882616 }, type: 9 } }))

const sword = {
  itemCount: 1, itemId: 812, addedComponentCount: 2, removedComponentCount: 1,
  components: [
    { type: 'damage', data: 7 },
    { type: 'custom_name', data: nbt.string('Édith ☃') }
  ],
  removeComponents: [{ type: 'food' }]
}
out('window_items', clientbound.createPacketBuffer({ name: 'window_items', params: {
  windowId: 0, stateId: 5,
  items: [{ itemCount: 0 }, sword, { itemCount: 64, itemId: 1, addedComponentCount: 0, removedComponentCount: 0, components: [], removeComponents: [] }],
  carriedItem: { itemCount: 0 }
} }))

out('entity_metadata', clientbound.createPacketBuffer({ name: 'entity_metadata', params: {
  entityId: 42,
  metadata: [
    { key: 0, type: 'byte', value: 2 },
    { key: 6, type: 'pose', value: 1 },
    { key: 8, type: 'item_stack', value: sword },
    { key: 2, type: 'optional_component', value: undefined },
    { key: 3, type: 'boolean', value: true },
    { key: 11, type: 'optional_block_pos', value: { x: -5, y: 70, z: 12 } },
    { key: 9, type: 'float', value: 20 },
    { key: 12, type: 'long', value: 123456 }
  ]
} }))

out('entity_equipment', clientbound.createPacketBuffer({ name: 'entity_equipment', params: {
  entityId: 7,
  equipments: [
    { slot: 0, item: sword },
    { slot: 5, item: { itemCount: 0 } }
  ]
} }))

out('player_info', clientbound.createPacketBuffer({ name: 'player_info', params: {
  action: { add_player: true, update_listed: true, update_latency: true, _value: 0 },
  data: [{
    uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5',
    player: { name: 'Notch', properties: [{ name: 'textures', value: 'abc', signature: undefined }] },
    listed: 1,
    latency: 12
  }]
} }))

out('position', clientbound.createPacketBuffer({ name: 'position', params: {
  x: 0.5, y: -60, z: 1.5, yaw: 90, pitch: -10, flags: { x: false, y: true, z: false, yaw: true, pitch: false }, teleportId: 3
} }))

out('system_chat', clientbound.createPacketBuffer({ name: 'system_chat', params: {
  content: nbt.comp({ text: nbt.string('hi'), bold: nbt.byte(1), extra: nbt.list(nbt.comp([{ text: nbt.string('!') }])),
    n: nbt.short(-2), i: nbt.int(70000), l: nbt.long([1, 2]), f: nbt.float(0.5), d: nbt.double(-1.25),
    ba: nbt.byteArray([1, -1]), ia: nbt.intArray([3, -4]), la: nbt.longArray([[0, 5]]) }),
  isActionBar: false
} }))

out('declare_recipes', clientbound.createPacketBuffer({ name: 'declare_recipes', params: {
  recipes: [{
    name: 'minecraft:stick', type: 'minecraft:crafting_shaped',
    data: { group: 'sticks', category: 0, gridWidth: 1, gridHeight: 2,
      ingredients: [[[{ itemCount: 1, itemId: 36, addedComponentCount: 0, removedComponentCount: 0, components: [], removeComponents: [] }], []]],
      result: { itemCount: 4, itemId: 900, addedComponentCount: 0, removedComponentCount: 0, components: [], removeComponents: [] },
      showNotification: true }
  }]
} }))

out('window_click', serverbound.createPacketBuffer({ name: 'window_click', params: {
  windowId: 0, stateId: 9, slot: 36, mouseButton: 0, mode: 0,
  changedSlots: [{ location: 36, item: { itemCount: 0 } }],
  cursorItem: { itemCount: 3, itemId: 36, addedComponentCount: 0, removedComponentCount: 0, components: [], removeComponents: [] }
} }))

out('login_start', loginServerbound.createPacketBuffer({ name: 'login_start', params: {
  username: 'craftmate', playerUUID: nameToMcOfflineUUID('craftmate')
} }))

// Other versions: the same interpreter must decode them from their own protocol.json.
const v1204 = createSerializer({ state: 'play', isServer: true, version: '1.20.4' })
out('v1204_entity_metadata', v1204.createPacketBuffer({ name: 'entity_metadata', params: {
  entityId: 42,
  metadata: [
    { key: 0, type: 'byte', value: 2 },
    { key: 8, type: 'item_stack', value: { present: true, itemId: 812, itemCount: 1, nbtData: undefined } },
    { key: 9, type: 'float', value: 20 }
  ]
} }))
const v1214 = createSerializer({ state: 'play', isServer: true, version: '1.21.4' })
out('v1214_keep_alive', v1214.createPacketBuffer({ name: 'keep_alive', params: { keepAliveId: 5n } }))
