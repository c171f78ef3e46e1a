// The one --help of the node scripts in Scripts/, the convention of help.sh: a script's help
// is its header, the `//` comment lines at its top (after a shebang, if any) up to the first
// line that is not a comment. A script imports this module first and calls it before it
// runs or changes anything:
//
//   import { exitIfHelpRequested } from "./lib/help.mjs";
//   exitIfHelpRequested(import.meta.url);
//
// With -h or --help among the arguments it prints that header (without the leading `// `)
// and exits 0; otherwise it returns.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The comment lines at the top of the script at `url`, their `// ` stripped. */
export function header(url) {
  const lines = readFileSync(fileURLToPath(url), "utf8").split("\n");
  const result = [];
  for (const [number, line] of lines.entries()) {
    if (number === 0 && line.startsWith("#!")) continue;
    if (!line.startsWith("//")) break;
    result.push(line.slice(2).replace(/^ /, ""));
  }
  return result.join("\n");
}

/** Prints the header of the script at `url` and exits 0 if -h or --help is an argument. */
export function exitIfHelpRequested(url) {
  const argumentsGiven = process.argv.slice(2);
  if (argumentsGiven.includes("-h") || argumentsGiven.includes("--help")) {
    console.log(header(url));
    process.exit(0);
  }
}
