/**
 * The entry `scripts/bundle-hooks.mjs` builds into `dist/engram-hooks.bundle.js` (decision 0165): the CLI's
 * invocation on the stores the bundle holds. Nothing imports this module from the packages' own graph.
 * zod is told not to compile parsers first, before any module of the bundle builds a schema (decision 0240).
 */
import "./zod-jitless.js";
export { runCliOnStores } from "./run-cli.js";
