// The fault soak of issue 20 (docs/reliability.md "Soak"): a `craftmate eval --tasks` run during
// which things go wrong, then checks that nothing recorded was lost.
//
//   CRAFTMATE_BIN=build/app/craftmate node bench/soak/soak.js scripted OUT [TASKS]
//     20 three-agent MineCollab crafting tasks (TASKS, default 20) played by the scripted team with
//     --parallel 2. While they play: one bot's connection is cut (`ss -K` on its socket: the
//     server and the bot each see a reset), and a worker's embedded server is killed (SIGKILL)
//     twice, each time while a job plays on it.
//   CRAFTMATE_BIN=build/app/craftmate node bench/soak/soak.js model OUT [JOBS]
//     JOBS (default 8) two-agent crafting jobs whose agents talk to a local model server speaking
//     the OpenAI chat protocol; some of its answers are bad (see BAD_ANSWERS) and one stalls past
//     the client's 120 s timeout.
//
// Afterwards, for both: the exit status, every job with a result in results.sqlite, `PRAGMA
// integrity_check` of every sqlite file, the runs of each job's run.sqlite (a re-played job has an
// unfinished run and a finished one), every command a recorded model reply asked for present in
// the commands table, and (model) every completion the server sent present as a recorded call.
// Prints one JSON summary on stdout; needs `ss` (iproute2) and `sqlite3`.
"use strict";
const { spawn, execFileSync } = require("node:child_process");
const fs = require("node:fs");
const http = require("node:http");
const path = require("node:path");

const BIN = process.env.CRAFTMATE_BIN;
const ROOT = path.join(__dirname, "..", "..");
const SHARED = process.env.CRAFTMATE_SHARED_DIR || path.join(ROOT, "..", "shared");
const [mode, out, countArg] = process.argv.slice(2);
if (!BIN || !["scripted", "model"].includes(mode) || !out) {
  console.error("usage: CRAFTMATE_BIN=.../craftmate node bench/soak/soak.js scripted|model OUT [COUNT]");
  process.exit(2);
}
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const started = Date.now();
const log = (line) => {
  const text = `[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`;
  console.error(text);
  fs.appendFileSync(path.join(out, "soak.log"), text + "\n");
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sql = (file, query) =>
  execFileSync("sqlite3", ["-readonly", "-json", file, query], { encoding: "utf8", maxBuffer: 1 << 28 }).trim() || "[]";
const rows = (file, query) => JSON.parse(sql(file, query));

// ---- the eval ------------------------------------------------------------------------------

function startEval(args) {
  const child = spawn(BIN, ["eval", ...args, "--out", path.join(out, "eval"), "--no-progress", "--mindserver_port", "0"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = fs.createWriteStream(path.join(out, "eval.log"));
  child.stderrText = "";
  child.stdout.on("data", (c) => output.write(c));
  child.stderr.on("data", (c) => {
    output.write(c);
    child.stderrText += c;
  });
  child.done = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return child;
}

function status() {
  try {
    return JSON.parse(fs.readFileSync(path.join(out, "eval", "status.json"), "utf8"));
  } catch {
    return null;  // not written yet, or being renamed
  }
}

// The worker servers: node children of the eval, with the port each listens on.
function servers(evalPid) {
  const children = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(evalPid)], { encoding: "utf8" })
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.includes("start.js"))
    .map((l) => +l.split(/\s+/)[0]);
  const listening = execFileSync("ss", ["-Hltnp"], { encoding: "utf8" });
  return children.map((pid) => {
    const line = listening.split("\n").find((l) => l.includes(`pid=${pid},`));
    return { pid, port: line ? +/:(\d+)\s/.exec(line)[1] : 0 };
  });
}

