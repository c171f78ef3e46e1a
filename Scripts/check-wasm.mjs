// Checks of the WebAssembly module built by Scripts/build-wasm and of the playground's
// contract with it. No npm dependencies.
//
//   node Scripts/check-wasm.mjs [path/to/NestedScrollKit.wasm]
//   node Scripts/check-wasm.mjs --layout-only
//
// 1. The state buffer's layout: the slots declared in Sources/NestedScrollWasm/StateLayout.swift
//    (enums StateSlot and PageSlot, StateLayout's constants) and the tables SLOT, PAGE and LAYOUT
//    in Playground/playground.js must agree name for name and index for index. Read from the
//    source files, so it runs without a build (--layout-only: this check alone, a second).
// 2. The module: loads it with no imports, calls __wasm_call_ctors once, checks the closed
//    forms against the same formulas computed here, and that its state buffer has the size
//    both declarations give.
// 3. Its exports: every nsk_* function the page calls exists, and every export is called by
//    the page, this script or the browser tests (an export nothing calls is removed).
// 4. The technique switch, headless: a fling up from the header under the threshold lock
//    stops dead at the pin, under ours it carries on into the list.
//
// Exits non-zero with a message on any failure.

import { readFile, readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { exitIfHelpRequested } from "./lib/help.mjs";

exitIfHelpRequested(import.meta.url);

const root = fileURLToPath(new URL("..", import.meta.url));
const defaultPath = `${root}.build-wasm/NestedScrollKit.wasm`;
const layoutOnly = process.argv.includes("--layout-only");
const path = process.argv.slice(2).find((argument) => !argument.startsWith("--")) ?? defaultPath;

let passed = 0;
let failed = 0;

function check(name, actual, expected, tolerance) {
  const ok = Number.isFinite(actual) && Math.abs(actual - expected) <= tolerance;
  if (ok) {
    passed += 1;
  } else {
    failed += 1;
    console.error(`FAIL ${name}: got ${actual}, expected ${expected} ± ${tolerance}`);
  }
}

function expect(name, condition, detail = "") {
  if (condition) {
    passed += 1;
  } else {
    failed += 1;
    console.error(`FAIL ${name}${detail ? `: ${detail}` : ""}`);
  }
}

function finish() {
  const summary = `wasm: ${passed} passed, ${failed} failed`;
  if (failed > 0) {
    console.error(summary);
    process.exit(1);
  }
  console.log(summary);
  process.exit(0);
}

// ---- 1. The state buffer's layout, Swift against JavaScript ----

/** The cases `case name = N` of `enum <name>` in Swift source, in order, as [name, N]. */
function swiftEnumCases(source, name) {
  const start = source.search(new RegExp(`\\benum ${name}\\b[^{]*\\{`));
  if (start < 0) throw new Error(`StateLayout.swift declares no enum ${name}`);
  const end = source.indexOf("\n}", start);
  const cases = [];
  for (const line of source.slice(start, end).split("\n")) {
    const match = line.match(/^\s*case\s+(\w+)(?:\s*=\s*(\d+))?\s*$/);
    if (!match) continue;
    if (match[2] === undefined) throw new Error(`${name}.${match[1]} states no raw value`);
    cases.push([match[1], Number(match[2])]);
  }
  return cases;
}

/** `static let <name> = N` in Swift source. */
function swiftConstant(source, name) {
  const match = source.match(new RegExp(`static let ${name} = (\\d+)\\b`));
  if (!match) throw new Error(`StateLayout.swift declares no numeric static let ${name}`);
  return Number(match[1]);
}

/** The object literal `const <name> = { ... };` in the page's JavaScript, evaluated. */
function jsTable(source, name) {
  const match = source.match(new RegExp(`const ${name} = (\\{[^}]*\\});`));
  if (!match) throw new Error(`playground.js declares no table ${name}`);
  return Function(`"use strict"; return (${match[1]});`)();
}

function compareTables(label, swiftCases, table) {
  const swift = new Map(swiftCases);
  const js = new Map(Object.entries(table));
  for (const [name, index] of swift) {
    expect(`${label}.${name}`, js.get(name) === index,
      js.has(name) ? `Swift says ${index}, playground.js says ${js.get(name)}` : "missing from playground.js");
  }
  for (const [name, index] of js) {
    if (!swift.has(name)) expect(`${label}.${name}`, false, `playground.js has it at ${index}, StateLayout.swift does not`);
  }
  const indices = swiftCases.map(([, index]) => index);
  expect(`${label}: indices are distinct`, new Set(indices).size === indices.length, indices.join(","));
}

const swiftLayout = await readFile(`${root}Sources/NestedScrollWasm/StateLayout.swift`, "utf8");
const pageScript = await readFile(`${root}Playground/playground.js`, "utf8");
const screenSlots = swiftEnumCases(swiftLayout, "StateSlot");
const pageSlots = swiftEnumCases(swiftLayout, "PageSlot");
const maximumPages = swiftConstant(swiftLayout, "maximumPages");
const pageBase = swiftConstant(swiftLayout, "pageBase");
const pageStride = pageSlots.length;
const stateCount = pageBase + maximumPages * pageStride;
compareTables("SLOT", screenSlots, jsTable(pageScript, "SLOT"));
compareTables("PAGE", pageSlots, jsTable(pageScript, "PAGE"));
compareTables(
  "LAYOUT", [["maximumPages", maximumPages], ["pageBase", pageBase], ["pageStride", pageStride], ["count", stateCount]],
  jsTable(pageScript, "LAYOUT"));
expect("screen slots end before the first page block", Math.max(...screenSlots.map(([, i]) => i)) < pageBase);
expect("page slots fill their block", pageSlots.every(([, index], i) => index === i));
// The panel's goal codes are MetricGoal's raw values (NestLabStrategies/MetricGoal.swift).
const goalSource = await readFile(`${root}Sources/NestLabStrategies/MetricGoal.swift`, "utf8");
const goalCodes = new Map([...goalSource.matchAll(/case (\w+) = (\d+)/g)].map((m) => [m[1], Number(m[2])]));
const goalTable = pageScript.match(/const GOAL = \{([^}]*)\}/);
expect("playground.js declares its GOAL codes", goalTable !== null);
for (const [, name, code] of goalTable ? goalTable[1].matchAll(/(\w+): (\d+)/g) : []) {
  expect(`GOAL.${name}`, goalCodes.get(name) === Number(code),
    `playground.js says ${code}, MetricGoal.swift says ${goalCodes.get(name)}`);
}
if (layoutOnly) finish();

