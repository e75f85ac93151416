// What the live page (live.js) and the timeline pages (timeline.js) share: making elements (text is
// always set as textContent, never parsed as HTML) and drawing one entry of a stream or timeline.
// Loaded before either; inlined into the timeline pages, which must open from disk.
"use strict";

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.includes("-")) node.setAttribute(k, v);  // data-*, aria-*
    else node[k] = v;
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

const fmt = (n) => (typeof n === "number" ? (Math.round(n * 10) / 10).toString() : "?");
const who = (name) => el("span", { class: "who", text: name });

// A model call, folded: its prompt is put in the page only when the call is opened (a busy team
// makes hundreds of calls, each with a prompt of many kilobytes).
function modelCallDetails(e) {
  const details = el("details", { class: "call" },
                     el("summary", {}, who(e.agent), `(${e.purpose}, ${e.model}) → ${(e.reply || "").split("\n")[0]}`));
  details.addEventListener("toggle", () => {
    if (!details.open || details.childElementCount > 1) return;
    const body = el("div", {}, el("div", { class: "role", text: "system" }), el("pre", { text: e.system || "" }));
    for (const t of e.turns || []) body.append(el("div", { class: "role", text: t.role }), el("pre", { text: t.content }));
    body.append(el("div", { class: "role", text: "reply" }), el("pre", { text: e.reply || "" }));
    details.append(body);
  });
  return details;
}

// An entry's content by its type; anything else shows its text.
const ENTRY_LINES = {
  chat: (e) => [who(e.from), e.text],
  whisper: (e) => [who(`${e.from} → ${e.to}`), e.text],
  bot_message: (e) => [who(`${e.from} → ${e.to}`), e.text],
  user_message: (e) => [who(`you → ${e.to}`), e.text],
  command: (e) => [who(e.agent), el("code", { class: e.accepted === false ? "rejected" : "", text: e.command }),
                   e.output ? el("span", { class: "output", text: e.output.replace(/^\n+/, "") }) : null],
  model_call: (e) => [modelCallDetails(e)],
  job_end: (e) => [who(e.job), `ended: score ${fmt(e.score)}${e.end_reason ? ` (${e.end_reason})` : ""}`],
};
const entryLine = (e) => (ENTRY_LINES[e.type] || ((x) => [x.text || JSON.stringify(x)]))(e);