// Established client sockets to a server port (the bots'), as "local-port".
function clientPorts(serverPort) {
  return execFileSync("ss", ["-Htn", "state", "established", "dport", "=", `:${serverPort}`], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((l) => +/127\.0\.0\.1:(\d+)\s+127\.0\.0\.1:\d+/.exec(l)[1]);
}

async function until(what, test, timeoutMs, evalChild) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = test();
    if (value) return value;
    if (evalChild.exitCode !== null) throw new Error(`the eval ended before ${what}`);
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

const finished = () => (status() || {}).finished || 0;
const playing = () => (status() || {}).running || [];

// ---- the scripted soak: a cut connection and two killed servers ------------------------------

const TASK_FILE = path.join(SHARED, "data/minecollab/crafting_tasks/test_tasks/filtered_tasks_3_agents.json");
// The two of the file the scripted team does not finish (docs/minecollab.md): left out so that a
// failure here is the soak's, not the task's.
const UNMADE = ["magenta_bed", "cyan_bed"];

async function scriptedSoak(count) {
  const ids = Object.keys(JSON.parse(fs.readFileSync(TASK_FILE, "utf8")))
    .filter((id) => !UNMADE.some((item) => id.includes(`_${item}_`)))
    .slice(0, count);
  const child = startEval(["--tasks", TASK_FILE, "--task", ids.join(","), "--model", "scripted", "--parallel", "2"]);
  const faults = [];
  try {
    // 1. A bot's connection cut 8 s into the second job, while it plays.
    await until("a second job", () => finished() >= 1 && playing().length > 0, 20 * 60e3, child);
    await sleep(8000);
    const live = servers(child.pid).filter((s) => s.port && clientPorts(s.port).length);
    if (live.length) {
      const target = live[0];
      const port = clientPorts(target.port)[0];
      execFileSync("ss", ["-K", "dst", "127.0.0.1", "dport", "=", `:${target.port}`, "sport", "=", `:${port}`]);
      faults.push({ fault: "bot connection cut (ss -K)", at: Date.now(), server: target, clientPort: port, playing: playing() });
      log(`cut the bot connection from port ${port} to the server on ${target.port}; playing: ${playing().join(", ")}`);
    }
    // 2. and 3. A worker's server killed while one of its jobs plays, after 5 and after 12 results.
    for (const after of [5, 12]) {
      await until(`${after} results`, () => finished() >= after && playing().length > 0, 30 * 60e3, child);
      await sleep(6000);  // into the job, past its set-up
      const [victim] = servers(child.pid).filter((s) => s.port && clientPorts(s.port).length);
      if (!victim) continue;
      process.kill(victim.pid, "SIGKILL");
      faults.push({ fault: "embedded server killed (SIGKILL)", at: Date.now(), server: victim, playing: playing() });
      log(`killed the server pid ${victim.pid} (port ${victim.port}); playing: ${playing().join(", ")}`);
    }
  } catch (e) {
    log(`fault schedule: ${e.message}`);
  }
  const exit = await child.done;
  return { exit, faults, stderr: child.stderrText, jobsAsked: ids.length };
}

// ---- the model soak: a local model server with bad answers ---------------------------------

// Conversing completion n (1-based, over all agents) gets the bad answer listed for it; every other
// one a good answer. The stall is longer than the client's 120 s per-attempt timeout.
const BAD_ANSWERS = {
  2: { what: "HTTP 500 with an error body", status: 500, body: JSON.stringify({ error: { message: "internal" } }) },
  4: { what: "HTTP 200, malformed JSON (cut off mid-object)", status: 200, body: '{"choices": [{"message": {"role": "assis' },
  6: { what: "HTTP 200, JSON without choices", status: 200, body: JSON.stringify({ id: "x", object: "chat.completion" }) },
  8: { what: "HTTP 200, not JSON at all", status: 200, body: "<html>502 Bad Gateway</html>" },
  10: { what: "HTTP 200, content null", status: 200, body: JSON.stringify({ choices: [{ message: { role: "assistant", content: null } }] }) },
  12: { what: "answer stalled for 130 s (past the 120 s timeout)", stallMs: 130e3 },
  14: { what: "connection closed without an answer", destroy: true },
  16: { what: "HTTP 429 with Retry-After: 100000000000000000000", status: 429, headers: { "retry-after": "100000000000000000000" }, body: "{}" },
  18: { what: "HTTP 200, a 3 MB reply of one repeated word", status: 200, body: JSON.stringify({ choices: [{ message: { role: "assistant", content: "stick ".repeat(500000) } }] }) },
};

function startModelServer() {
  const served = [];  // every answer sent: {n, agent, status, content}
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (req.url !== "/v1/chat/completions") {
        served.push({ url: req.url, status: 404 });
        res.writeHead(404, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { message: "no embeddings here" } }));
      }
      const messages = JSON.parse(body).messages || [];
      const all = messages.map((m) => m.content).join("\n");
      const agent = (/bot named (\S+)/.exec(all) || [])[1] || "";
      const k = ++n;
      const bad = BAD_ANSWERS[k];
      if (bad) {
        served.push({ n: k, agent, bad: bad.what });
        log(`model answer ${k} (${agent}): ${bad.what}`);
        if (bad.destroy) return req.socket.destroy();
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(bad.status || 200, { "content-type": "application/json", ...(bad.headers || {}) });
          res.end(bad.body || JSON.stringify({ choices: [{ message: { role: "assistant", content: "late" } }] }));
        };
        return bad.stallMs ? setTimeout(send, bad.stallMs) : send();
      }
      // Andy crafts the stick the task asks for; Jill only talks.
      const content = agent.startsWith("Andy") ? '!craftRecipe("stick", 1)' : "Hello, I am Jill.";
      served.push({ n: k, agent, status: 200, content });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ finish_reason: "stop", message: { role: "assistant", content } }] }));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, served, url: `http://127.0.0.1:${server.address().port}/v1` })));
}

