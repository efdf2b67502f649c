import { percentile, type BenchRow } from "../harness.js";
import type { OpKind } from "./agent-work.js";
import type { SharedCaseResult } from "./shared-case.js";
import type { FaultTimes, SharedTarget } from "./shared-targets.js";

type Row = Omit<BenchRow, "ratio">;

const opKinds: readonly OpKind[] = ["append", "recall", "remember"];

function rowMaker(suite: string, caseName: string, rows: Row[]) {
  return (metric: string, value: number, unit: string): void => {
    rows.push({ suite, case: caseName, metric, value, unit, baseline: null });
  };
}

/** Throughput, latency percentiles per kind of call, errors and the audit's counts. */
export function loadRows(suite: string, caseName: string, result: SharedCaseResult): Row[] {
  const rows: Row[] = [];
  const row = rowMaker(suite, caseName, rows);
  const ok = result.ops.filter((op) => op.error === undefined);
  const lastEnd = Math.max(...result.ops.map((op) => op.endMs));
  row("ops_per_s", ok.length / ((lastEnd - result.fleet.startMs) / 1000), "ops/s");
  for (const kind of opKinds) {
    const ms = ok.filter((op) => op.kind === kind).map((op) => op.endMs - op.startMs);
    if (ms.length === 0) continue;
    for (const p of [50, 95, 99]) row(`${kind}_ms_p${p}`, percentile(ms, p), "ms");
  }
  row("errors", result.ops.length - ok.length, "calls");
  row("acknowledged_writes", result.audit.appendsAcknowledged + result.audit.remembersAcknowledged, "writes");
  row("missing_writes", result.audit.missing + result.audit.wrongSeq, "writes");
  row("duplicate_writes", result.audit.duplicates, "writes");
  return rows;
}

/**
 * The longest time one user went without a successful call while the fault was on: per user, the gaps
 * between consecutive successful calls' ends (the fault's start counting as one), those overlapping
 * the time from the fault until the server was back; the largest over users.
 */
function longestStallMs(result: SharedCaseResult, fault: FaultTimes): number {
  const endsByUser = new Map<string, number[]>();
  for (const op of result.ops) if (op.error === undefined) endsByUser.set(op.user, [...(endsByUser.get(op.user) ?? []), op.endMs]);
  let longest = 0;
  for (const ends of endsByUser.values()) {
    const sorted = [...ends.filter((end) => end < fault.faultMs).slice(-1), fault.faultMs, ...ends.filter((end) => end >= fault.faultMs)].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i]! >= fault.faultMs && sorted[i - 1]! <= fault.backMs) longest = Math.max(longest, sorted[i]! - Math.max(sorted[i - 1]!, fault.faultMs));
  }
  return longest;
}

/**
 * The fault's rows: how long the server was gone, how soon after it was back a call succeeded, the
 * longest stall a user saw, the failed calls, and what the audit found.
 */
export function faultRows(suite: string, caseName: string, result: SharedCaseResult): Row[] {
  const rows: Row[] = [];
  const row = rowMaker(suite, caseName, rows);
  const fault = result.fault;
  if (fault === undefined) throw new Error(`${caseName}: no fault was injected.`);
  row("server_back_ms", fault.backMs - fault.faultMs, "ms");
  const okAfterBack = result.ops.filter((op) => op.error === undefined && op.endMs >= fault.backMs).map((op) => op.endMs);
  if (okAfterBack.length > 0) row("first_ok_after_back_ms", Math.min(...okAfterBack) - fault.backMs, "ms");
  row("longest_user_stall_ms", longestStallMs(result, fault), "ms");
  row("errors", result.ops.filter((op) => op.error !== undefined).length, "calls");
  row("acknowledged_writes", result.audit.appendsAcknowledged + result.audit.remembersAcknowledged, "writes");
  row("lost_writes", result.audit.missing + result.audit.wrongSeq, "writes");
  row("duplicate_writes", result.audit.duplicates, "writes");
  return rows;
}

/** The notes under the table for one case: setup, what the README promises, errors and the audit's details. */
export function caseNotes(caseName: string, target: SharedTarget, result: SharedCaseResult, withFault: boolean): string[] {
  const { audit } = result;
  const errorsByCode = new Map<string, number>();
  for (const op of result.ops) if (op.error !== undefined) errorsByCode.set(`${op.kind} ${op.error}`, (errorsByCode.get(`${op.kind} ${op.error}`) ?? 0) + 1);
  const notes = [
    `${caseName}: ${target.setup}.${withFault ? ` Fault: ${target.fault}.` : ""} ${target.promise}.`,
    `${caseName}: ${result.ops.length} calls; audit: ${audit.appendsAcknowledged} appends + ${audit.remembersAcknowledged} remembers acknowledged, ` +
      `${audit.missing} missing, ${audit.wrongSeq} at another seq, ${audit.duplicates} duplicated, ${audit.sessionsWithGaps} sessions with seq gaps; ` +
      `failed writes: ${audit.failedButStored} stored anyway, ${audit.failedNotStored} not stored.`,
  ];
  if (errorsByCode.size > 0) notes.push(`${caseName}: errors ${[...errorsByCode].map(([code, count]) => `${code} ×${count}`).join(", ")}.`);
  for (const sample of result.errorSamples.slice(0, 2)) notes.push(`${caseName}: e.g. ${sample.replaceAll("\n", " ")}`);
  for (const problem of audit.problems) notes.push(`${caseName}: audit: ${problem}`);
  return notes;
}
