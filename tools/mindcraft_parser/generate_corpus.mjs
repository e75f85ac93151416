// The replies the parser differential check runs: hand-picked edge cases of every class where a
// reimplementation of MINDcraft's parser can slip (quoting, JavaScript's \s set, big and odd
// numbers, names, booleans, arity, text around the command), then seeded random replies built from
// the same pieces, some mutated by a character edit. Deterministic: the same list on every run.

// MINDcraft's commands and their parameter kinds (mindcraft.md §1): S string, I int, F float,
// B BlockName, T ItemName, O boolean. Unknown and miscased names come last.
const COMMANDS = {
  stats: '', inventory: '', nearbyBlocks: '', craftable: '', entities: '', modes: '', savedPlaces: '',
  checkBlueprintLevel: 'I', checkBlueprint: '', getBlueprint: '', getBlueprintLevel: 'I',
  getCraftingPlan: 'SI', searchWiki: 'S', help: '', newAction: 'S', stop: '', stfu: '', restart: '',
  clearChat: '', goToPlayer: 'SF', followPlayer: 'SF', goToCoordinates: 'FFFF', searchForBlock: 'BF',
  searchForEntity: 'SF', moveAway: 'F', rememberHere: 'S', goToRememberedPlace: 'S', givePlayer: 'STI',
  consume: 'T', equip: 'T', putInChest: 'TI', takeFromChest: 'TI', viewChest: '', discard: 'TI',
  collectBlocks: 'BI', craftRecipe: 'TI', smeltItem: 'TI', clearFurnace: '', placeHere: 'B', attack: 'S',
  attackPlayer: 'S', goToBed: '', activate: 'B', stay: 'I', setMode: 'SO', goal: 'S', endGoal: '',
  startConversation: 'SS', endConversation: 'S', lookAtPlayer: 'SS', lookAtPosition: 'III', digDown: 'I',
};
const UNKNOWN = ['flyAway', 'Stats', 'STOP', 'collectblocks', 'goto', '_', '123', 'constructor', '__proto__'];

// JavaScript's \s, and look-alikes that are not in it.
const JS_SPACES = ['\t', '\n', '\v', '\f', '\r', ' ', '\u00a0', '\u1680', '\u2000', '\u2001', '\u2002',
  '\u2003', '\u2004', '\u2005', '\u2006', '\u2007', '\u2008', '\u2009', '\u200a', '\u2028', '\u2029',
  '\u202f', '\u205f', '\u3000', '\ufeff'];
const NOT_SPACES = ['\u200b', '\u0085', '\u180e', '\u2060', '\u00ad', '\u0000'];

const BIG_DIGITS = ['9007199254740991', '9007199254740992', '9007199254740993', '9007199254740995',
  '12345678901234567890', '18446744073709551615', '18446744073709551616', '99999999999999999999',
  '100000000000000000000', '999999999999999999999', '1000000000000000000000', '1000000000000000000001',
  '123456789012345678901234567890', '1' + '0'.repeat(30), '1' + '0'.repeat(308), '1' + '0'.repeat(309),
  '17976931348623157' + '0'.repeat(292), '17976931348623159' + '0'.repeat(292),
  '0'.repeat(30) + '7', '0'.repeat(400) + '42', '1234567890123456', '12345678901234567',
  '2222222222222222.5', '0.1', '0.30000000000000004', '0.0000001', '0.000001', '0.00000012345',
  '511.99999999999999999', '511.9999999999999', '319.99999999999999999', '-64.0000000000000000001',
  '31.999999999999999999', '1.00000000000000011102230246251565404236316680908203125',
  '1.000000000000000111022302462515654042363166809082031251'];

const NUMBERS = ['0', '1', '-1', '2', '-2', '4.5', '-4.5', '-0', '-0.0', '0.0', '00', '007', '1.0', '3', '10',
  '31.9', '32', '511.99', '512', '320', '319', '-64', '-65', '100', '1.25', '-3.75', '64', ...BIG_DIGITS,
  ...BIG_DIGITS.map((d) => '-' + d)];

