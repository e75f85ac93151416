// Answers "status" with what the bot knows (position, health, food, time, nearby blocks and
// players, inventory), turns to look at whoever says "look", and leaves on "bye".
// Run: craftmate script examples/status.js --embedded

const round = (v) => `${Math.round(v.x)} ${Math.round(v.y)} ${Math.round(v.z)}`;

const answers = {
  status: () => {
    const blocks = world.getNearbyBlockTypes(bot, 4).sort().join(', ');
    const players = Object.keys(bot.players).filter((n) => n !== bot.username).sort().join(', ');
    const items = Object.entries(world.getInventoryCounts(bot)).map(([n, c]) => `${n}x${c}`).join(', ') || 'nothing';
    return [
      `at ${round(bot.entity.position)}, health ${bot.health}, food ${bot.food}, ${bot.time.isDay ? 'day' : 'night'}`,
      `blocks: ${blocks}`,
      `players: ${players}`,
      `carrying: ${items}`,
    ];
  },
  look: async (username) => {
    const target = bot.players[username]?.entity;
    if (!target) return [`I can't see ${username}`];
    await bot.lookAt(target.position.offset(0, target.height, 0));
    return [`looking at ${username}`];
  },
};

bot.on('chat', async (username, message) => {
  if (username === bot.username) return;
  if (message === 'bye') return bot.quit();
  const answer = answers[message];
  if (!answer) return;
  for (const line of await answer(username)) bot.chat(line);
});