let exports;
try {
  const { instance } = await WebAssembly.instantiate(await readFile(path), {});
  exports = instance.exports;
} catch (error) {
  console.error(`wasm: cannot load ${path}: ${error.message} (run Scripts/build-wasm first)`);
  process.exit(1);
}

for (const name of [
  "__wasm_call_ctors", "nsk_decay_projection", "nsk_fling_position", "nsk_profile_drag", "nsk_goal_met",
]) {
  if (typeof exports[name] !== "function") {
    console.error(`wasm: ${path} does not export ${name}`);
    process.exit(1);
  }
}
exports.__wasm_call_ctors();

// The lab's goals as the panel judges them: ratios within 5 %, lengths within 0.5 pt.
expect("momentum 0.96 meets its goal", exports.nsk_goal_met(goalCodes.get("momentumContinuity"), 0.96) === 1);
expect("momentum 0.94 misses it", exports.nsk_goal_met(goalCodes.get("momentumContinuity"), 0.94) === 0);
expect("tracking error 0.6 misses its goal", exports.nsk_goal_met(goalCodes.get("trackingError"), 0.6) === 0);
expect("no verdict for NaN", exports.nsk_goal_met(goalCodes.get("distanceRatio"), NaN) === -1);
expect("no verdict for an unknown goal", exports.nsk_goal_met(99, 0) === -1);

// ---- 2. The closed forms and the whole stack ----

// UIKit's deceleration in continuous form: v(t) = v0·d^(1000t), resting after −v0/(1000·ln d).
const projection = (v0, d) => -v0 / (1000 * Math.log(d));
const displacement = (v0, d, t) => (v0 * (Math.pow(d, 1000 * t) - 1)) / (1000 * Math.log(d));

const { nsk_decay_projection: decayProjection, nsk_fling_position: flingPosition } = exports;
const far = 1e9;
const late = 60; // seconds: long after any of these motions has come to rest

check("decay projection v0=1000 d=0.998", decayProjection(1000, 0.998), projection(1000, 0.998), 1e-6);
check("decay projection v0=-2500 d=0.99", decayProjection(-2500, 0.99), projection(-2500, 0.99), 1e-6);
check("decay projection v0=0", decayProjection(0, 0.998), 0, 0);

