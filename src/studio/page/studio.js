// cardsmith studio: draws the picture the server sends and posts what is clicked.
// Plain JavaScript, no build step; the server embeds this file.
"use strict";

let pic = null;
// The objects, names or squares picked so far for the pending question.
let picked = [];
// The object whose actions are offered as buttons (a card with several actions).
let menuFor = null;

const $ = (sel) => document.querySelector(sel);

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

async function load() {
  const r = await fetch("/api/state");
  show((await r.json()).picture);
}

async function post(path, body) {
  const r = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body === undefined ? {} : body),
  });
  const j = await r.json();
  picked = [];
  menuFor = null;
  show(j.picture);
}

const act = (action) => post("/api/action", action);
const answer = (a) => post("/api/answer", a);

// What clicking object `id` does now: pick it for the question, or play its action.
function objectRole(id) {
  const p = pic.pending;
  if (p && p.kind === "objects") return p.objects.some(([o]) => o === id) ? "candidate" : null;
  if (!p && pic.actions.some((a) => a.object === id)) return "playable";
  return null;
}

function clickObject(id) {
  const role = objectRole(id);
  if (role === "candidate") return pick(id);
  if (role !== "playable") return;
  const mine = pic.actions.filter((a) => a.object === id);
  if (mine.length === 1) return act(mine[0].action);
  menuFor = id;
  render();
}

// Adds or removes a choice; a question that takes exactly one is answered at once.
function pick(value) {
  const p = pic.pending;
  const key = JSON.stringify(value);
  const i = picked.findIndex((v) => JSON.stringify(v) === key);
  if (i >= 0) picked.splice(i, 1);
  else picked.push(value);
  if (p.min === 1 && p.max === 1 && picked.length === 1) return submitPicked();
  render();
}

function submitPicked() {
  const p = pic.pending;
  if (p.kind === "objects") return answer({ Objects: picked });
  if (p.kind === "names") return answer({ Names: picked });
  if (p.kind === "squares") return answer({ Squares: picked.map(([x, y]) => ({ x, y })) });
}

const isPicked = (v) => picked.some((p) => JSON.stringify(p) === JSON.stringify(v));

function tile(t) {
  const role = objectRole(t.id);
  const classes = ["tile"];
  if (t.rested) classes.push("rested");
  if (t.face_down) classes.push("face-down");
  if (role) classes.push(role);
  if (isPicked(t.id)) classes.push("selected");
  const stats = t.stats.map(([s, printed, now]) => {
    if (now === printed) return el("span", {}, `${s} ${printed} `);
    // null: a constant ability's script failed (the problem panel says where).
    const shown = now === null ? "?" : now;
    return el("span", { class: "changed", title: `printed ${printed}` }, `${s} ${shown} (${printed}) `);
  });
  const badges = [];
  if (t.damage) badges.push(el("span", { class: "damage" }, `${t.damage} damage`));
  for (const [c, n] of Object.entries(t.counters)) if (n) badges.push(el("span", {}, `${c} ×${n}`));
  if (t.rested) badges.push(el("span", {}, pic.rested_word));
  if (t.face_down) badges.push(el("span", {}, "face down"));
  for (const k of t.keywords) badges.push(el("span", {}, k));
  return el("div", {
      class: classes.join(" "), "data-id": t.id, "data-card": t.card, "data-label": t.label,
      title: `${t.name} #${t.id}${t.label ? " @" + t.label : ""}`,
      onclick: (e) => { e.stopPropagation(); clickObject(t.id); },
    },
    el("div", { class: "name" }, t.name),
    t.cost ? el("div", { class: "cost" }, t.cost) : null,
    el("div", { class: "types" }, t.types.join(" · ")),
    t.attributes.length ? el("div", { class: "attributes" }, t.attributes.join(" · ")) : null,
    t.text ? el("div", { class: "text" }, t.text) : null,
    stats.length ? el("div", { class: "stats" }, stats) : null,
    el("div", { class: "badges" }, badges));
}

