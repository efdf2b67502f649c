import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Scope, SearchTarget } from "@engram/core";

/**
 * Resident memory of an fs store, measured in a fresh child process so nothing of the bench (its
 * generated entries, the other stores) is counted. The child (`rss-probe-child`) loads the same
 * modules either way; in "baseline" mode it opens nothing, in "open" mode it opens the store, searches
 * once and reports its RSS after each step. The bench reports open-mode RSS minus baseline-mode RSS.
 */

export interface RssProbeRequest {
  readonly mode: "baseline" | "open";
  /** The fs store's root (open mode). */
  readonly root: string;
  readonly search: { readonly text: string; readonly scope: Scope; readonly targets: readonly SearchTarget[]; readonly limit: number };
}

export interface RssProbeReport {
  readonly mode: RssProbeRequest["mode"];
  /** After the modules loaded, before anything was opened (after a GC, as every reading). */
  readonly rssStartBytes: number;
  /** V8 heap in use at the same moments: how much of the RSS is live JavaScript objects. */
  readonly heapStartBytes: number;
  readonly rssOpenBytes?: number;
  readonly heapOpenBytes?: number;
  readonly rssSearchBytes?: number;
  readonly heapSearchBytes?: number;
  readonly openMs?: number;
  readonly searchMs?: number;
  readonly hits?: number;
  readonly entries?: number;
}

/**
 * The child script: the built one beside this file; when this file runs from source (vitest), the
 * .ts source, which Node 24 runs as it is (it has only erasable type syntax and type-only imports).
 */
export function probeScriptPath(): string {
  const built = fileURLToPath(new URL("./rss-probe-child.js", import.meta.url));
  if (existsSync(built)) return built;
  const source = fileURLToPath(new URL("./rss-probe-child.ts", import.meta.url));
  if (existsSync(source)) return source;
  throw new Error(`The RSS probe script is missing (${built}); build @engram/bench first.`);
}

/** Forks the probe, sends it `request` and resolves with its report; rejects if it fails or hangs. */
export function runRssProbe(request: RssProbeRequest, timeoutMs = 300_000): Promise<RssProbeReport> {
  return new Promise((resolve, reject) => {
    const child = fork(probeScriptPath(), [], {
      execArgv: ["--expose-gc", "--disable-warning=ExperimentalWarning"],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    let stderr = "";
    let report: RssProbeReport | undefined;
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const kill = (): void => {
      child.kill("SIGKILL");
    };
    const timer = setTimeout(kill, timeoutMs);
    process.once("exit", kill);
    const settle = (): void => {
      clearTimeout(timer);
      process.removeListener("exit", kill);
    };
    child.once("message", (message) => (report = message as RssProbeReport));
    child.once("error", (error) => {
      settle();
      reject(error);
    });
    child.once("exit", (code, signal) => {
      settle();
      if (report !== undefined && code === 0) resolve(report);
      else reject(new Error(`RSS probe (${request.mode}) exited with ${signal ?? code} and ${report ? "a report" : "no report"}: ${stderr.trim()}`));
    });
    child.send(request);
  });
}

export interface FsRss {
  readonly baseline: RssProbeReport;
  readonly probe: RssProbeReport;
  /** RSS above the empty baseline process, MiB. */
  readonly openMb: number;
  readonly searchMb: number;
}

const mib = 1024 * 1024;

/** The baseline process, then the store process, one after the other (never both at once). */
export async function measureFsRss(root: string, search: RssProbeRequest["search"]): Promise<FsRss> {
  const baseline = await runRssProbe({ mode: "baseline", root, search });
  const probe = await runRssProbe({ mode: "open", root, search });
  if (probe.rssOpenBytes === undefined || probe.rssSearchBytes === undefined) throw new Error("The RSS probe reported no open/search reading.");
  return {
    baseline,
    probe,
    openMb: (probe.rssOpenBytes - baseline.rssStartBytes) / mib,
    searchMb: (probe.rssSearchBytes - baseline.rssStartBytes) / mib,
  };
}
