// The MindServer's live page: one WebSocket to the server that serves it; the server sends
// {type: hello|snapshot|map|jobs|event|ack|error|dropped}, the page sends the person's requests.
// Everything the server sends is shown with textContent (never parsed as HTML). Needs page.js.
// An evaluation's agents carry the job they play in ("job"); each job has a map of its own.
"use strict";

const MAX_STREAM_ITEMS = 500;
const AGENT_COLOURS = ["#ff6b6b", "#4dabf7", "#ffd43b", "#69db7c", "#da77f2", "#ffa94d", "#3bc9db", "#f783ac"];
const BLOCK_COLOURS = {
  grass_block: "#5d9b3a", dirt: "#866043", coarse_dirt: "#77553b", podzol: "#6a4a2a", stone: "#7d7d7d",
  cobblestone: "#6e6e6e", sand: "#dbd3a0", red_sand: "#bf6b2b", gravel: "#86807e", water: "#3f76e4",
  lava: "#d96415", snow: "#f0fbfb", snow_block: "#f0fbfb", ice: "#91b7fd", oak_log: "#6b5430", oak_planks: "#a2824e",
  oak_leaves: "#3f7a1f", birch_leaves: "#5a8a3a", spruce_leaves: "#39593a", birch_log: "#d5cda4", spruce_log: "#3b2812",
  short_grass: "#6da13f", tall_grass: "#6da13f", bedrock: "#333333", crafting_table: "#9c6a3a", furnace: "#5f5f5f",
  chest: "#a5772f", glass: "#c0e8ef", white_wool: "#e9ecec", bricks: "#966154", stone_bricks: "#7a7a7a",
  farmland: "#5a3a1e", wheat: "#c9b23f", hay_block: "#b59a20", air: "#000000", torch: "#ffd27a",
};

const FILTERED = ["chat", "whisper", "bot_message", "command", "model_call", "user_message", "job_end", "system"];
const PAGE_SENDER = "NO USERNAME";  // whom MINDcraft's MindServer says a page's message is from

const state = {
  socket: null, features: {}, agents: new Map(), snapshot: null, maps: new Map(), retry: 500,
  filters: new Set(FILTERED),
};

const $ = (id) => document.getElementById(id);
const colourOf = (name) => {
  const names = [...state.agents.keys()];
  const i = names.indexOf(name);
  return i >= 0 ? AGENT_COLOURS[i % AGENT_COLOURS.length] : "#ffffff";
};
function blockColour(name) {
  if (BLOCK_COLOURS[name]) return BLOCK_COLOURS[name];
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${h % 360}, 35%, ${35 + (h >> 9) % 25}%)`;
}
const position = (p) => (p ? `${fmt(p.x)}, ${fmt(p.y)}, ${fmt(p.z)}` : "unknown");
const clock = (ms) => new Date(ms).toLocaleTimeString([], { hour12: false });

// ---- connection ----

function connect() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(`${proto}//${location.host}/ws`);
  state.socket = socket;
  socket.onopen = () => { setStatus("live", "open"); state.retry = 500; };
  socket.onclose = () => {
    setStatus("disconnected — retrying", "closed");
    setTimeout(connect, state.retry);
    state.retry = Math.min(state.retry * 2, 8000);
  };
  socket.onmessage = (m) => {
    let msg;
    try { msg = JSON.parse(m.data); } catch { return; }
    const handler = HANDLERS[msg.type];
    if (handler) handler(msg);
  };
}
function setStatus(text, cls) { const s = $("status"); s.textContent = text; s.className = `status ${cls}`; }
function request(type, agent, extra = {}) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN)
    state.socket.send(JSON.stringify({ type, agent, ...extra }));
}

const HANDLERS = {
  hello: (m) => {
    state.features = m.features || {};
    $("title").textContent = m.title || "craftmate";
    document.title = `${m.title || "craftmate"} — MindServer`;
    $("jobs-panel").hidden = !state.features.jobs;
    $("map-panel").hidden = !state.features.map;
    $("agents-panel").hidden = !state.features.snapshot;  // `craftmate serve`: finished jobs only
    $("stream-panel").hidden = !state.features.snapshot;
    $("stream").replaceChildren();
  },
  snapshot: (m) => { state.snapshot = m.data || {}; renderAgents(state.snapshot.agents || []); drawMaps(); },
  map: (m) => { state.maps.set(m.job || "", m.data); drawMaps(); },
  jobs: (m) => renderJobs(m.data || []),
  event: (m) => addEvent(m.event),
  ack: (m) => addEvent({ type: "system", text: `${m.request} sent to ${m.agent}`, time: Date.now() }),
  error: (m) => addEvent({ type: "error", text: m.message, time: Date.now() }),
  dropped: (m) => addEvent({ type: "dropped", text: `${m.count} updates were skipped (the page fell behind)`, time: Date.now() }),
};

