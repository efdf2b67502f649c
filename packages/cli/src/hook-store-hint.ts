import { readFileSync } from "node:fs";
import { configFileFrom } from "./hook-handoff-key.js";

/** Schemes of the stores the hook bundle never holds (decision 0165): their hooks skip loading it. */
const serverOrPgliteScheme = /^(?:redis|rediss|redis\+cluster|postgres|postgresql):\/\/|^pglite:/i;

/** `--store <spec>` or `--store=<spec>` of `engram hooks run …`, the last one given. */
function storeFlag(argv: readonly string[]): string | undefined {
  let spec: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === "--store") spec = argv[i + 1];
    else if (word.startsWith("--store=")) spec = word.slice("--store=".length);
  }
  return spec;
}

/**
 * Whether a hook's store is surely one the bundle does not hold (Redis, Postgres, PGlite), from the
 * command line or the config file's "store", before anything is loaded: then the hook goes straight to
 * the packages instead of loading the bundle first. Anything else, a config that does not parse
 * included, is for the bundle's own check (`runCliOnStores`), which decides as `runCli` does.
 */
export function storeOutsideBundle(argv: readonly string[], cwd: string): boolean {
  const flag = storeFlag(argv);
  if (flag !== undefined) return serverOrPgliteScheme.test(flag.trim());
  const config = configFileFrom(cwd);
  if (config === undefined) return false;
  try {
    const { store } = JSON.parse(readFileSync(config, "utf8")) as { store?: unknown };
    return typeof store === "string" && serverOrPgliteScheme.test(store.trim());
  } catch {
    return false;
  }
}