async function modelSoak(count) {
  const model = await startModelServer();
  const dir = path.join(out, "inputs");
  fs.mkdirSync(dir, { recursive: true });
  const crafting = JSON.parse(fs.readFileSync(path.join(SHARED, "data/mindcraft_profiles/tasks/crafting_profile.json"), "utf8"));
  const profiles = ["model-a", "model-b"].map((name) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify({ ...crafting, model: { api: "openai", url: model.url, model: name } }));
    return file;
  });
  const tasks = {};
  for (let i = 0; i < count; ++i) {
    tasks[`stick_${i}`] = {
      type: "techtree", goal: "Craft a stick", conversation: "Let's craft a stick", agent_count: 2, timeout: 240,
      initial_inventory: { 0: { oak_planks: 2 }, 1: { dirt: 1 } }, target: "stick", number_of_target: 1,
    };
  }
  fs.writeFileSync(path.join(dir, "tasks.json"), JSON.stringify(tasks));
  fs.writeFileSync(path.join(dir, "none.json"), "{}");
  const child = startEval(["--tasks", path.join(dir, "tasks.json"), "--profiles", profiles.join(","),
    "--profiles-dir", path.join(SHARED, "data/mindcraft_profiles/defaults"), "--keys", path.join(dir, "none.json"),
    "--parallel", "2"]);
  const exit = await child.done;
  model.server.close();
  return { exit, served: model.served, stderr: child.stderrText, jobsAsked: count };
}

// ---- the checks ----------------------------------------------------------------------------

// The command names a reply asks for, as MINDcraft's parser finds them (`!name` then `(` or end).
const commandsIn = (reply) => [...reply.matchAll(/!(\w+)/g)].map((m) => m[1]);