// Texts placed inside double quotes for number parameters: parseInt/parseFloat edge cases.
const QUOTED_NUMBERS = ['0x1A', '0X1a', '-0x10', '+0x10', '0x', '0xg', '0x' + 'f'.repeat(20),
  '0x20000000000001', '0x20000000000003', '0x' + 'F'.repeat(300), '+5', '-5', '+-5', '--5', ' 5', '5 ', ' 5 ',
  '1e3', '1e21', '1E21', '1e+21', '1e-7', '1E-7', '1.e5', '.5', '-.5', '5.', '.', '-.', 'e5', '1e', '1e+', '1e-',
  '1.5e3.2', '1.7976931348623157e308', '1.8e308', '5e-324', '2e-324', '3e-324', '1e-400', '0e999999999999',
  'Infinity', '-Infinity', '+Infinity', 'infinity', 'INFINITY', 'Infinityx', 'Inf', 'NaN', '', ' ', "'", "'5'",
  '5 blocks', 'five', '1_000', '1,000', '12abc', '0.5.5', '١٢', '５', '1\u00a0000', '3.14159', '-0', '0',
  ...JS_SPACES.map((s) => s + '7'), ...JS_SPACES.map((s) => '7' + s), ...JS_SPACES.map((s) => s + s + '-2.5'),
  ...NOT_SPACES.map((s) => s + '7'), ...BIG_DIGITS.slice(0, 20)];

const NAMES = ['stone', 'air', 'cave_air', 'void_air', 'oak_plank', 'oak_planks', 'plank', 'planks', 'birch_plank',
  'bread', 'stick', 'diamond_sword', 'water', 'lava', 'wheat', 'wheat_seeds', 'oak_log', 'crafting_table',
  'Stone', 'STONE', ' stone', 'stone ', '\u00a0stone', 'stone\u3000', "'stone'", "'air'", 'constructor',
  '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '', ' ', "'", "''", 'x',
  'minecraft:stone', 'oak_log\n', 'dirt', 'grass_block', 'short_grass', 'furnace', 'torch', 'wall_torch',
  'potato', 'potatoes', 'carrot', 'carrots', 'redstone_wire', 'redstone', 'iron_ingot', 'raw_iron',
  'cobblestone', 'oak_planks ', 'air ', 'AIR', 'dark_oak_plank', 'bamboo_plank', 'piston_head', 'moving_piston'];

const STRINGS = ['joe', 'Andy_0', 'jill', 'at', 'with', 'hunting', 'cheat', 'build a house', 'a, b', '(paren)',
  ')', '(', '!stop', 'Hi! (nice) day', "it's", "'", "''", "'x'", "'x", "x'", " ' ", 'jöe', '名前', '😀 emoji',
  'a\u2028b', 'line\nbreak', 'tab\there', 'back\\slash', 'oak_plank', 'plank', '', ' ', '  padded  ', '\u00a0nbsp\u00a0',
  '\ufeffbom', '1', '-2.5', 'true', 'false', '!goToPlayer("joe", 3)', 'x'.repeat(200)];

const BOOLEANS = ['true', 'false', 'True', 'FALSE', '0', '1', '2', '-1', '1.0', '01', '"t"', '"T"', '"f"', '"F"', '"on"', '"OFF"',
  '"On"', '"0"', '"1"', '"yes"', '"no"', '" true"', '"true "', '"TRUE"', '"tRuE"', '"False"', '""', '"\u212a"',
  '"\u00a0on"', '"true"', '"false"', "\"'on'\""];

const SEPARATORS = [',', ', ', ' ,', ' , ', ',\t', '\n,\n', ...JS_SPACES.map((s) => s + ',' + s),
  ...NOT_SPACES.map((s) => ',' + s), ...NOT_SPACES.map((s) => s + ',')];

const PREFIXES = ['', '', '', 'Sure! ', 'ok!', 'On it: ', 'hi!!', 'wow! ', 'Let me do that.\n', '! ', '!\u00e9 ',
  'I think "quotes" matter ', "don't worry ", 'step 1) ', '\u00a0', '!_!', 'text !', '`', '!!'];
const SUFFIXES = ['', '', '', ' then I will rest.', '!stop', '\n!inventory', ')', '))', ' ', '.', '"', "'",
  ' !goToPlayer("joe", 3)', '\u3000', '(1)', '("x")', 'abc', '_x'];

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (s) => `"${s}"`;

