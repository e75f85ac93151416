// "collect N" in chat: gathers N logs of the nearest kind, turns them into planks and crafts a
// crafting table with mineflayer's recipesFor/craft, then reports and leaves.
// Run: craftmate script examples/collect_and_craft.js --embedded

const LOGS = ['oak_log', 'birch_log', 'spruce_log', 'jungle_log', 'acacia_log', 'dark_oak_log', 'mangrove_log', 'cherry_log'];

function count(name) {
  const item = mcData.itemsByName[name];
  return item ? bot.inventory.count(item.id) : 0;
}

async function craft(name, times) {
  const item = mcData.itemsByName[name];
  const [recipe] = bot.recipesFor(item.id, null, 1, null);
  if (!recipe) throw new Error(`no recipe for ${name} with what I carry`);
  await bot.craft(recipe, times, null);
}

async function collectAndCraft(wanted) {
  // The nearest log decides the kind of wood.
  const ids = LOGS.map((name) => mcData.blocksByName[name].id);
  const first = bot.findBlock({ matching: ids, maxDistance: 48 });
  if (!first) throw new Error('no logs within 48 blocks');
  const log = first.name;
  bot.chat(`Collecting ${wanted} ${log}.`);
  await skills.collectBlock(bot, log, wanted);
  const logs = count(log);
  if (logs < 1) throw new Error(`I have no ${log}`);

  const planks = log.replace('_log', '_planks');
  await craft(planks, Math.min(logs, 4));
  await craft('crafting_table', 1);
  return `I have ${count(log)} ${log}, ${count(planks)} ${planks} and ${count('crafting_table')} crafting_table.`;
}

bot.on('chat', async (username, message) => {
  const match = /^collect (\d+)$/.exec(message);
  if (!match || username === bot.username) return;
  try {
    bot.chat(await collectAndCraft(Number(match[1])));
  } catch (err) {
    bot.chat(`Failed: ${err.message}`);
  }
  bot.quit();
});
