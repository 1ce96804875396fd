// The studio in a real browser: Debian's headless Chromium driven by playwright-core.
// It opens `cardsmith studio` on a copy of the bundled content, plays Ember Lance by
// clicking the card, its target and the card that pays; edits the card's script on
// disk and sees the new damage; breaks the script and sees the error panel; undoes a
// move; saves the session as a scenario and runs it with `cardsmith test`. The
// screenshots it takes are the ones docs/studio.md shows (docs/studio/). Then it throws
// a 6d6 grenade at a square of the board, and reaps with a KeyForge creature.
//
// Run from the repository: `cargo build && (cd tests/browser && npm ci && npm test)`.
// CARDSMITH_BIN names the binary (default: $CARGO_TARGET_DIR or target, /debug/cardsmith);
// CHROMIUM the browser (default /usr/bin/chromium).

import { chromium } from "playwright-core";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = process.env.CARDSMITH_BIN ||
  path.join(process.env.CARGO_TARGET_DIR || path.join(repo, "target"), "debug", "cardsmith");
const browserPath = process.env.CHROMIUM || "/usr/bin/chromium";
const shots = path.join(repo, "docs", "studio");
const WAIT = 15000;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "cardsmith-studio-"));
const root = path.join(work, "content");
for (const dir of ["data", "scripts", "mods"]) {
  fs.cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
}
fs.rmSync(path.join(root, "data", "scenarios", "studio"), { recursive: true, force: true });
const lance = path.join(root, "scripts", "cards", "core", "ember_lance.lua");
const original = fs.readFileSync(lance, "utf8");
assert.match(original, /ctx:deal_damage\(ctx:target\(1\), 3\)/, "Ember Lance deals 3 damage");

let server, context;

function startServer(scenario) {
  if (server) server.kill();
  return new Promise((resolve, reject) => {
    server = spawn(bin, ["--root", root, "studio", path.join(root, "data/scenarios", scenario), "--port", "0"],
      { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`studio did not start: ${out}`)), WAIT);
    server.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (m) { clearTimeout(timer); resolve(m[0]); }
    });
    server.stderr.on("data", (d) => { out += d; });
    server.on("error", reject);
    server.on("exit", (code) => reject(new Error(`studio exited (${code}): ${out}`)));
  });
}

async function shot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, name) });
}

const tileIn = (zone, label) => `[data-zone="${zone}"] .tile[data-label="${label}"]`;

