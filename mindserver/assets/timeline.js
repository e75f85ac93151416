// A finished job's timeline: reads the job's JSON from the page itself (#job-data) and draws its
// facts, agents, final inventories and every message, command and model call in order. Works from a
// file (craftmate report --html) and from craftmate serve alike. Needs page.js (el, entryLine).
"use strict";
(function () {
  const job = JSON.parse(document.getElementById("job-data").textContent);
  const main = document.getElementById("timeline");
  const facts = (pairs) => el("dl", { class: "facts" },
    ...pairs.filter(([, v]) => v !== undefined && v !== null && v !== "").flatMap(([k, v]) => [el("dt", { text: k }), el("dd", {}, v)]));
  const runs = job.runs || [];
  const first = runs.length ? Date.parse(runs[0].started_at) : NaN;
  const offset = (at) => {
    const t = Date.parse(at);
    if (isNaN(t) || isNaN(first)) return at || "";
    const s = Math.max(0, (t - first) / 1000);
    return `+${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, "0")}`;
  };

  document.title = `${job.id} — craftmate timeline`;
  main.append(el("p", {}, el("a", { href: job.back || "/", text: "← all jobs", id: "back" })), el("h1", { text: job.id }));

  const r = job.result;
  if (r) {
    const score = el("span", { class: `score ${r.success ? "ok" : "bad"}`, text: `${r.score}${r.success ? " (success)" : " (not a success)"}` });
    main.append(facts([["score", score], ["why it ended", r.end_reason], ["task type", r.task_type],
                       ["agents", r.agent_count], ["seconds", typeof r.seconds === "number" ? r.seconds.toFixed(1) : r.seconds], ["turns", r.turns], ["messages", r.messages],
                       ["finished at", r.finished_at]]));
  }
  for (const run of runs) {
    const params = run.params || {};
    main.append(el("h2", { text: runs.length > 1 ? `Run ${run.id}` : "Run" }),
      facts([["world", run.world], ["task", params.task_id], ["started", run.started_at],
             ["ended", run.finished ? run.ended_at : "did not end (stopped or crashed)"],
             ["why it ended", run.end_reason], ["complete", run.finished ? String(run.complete) : ""],
             ["metrics", Object.entries(run.metrics || {}).map(([k, v]) => `${k} ${v}`).join(", ")],
             ["models", Object.entries(run.models || {}).map(([k, v]) => `${k}: ${v}`).join(", ")]]));
  }

  const inventories = job.inventories || {};
  if (Object.keys(inventories).length) {
    main.append(el("h2", { text: "Final inventories" }),
      el("div", { class: "cards" }, ...Object.entries(inventories).map(([agent, items]) =>
        el("div", { class: "agent", "data-inventory": agent }, el("b", { text: agent }),
           el("ul", { class: "inventory" }, ...Object.entries(items).map(([item, n]) => el("li", { text: `${item} × ${n}` })))))));
  }

  const events = job.events || [];
  const kinds = [...new Set(events.map((e) => e.type))];
  const agents = [...new Set(events.flatMap((e) => [e.agent, e.from, e.to]).filter(Boolean))].sort();
  const shown = { kinds: new Set(kinds), agent: "" };
  const list = el("ol", { class: "stream", id: "events" });
  const filters = el("div", { class: "filters" });
  for (const kind of kinds) {
    const cb = el("input", { type: "checkbox", checked: true });
    cb.onchange = () => { if (cb.checked) shown.kinds.add(kind); else shown.kinds.delete(kind); apply(); };
    filters.append(el("label", {}, cb, ` ${kind.replace("_", " ")} (${events.filter((e) => e.type === kind).length})`));
  }
  const pick = el("select", {}, el("option", { value: "", text: "every agent" }), ...agents.map((a) => el("option", { value: a, text: a })));
  pick.onchange = () => { shown.agent = pick.value; apply(); };
  filters.append(pick);
  main.append(el("h2", { text: `Timeline (${events.length} entries)` }), filters, list);

  for (const e of events) {
    const line = entryLine(e);
    list.append(el("li", { "data-type": e.type, "data-agents": [e.agent, e.from, e.to].filter(Boolean).join(" ") },
                   el("time", { text: offset(e.at), title: e.at || "" }), el("span", { class: `kind ${e.type}`, text: e.type.replace("_", " ") }), ...line));
  }
  if (!events.length) list.append(el("li", { class: "empty", text: "This job recorded no messages, commands or model calls." }));
  function apply() {
    for (const li of list.children) {
      if (!li.dataset.type) continue;
      li.hidden = !shown.kinds.has(li.dataset.type) || (shown.agent && !li.dataset.agents.split(" ").includes(shown.agent));
    }
  }
})();