// ---- agents ----

// The page's messages reach an agent unless its only_chat_with lists others (as in MINDcraft).
const refusesPage = (a) => (a.only_chat_with || []).length > 0 && !a.only_chat_with.includes(PAGE_SENDER);

function agentCard(name) {
  const card = el("article", { class: "agent", "data-agent": name });
  const input = el("input", { name: "message", placeholder: `Message to ${name}`, autocomplete: "off" });
  const form = el("form", { class: "send" }, input, el("button", { type: "submit", text: "Send" }));
  form.onsubmit = (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    request("send-message", name, { message: text });
    input.value = "";
  };
  const buttons = el("div", { class: "buttons" });
  for (const [act, label, feature] of [["stop-action", "Stop", "stop"], ["restart-agent", "Restart", "restart"],
                                       ["disconnect-agent", "Disconnect", "disconnect"]]) {
    if (!state.features[feature]) continue;
    const b = el("button", { type: "button", text: label, "data-act": act });
    b.onclick = () => request(act, name);
    buttons.append(b);
  }
  card.append(
    el("header", {}, el("span", { class: "dot" }), el("span", { class: "name", text: name }), el("span", { class: "model" }),
       el("span", { class: "job" })),
    el("dl", {}),
    el("details", { class: "inv" }, el("summary", { text: "Inventory" }), el("ul", { class: "inventory" })),
    state.features.send ? form : null,
    buttons);
  return card;
}

function bar(kind, value, max) {
  const b = el("span", { class: `bar ${kind}`, title: `${kind} ${fmt(value)} / ${max}` }, el("span"));
  b.firstChild.style.width = `${Math.max(0, Math.min(100, (100 * (value || 0)) / max))}%`;
  return b;
}

function renderAgents(agents) {
  const box = $("agents");
  if (!agents.length) { box.replaceChildren(el("p", { class: "empty", text: "No agents yet." })); state.agents.clear(); return; }
  box.querySelector(".empty")?.remove();
  const seen = new Set();
  for (const a of agents) {
    seen.add(a.name);
    let card = state.agents.get(a.name);
    if (!card) { card = agentCard(a.name); state.agents.set(a.name, card); box.append(card); }
    card.querySelector(".dot").className = `dot${a.connected ? " on" : ""}`;
    card.querySelector(".dot").title = a.connected ? "connected" : "not connected";
    card.querySelector(".model").textContent = a.model || "";
    card.querySelector(".job").textContent = a.job ? `job ${a.job}` : "";
    const form = card.querySelector("form.send");
    if (form) {
      const refused = refusesPage(a);
      for (const c of form.elements) c.disabled = refused;
      form.querySelector("input").placeholder = refused
        ? `${a.name} listens only to ${a.only_chat_with.join(", ")} (only_chat_with)` : `Message to ${a.name}`;
    }
    const rows = [
      ["health", el("span", {}, bar("health", a.health, 20), ` ${fmt(a.health)}`)],
      ["food", el("span", {}, bar("food", a.food, 20), ` ${fmt(a.food)}`)],
      ["position", position(a.position)],
      ["holding", a.held || "nothing"],
      ["doing", a.action || "idle"],
      ["modes", (a.modes || []).join(", ") || "none active"],
      ["goal", a.goal || "none"],
      ["talking with", a.conversation || "nobody"],
      ...((a.only_chat_with || []).length ? [["listens only to", a.only_chat_with.join(", ")]] : []),
    ];
    const dl = card.querySelector("dl");
    dl.replaceChildren(...rows.flatMap(([k, v]) => [el("dt", { text: k }), el("dd", { "data-field": k }, v)]));
    const inv = Object.entries(a.inventory || {});
    card.querySelector(".inv summary").textContent = `Inventory (${inv.length} kinds)`;
    card.querySelector(".inventory").replaceChildren(...inv.map(([item, n]) => el("li", { text: `${item} × ${n}` })));
  }
  for (const [name, card] of state.agents) if (!seen.has(name)) { card.remove(); state.agents.delete(name); }
}

// ---- maps ----

