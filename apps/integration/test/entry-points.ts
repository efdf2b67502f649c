import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { consumerEnv, run } from "./consumer-project.js";

/** What loading one entry point gave: its export names, sorted, or why it failed. */
export type Loaded = { readonly names: readonly string[] } | { readonly error: string };

// Scripts a user could write: each loads the specifiers it is given (argv, JSON) and prints what it got.
const esm = `const loaded = {};
for (const specifier of JSON.parse(process.argv[2])) {
  try {
    loaded[specifier] = { names: Object.keys(await import(specifier)).sort() };
  } catch (error) {
    loaded[specifier] = { error: String(error?.stack ?? error) };
  }
}
console.log(JSON.stringify(loaded));
`;
// Node's require(esm) adds a "module.exports" key of its own to the namespace it returns.
const cjs = `const loaded = {};
for (const specifier of JSON.parse(process.argv[2])) {
  try {
    loaded[specifier] = { names: Object.keys(require(specifier)).filter((name) => name !== "module.exports").sort() };
  } catch (error) {
    loaded[specifier] = { error: String(error?.stack ?? error) };
  }
}
console.log(JSON.stringify(loaded));
`;

/**
 * Loads every specifier in the consumer project twice, with `await import()` from an .mjs file and with
 * `require()` from a .cjs file, each in a node of its own: specifier → what each way gave.
 */
export async function loadBothWays(
  projectDir: string,
  specifiers: readonly string[],
): Promise<{ imported: Record<string, Loaded>; required: Record<string, Loaded> }> {
  const results: Record<string, Record<string, Loaded>> = {};
  for (const [kind, source] of [
    ["mjs", esm],
    ["cjs", cjs],
  ] as const) {
    const file = join(projectDir, `load-entry-points.${kind}`);
    writeFileSync(file, source);
    const result = await run(process.execPath, [file, JSON.stringify(specifiers)], { cwd: projectDir, env: consumerEnv(projectDir) });
    if (result.code !== 0) throw new Error(`node ${file} exited ${result.code}:\n${result.stderr}`);
    results[kind] = JSON.parse(result.stdout) as Record<string, Loaded>;
  }
  return { imported: results["mjs"]!, required: results["cjs"]! };
}