async function main() {
  const url = await startServer("demo.ron");
  context = await chromium.launchPersistentContext(path.join(work, "profile"), {
    executablePath: browserPath,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport: { width: 1500, height: 1000 },
  });
  const page = context.pages()[0] || await context.newPage();
  page.setDefaultTimeout(WAIT);
  const pageErrors = [];
  page.on("pageerror", (e) => pageErrors.push(String(e)));
  await page.goto(url);
  fs.mkdirSync(shots, { recursive: true });

  // The board: Aria's hand, with the cards she may activate highlighted.
  await page.waitForSelector(`${tileIn("p1.hand", "ember_lance")}.playable`);
  await shot(page, "board.png");

  // Ember Lance at Bram's Stone Sentry, paid with Volley of Sparks.
  await page.click(tileIn("p1.hand", "ember_lance"));
  await page.waitForSelector(`${tileIn("p2.field", "sentry")}.candidate`);
  await shot(page, "targets.png");
  await page.click(tileIn("p2.field", "sentry"));
  await page.waitForSelector(`${tileIn("p1.hand", "volley_of_sparks")}.candidate`);
  await page.click(tileIn("p1.hand", "volley_of_sparks"));
  await page.waitForSelector("#stack .tile[data-card=ember_lance]");
  assert.match(await page.textContent("#cost-trace"), /total 1/, "Lens of Thrift makes the Lance cost 1");

  // Both players pass: the Lance resolves and its 3 damage destroys the Sentry (life 3).
  const pass = async () => {
    const before = await page.getAttribute("body", "data-version");
    await page.click("#actions button:has-text('pass')");
    await page.waitForFunction((v) => document.body.dataset.version !== v, before);
  };
  await pass();
  await pass();
  await page.waitForSelector(tileIn("p2.graveyard", "sentry"));

  // Lower the damage to 2 in the script: the game replays and the Sentry survives.
  fs.writeFileSync(lance, original.replace("ctx:target(1), 3)", "ctx:target(1), 2)"));
  await page.waitForSelector(`${tileIn("p2.field", "sentry")} .damage:has-text("2 damage")`);
  await shot(page, "edited.png");

  // Break the script: the error panel names the card, file and line, with the source.
  const broken = original.replace("ctx:target(1), 3)", "ctx:target(1), 2");
  fs.writeFileSync(lance, broken);
  await page.waitForSelector("#problems:not([hidden])");
  const problem = await page.textContent("#problems");
  assert.match(problem, /card 'ember_lance'/, problem);
  const where = await page.textContent("#problems .where");
  const line = Number(where.match(/scripts\/cards\/core\/ember_lance\.lua:(\d+)$/)?.[1]);
  assert.ok(line > 0, `a line number: ${problem}`);
  const source = await page.textContent("#problems .source");
  assert.equal(source, `${line} | ${broken.split("\n")[line - 1]}`);
  assert.ok(await page.isVisible(`${tileIn("p2.field", "sentry")} .damage`), "the previous version keeps running");
  await shot(page, "error.png");

  // Mend it: the panel goes away.
  fs.writeFileSync(lance, original.replace("ctx:target(1), 3)", "ctx:target(1), 2)"));
  await page.waitForSelector("#problems", { state: "hidden" });

  // Undo the last pass: the Lance is back on the stack; pass again.
  await page.click("#undo");
  await page.waitForSelector("#stack .tile[data-card=ember_lance]");
  await pass();
  await page.waitForSelector(`${tileIn("p2.field", "sentry")} .damage:has-text("2 damage")`);

  // Save as a scenario, then run it with `cardsmith test`.
  await page.fill("#save-name", "browser_session");
  await page.click("#save");
  await page.waitForSelector("#notice:has-text('passes')");
  const saved = path.join(root, "data", "scenarios", "studio", "browser_session.ron");
  assert.ok(fs.existsSync(saved), "the scenario file was written");
  const test = spawnSync(bin, ["--root", root, "test", saved], { encoding: "utf8" });
  assert.equal(test.status, 0, test.stdout + test.stderr);
  assert.match(test.stdout, /1 passed, 0 failed/, test.stdout);

  // Restart: back to the starting position.
  await page.click("#restart");
  await page.waitForSelector(`${tileIn("p1.hand", "ember_lance")}.playable`);
  assert.equal(await page.locator("#moves li").count(), 0);

  // 6d6: a grenade thrown at a square of the board, joined by a Throw skill; Bo
  // resists with nothing. The activation check's resistance trace is shown.
  await page.goto(await startServer("demo_6d6.ron"));
  await page.click(tileIn("p1.hand", "grenade"));
  await page.waitForSelector("#board .cell.candidate[data-x='5'][data-y='2']");
  await page.click("#board .cell[data-x='5'][data-y='2']");
  await page.waitForSelector(`${tileIn("p1.hand", "throw")}.candidate`);
  await page.click(tileIn("p1.hand", "throw"));
  await page.click("#confirm");
  await page.waitForSelector("#decision:has-text('Defend')");
  await page.click("#confirm");
  await page.waitForSelector("#resistance-trace");
  assert.match(await page.textContent("#resistance-trace"), /Goblin in \(5, 2\)/);
  assert.equal(await page.locator("#board .occupant[data-card=goblin]:has-text('(2)')").count(), 2);
  await shot(page, "board-6d6.png");

  // KeyForge: declare a house, click a creature with two uses and pick one from the
  // menu it opens: it reaps (1 æmber) and is exhausted.
  await page.goto(await startServer("demo_keyforge.ron"));
  await page.click("#actions button:has-text('declare untamed')");
  await page.waitForSelector(`${tileIn("p1.battleline", "gator")}.playable`);
  await page.click(tileIn("p1.battleline", "gator"));
  await page.click("#actions button:has-text('reap with')");
  await page.waitForSelector(".player[data-seat='1'] .counters:has-text('amber: 3')");
  await page.waitForSelector(`${tileIn("p1.battleline", "gator")} .badges:has-text('exhausted')`);

  assert.deepEqual(pageErrors, [], "the page raised no script error");
  console.log("studio browser test: ok");
}

try {
  await main();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  if (context) await context.close();
  if (server) server.kill();
  fs.rmSync(work, { recursive: true, force: true });
}