function player(p) {
  const counters = Object.entries(p.counters).map(([c, n]) => el("span", {}, `${c}: ${n}`));
  const declared = Object.entries(p.declared).map(([c, v]) => el("span", {}, `${c}: ${v}`));
  const zones = p.zones.map((z) => {
    let cards;
    if (z.hidden) cards = z.count ? [el("div", { class: "tile back" }, `${z.count} card(s)`)] : [];
    else if (z.board) cards = [el("div", {}, `${z.count} on the board`)];
    else cards = z.cards.map(tile);
    return el("div", { class: "zone", "data-zone": `p${p.seat}.${z.zone}` },
      el("div", { class: "zname" }, `${z.zone} (${z.count})`),
      el("div", { class: "cards" }, cards));
  });
  const acting = pic.acting === p.seat ? " acting" : "";
  return el("div", { class: "player" + acting, "data-seat": p.seat },
    el("h3", {}, `P${p.seat} ${p.name}`, p.elements.length ? ` — ${p.elements.join(", ")}` : ""),
    el("div", { class: "counters" }, counters, declared),
    el("div", { class: "zones" }, zones));
}

function board() {
  const b = pic.board;
  const box = $("#board");
  box.replaceChildren();
  if (!b) return;
  box.style.gridTemplateColumns = `repeat(${b.width}, 64px)`;
  const terrain = new Map(b.terrain.map(([x, y, k]) => [`${x},${y}`, k]));
  const occupants = new Map();
  for (const p of pic.players) for (const z of p.zones) if (z.board) for (const t of z.cards) {
    const k = `${t.square[0]},${t.square[1]}`;
    occupants.set(k, [...(occupants.get(k) || []), t]);
  }
  const p = pic.pending;
  const squares = p && p.kind === "squares" ? p.squares.map(([x, y]) => `${x},${y}`) : [];
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) {
    const k = `${x},${y}`;
    const kind = terrain.get(k);
    const classes = ["cell"];
    if (kind) classes.push("terrain", kind);
    const candidate = squares.includes(k);
    if (candidate) classes.push("candidate");
    if (isPicked([x, y])) classes.push("selected");
    const here = (occupants.get(k) || []).map((t) => {
      const role = objectRole(t.id);
      return el("div", {
        class: `occupant p${t.controller} ${role || ""} ${isPicked(t.id) ? "selected" : ""}`,
        "data-id": t.id, "data-card": t.card,
        title: `${t.name} #${t.id}: ${t.text}${t.damage ? ` (${t.damage} damage)` : ""}`,
        onclick: (e) => { if (role) { e.stopPropagation(); clickObject(t.id); } },
      }, t.name, t.damage ? ` (${t.damage})` : "");
    });
    box.append(el("div", {
      class: classes.join(" "), "data-x": x, "data-y": y, "data-terrain": kind,
      onclick: () => { if (candidate) pick([x, y]); },
    }, el("span", { class: "coord" }, `${x},${y}`), here));
  }
}

function stack() {
  const box = $("#stack");
  box.replaceChildren();
  if (!pic.stack.length) return;
  box.append(el("h3", {}, "Effects stack (top first)"));
  for (const s of [...pic.stack].reverse()) {
    const info = [];
    if (s.ability) info.push(el("div", {}, `ability: ${s.ability}`));
    if (s.modes.length) info.push(el("div", {}, `modes: ${s.modes.join(", ")}`));
    if (s.x) info.push(el("div", {}, `X = ${s.x}`));
    for (const t of s.targets) info.push(el("div", {}, `targets ${t}`));
    if (s.cost.length) info.push(el("pre", {}, s.cost.join("\n")));
    if (s.resistance.length) info.push(el("pre", {}, s.resistance.join("\n")));
    box.append(el("div", { class: "entry" }, tile(s.tile), el("div", {}, `by P${s.controller}`, info)));
  }
}

function decision() {
  const box = $("#decision");
  box.replaceChildren();
  const p = pic.pending;
  if (!p) {
    box.append(el("h3", {}, "Decision"));
    if (pic.winner) box.append(el("div", { class: "prompt" }, `P${pic.winner} won`));
    else if (pic.acting) box.append(el("div", {}, `P${pic.acting} to act: click a highlighted card, or choose below.`));
    else box.append(el("div", {}, "Nobody can act."));
    return;
  }
  box.append(el("h3", {}, `P${p.seat} decides (${p.choice})`), el("div", { class: "prompt" }, p.prompt));
  const range = p.min === p.max ? `${p.min}` : `${p.min} to ${p.max}`;
  if (p.kind === "number") {
    const input = el("input", { type: "number", min: p.min, max: p.max, value: p.min, id: "number" });
    box.append(input, el("button", { onclick: () => answer({ Number: Number(input.value) }) }, "OK"));
    return;
  }
  if (p.kind === "names") {
    // The order of the clicks is the order of the answer (replacement effects apply in it).
    for (const n of p.names) {
      const at = picked.indexOf(n);
      box.append(el("button", { class: at >= 0 ? "chosen" : "", "data-name": n, onclick: () => pick(n) },
        at >= 0 && p.max > 1 ? `${at + 1}. ${n}` : n));
    }
  }
  if (p.kind === "objects") {
    box.append(el("div", {}, `Click ${range} of the highlighted cards, or:`));
    for (const [id, name] of p.objects) box.append(el("button", { class: isPicked(id) ? "chosen" : "", "data-id": id, onclick: () => pick(id) }, name));
  }
  if (p.kind === "squares") box.append(el("div", {}, `Click ${range} of the highlighted squares.`));
  if (!(p.min === 1 && p.max === 1) || picked.length) {
    const ok = picked.length >= p.min && picked.length <= p.max;
    box.append(el("div", {}, el("button", { id: "confirm", disabled: !ok, onclick: submitPicked }, `Confirm (${picked.length} chosen)`)));
  }
}

