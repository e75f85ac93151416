#!/usr/bin/env node
// Records what MINDcraft's own parser (src/agent/commands/index.js at a pinned commit) makes of
// every reply of generate_corpus.mjs, as the expected results of craftmate's parser test
// (tests/commands/mindcraft_parser_agreement_test.cpp). MINDcraft's files are extracted from a
// local mirror into a temporary folder, run there with stubbed dependencies (stub_hooks.mjs) and
// deleted; none of them is copied into craftmate.
//
//   node tools/mindcraft_parser/record.mjs [--mirror DIR] [--commit SHA] [--out FILE]
//
// --mirror: a bare git copy of kolbytn/mindcraft (default /work/.mirror/kolbytn+mindcraft/repo).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateCorpus } from './generate_corpus.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const options = {
  mirror: '/work/.mirror/kolbytn+mindcraft/repo',
  commit: '00127506b10350cb59fc50c9bcfdc806e41aca1b',
  out: join(repoRoot, 'tests/commands/data/mindcraft_parser_cases.json'),
  minecraftVersion: '1.21.1',
};
for (let i = 2; i < process.argv.length; i += 2) {
  const key = process.argv[i].replace(/^--/, '');
  if (!(key in options) || process.argv[i + 1] === undefined) {
    console.error(`unknown option or missing value: ${process.argv[i]} (options: --mirror, --commit, --out)`);
    process.exit(2);
  }
  options[key] = process.argv[i + 1];
}

const MODULES = ['src/agent/commands/index.js', 'src/agent/commands/actions.js', 'src/agent/commands/queries.js',
  'src/utils/mcdata.js', 'src/agent/settings.js'];

const work = mkdtempSync(join(tmpdir(), 'mindcraft-parser-'));
try {
  const archive = execFileSync('git', ['--git-dir', options.mirror, 'archive', options.commit, ...MODULES]);
  execFileSync('tar', ['-x', '-C', work], { input: archive });
  writeFileSync(join(work, 'package.json'), '{"type": "module"}\n');
  const serverDir = join(repoRoot, 'server');
  register(pathToFileURL(join(here, 'stub_hooks.mjs')), { data: { mindcraftRoot: work, serverDir } });

  const load = (path) => import(pathToFileURL(join(work, path)).href);
  const settings = await load('src/agent/settings.js');
  settings.setSettings({ minecraft_version: options.minecraftVersion });
  const mcdata = await load('src/utils/mcdata.js');
  mcdata.initBot('oracle');  // sets minecraft-data for getBlockId/getItemId; the bot is a stub
  const index = await load('src/agent/commands/index.js');
  const { actionsList } = await load('src/agent/commands/actions.js');
  const { queryList } = await load('src/agent/commands/queries.js');
  console.warn = () => {};  // MINDcraft's one-time "no domain set" warning

  const numberText = (n) => (Object.is(n, -0) ? '-0' : String(n));
  const commands = queryList.concat(actionsList).map((c) => ({
    name: c.name,
    params: c.params === undefined ? null : Object.entries(c.params).map(([name, p]) => ({
      name, type: p.type,
      domain: p.domain ? [numberText(p.domain[0]), numberText(p.domain[1]), p.domain[2] ?? '[)'] : null,
    })),
  }));
  const docs = index.getCommandDocs({ blocked_actions: [] });

  const cases = generateCorpus().map((reply) => {
    const parsed = index.parseCommandMessage(reply);
    const result = typeof parsed === 'string' ? { error: parsed } : {
      name: parsed.commandName,
      args: parsed.args.map((a) => (typeof a === 'number' ? { number: numberText(a) } : a)),
    };
    return { reply, contains: index.containsCommand(reply), trunc: index.truncCommandMessage(reply), ...result };
  });

  // JSON with every non-ASCII character escaped, so invisible spaces are visible in diffs.
  const json = (v) => JSON.stringify(v).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
  const minecraftData = JSON.parse(readFileSync(join(serverDir, 'node_modules/minecraft-data/package.json'))).version;
  const lines = [
    '{',
    `"mindcraft_commit": ${json(options.commit)},`,
    `"minecraft_version": ${json(options.minecraftVersion)},`,
    `"minecraft_data": ${json(minecraftData)},`,
    `"node": ${json(process.version)},`,
    `"recorded_by": "tools/mindcraft_parser/record.mjs",`,
    `"commands": [\n${commands.map(json).join(',\n')}\n],`,
    `"docs": ${json(docs)},`,
    `"cases": [\n${cases.map(json).join(',\n')}\n]`,
    '}',
  ];
  writeFileSync(options.out, lines.join('\n') + '\n');
  const ok = cases.filter((c) => c.name).length;
  console.log(`${cases.length} replies recorded (${ok} parse, ${cases.length - ok} errors) to ${options.out}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
