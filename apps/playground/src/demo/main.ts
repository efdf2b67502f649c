import { runDemo } from "./run-demo.js";
import { shouldUseColor } from "./style.js";

// The entry behind `npm run demo`: the demo itself is a function so tests can capture its output.
await runDemo({
  write: (line) => process.stdout.write(`${line}\n`),
  color: shouldUseColor(process.stdout, process.env),
});
