// What the MindServer page costs a running team (issue 16: less than 2 % in run time and memory).
// `craftmate start --embedded` runs two agents whose local model keeps them busy without waiting (a
// !goal whose every self-prompt answers "!stats", so each reply is a command, its output and a new
// model call: a steady stream of page events). Measured from the 20th model call to the
// (20 + CALLS)th: wall time, craftmate's CPU seconds, and its peak resident memory (VmHWM), with
//   off    --mindserver_port 0 (no server at all)
//   idle   the server on, no page open
//   open   the page open in headless chromium (the browser's own CPU is not craftmate's; puppeteer
//          opens the page, then disconnects while the calls are counted, so the DevTools traffic
//          of every WebSocket frame does not slow this script's model server)
// Rounds alternate the variants; medians are printed.
//
//   CRAFTMATE_BIN=build/app/craftmate [LATENCY_MS=300] node bench/mindserver/page_cost.js [ROUNDS] [CALLS]
// LATENCY_MS: the model answers after this long (0: at once, the heaviest stream per second).
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const harness = path.join(__dirname, "..", "..", "tests", "web");
const { startModel, freePort, run, until } = require(path.join(harness, "craftmate_harness"));
const puppeteer = require(path.join(harness, "node_modules", "puppeteer-core"));

const BIN = process.env.CRAFTMATE_BIN;
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const ROUNDS = +(process.argv[2] || 3);
const CALLS = +(process.argv[3] || 400);
const WARMUP = 20;
const LATENCY_MS = +(process.env.LATENCY_MS || 0);

function ticks(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return +fields[11] + +fields[12];  // utime + stime (fields 14 and 15 of stat)
}
function peakKb(pid) {
  return +/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1];
}
const CLK_TCK = 100;  // Linux's USER_HZ

async function once(variant) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "craftmate-page-cost-"));
  const model = await startModel(({ last }) =>
    last.includes("Respond with hello world") ? '!goal("Keep checking your stats.")' : "Checking. !stats", LATENCY_MS);
  const profiles = ["andy", "jill"].map((name) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify({ name, model: { api: "openai", url: model.url, model: "test" }, cooldown: 0 }));
    return file;
  });
  const port = variant === "off" ? 0 : await freePort();
  const start = run(BIN, ["start", "--profiles", profiles.join(","), "--embedded", "--world", "flat",
                          "--bots-dir", path.join(dir, "bots"), "--keys", path.join(dir, "none.json"),
                          "--mindserver_port", String(port)], path.join(dir, "start.log"));
  let browser = null;
  try {
    await start.waitLine(/jill joined/, 120000, "jill to join");
    await start.waitLine(/andy joined/, 120000, "andy to join");
    if (variant === "open") {
      browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true,
                                         args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
      await page.waitForSelector('article.agent[data-agent="jill"] .dot.on', { timeout: 60000 });
      browser.disconnect();  // chromium keeps the page open
    }
    await until(() => model.requests.length >= WARMUP, 120000, "the first model calls");
    const t0 = process.hrtime.bigint(), c0 = ticks(start.child.pid);
    await until(() => model.requests.length >= WARMUP + CALLS, 600000, `${CALLS} model calls`);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const cpu = (ticks(start.child.pid) - c0) / CLK_TCK;
    const rssMb = peakKb(start.child.pid) / 1024;
    let events = 0;
    if (browser) {
      const again = await puppeteer.connect({ browserWSEndpoint: browser.wsEndpoint() });
      const [page] = (await again.pages()).filter((p) => p.url().startsWith("http"));
      events = await page.$$eval("#stream li", (l) => l.length);
      await again.close();
      browser = null;
    }
    return { variant, seconds, cpu, rssMb, events };
  } finally {
    if (browser) browser.process().kill("SIGKILL");
    start.child.kill("SIGINT");
    await start.exited;
    model.server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const results = [];
  for (let r = 0; r < ROUNDS; ++r)
    for (const variant of ["off", "idle", "open"]) {
      const m = await once(variant);
      results.push(m);
      console.log(`round ${r + 1} ${variant.padEnd(4)} ${m.seconds.toFixed(2)} s, ${m.cpu.toFixed(2)} CPU s, ` +
                  `peak ${m.rssMb.toFixed(1)} MB${variant === "open" ? `, ${m.events} events on the page` : ""}`);
    }
  const of = (v, k) => median(results.filter((m) => m.variant === v).map((m) => m[k]));
  console.log(`\nmedians over ${ROUNDS} rounds, ${CALLS} model calls each, model latency ${LATENCY_MS} ms:`);
  console.log("variant | wall s | CPU s | peak MB | vs off (wall, CPU, memory)");
  for (const v of ["off", "idle", "open"]) {
    const pct = (k) => `${(100 * (of(v, k) / of("off", k) - 1)).toFixed(1)} %`;
    console.log(`${v} | ${of(v, "seconds").toFixed(2)} | ${of(v, "cpu").toFixed(2)} | ${of(v, "rssMb").toFixed(1)} | ` +
                `${pct("seconds")}, ${pct("cpu")}, ${pct("rssMb")}`);
  }
}

main().catch((e) => { console.error("FAIL:", e.message); process.exit(1); });
