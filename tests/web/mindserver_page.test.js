// The MindServer page in a real browser (Debian's chromium, headless, driven over the DevTools
// protocol by puppeteer-core): `craftmate start --embedded` runs a two-agent team whose model is a
// local OpenAI-compatible server in this script; the page must list both agents, draw their markers,
// take a message to andy and show his reply. Then the team stops and `craftmate serve` shows the
// finished run's timeline with that reply in it. Last, `craftmate eval` plays MineCollab's pyramid
// (a construction task, scripted team): its page shows the running job's agents, stream and map
// with the blueprint level beside what stands, refuses a message to an agent whose only_chat_with
// lists others (as MINDcraft does), and the job's score as it ends.
//
//   CRAFTMATE_BIN=build/app/craftmate node tests/web/mindserver_page.test.js
// Env: CHROMIUM (default /usr/bin/chromium), SCREENSHOT_DIR (writes mindserver_live.png,
// mindserver_timeline.png and mindserver_eval.png there). Exit 77 (skipped) when chromium or
// puppeteer-core is missing.
"use strict";
const assert = require("node:assert/strict");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { startModel, freePort, run, until } = require("./craftmate_harness");

const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const SHARED = process.env.CRAFTMATE_SHARED_DIR || path.join(__dirname, "..", "..", "..", "shared");
const PYRAMID = path.join(SHARED, "data", "minecollab", "construction_tasks", "custom", "pyramid.json");
const BIN = process.env.CRAFTMATE_BIN;
let puppeteer;
try {
  puppeteer = require("puppeteer-core");
} catch {
  console.log("SKIP: puppeteer-core is not installed in tests/web (run ./setup)");
  process.exit(77);
}
if (!fs.existsSync(CHROMIUM)) {
  console.log(`SKIP: no chromium at ${CHROMIUM} (run ./setup, which installs Debian's chromium)`);
  process.exit(77);
}
assert.ok(BIN && fs.existsSync(BIN), "set CRAFTMATE_BIN to the craftmate executable");

