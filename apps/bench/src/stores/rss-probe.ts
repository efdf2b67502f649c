import { probeScript, runProbe } from "../harness/fork-probe.js";
import type { Scope } from "@engram/core";
import type { SearchTarget } from "@engram/core/store";

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

/** Forks the probe, sends it `request` and resolves with its report; rejects if it fails or hangs. */
export function runRssProbe(request: RssProbeRequest, timeoutMs = 300_000): Promise<RssProbeReport> {
  return runProbe(probeScript(import.meta.url, "rss-probe-child"), request, `RSS probe (${request.mode})`, timeoutMs);
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