// Hand-picked replies, one or more per known disagreement class and per rule of mindcraft.md §2.
function handPicked() {
  const out = [];
  for (const s of ["'", "''", "'''", "' '", "'stone'", "'air'"]) {
    out.push(`!collectBlocks(${quote(s)}, 1)`, `!equip(${quote(s)})`, `!searchWiki(${quote(s)})`,
      `!goal(${quote(s)})`, `!stay(${quote(s)})`, `!setMode(${quote(s)}, ${quote(s)})`);
  }
  out.push(`!collectBlocks('stone', 10)`, `!collectBlocks("stone', 10)`, `!collectBlocks('stone", 10)`,
    `!searchWiki(')`, `!searchWiki(")`, `!searchWiki("")`, `!searchWiki(""")`, `!searchWiki("""")`);
  for (const n of ['air', 'AIR', 'cave_air', 'void_air', 'air ']) {
    out.push(`!equip("${n}")`, `!consume("${n}")`, `!givePlayer("joe", "${n}", 1)`, `!craftRecipe("${n}", 1)`,
      `!placeHere("${n}")`, `!collectBlocks("${n}", 1)`, `!discard("${n}", 2)`, `!smeltItem("${n}", 1)`);
  }
  for (const s of JS_SPACES.concat(NOT_SPACES)) {
    out.push(`!goToPlayer("joe"${s},${s}3)`, `!goToPlayer("joe",${s}"${s}3${s}")`, `!stay("${s}5")`,
      `!stay(${s}5)`, `!stay(5${s})`, `!goToCoordinates(1,${s}2${s},${s}3 ,${s}${s}0)`, `!equip("${s}bread")`,
      `!setMode("hunting",${s}"${s}on")`, `!moveAway("${s}${s}1.5e1${s}")`, `${s}!stats${s}`,
      `!${s}stats`, `!stats${s}(1)`, `!collectBlocks(${s}"stone", 1)`);
  }
  for (const d of BIG_DIGITS) {
    out.push(`!stay(${d})`, `!moveAway(${d})`, `!lookAtPosition(${d}, -${d}, 0)`, `!stay("${d}")`,
      `!goToCoordinates(${d}, 0, -${d}, ${d})`, `!digDown("-${d}")`, `!searchWiki(${d})`);
  }
  for (const q of QUOTED_NUMBERS) {
    out.push(`!stay("${q}")`, `!moveAway("${q}")`, `!lookAtPosition("${q}", 1, 2)`,
      `!goToCoordinates("${q}", "${q}", 0, 1)`);
  }
  for (const b of BOOLEANS) out.push(`!setMode("hunting", ${b})`);
  for (const n of NAMES) out.push(`!collectBlocks("${n}", 1)`, `!craftRecipe("${n}", 1)`);
  out.push('', 'Hello!', '!', '!!', '! stats', '!\u00e9', '!\u00e9stats', '!stats\u00e9', '!_', '!123', '!a-b',
    'wow!stats!inventory', 'text `!stats`', '!stats()', '!stats("")', '!stats( )', '!stats(1', '!stats)',
    '!goToPlayer("joe", 3', '!goToPlayer("joe" 3)', '!goToPlayer("joe",, 3)', '!goToPlayer("joe", 3,)',
    '!goToPlayer(,"joe", 3)', '!goToPlayer("joe",3)!stop', '!goToPlayer( "joe", 3)', '!goToPlayer("joe", 3 )',
    '!goToPlayer("jo"e", 3)', '!goToPlayer(joe, 3)', '!goToPlayer("joe", three)', '!goToPlayer("joe", 3.)',
    '!goToPlayer("joe", .5)', '!goToPlayer("joe", 1e3)', '!goToPlayer("joe", +3)', '!goToPlayer("joe", --3)',
    '!goToPlayer("joe", 3)(4)', '!goToPlayer(("joe", 3))', '!goToPlayer["joe", 3]', '!goToPlayer {"joe", 3}',
    '!startConversation("jill", "Hi, can you (please) give me 2 sticks?")',
    '!startConversation("jill", "line one\nline two")', '!setMode("hunting", truefalse)',
    '!setMode("hunting", true1)', '!setMode("hunting", falsey)', '!setMode(true, false)', '!rememberHere(5)',
    '!rememberHere(-0.50)', '!rememberHere(true)', '!newAction("Build")!stop', 'hi!!stop',
    'Sure! !goToPlayer("joe", 3) then', '!flyAway("up")', '!getBlueprint', '!checkBlueprintLevel(1)',
    '!getBlueprintLevel(0)', '!getBlueprintLevel(-1)', '!getCraftingPlan("stick", 0)', '!viewChest(1)',
    '!clearFurnace()', '!lookAtPosition(1, 2)', '!lookAtPosition(1, 2, 3, 4)', '!digDown(9007199254740991)',
    '!digDown(9007199254740990)', '!stay(-1)', '!stay(-2)', '!stay(-1.5)', '!stay(-0.5)', '!stay(-0)');
  return out;
}