check(
  "fling mid-flight follows the closed form",
  flingPosition(40, 1000, 0.998, -far, far, 0.1),
  40 + displacement(1000, 0.998, 0.1),
  1e-6,
);
check(
  "fling with far bounds ends at position + projection",
  flingPosition(40, 1000, 0.998, -far, far, late),
  40 + projection(1000, 0.998),
  0.5,
);
check(
  "fling into the near upper bound ends exactly on it",
  flingPosition(0, 3000, 0.998, -far, 100, late),
  100,
  0,
);
check(
  "fling into the near lower bound ends exactly on it",
  flingPosition(0, -3000, 0.998, -50, far, late),
  -50,
  0,
);

// The coordinator and the simulator together: a 300 pt drag from the header moves the
// list's content 1:1 after the 10 pt hysteresis.
check("profile screen drag follows the finger", exports.nsk_profile_drag(300), 290, 1e-6);

check("state buffer size", exports.nsk_state_count(), stateCount, 0);

// ---- 3. Exports: what the page calls exists, what nothing calls does not ----

const callers = [pageScript, await readFile(fileURLToPath(import.meta.url), "utf8")];
for (const file of await readdir(`${root}Tests/browser`)) {
  if (file.endsWith(".py")) callers.push(await readFile(`${root}Tests/browser/${file}`, "utf8"));
}
const called = new Set(callers.join("\n").match(/\bnsk_[a-z0-9_]+/g));
const exported = WebAssembly.Module.exports(await WebAssembly.compile(await readFile(path)))
  .filter((e) => e.kind === "function" && e.name !== "__wasm_call_ctors")
  .map((e) => e.name);
for (const name of pageScript.match(/\bnsk_[a-z0-9_]+(?=\()/g)) {
  expect(`playground.js calls ${name}`, exported.includes(name), "the module does not export it");
}
const uncalled = exported.filter((name) => !called.has(name));
expect("every export is called", uncalled.length === 0, `nothing calls ${uncalled.join(", ")}: remove it`);

// ---- 4. The technique switch: a fling up from the header through the pin ----

const slot = Object.fromEntries(screenSlots);
const TECHNIQUES = { ours: 0, thresholdLock: 1, simultaneousPans: 2, overlay: 3, moduloSnap: 4 };

/** The page's phone (playground.js: 390 × 844, header 356 of which 91 stay, tab bar 48), three
 *  long tabs, driven by `technique`; a fling up from the header; the state at rest. */
function flingFromTheHeader(technique) {
  check(`nsk_screen_create (${technique})`, exports.nsk_screen_create(390, 844, 0, 356, 91, 48, 3, 0, 0, 80, 60), 1, 0);
  for (let page = 0; page < 3; page++) exports.nsk_screen_set_tab(page, 8000, 0);
  check(`nsk_set_technique(${technique})`, exports.nsk_set_technique(TECHNIQUES[technique]), 1, 0);
  const s = () => new Float64Array(exports.memory.buffer, exports.nsk_state(), stateCount);
  check(`${technique} starts expanded`, s()[slot.scrollPosition], 0, 1e-9);
  let t = 1;
  const dt = 1 / 120;
  exports.nsk_pointer_down(200, 330, t);
  for (let y = 330; y > 150; y -= 30) {
    t += dt;
    exports.nsk_pointer_move(200, y - 30, t);
    exports.nsk_advance(t);
  }
  exports.nsk_pointer_up(200, 150, t);
  let frames = 0;
  while (exports.nsk_advance((t += dt)) && frames < 1200) frames += 1;
  return s();
}

const pin = 356 - 91;
for (const [name, code] of Object.entries(TECHNIQUES)) {
  const state = flingFromTheHeader(name);
  check(`${name}: the state names the technique`, state[slot.technique], code, 0);
  expect(`${name}: the fling went up`, state[slot.scrollPosition] > 150, `position ${state[slot.scrollPosition]}`);
  expect(`${name}: a gesture was measured`, state[slot.gestures] === 1 && state[slot.releaseVelocity] > 1000,
    `gestures ${state[slot.gestures]}, release ${state[slot.releaseVelocity]} pt/s`);
  if (name === "thresholdLock") {
    check("threshold lock: the fling stops dead at the pin", state[slot.scrollPosition], pin, 1e-6);
    check("threshold lock: momentum at the pin", state[slot.momentumContinuity], 0, 0);
  }
  if (name === "ours") {
    expect("ours: the fling carries through the pin into the list", state[slot.scrollPosition] > pin + 500,
      `position ${state[slot.scrollPosition]}, pin ${pin}`);
    check("ours: momentum at the pin", state[slot.momentumContinuity], 1, 0.02);
    check("ours: distance ÷ projection", state[slot.distanceRatio], 1, 0.02);
  }
}
check("an unknown technique is refused", exports.nsk_set_technique(5), 0, 0);

finish();
