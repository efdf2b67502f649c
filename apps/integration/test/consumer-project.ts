import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { npmCache } from "../../../scripts/consumer-deps.mjs";

/** Where an accidental request goes: the discard port of this machine, refused at once. */
export const deadProxy = "http://127.0.0.1:9";

/** What a child process of the consumer test ran into. */
export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/**
 * The environment of every child the consumer test starts: not the test runner's (pnpm's npm_config_*
 * settings would steer npm), but what a user's shell has: PATH with this Node (24) and the consumer's
 * node_modules/.bin first, HOME, the temp directory. Every proxy setting points at a closed port and
 * Node's fetch is told to use it (NODE_USE_ENV_PROXY), so anything that tries the network fails at once.
 */
export function consumerEnv(projectDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const keep = ["HOME", "TMPDIR", "LANG", "TERM", "USER"].filter((name) => process.env[name] !== undefined);
  const nodedir = process.env["npm_config_nodedir"];
  return {
    ...Object.fromEntries(keep.map((name) => [name, process.env[name]])),
    PATH: [join(projectDir, "node_modules", ".bin"), dirname(process.execPath), process.env["PATH"] ?? ""].join(delimiter),
    ...(nodedir === undefined ? {} : { npm_config_nodedir: nodedir }),
    HTTP_PROXY: deadProxy,
    HTTPS_PROXY: deadProxy,
    http_proxy: deadProxy,
    https_proxy: deadProxy,
    npm_config_proxy: deadProxy,
    npm_config_https_proxy: deadProxy,
    NODE_USE_ENV_PROXY: "1",
    ...extra,
  };
}

/**
 * Runs a command to its end (stdin `input`, else </dev/null), collecting its output; a non-zero exit is a
 * result, not an error.
 */
export function run(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv; input?: string }): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"] });
    child.stdin?.end(options.input);
    let stdout = "";
    let stderr = "";
    // Decoded by the stream, so a character split between two chunks stays whole.
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

/**
 * A user's project in `dir`: a package.json ("type": "module") depending on the packed tarballs and
 * on `dependencies` (name → version), installed with npm from the primed cache only (`--offline`).
 * Install scripts run, as for a user: one that wants the network fails through the dead proxy.
 */
export async function installConsumer(dir: string, tarballs: ReadonlyMap<string, string>, dependencies: Record<string, string>): Promise<Run> {
  if (!existsSync(npmCache)) throw new Error(`No npm cache at ${npmCache}: run \`node scripts/prime-npm-cache.mjs\` (npm test does).`);
  const manifest = {
    name: "engram-consumer",
    version: "1.0.0",
    private: true,
    type: "module",
    dependencies: { ...dependencies, ...Object.fromEntries([...tarballs].map(([name, tarball]) => [name, `file:${tarball}`])) },
  };
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const args = ["install", "--offline", "--cache", npmCache, "--no-audit", "--no-fund", "--loglevel=error"];
  return run("npm", args, { cwd: dir, env: consumerEnv(dir) });
}