// The model: andy's first answer opens a conversation with jill (a command), the page's message
// gets "pong from <agent>", anything else no answer (MINDcraft's tab).
function reply({ agent, last }) {
  if (last.includes("ping-from-page")) return `pong from ${agent}`;
  if (last.includes("Respond with hello world"))
    return agent === "andy" ? '!startConversation("jill", "Hi jill, shall we look around?")' : `Hello world! I am ${agent}.`;
  if (last.includes("(FROM OTHER BOT)Hi jill")) return 'Sure, later! !endConversation("andy")';
  return "";
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "craftmate-web-"));
  const model = await startModel(reply);
  const modelField = { api: "openai", url: model.url, model: "test" };
  const profiles = ["andy", "jill"].map((name) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify({ name, model: modelField, cooldown: 0 }));
    return file;
  });
  const pagePort = await freePort();
  const start = run(BIN, ["start", "--profiles", profiles.join(","), "--embedded", "--world", "flat",
                     "--bots-dir", path.join(dir, "bots"), "--keys", path.join(dir, "no-keys.json"),
                     "--log_all_prompts", "true", "--mindserver_port", String(pagePort)], path.join(dir, "start.log"));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true,
                                           args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const pageErrors = [];
  let current = null;  // the page open now: screenshotted into the test folder when a step fails
  try {
    const urlLine = await start.waitLine(/MindServer page: http:\/\/\S+/, 120000, "the MindServer page's address");
    const url = /http:\/\/\S+/.exec(urlLine)[0];
    const page = current = await browser.newPage();
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.setViewport({ width: 1400, height: 900 });
    await page.goto(url, { waitUntil: "load" });

    // Both agents listed, in game, with their markers on the map at once, over the blocks around them.
    for (const name of ["andy", "jill"])
      await page.waitForSelector(`article.agent[data-agent="${name}"] .dot.on`, { timeout: 120000 });
    await page.waitForFunction(() => ["andy", "jill"].every(
      (n) => document.querySelector(`figure.world .markers li[data-marker="${n}"][data-kind="agent"]`)), { timeout: 60000 });
    await page.waitForFunction(() => {
      const c = document.querySelector("figure.world canvas.map");
      const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      let coloured = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] > 0) coloured++;
      return coloured > c.width * c.height / 2;  // the ground, not just the markers
    }, { timeout: 60000 });
    assert.ok(await page.$eval("figure.world .blueprint", (b) => getComputedStyle(b).display === "none"),
              "a team without a construction task shows no blueprint");

    // A message from the page reaches andy as a person's message and his reply appears.
    await page.type('article.agent[data-agent="andy"] input[name="message"]', "ping-from-page");
    await page.click('article.agent[data-agent="andy"] form.send button');
    await page.waitForFunction(() => [...document.querySelectorAll("#stream li")].some(
      (li) => li.dataset.type === "chat" && li.textContent.includes("pong from andy")), { timeout: 60000 });
    const asked = model.requests.find((r) => r.agent === "andy" && r.last.includes("ping-from-page"));
    assert.ok(asked && asked.last.includes("NO USERNAME"), `andy heard it from NO USERNAME: ${asked && asked.last}`);
    // andy's command (and its output) and the model calls are in the stream too.
    await page.waitForFunction(() => [...document.querySelectorAll("#stream li")].some(
      (li) => li.dataset.type === "command" && li.textContent.includes("!startConversation")), { timeout: 60000 });
    assert.ok(await page.$('#stream li[data-type="model_call"] details'), "model calls are in the stream");
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, "mindserver_live.png") });

    // The buttons: Stop reaches andy; Restart makes jill leave and rejoin (in game again on the
    // page); Disconnect makes her leave for good.
    const button = (agent, act) => page.click(`article.agent[data-agent="${agent}"] button[data-act="${act}"]`);
    const acked = (text) => page.waitForFunction((t) => [...document.querySelectorAll('#stream li[data-type="system"]')].some(
      (li) => li.textContent.includes(t)), { timeout: 30000 }, text);
    await button("andy", "stop-action");
    await acked("stop-action sent to andy");
    await button("jill", "restart-agent");
    await acked("restart-agent sent to jill");
    await start.waitLine(/jill lost its connection/, 30000, "jill to leave on Restart");
    await until(() => start.lines.filter((l) => /jill joined/.test(l)).length === 2, 60000, "jill to rejoin");
    await page.waitForSelector('article.agent[data-agent="jill"] .dot.on', { timeout: 30000 });
    await button("jill", "disconnect-agent");
    await acked("disconnect-agent sent to jill");
    await page.waitForSelector('article.agent[data-agent="jill"] .dot:not(.on)', { timeout: 30000 });
    await new Promise((r) => setTimeout(r, 3000));  // longer than the first rejoin wait (1 s)
    assert.equal(start.lines.filter((l) => /jill joined/.test(l)).length, 2, "jill stays out after Disconnect");

    // The team stops; its run is served as a timeline.
    start.child.kill("SIGINT");
    assert.equal(await start.exited, 0, "craftmate start exits cleanly");
    const serve = run(BIN, ["serve", path.join(dir, "bots"), "--port", "0"], path.join(dir, "serve.log"));
    const serveUrl = /http:\/\/\S+/.exec(await serve.waitLine(/Serving the jobs of .* at http/, 30000, "serve's address"))[0];
    const index = current = await browser.newPage();
    index.on("pageerror", (e) => pageErrors.push(e.message));
    await index.setViewport({ width: 1100, height: 900 });
    await index.goto(serveUrl, { waitUntil: "load" });
    await index.waitForSelector('#jobs tr[data-job="bots"] a', { timeout: 30000 });
    await Promise.all([index.waitForNavigation(), index.click('#jobs tr[data-job="bots"] a')]);
    await index.waitForSelector("#events li");
    const entries = await index.$$eval("#events li", (items) => items.map((li) => `${li.dataset.type}: ${li.textContent}`));
    assert.ok(entries.some((e) => e.startsWith("model_call") && e.includes("pong from andy")), "the reply is in the timeline");
    assert.ok(entries.some((e) => e.startsWith("command") && e.includes("!startConversation")), "andy's command is in the timeline");
    // A model call opens on a click.
    await index.click('#events li[data-type="model_call"] summary');
    const prompt = await index.waitForSelector('#events li[data-type="model_call"] details[open] pre');
    assert.match(await prompt.evaluate((p) => p.textContent), /Minecraft bot named (andy|jill)/, "the opened call shows its prompt");
    if (process.env.SCREENSHOT_DIR) await index.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, "mindserver_timeline.png") });
    const missing = await index.goto(serveUrl + "jobs/nope");
    assert.equal(missing.status(), 404);
    serve.child.kill("SIGINT");
    await serve.exited;

    await watchEvaluation(browser, dir, pageErrors, (p) => { current = p; });
    assert.deepEqual(pageErrors, [], "no script errors on the pages");
    console.log("PASS: both agents and markers shown, the page's message answered, the run's timeline served, " +
                "the evaluation's running job shown with its blueprint and its score");
  } catch (e) {
    if (current) await current.screenshot({ path: path.join(dir, "failure.png") }).catch(() => {});
    e.message += ` (test folder ${dir}${process.env.KEEP_TEST_DIR ? "" : ", removed; KEEP_TEST_DIR=1 keeps it"})`;
    throw e;
  } finally {
    await browser.close();
    if (start.child.exitCode === null) start.child.kill("SIGKILL");
    model.server.close();
    if (!process.env.KEEP_TEST_DIR) fs.rmSync(dir, { recursive: true, force: true });
  }
}