function pick(rand, list) { return list[Math.floor(rand() * list.length)]; }

function randomDigits(rand) {
  const length = 1 + Math.floor(rand() * 40);
  let s = '';
  for (let i = 0; i < length; i++) s += String(Math.floor(rand() * 10));
  if (rand() < 0.3) s += '.' + String(Math.floor(rand() * 1e6)).padStart(1 + Math.floor(rand() * 6), '0');
  return (rand() < 0.3 ? '-' : '') + s;
}

function argFor(rand, kind) {
  if (rand() < 0.12) kind = pick(rand, ['S', 'I', 'F', 'B', 'T', 'O']);
  switch (kind) {
    case 'I': case 'F': {
      const r = rand();
      if (r < 0.35) return pick(rand, NUMBERS);
      if (r < 0.6) return randomDigits(rand);
      return quote(rand() < 0.7 ? pick(rand, QUOTED_NUMBERS) : randomDigits(rand));
    }
    case 'B': case 'T': return quote(pick(rand, NAMES));
    case 'O': return pick(rand, BOOLEANS);
    default: return rand() < 0.8 ? quote(pick(rand, STRINGS)) : pick(rand, [...NUMBERS.slice(0, 20), 'true', 'false']);
  }
}

function randomReply(rand) {
  const known = rand() < 0.93;
  const name = known ? pick(rand, Object.keys(COMMANDS)) : pick(rand, UNKNOWN);
  const kinds = known ? COMMANDS[name].split('') : ['S'];
  let count = kinds.length;
  const r = rand();
  if (r < 0.06) count += 1;
  else if (r < 0.12 && count > 0) count -= 1;
  const args = [];
  for (let i = 0; i < count; i++) args.push(argFor(rand, kinds[i] ?? 'S'));
  const separator = rand() < 0.7 ? ', ' : pick(rand, SEPARATORS);
  let list = count === 0 && rand() < 0.8 ? '' : '(' + args.join(separator) + ')';
  if (list && rand() < 0.06) list = list.slice(0, -1);                      // missing ')'
  if (list && rand() < 0.04) list = '( ' + list.slice(1);                    // space after '('
  if (list && rand() < 0.04) list = list.slice(0, -1) + pick(rand, JS_SPACES) + ')';
  return pick(rand, PREFIXES) + '!' + name + list + pick(rand, SUFFIXES);
}

const EDIT_CHARS = ['"', "'", '(', ')', ',', '!', ' ', '.', '-', 'e', '0', '5', '\u00a0', '\u3000', 'x', '\n'];

function mutate(rand, text) {
  const chars = Array.from(text);
  const at = Math.floor(rand() * (chars.length + 1));
  const r = rand();
  if (r < 0.4 && chars.length > 0) chars.splice(Math.min(at, chars.length - 1), 1);
  else if (r < 0.8) chars.splice(at, 0, pick(rand, EDIT_CHARS));
  else if (chars.length > 0) chars.splice(at, 0, chars[Math.min(at, chars.length - 1)]);
  return chars.join('');
}

export function generateCorpus({ random = 2600, seed = 15 } = {}) {
  const rand = mulberry32(seed);
  const seen = new Set();
  const out = [];
  const add = (s) => { if (!seen.has(s)) { seen.add(s); out.push(s); } };
  handPicked().forEach(add);
  for (let i = 0; i < random; i++) {
    let reply = randomReply(rand);
    if (rand() < 0.25) reply = mutate(rand, reply);
    if (rand() < 0.08) reply = mutate(rand, reply);
    add(reply);
  }
  return out;
}
