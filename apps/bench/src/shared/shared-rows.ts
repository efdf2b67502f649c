import { percentile, type BenchRow } from "../harness.js";
import type { OpKind } from "./agent-work.js";
import type { SharedCaseResult } from "./shared-case.js";
import type { SharedTarget } from "./shared-targets.js";

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
 * The fault's rows: how long the server was gone, when the first call and when every user's calls
 * succeeded again (per user: the first call started after the fault that succeeded; users with no call
 * after the fault are left out), the failed calls, and what the audit found.
 */
export function faultRows(suite: string, caseName: string, result: SharedCaseResult): Row[] {
  const rows: Row[] = [];
  const row = rowMaker(suite, caseName, rows);
  const fault = result.fault;
  if (fault === undefined) throw new Error(`${caseName}: no fault was injected.`);
  row("server_back_ms", fault.backMs - fault.faultMs, "ms");
  const firstOkByUser = new Map<string, number>();
  for (const op of result.ops) {
    if (op.error !== undefined || op.startMs < fault.faultMs) continue;
    firstOkByUser.set(op.user, Math.min(firstOkByUser.get(op.user) ?? Number.POSITIVE_INFINITY, op.endMs));
  }
  const recoveries = [...firstOkByUser.values()].map((end) => end - fault.faultMs);
  if (recoveries.length > 0) {
    row("first_ok_after_fault_ms", Math.min(...recoveries), "ms");
    row("all_users_ok_after_fault_ms", Math.max(...recoveries), "ms");
  }
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
