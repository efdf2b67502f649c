import type { ConsolidationChange, EntryRecord } from "@engram/core";
import { clipText } from "@engram/core/adapter-kit";
import type { ConsolidationRun } from "../scenario/consolidation-run.js";
import { plural } from "../layout.js";
import { visibleLength } from "../style.js";
import { valueWidth, type ReportOutput } from "./report-output.js";

/** What `memory.consolidate()` distilled, merged and superseded, with each entry as the store holds it. */
export function printConsolidation(out: ReportOutput, run: ConsolidationRun): void {
  const { style } = out;
  const { report, entries } = run;
  out.section(`Consolidation after ${run.after}`, "memory.consolidate()");
  const changes = (action: ConsolidationChange["action"]) => report.changes.filter((change) => change.action === action);
  const created = changes("created");
  const via = [...new Set(report.batches.map((batch) => batch.via))].join(", ") || "heuristic";
  out.field("daily log", `${plural(report.consumed.length, "new item")} read (${via}), now tagged consolidated`);

  const entryLine = (marker: string, entry: EntryRecord | undefined, fallback: string): void => {
    const lead = `${marker} ${(entry?.key ?? fallback).padEnd(34)} ${(entry?.type ?? "").padEnd(11)} `;
    out.more(lead + clipText(entry?.content ?? "(no longer in the store)", valueWidth - visibleLength(lead)));
  };
  out.field("distilled", `${plural(created.length, "new entry", "new entries")}, one Markdown file each (entries/…/<key>.md):`);
  for (const change of created) if (change.action === "created") entryLine(style.green("+"), entries.get(change.id), change.key);

  for (const change of changes("merged")) {
    if (change.action !== "merged") continue;
    out.field("merged", `${entries.get(change.id)?.key ?? change.id}: ${change.reason}`);
  }
  for (const change of changes("superseded")) {
    if (change.action !== "superseded") continue;
    const older = entries.get(change.id);
    const newer = entries.get(change.by);
    out.field("superseded", style.yellow(`"${older?.content ?? change.id}" → "${newer?.content ?? change.by}"`));
    out.more(style.dim(change.reason));
    out.more(style.dim(`the old entry stays as history, valid until ${change.validTo.slice(0, 10)}`));
  }
  for (const change of changes("skipped")) out.field("skipped", style.dim(change.reason));
  const other = report.changes.filter((change) => ["decayed", "pruned", "expired"].includes(change.action));
  if (other.length > 0) out.field("tidied", other.map((change) => `${change.action}: ${change.reason}`).join("; "));
  for (const change of changes("index")) {
    if (change.action !== "index") continue;
    const headings = run.memoryIndex.split("\n").filter((line) => line.startsWith("#")).length;
    out.field(
      "MEMORY.md",
      `${change.changed ? "regenerated" : "unchanged"}: ${plural(change.entries, "current entry", "current entries")} under ${plural(headings, "heading")}`,
    );
  }
}
