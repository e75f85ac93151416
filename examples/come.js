// Answers "come" in chat by walking to whoever said it; "bye" makes the bot leave.
// Run: craftmate script examples/come.js --embedded   (then say "come" in the game)

bot.once('spawn', () => {
  bot.chat('Say "come" and I will walk to you.');
});

bot.on('chat', async (username, message) => {
  if (username === bot.username) return;
  if (message === 'bye') {
    bot.chat('Bye!');
    bot.quit();
    return;
  }
  if (message !== 'come') return;
  const target = bot.players[username]?.entity;
  if (!target) {
    bot.chat(`I can't see you, ${username}.`);
    return;
  }
  const { x, y, z } = target.position;
  bot.chat(`On my way to ${username}.`);
  try {
    await bot.pathfinder.goto(new goals.GoalNear(x, y, z, 2));
    const distance = bot.entity.position.distanceTo(target.position).toFixed(1);
    bot.chat(`Here, ${distance} blocks from you.`);
  } catch (err) {
    bot.chat(`I could not get there: ${err.message}`);
  }
});
