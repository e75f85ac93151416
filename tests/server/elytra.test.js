// Elytra flight (issue 24), as mineflayer's own elytra check drives it: a bot in the air wearing an
// elytra starts flying with bot.elytraFly() (entity_action start_fall_flying), the server's
// fall-flying flag reaches it and the bot watching it, a firework rocket used in flight is attached
// to it (bot.fireworkRocketDuration) and spent, and landing ends the flight.
'use strict'

const test = require('node:test')
const assert = require('node:assert')
const h = require('./helpers')

let andy, bob

h.serverWithBots(test, ['andy', 'bob'], (s, bots) => { [andy, bob] = bots })

test('an elytra flight starts in the air, is seen by others, takes a rocket and ends on landing', { timeout: 90000 }, async () => {
  await h.give(andy, 'elytra', 1)
  await andy.equip(andy.inventory.items().find(i => i.name === 'elytra'), 'torso')
  await h.give(andy, 'firework_rocket', 2)
  await andy.equip(andy.inventory.items().find(i => i.name === 'firework_rocket'), 'hand')
  await assert.rejects(andy.elytraFly(), /from ground/) // mineflayer's own check; the server is not asked

  andy.chat('/tp andy ~ ~20 ~')
  await h.once(andy, 'forcedMove')
  await h.until(() => !andy.entity.onGround && andy.entity.velocity.y < 0, 'andy falling')
  await andy.elytraFly()
  await h.until(() => andy.entity.elytraFlying, 'andy told it flies')
  await h.until(() => bob.players.andy?.entity?.elytraFlying, 'bob shown andy flying')

  await andy.look(andy.entity.yaw, -Math.PI / 2, true) // dive: straight down to the ground
  andy.activateItem()
  await h.until(() => andy.fireworkRocketDuration > 0, 'a rocket attached to andy')
  await h.until(() => h.count(andy, 'firework_rocket') === 1, 'the rocket spent')

  await h.until(() => andy.entity.onGround, 'andy landed', 30000)
  await h.until(() => !bob.players.andy?.entity?.elytraFlying, 'bob shown the flight ended')
  assert.ok(!andy.entity.elytraFlying)
})