// `craftmate eval` on pyramid.json with the scripted team, every agent listening only to "steve".
async function watchEvaluation(browser, dir, pageErrors, opened) {
  const pagePort = await freePort();
  const evaluation = run(BIN, ["eval", "--tasks", PYRAMID, "--model", "scripted", "--out", path.join(dir, "eval"),
                               "--no-progress", "--only_chat_with", '["steve"]', "--mindserver_port", String(pagePort)],
                         path.join(dir, "eval.log"));
  try {
    await watchJob(browser, evaluation, pageErrors, opened);
  } finally {
    if (evaluation.child.exitCode === null) evaluation.child.kill("SIGKILL");
  }
}

async function watchJob(browser, evaluation, pageErrors, opened) {
  const url = /http:\/\/\S+/.exec(await evaluation.waitLine(/MindServer page http:\/\/\S+/, 60000, "the eval page's address"))[0];
  const page = await browser.newPage();
  opened(page);
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.setViewport({ width: 1400, height: 1000 });
  await page.goto(url, { waitUntil: "load" });
  const agents = ["Andy_0", "Jill_0"];

  // The running job: its agents in game, tagged with the job; their markers on the job's map.
  await page.waitForSelector('#jobs tr[data-job="pyramid"] td.state-running', { timeout: 180000 });
  for (const name of agents)
    await page.waitForFunction((n) => {
      const card = document.querySelector(`article.agent[data-agent="${n}"]`);
      return card && card.querySelector(".dot.on") && card.querySelector(".job").textContent === "job pyramid";
    }, { timeout: 180000 }, name);
  await page.waitForFunction((names) => names.every((n) => document.querySelector(
    `figure.world[data-job="pyramid"] .markers li[data-marker="${n}"][data-kind="agent"]`)), { timeout: 60000 }, agents);
  // The blueprint level beside what stands, its differing cells counted; the count falls as they build.
  const differ = () => page.$eval('figure.world[data-job="pyramid"] .blueprint .note', (n) => +n.dataset.differ);
  await page.waitForSelector('figure.world[data-job="pyramid"] .blueprint:not([hidden]) .note[data-differ]', { timeout: 60000 });
  const first = await differ();
  assert.ok(first > 0, `cells differ before the build: ${first}`);
  await page.waitForFunction((n) => +document.querySelector('figure.world[data-job="pyramid"] .blueprint .note').dataset.differ < n,
                             { timeout: 240000 }, first);
  // The job's commands in the stream, tagged with the job.
  await page.waitForFunction(() => [...document.querySelectorAll('#stream li[data-type="command"]')].some(
    (li) => li.querySelector(".job")?.textContent === "pyramid"), { timeout: 60000 });
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, "mindserver_eval.png") });

  // only_chat_with lists only steve: the card says so and its form is off; a message sent anyway
  // (through the page's own socket) is refused with the reason, as MINDcraft drops it.
  const card = 'article.agent[data-agent="Andy_0"]';
  assert.ok(await page.$eval(`${card} form.send input`, (i) => i.disabled && i.placeholder.includes("listens only to steve")));
  assert.equal(await page.$eval(`${card} dd[data-field="listens only to"]`, (d) => d.textContent), "steve");
  await page.evaluate(() => request("send-message", "Andy_0", { message: "hello from the page" }));
  await page.waitForFunction(() => [...document.querySelectorAll('#stream li[data-type="error"]')].some(
    (li) => li.textContent.includes("Andy_0 listens only to steve")), { timeout: 30000 });
  assert.ok(!(await page.$('#stream li[data-type="user_message"]')), "a refused message is not shown as sent");

  // The job ends: its score in the table and in the stream; its agents and map leave the page.
  await page.waitForSelector('#jobs tr[data-job="pyramid"] td.state-done', { timeout: 600000 });
  const score = await page.$eval('#jobs tr[data-job="pyramid"]', (tr) => tr.children[2].textContent);
  assert.match(score, /^\d+(\.\d+)?$/, "the job's score is shown");
  await page.waitForFunction((s) => [...document.querySelectorAll('#stream li[data-type="job_end"]')].some(
    (li) => li.textContent.includes(`pyramid`) && li.textContent.includes(`score ${s}`)), { timeout: 30000 }, score);
  await page.waitForFunction(() => !document.querySelector("figure.world") && !document.querySelector("article.agent"),
                             { timeout: 30000 });
  assert.equal(await evaluation.exited, 0, "craftmate eval exits cleanly");
}

main().catch((e) => { console.error("FAIL:", e.message); process.exit(1); });