// One figure per job ("" for a team): the map, its markers and, for a construction task, the
// blueprint level beside what stands there.
function mapFigure(job) {
  let fig = $("maps").querySelector(`figure[data-job="${CSS.escape(job)}"]`);
  if (fig) return fig;
  fig = el("figure", { class: "world", "data-job": job },
           el("figcaption", {}, job ? el("b", { text: `job ${job}` }) : null, el("small", { class: "area" })),
           el("canvas", { class: "map", width: 480, height: 480, "aria-label": "top-down map of the blocks around the agents" }),
           el("ul", { class: "markers" }),
           el("div", { class: "blueprint", hidden: true },
              el("figure", {}, el("figcaption", { text: "blueprint" }), el("canvas", { class: "expected", width: 200, height: 200 })),
              el("figure", {}, el("figcaption", { text: "what stands there" }), el("canvas", { class: "actual", width: 200, height: 200 })),
              el("p", { class: "note" })));
  $("maps").append(fig);
  return fig;
}

function drawMaps() {
  const snap = state.snapshot || {};
  const jobs = new Set([...(snap.agents || []), ...(snap.players || [])].filter((a) => a.position).map((a) => a.job || ""));
  for (const fig of [...$("maps").querySelectorAll("figure.world")])
    if (!jobs.has(fig.dataset.job)) { fig.remove(); state.maps.delete(fig.dataset.job); }
  $("maps").querySelector(":scope > .empty")?.toggleAttribute("hidden", jobs.size > 0);
  for (const job of jobs) drawMap(mapFigure(job), state.maps.get(job), job);
}

const hexAt = (text, i) => parseInt(text.substr(2 * i, 2), 16);

function drawMap(fig, m, job) {
  const canvas = fig.querySelector("canvas.map"), g = canvas.getContext("2d");
  g.fillStyle = "#000"; g.fillRect(0, 0, canvas.width, canvas.height);
  const list = fig.querySelector(".markers");
  if (!m || !m.width || !m.depth) { list.replaceChildren(); return; }
  fig.querySelector(".area").textContent = `x ${m.x0}…${m.x0 + m.width - 1}, z ${m.z0}…${m.z0 + m.depth - 1}`;
  const cell = Math.max(1, Math.floor(Math.min(canvas.width / m.width, canvas.height / m.depth)));
  const palette = (m.palette || []).map(blockColour);
  const cells = m.cells || "", heights = m.heights || "";
  let minH = Infinity, maxH = -Infinity;
  for (let i = 0; i < m.width * m.depth; i++)
    if (hexAt(cells, i) > 0) { minH = Math.min(minH, hexAt(heights, i)); maxH = Math.max(maxH, hexAt(heights, i)); }
  for (let z = 0; z < m.depth; z++)
    for (let x = 0; x < m.width; x++) {
      const i = z * m.width + x, p = hexAt(cells, i) - 1;
      if (!(p >= 0)) continue;
      g.fillStyle = palette[p] || "#000";
      g.fillRect(x * cell, z * cell, cell, cell);
      if (maxH > minH) {  // shade by height
        g.fillStyle = `rgba(0,0,0,${0.35 * (1 - (hexAt(heights, i) - minH) / (maxH - minH))})`;
        g.fillRect(x * cell, z * cell, cell, cell);
      }
    }
  drawBlueprint(fig, m, g, cell);
  const markers = [];
  const snap = state.snapshot || {};
  const here = (a) => (a.job || "") === job && a.position;
  for (const a of snap.agents || []) if (here(a)) markers.push({ name: a.name, p: a.position, colour: colourOf(a.name), agent: true });
  for (const p of snap.players || []) if (here(p) && !state.agents.has(p.name)) markers.push({ name: p.name, p: p.position, colour: "#ffffff", agent: false });
  const items = [];
  g.font = "12px system-ui"; g.textBaseline = "bottom";
  for (const mk of markers) {
    const x = (mk.p.x - m.x0) * cell, z = (mk.p.z - m.z0) * cell;
    if (x < 0 || z < 0 || x > m.width * cell || z > m.depth * cell) continue;
    g.beginPath(); g.arc(x, z, Math.max(4, cell * 0.8), 0, 2 * Math.PI);
    g.fillStyle = mk.colour; g.fill(); g.lineWidth = 2; g.strokeStyle = "#000"; g.stroke();
    g.fillStyle = "#fff"; g.strokeText(mk.name, x + 6, z - 4); g.fillText(mk.name, x + 6, z - 4);
    const li = el("li", { text: `${mk.name} (${fmt(mk.p.x)}, ${fmt(mk.p.z)})`, "data-marker": mk.name,
                          "data-kind": mk.agent ? "agent" : "player" });
    li.style.setProperty("--c", mk.colour);
    items.push(li);
  }
  list.replaceChildren(...items);
}