function actions() {
  const box = $("#actions");
  box.replaceChildren(el("h3", {}, menuFor === null ? "Legal actions" : "Actions of the card you clicked"));
  const list = menuFor === null ? pic.actions : pic.actions.filter((a) => a.object === menuFor);
  for (const a of list) box.append(el("button", { onclick: () => act(a.action) }, a.label));
  if (menuFor !== null) box.append(el("button", { onclick: () => { menuFor = null; render(); } }, "back"));
  if (!list.length) box.append(el("div", {}, "none"));
}

function traces() {
  const t = pic.traces;
  const box = $("#traces");
  box.replaceChildren(el("h3", {}, "Traces"));
  if (t.cost.length) box.append(el("div", {}, `Cost of ${t.cost_card}:`), el("pre", { id: "cost-trace" }, t.cost.join("\n")));
  if (t.resistance.length) box.append(el("div", {}, "Last activation check:"), el("pre", { id: "resistance-trace" }, t.resistance.join("\n")));
  if (t.replacements.length) box.append(el("div", {}, "Replacement effects, in the order they applied:"),
    el("ol", {}, t.replacements.map((r) => el("li", {}, r))));
  if (box.children.length === 1) box.append(el("div", {}, "nothing calculated yet"));
}

function problems() {
  const box = $("#problems");
  box.hidden = !pic.problems.length;
  box.replaceChildren(el("h3", {}, "Script errors"));
  for (const p of pic.problems) {
    const where = [p.file, p.line].filter((x) => x !== null && x !== undefined).join(":");
    box.append(el("div", { class: "problem" },
      el("div", { class: "where" }, p.card ? `card '${p.card}' — ` : "", where),
      p.source !== null && p.source !== undefined ? el("pre", { class: "source" }, `${p.line} | ${p.source}`) : null,
      el("div", { class: "message" }, p.message)));
  }
}

function log() {
  const box = $("#log");
  box.replaceChildren(...pic.log.map((l) => el("div", { class: l.kind }, l.text)));
  box.scrollTop = box.scrollHeight;
  $("#moves").replaceChildren(...pic.moves.map((m) => el("li", {}, m)));
}

function render() {
  if (!pic) return;
  $("#title").textContent = `cardsmith studio — ${pic.title}`;
  const where = [`${pic.ruleset}`, `turn ${pic.turn} (P${pic.turn_player})`];
  if (pic.phase) where.push(`${pic.phase} phase`);
  where.push(pic.opportunity ? `P${pic.opportunity} has opportunity` : "nobody has opportunity");
  if (pic.winner) where.push(`P${pic.winner} won`);
  $("#status").textContent = where.join(" · ");
  const notice = $("#notice");
  notice.hidden = !pic.notice;
  notice.textContent = pic.notice || "";
  $("#undo").disabled = !pic.moves.length;
  const top = pic.players.slice(1).reverse(), bottom = pic.players.slice(0, 1);
  $("#players-top").replaceChildren(...top.map(player));
  $("#players-bottom").replaceChildren(...bottom.map(player));
  board();
  stack();
  decision();
  actions();
  traces();
  problems();
  log();
  document.body.dataset.version = pic.version;
}

function show(p) {
  pic = p;
  if (!pic.pending) picked = [];
  render();
}

$("#undo").addEventListener("click", () => post("/api/undo"));
$("#restart").addEventListener("click", () => post("/api/restart"));
$("#save").addEventListener("click", () => post("/api/save", { name: $("#save-name").value.trim() || null }));

new EventSource("/api/events").addEventListener("change", (e) => {
  if (!pic || Number(e.data) !== pic.version) load();
});
load();