function check(run) {
  const evalDir = path.join(out, "eval");
  const results = path.join(evalDir, "results.sqlite");
  const sqlites = [results, ...fs.readdirSync(path.join(evalDir, "jobs")).map((j) => path.join(evalDir, "jobs", j, "run.sqlite"))]
    .filter((f) => fs.existsSync(f));
  const integrity = sqlites.map((f) => ({ file: path.relative(out, f), result: sql(f, "PRAGMA integrity_check").includes('"ok"') ? "ok" : sql(f, "PRAGMA integrity_check") }));
  const resultRows = rows(results, "SELECT * FROM results");
  const jobs = [];
  const missingCommands = [];
  const replies = [];
  for (const dir of fs.readdirSync(path.join(evalDir, "jobs"))) {
    const store = path.join(evalDir, "jobs", dir, "run.sqlite");
    const runs = rows(store, "SELECT id, complete, end_reason, turns, ended_at IS NOT NULL AS ended FROM runs ORDER BY id");
    jobs.push({ job: dir, runs });
    // Every command asked for by a recorded reply is recorded as run, in order, for that agent
    // (the last reply of a run may be cut off by the task's end).
    for (const r of runs) {
      const calls = rows(store, `SELECT agent, reply, at FROM model_calls WHERE run_id = ${r.id} AND purpose = 'conversing' ORDER BY id`);
      const commands = rows(store, `SELECT agent, command, at FROM commands WHERE run_id = ${r.id} ORDER BY id`);
      const lastAt = Math.max(0, ...commands.map((c) => Date.parse(c.at)), ...calls.map((c) => Date.parse(c.at)));
      for (const agent of new Set(calls.map((c) => c.agent))) {
        const asked = calls.filter((c) => c.agent === agent);
        const ran = commands.filter((c) => c.agent === agent);
        let j = 0;
        for (const call of asked) {
          replies.push({ job: dir, agent, reply: call.reply });
          for (const name of commandsIn(call.reply)) {
            while (j < ran.length && !ran[j].command.startsWith(`!${name}`)) ++j;
            if (j < ran.length) ++j;
            else if (Date.parse(call.at) < lastAt - 1000 || r.ended === 0) missingCommands.push({ job: dir, run: r.id, agent, command: name, at: call.at });
          }
        }
      }
    }
  }
  const summary = {
    mode, exit: run.exit, jobsAsked: run.jobsAsked, results: resultRows.length,
    succeeded: resultRows.filter((r) => r.success === 1).length,
    endReasons: resultRows.reduce((m, r) => ((m[r.end_reason] = (m[r.end_reason] || 0) + 1), m), {}),
    sqliteFiles: sqlites.length, integrityOk: integrity.filter((i) => i.result === "ok").length,
    integrityBad: integrity.filter((i) => i.result !== "ok"),
    replayedJobs: jobs.filter((j) => j.runs.length > 1).map((j) => ({ job: j.job, runs: j.runs })),
    unfinishedLastRuns: jobs.filter((j) => !j.runs.length || !j.runs[j.runs.length - 1].ended).map((j) => j.job),
    modelCalls: replies.length, missingCommands,
    faults: run.faults, seconds: Math.round((Date.now() - started) / 1000),
  };
  if (run.served) {
    // Every completion the server sent is a recorded reply (counted per agent and text).
    const sent = run.served.filter((s) => s.status === 200 && s.content);
    const recorded = new Map();
    for (const r of replies) recorded.set(`${r.agent}\n${r.reply}`, (recorded.get(`${r.agent}\n${r.reply}`) || 0) + 1);
    const counts = new Map();
    for (const s of sent) counts.set(`${s.agent}\n${s.content}`, (counts.get(`${s.agent}\n${s.content}`) || 0) + 1);
    summary.completionsSent = sent.length;
    summary.completionsNotRecorded = [...counts].filter(([k, c]) => (recorded.get(k) || 0) < c).map(([k, c]) => ({ key: k, sent: c, recorded: recorded.get(k) || 0 }));
    summary.badAnswers = run.served.filter((s) => s.bad);
    // What the agent recorded for each bad answer: the reply of that agent's next recorded call.
    summary.brainDisconnected = replies.filter((r) => /brain disconnected/i.test(r.reply)).length;
  }
  summary.evalStderrTail = run.stderr.split("\n").filter((l) => /died|failed|error|lost|rejoin/i.test(l)).slice(-20);
  return summary;
}

(async () => {
  const count = +(countArg || (mode === "scripted" ? 20 : 8));
  const run = mode === "scripted" ? await scriptedSoak(count) : await modelSoak(count);
  const summary = check(run);
  fs.writeFileSync(path.join(out, "summary.json"), JSON.stringify(summary, null, 2));
  console.log(JSON.stringify(summary, null, 2));
})().catch((e) => {
  log(e.stack);
  process.exit(1);
});
