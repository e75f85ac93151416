// Node module hooks for record.mjs: MINDcraft's parser modules load for real, every other module
// they import (mineflayer, skills, conversation, cheerio, ...) becomes an inert stub, and
// minecraft-data comes from craftmate's server/node_modules so both sides check the same names.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// Paths (relative to the extracted MINDcraft tree) that run as MINDcraft wrote them.
const REAL = new Set([
  'src/agent/commands/index.js',
  'src/agent/commands/actions.js',
  'src/agent/commands/queries.js',
  'src/utils/mcdata.js',
  'src/agent/settings.js',
]);

let rootUrl = '';
let minecraftDataUrl = '';

export async function initialize(data) {
  rootUrl = pathToFileURL(data.mindcraftRoot + '/').href;
  const require = createRequire(pathToFileURL(data.serverDir + '/package.json'));
  minecraftDataUrl = pathToFileURL(require.resolve('minecraft-data')).href;
}

// The names `import { a, b as c } from 'spec'` takes from `spec` in the importing file.
function importedNames(parentUrl, specifier) {
  const source = readFileSync(new URL(parentUrl), 'utf8');
  const names = new Set();
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const statement = new RegExp(`import\\s+([^'"]*?)\\s+from\\s+['"]${quoted}['"]`, 'g');
  for (const m of source.matchAll(statement)) {
    const braces = m[1].match(/\{([^}]*)\}/);
    if (!braces) continue;
    for (const part of braces[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && name !== 'default') names.add(name);
    }
  }
  return [...names];
}

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL ?? '';
  if (!parent.startsWith(rootUrl)) return nextResolve(specifier, context);
  if (specifier === 'minecraft-data') return { url: minecraftDataUrl, format: 'commonjs', shortCircuit: true };
  if (specifier.startsWith('.')) {
    const url = new URL(specifier, parent).href;
    if (REAL.has(url.slice(rootUrl.length))) return { url, shortCircuit: true };
  }
  const names = importedNames(parent, specifier);
  return { url: `stub:${encodeURIComponent(specifier)}?${names.join(',')}`, shortCircuit: true };
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('stub:')) return nextLoad(url, context);
  const names = url.slice(url.indexOf('?') + 1).split(',').filter(Boolean);
  // One callable, constructible object that answers every property with itself.
  const source = [
    'const handler = { get: (t, k) => (k === "then" || typeof k === "symbol") ? undefined : stub,',
    '  apply: () => stub, construct: () => stub };',
    'const stub = new Proxy(function () {}, handler);',
    'export default stub;',
    ...names.map((n) => `export const ${n} = stub;`),
  ].join('\n');
  return { format: 'module', source, shortCircuit: true };
}
