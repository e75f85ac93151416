// craftmate's JavaScript prelude: builds mineflayer's `bot`, mineflayer-pathfinder's `goals`,
// `Vec3`, `mcData`, timers, `console`, and MINDcraft's `skills` / `world` / `log` over the
// engine's natives. The natives object exists only inside this closure; scripts see the globals.
(function (native, hooks) {
  'use strict';
  const G = globalThis;

  class Vec3 {
    constructor(x, y, z) {
      if (typeof x === 'object' && x !== null) ({ x, y, z } = x);
      this.x = x; this.y = y; this.z = z;
    }
    set(x, y, z) { this.x = x; this.y = y; this.z = z; return this; }
    offset(dx, dy, dz) { return new Vec3(this.x + dx, this.y + dy, this.z + dz); }
    plus(v) { return this.offset(v.x, v.y, v.z); }
    minus(v) { return this.offset(-v.x, -v.y, -v.z); }
    scaled(k) { return new Vec3(this.x * k, this.y * k, this.z * k); }
    floored() { return new Vec3(Math.floor(this.x), Math.floor(this.y), Math.floor(this.z)); }
    clone() { return new Vec3(this.x, this.y, this.z); }
    equals(v) { return this.x === v.x && this.y === v.y && this.z === v.z; }
    distanceSquared(v) { const dx = v.x - this.x, dy = v.y - this.y, dz = v.z - this.z; return dx * dx + dy * dy + dz * dz; }
    distanceTo(v) { return Math.sqrt(this.distanceSquared(v)); }
    norm() { return Math.sqrt(this.x * this.x + this.y * this.y + this.z * this.z); }
    toString() { return `(${this.x}, ${this.y}, ${this.z})`; }
  }
  const vec = (o) => (o ? new Vec3(o.x, o.y, o.z) : null);

  class EventEmitter {
    constructor() { Object.defineProperty(this, '_events', { value: new Map() }); }
    on(name, fn) { if (!this._events.has(name)) this._events.set(name, []); this._events.get(name).push(fn); return this; }
    addListener(name, fn) { return this.on(name, fn); }
    once(name, fn) {
      const wrapper = (...args) => { this.removeListener(name, wrapper); return fn.apply(this, args); };
      wrapper.listener = fn;
      return this.on(name, wrapper);
    }
    removeListener(name, fn) {
      const list = this._events.get(name);
      if (!list) return this;
      const i = list.findIndex((l) => l === fn || l.listener === fn);
      if (i >= 0) list.splice(i, 1);
      if (!list.length) this._events.delete(name);
      return this;
    }
    off(name, fn) { return this.removeListener(name, fn); }
    removeAllListeners(name) { if (name === undefined) this._events.clear(); else this._events.delete(name); return this; }
    listeners(name) { return (this._events.get(name) || []).slice(); }
    listenerCount(name) { return (this._events.get(name) || []).length; }
    emit(name, ...args) {
      const list = this._events.get(name);
      if (!list) return false;
      for (const fn of list.slice()) fn.apply(this, args);
      return true;
    }
  }

  // Timers on the bot's executor.
  const timers = new Map();
  const intervals = new Map();
  let nextInterval = 0;
  G.setTimeout = (fn, ms = 0, ...args) => {
    if (typeof fn !== 'function') throw new TypeError('setTimeout needs a function (strings are never evaluated)');
    const id = native.timerStart(Number(ms) || 0);
    timers.set(id, () => fn(...args));
    return id;
  };
  G.clearTimeout = (id) => { if (timers.delete(id)) native.timerCancel(id); };
  G.setInterval = (fn, ms = 0, ...args) => {
    if (typeof fn !== 'function') throw new TypeError('setInterval needs a function (strings are never evaluated)');
    const key = ++nextInterval;
    const arm = () => intervals.set(key, G.setTimeout(() => { if (intervals.has(key)) { arm(); fn(...args); } }, ms));
    arm();
    return key;
  };
  G.clearInterval = (key) => { const id = intervals.get(key); intervals.delete(key); if (id !== undefined) G.clearTimeout(id); };
  G.setImmediate = (fn, ...args) => G.setTimeout(fn, 0, ...args);
  hooks.timer = (id) => { const fn = timers.get(id); if (fn) { timers.delete(id); fn(); } };

  // minecraft-data, loaded on first use.
  let registry = null;
  const mcData = () => {
    if (registry) return registry;
    const raw = native.registry();
    const index = (array, key) => Object.fromEntries(array.map((x) => [x[key], x]));
    registry = {
      version: { minecraftVersion: raw.version },
      blocksArray: raw.blocks, blocks: index(raw.blocks, 'id'), blocksByName: index(raw.blocks, 'name'),
      itemsArray: raw.items, items: index(raw.items, 'id'), itemsByName: index(raw.items, 'name'),
      entitiesArray: raw.entities, entities: index(raw.entities, 'id'), entitiesByName: index(raw.entities, 'name'),
      foodsArray: raw.foods, foods: index(raw.foods, 'id'), foodsByName: index(raw.foods, 'name'),
    };
    return registry;
  };
  Object.defineProperty(G, 'mcData', { get: mcData, enumerable: true });

  const wrapEntity = (e) => (e ? { ...e, position: vec(e.position), velocity: vec(e.velocity) } : null);
  const wrapBlock = (b) => (b ? { ...b, position: vec(b.position) } : null);
  const wrapPlayer = (p) => (p ? { ...p, entity: wrapEntity(p.entity) } : null);
  const itemId = (item) => (typeof item === 'number' ? item : typeof item === 'string' ? mcData().itemsByName[item]?.id : item?.type);

  const bot = new EventEmitter();
  const inventory = {
    items: () => native.items(),
    count: (type) => native.inventoryCount(itemId(type)),
    findInventoryItem: (type) => native.items().find((i) => i.type === itemId(type)) || null,
  };
  Object.defineProperties(bot, {
    username: { get: () => native.username(), enumerable: true },
    entity: { get: () => (native.spawned() ? wrapEntity(native.entity()) : null), enumerable: true },
    entities: {
      get: () => Object.fromEntries(Object.entries(native.entities()).map(([id, e]) => [id, wrapEntity(e)])),
      enumerable: true,
    },
    players: {
      get: () => Object.fromEntries(Object.entries(native.players()).map(([n, p]) => [n, wrapPlayer(p)])),
      enumerable: true,
    },
    health: { get: () => native.health(), enumerable: true },
    food: { get: () => native.food(), enumerable: true },
    time: { get: () => native.time(), enumerable: true },
    game: { get: () => native.game(), enumerable: true },
    heldItem: { get: () => native.heldItem(), enumerable: true },
    quickBarSlot: { get: () => native.quickBarSlot(), enumerable: true },
    currentWindow: { get: () => native.currentWindow(), enumerable: true },
    inventory: { value: inventory, enumerable: true },
    registry: { get: mcData, enumerable: true },
    version: { get: () => mcData().version.minecraftVersion, enumerable: true },
    spawnPoint: { get: () => vec(native.spawnPoint()), enumerable: true },
    isSleeping: { get: () => native.isSleeping(), enumerable: true },
    usingHeldItem: { get: () => native.usingHeldItem(), enumerable: true },
    vehicle: { get: () => { const v = native.vehicle(); return v ? wrapEntity(v) : null; }, enumerable: true },
    tablist: { get: () => native.tablist(), enumerable: true },
    bossBars: { get: () => native.bossBars(), enumerable: true },
    scoreboards: { get: () => native.scoreboards(), enumerable: true },
    scoreboard: {
      get: () => {
        const all = native.scoreboards(), at = native.scoreboardPositions();
        const out = {};
        for (const [position, name] of Object.entries(at)) out[position] = all[name];
        return Object.assign(out, { list: out[0], sidebar: out[1], belowName: out[2] });
      },
      enumerable: true,
    },
    teams: { get: () => native.teams(), enumerable: true },
    teamMap: {
      get: () => {
        const out = {};
        for (const t of Object.values(native.teams())) for (const m of t.members) out[m] = t;
        return out;
      },
      enumerable: true,
    },
    settings: { get: () => native.settings(), enumerable: true },
  });

  // findBlocks' `matching`: an id, a list of ids, or a function of a block type (mineflayer tests
  // the function against block types first; we test it only there).
  const matchingIds = (matching) => {
    if (typeof matching === 'number') return [matching];
    if (Array.isArray(matching)) return matching;
    if (typeof matching === 'function') {
      return mcData().blocksArray.filter((b) => matching({ ...b, type: b.id })).map((b) => b.id);
    }
    throw new TypeError('findBlocks: matching must be a block id, a list of ids or a function');
  };
  Object.assign(bot, {
    blockAt: (p) => wrapBlock(native.blockAt(p)),
    findBlocks: ({ matching, maxDistance = 16, count = 1, point = null } = {}) =>
      native.findBlocks(matchingIds(matching), maxDistance, count, point).map(vec),
    findBlock: (options = {}) => {
      const [p] = bot.findBlocks({ ...options, count: 1 });
      return p ? bot.blockAt(p) : null;
    },
    nearestEntity: (filter = () => true) => {
      const me = bot.entity;
      if (!me) return null;
      let best = null, bestDistance = Infinity;
      for (const e of Object.values(bot.entities)) {
        if (e.id === me.id || !filter(e)) continue;
        const d = e.position.distanceTo(me.position);
        if (d < bestDistance) { best = e; bestDistance = d; }
      }
      return best;
    },
    canDigBlock: (block) => native.canDigBlock(block.position),
    digTime: (block) => native.digTime(block.position),
    dig: (block, forceLook = true) => native.dig(block.position, forceLook === true),
    stopDigging: () => native.stopDigging(),
    placeBlock: (referenceBlock, faceVector) => native.placeBlock(referenceBlock.position, faceVector),
    activateBlock: (block, direction) => native.activateBlock(block.position, direction || null),
    activateItem: (offHand = false) => native.activateItem(!!offHand),
    deactivateItem: () => native.deactivateItem(),
    consume: () => native.consume(),
    equip: (item, destination = 'hand') => native.equip(itemId(item), destination || 'hand'),
    unequip: (destination = 'hand') => native.unequip(destination),
    toss: (itemType, metadata, count) => native.toss(itemType, count == null ? 1 : count),
    tossStack: (item) => native.toss(item.type, item.count),
    recipesFor: (itemType, metadata, minResultCount, craftingTable) =>
      native.recipesFor(itemType, minResultCount == null ? 1 : minResultCount, !!craftingTable),
    recipesAll: (itemType) => native.recipesAll(itemType),
    craft: (recipe, count = 1, craftingTable = null) =>
      native.craft(recipe.result.id, recipe.index, count == null ? 1 : count, craftingTable ? craftingTable.position : null),
    lookAt: (point, force = true) => native.lookAt(point, force),
    look: (yaw, pitch, force = true) => native.look(yaw, pitch, force),
    setControlState: (control, state) => native.setControlState(control, !!state),
    getControlState: (control) => native.getControlState(control),
    clearControlStates: () => native.clearControlStates(),
    chat: (message) => native.chat(String(message)),
    whisper: (username, message) => native.whisper(username, String(message)),
    attack: (entity) => native.attack(entity.id),
    swingArm: (hand = 'right') => native.swingArm(hand === 'left'),
    setQuickBarSlot: (slot) => native.setQuickBarSlot(slot),
    waitForTicks: (ticks) => native.waitForTicks(ticks),
    quit: (reason) => native.quit(reason),
    end: (reason) => native.quit(reason),
    activateEntity: (entity) => native.activateEntity(entity.id),
    activateEntityAt: (entity, position) => native.activateEntityAt(entity.id, position),
    useOn: (entity) => native.useOn(entity.id),
    mount: (entity) => native.mount(entity.id),
    dismount: () => native.dismount(),
    moveVehicle: (left, forward) => native.moveVehicle(left, forward),
    isABed: (block) => !!block && /_bed$/.test(block.name),
    sleep: (bedBlock) => native.sleep(bedBlock.position),
    wake: () => native.wake(),
    fish: () => native.fish(),
    setSettings: (settings) => native.setSettings(settings || {}),
    updateSign: (block, text, back = false) => native.updateSign(block.position, String(text), !!back),
    writeBook: (slot, pages) => native.writeBook(slot, pages.map(String)),
    putAway: (slot) => native.putAway(slot),
    moveSlotItem: (sourceSlot, destSlot) => native.moveSlotItem(sourceSlot, destSlot),
    waitForChunksToLoad: () => native.waitForChunksToLoad(),
    elytraFly: async () => native.elytraFly(),
    tabComplete: (text) => native.tabComplete(String(text)),
    setCommandBlock: (pos, command, options = {}) => native.setCommandBlock(pos, String(command), options),
    clickWindow: (slot, mouseButton, mode) => native.clickWindow(slot, mouseButton, mode),
    simpleClick: {
      leftMouse: (slot) => native.clickWindow(slot, 0, 0),
      rightMouse: (slot) => native.clickWindow(slot, 1, 0),
    },
    creative: {
      setInventorySlot: (slot, item) => native.creativeSetInventorySlot(slot, item ? { type: item.type, count: item.count } : null),
      clearSlot: (slot) => native.creativeSetInventorySlot(slot, null),
      flyTo: (destination) => native.creativeFlyTo(destination),
      startFlying: () => native.creativeStartFlying(),
      stopFlying: () => native.creativeStopFlying(),
    },
    loadPlugin: () => {},  // pathfinder and the rest are built in
    loadPlugins: () => {},
  });
  const openWindow = async (block) => {
    const w = await native.openContainer(block.position);
    return {
      ...w,
      containerItems: () => (native.currentWindow() || w).containerItems,
      items: () => (native.currentWindow() || w).items,
      deposit: (itemType, metadata, count) => native.deposit(itemType, count == null ? 1 : count),
      withdraw: (itemType, metadata, count) => native.withdraw(itemType, count == null ? 1 : count),
      close: () => native.closeWindow(),
    };
  };
  bot.openContainer = bot.openChest = bot.openFurnace = bot.openBlock = openWindow;

  // mineflayer-pathfinder.
  const goals = {
    GoalBlock: class { constructor(x, y, z) { Object.assign(this, { type: 'GoalBlock', x, y, z }); } },
    GoalNear: class { constructor(x, y, z, range = 1) { Object.assign(this, { type: 'GoalNear', x, y, z, range }); } },
    GoalXZ: class { constructor(x, z) { Object.assign(this, { type: 'GoalXZ', x, z }); } },
    GoalNearXZ: class { constructor(x, z, range = 1) { Object.assign(this, { type: 'GoalNearXZ', x, z, range }); } },
    GoalY: class { constructor(y) { Object.assign(this, { type: 'GoalY', y }); } },
    GoalGetToBlock: class { constructor(x, y, z) { Object.assign(this, { type: 'GoalGetToBlock', x, y, z }); } },
    GoalFollow: class { constructor(entity, range = 1) { Object.assign(this, { type: 'GoalFollow', entityId: entity.id, range }); } },
    GoalInvert: class { constructor(goal) { Object.assign(this, { type: 'GoalInvert', goal }); } },
    GoalCompositeAny: class { constructor(list = []) { Object.assign(this, { type: 'GoalCompositeAny', goals: list }); } push(g) { this.goals.push(g); } },
    GoalCompositeAll: class { constructor(list = []) { Object.assign(this, { type: 'GoalCompositeAll', goals: list }); } push(g) { this.goals.push(g); } },
  };
  // Accepted for compatibility; craftmate's movements are configured in C++ (docs/scripting.md).
  class Movements { constructor() { this.canDig = true; this.allow1by1towers = true; this.allowSprinting = true; } }
  let moving = 0;
  bot.pathfinder = {
    goal: null,
    goto(goal) {
      this.goal = goal;
      moving++;
      return native.goto(goal, false).finally(() => { moving--; if (this.goal === goal) this.goal = null; });
    },
    setGoal(goal, dynamic = false) {
      if (!goal) { this.stop(); return; }
      this.goal = goal;
      moving++;
      native.goto(goal, !!dynamic).catch(() => {}).finally(() => { moving--; });
    },
    stop() { this.goal = null; native.pathfinderStop(); },
    isMoving: () => moving > 0,
    setMovements() {},
    thinkTimeout: 5000,
  };

  // Bot events from C++, with positions as Vec3.
  const wrapArgs = {
    entitySpawn: ([e]) => [wrapEntity(e)], entityGone: ([e]) => [wrapEntity(e)],
    entityHurt: ([e]) => [wrapEntity(e)], entityDead: ([e]) => [wrapEntity(e)],
    playerJoined: ([p]) => [wrapPlayer(p)], playerLeft: ([p]) => [wrapPlayer(p)],
    blockUpdate: ([a, b]) => [wrapBlock(a), wrapBlock(b)],
  };
  hooks.emit = (name, ...args) => { bot.emit(name, ...(wrapArgs[name] ? wrapArgs[name](args) : args)); };
  hooks.listenerCount = () => {
    let n = timers.size;
    for (const list of bot._events.values()) n += list.length;
    return n;
  };

  // MINDcraft's skills library and world queries (mindcraft.md §1.3): the first argument is `bot`.
  const skills = {};
  for (const name of (native.skillNames ? native.skillNames() : [])) skills[name] = (_bot, ...args) => native['skill_' + name](...args);
  skills.log = (_bot, message) => native.skill_log(String(message));
  const entitiesNear = (maxDistance) => {
    const me = bot.entity;
    if (!me) return [];
    return Object.values(bot.entities)
      .filter((e) => e.id !== me.id && e.position.distanceTo(me.position) <= maxDistance)
      .sort((a, b) => a.position.distanceTo(me.position) - b.position.distanceTo(me.position));
  };
  const world = {
    getNearestFreeSpace: (_bot, size = 1, distance = 8) => vec(native.world_nearestFreeSpace(distance)),
    getBlockAtPosition: (_bot, x = 0, y = 0, z = 0) => bot.blockAt(bot.entity.position.offset(x, y, z)),
    getSurroundingBlocks: (_bot) => [
      `Block Below: ${world.getBlockAtPosition(bot, 0, -1, 0)?.name}`,
      `Block at Legs: ${world.getBlockAtPosition(bot, 0, 0, 0)?.name}`,
      `Block at Head: ${world.getBlockAtPosition(bot, 0, 1, 0)?.name}`,
    ],
    getFirstBlockAboveHead: (_bot, ignoreTypes = null, distance = 32) => {
      const ignore = ignoreTypes || ['air'];
      let above = null, height = 0;
      for (let i = 0; i < distance; i++) {
        const b = bot.blockAt(bot.entity.position.offset(0, i + 2, 0));
        if (!b) continue;
        height = i;
        if (!ignore.includes(b.name)) { above = b; break; }
      }
      return above ? `${above.name} (${height} blocks up)` : 'none';
    },
    getNearestBlocks: (_bot, blockTypes = null, distance = 16, count = 10000) => {
      const names = blockTypes == null ? mcData().blocksArray.map((b) => b.name).filter((n) => n !== 'air')
        : Array.isArray(blockTypes) ? blockTypes : [blockTypes];
      return native.world_nearestBlocks(names, distance, count).map(wrapBlock);
    },
    getNearestBlock: (_bot, blockType, distance = 16) => world.getNearestBlocks(bot, [blockType], distance, 1)[0] || null,
    getNearbyEntities: (_bot, maxDistance = 16) => entitiesNear(maxDistance),
    getNearestEntityWhere: (_bot, predicate, maxDistance = 16) => entitiesNear(maxDistance).find(predicate) || null,
    getNearbyPlayers: (_bot, maxDistance = 16) => entitiesNear(maxDistance).filter((e) => e.type === 'player'),
    getInventoryStacks: (_bot) => bot.inventory.items(),
    getInventoryCounts: (_bot) => {
      const counts = {};
      for (const i of bot.inventory.items()) counts[i.name] = (counts[i.name] || 0) + i.count;
      return counts;
    },
    getCraftableItems: (_bot) => native.world_craftableItems(),
    getPosition: (_bot) => bot.entity.position,
    getNearbyEntityTypes: (_bot) => [...new Set(entitiesNear(16).map((e) => e.name))],
    getNearbyPlayerNames: (_bot) => [...new Set(entitiesNear(64).filter((e) => e.type === 'player' && e.username !== bot.username).map((e) => e.username))],
    getNearbyBlockTypes: (_bot, distance = 16) => [...new Set(world.getNearestBlocks(bot, null, distance).map((b) => b.name))],
    isClearPath: async (_bot, target) => native.world_isClearPath(target.position),
    shouldPlaceTorch: (_bot) => native.world_shouldPlaceTorch(),
    getBiomeName: (_bot) => native.world_biomeName(),
  };

  const show = (v) => (typeof v === 'string' ? v : v instanceof Error ? String(v) : JSON.stringify(v) ?? String(v));
  const print = typeof native.print === 'function' ? native.print : native.skill_log;
  const say = (...args) => print(args.map(show).join(' '));
  Object.assign(G, {
    Vec3, goals, Movements, bot, skills, world,
    log: (_bot, message) => skills.log(bot, message),
    console: { log: say, info: say, warn: say, error: say, debug: say },
  });
})