// A construction task's level being built: the blueprint beside what stands there, the cells that
// differ outlined on both and on the map.
function drawBlueprint(fig, m, g, cell) {
  const bp = m.blueprint, box = fig.querySelector(".blueprint");
  box.hidden = !bp;
  if (!bp) return;
  const colours = (bp.palette || []).map(blockColour);
  const differ = (bp.differ || []).reduce((n, d) => n + (d ? 1 : 0), 0);
  for (const [cls, cells] of [["expected", bp.expected], ["actual", bp.actual]]) {
    const c = box.querySelector(`canvas.${cls}`), cg = c.getContext("2d");
    const size = Math.max(1, Math.floor(Math.min(c.width / bp.width, c.height / bp.depth)));
    cg.fillStyle = "#000"; cg.fillRect(0, 0, c.width, c.height);
    for (let i = 0; i < bp.width * bp.depth; i++) {
      const name = bp.palette[cells[i]], x = (i % bp.width) * size, z = Math.floor(i / bp.width) * size;
      cg.fillStyle = name === "air" ? "#24282f" : colours[cells[i]];
      cg.fillRect(x, z, size, size);
      if (bp.differ[i]) { cg.strokeStyle = "#ff00ff"; cg.lineWidth = 2; cg.strokeRect(x + 1, z + 1, size - 2, size - 2); }
    }
  }
  g.strokeStyle = "#ff00ff"; g.lineWidth = 1;
  for (let i = 0; i < bp.differ.length; i++)
    if (bp.differ[i])
      g.strokeRect((bp.x0 + (i % bp.width) - m.x0) * cell + 0.5, (bp.z0 + Math.floor(i / bp.width) - m.z0) * cell + 0.5, cell - 1, cell - 1);
  const note = box.querySelector(".note");
  note.dataset.differ = differ;
  note.textContent = `Blueprint level ${bp.level} at y=${bp.y}: ${differ} of ${bp.width * bp.depth} cells differ from what stands (outlined).`;
}

// ---- stream ----

function addEvent(e) {
  if (!e) return;
  const li = el("li", { "data-type": e.type }, el("time", { text: clock(e.time || Date.now()) }),
                el("span", { class: `kind ${e.type}`, text: e.type.replace("_", " ") }),
                e.job && e.type !== "job_end" ? el("span", { class: "job", text: e.job }) : null, ...entryLine(e));
  if (!state.filters.has(e.type) && FILTERED.includes(e.type)) li.hidden = true;
  const list = $("stream");
  const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 20;
  list.append(li);
  while (list.children.length > MAX_STREAM_ITEMS) list.firstChild.remove();
  if (atBottom) list.scrollTop = list.scrollHeight;
}

function buildFilters() {
  const box = $("stream-filters");
  for (const kind of state.filters) {
    const cb = el("input", { type: "checkbox", checked: true });
    cb.onchange = () => {
      if (cb.checked) state.filters.add(kind); else state.filters.delete(kind);
      for (const li of $("stream").querySelectorAll(`li[data-type="${kind}"]`)) li.hidden = !cb.checked;
    };
    box.append(el("label", {}, cb, ` ${kind.replace("_", " ")}`));
  }
}

// ---- jobs ----

function renderJobs(jobs) {
  const counts = { done: 0, running: 0, waiting: 0 };
  const rows = jobs.map((j) => {
    counts[j.state] = (counts[j.state] || 0) + 1;
    const name = state.features.timelines && j.state !== "waiting"
      ? el("a", { href: `/jobs/${encodeURIComponent(j.id)}`, text: j.id }) : j.id;
    return el("tr", { "data-job": j.id }, el("td", {}, name), el("td", { class: `state-${j.state}`, text: j.state }),
              el("td", { text: j.score === undefined || j.score === null ? "" : fmt(j.score) }),
              el("td", { text: j.end_reason || "" }));
  });
  $("jobs").tBodies[0].replaceChildren(...rows);
  $("jobs-summary").textContent = `${counts.done} done, ${counts.running} running, ${counts.waiting} waiting`;
}

buildFilters();
connect();
