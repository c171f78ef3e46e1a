// Smoke test of the WebAssembly module built by Scripts/build-wasm: loads it with no
// imports, calls __wasm_call_ctors once, and checks the exports against the closed forms
// computed here in JavaScript. No npm dependencies.
//
//   node Scripts/check-wasm.mjs [path/to/NestedScrollKit.wasm]
//
// Exits non-zero with a message on any failure.

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log("usage: node Scripts/check-wasm.mjs [path/to/NestedScrollKit.wasm]\n"
    + "Smoke test of the WebAssembly module built by Scripts/build-wasm (no npm dependencies).");
  process.exit(0);
}

import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const defaultPath = fileURLToPath(new URL("../.build-wasm/NestedScrollKit.wasm", import.meta.url));
const path = process.argv[2] ?? defaultPath;

let exports;
try {
  const { instance } = await WebAssembly.instantiate(await readFile(path), {});
  exports = instance.exports;
} catch (error) {
  console.error(`wasm: cannot load ${path}: ${error.message} (run Scripts/build-wasm first)`);
  process.exit(1);
}

for (const name of ["__wasm_call_ctors", "nsk_decay_projection", "nsk_fling_position", "nsk_profile_drag"]) {
  if (typeof exports[name] !== "function") {
    console.error(`wasm: ${path} does not export ${name}`);
    process.exit(1);
  }
}
exports.__wasm_call_ctors();

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

const summary = `wasm: ${passed} passed, ${failed} failed`;
if (failed > 0) {
  console.error(summary);
  process.exit(1);
}
console.log(summary);
