// What the browser tests and the page-cost benchmark share: a local OpenAI-compatible model server
// whose replies a rule chooses, a free port, and craftmate child processes whose output lines can
// be awaited.
"use strict";
const { spawn } = require("node:child_process");
const fs = require("node:fs");
const http = require("node:http");
const net = require("node:net");

// rule({agent, last}) -> reply text; `agent` from "bot named <agent>", `last` the newest message;
// the reply is sent after `latencyMs`. Resolves to {server, url, requests}; every chat request is
// kept in `requests`.
function startModel(rule, latencyMs = 0) {
  const requests = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { message: "no embeddings here" } }));
      }
      const messages = JSON.parse(body).messages || [];
      const all = messages.map((m) => m.content).join("\n");
      const request = { agent: (/bot named (\S+)/.exec(all) || [])[1] || "", last: messages.length ? messages[messages.length - 1].content : "" };
      requests.push(request);
      const answer = JSON.stringify({ choices: [{ finish_reason: "stop", message: { role: "assistant", content: rule(request) } }] });
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(answer);
      }, latencyMs);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({
    server, requests, url: `http://127.0.0.1:${server.address().port}/v1`,
  })));
}

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => { const p = s.address().port; s.close(() => resolve(p)); });
  });
}

// A craftmate child whose output goes to `logFile`; waitLine resolves with the first line matching `re`.
function run(bin, args, logFile) {
  const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  const log = fs.createWriteStream(logFile);
  const lines = [];
  const waiters = [];
  const feed = (chunk) => {
    log.write(chunk);
    for (const line of chunk.toString().split("\n")) {
      lines.push(line);
      for (const w of [...waiters]) if (w.re.test(line)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(line); }
    }
  };
  child.stdout.on("data", feed);
  child.stderr.on("data", feed);
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child, exited, lines,
    waitLine(re, ms, what) {
      const found = lines.find((l) => re.test(l));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}; see ${logFile}`)), ms);
        waiters.push({ re, resolve: (line) => { clearTimeout(timer); resolve(line); } });
        exited.then((code) => { clearTimeout(timer); reject(new Error(`craftmate exited (${code}) before ${what}; see ${logFile}`)); });
      });
    },
  };
}

// Resolves once `test()` is true, checking every 100 ms; rejects after `ms`.
async function until(test, ms, what) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

module.exports = { startModel, freePort, run, until };
