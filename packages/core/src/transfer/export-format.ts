import { z } from "zod";
import { memoryRecordSchema } from "../store/records.js";
import { sessionEventSchema, sessionInfoSchema } from "../store/session-events.js";

/**
 * Engram's export format, JSONL. Line 1: `{"exportedAt":...,"format":"engram-export","version":1}`.
 * Then every record (`{"record":{...}}`) by kind in `recordKinds` order, then by id; then every session
 * by id (`{"session":{...}}`), each followed by its events by seq (`{"event":{"sessionId":...,...}}`).
 * Keys are sorted at every depth, so exports of equal data are byte-identical apart from exportedAt.
 */
export const exportFormat = "engram-export";
export const exportVersion = 1;

export const exportHeaderSchema = z.object({
  format: z.literal(exportFormat),
  version: z.literal(exportVersion),
  exportedAt: z.iso.datetime({ offset: true }),
});
export type ExportHeader = z.infer<typeof exportHeaderSchema>;

export const exportRecordLineSchema = z.object({ record: memoryRecordSchema }).strict();
export const exportSessionLineSchema = z.object({ session: sessionInfoSchema }).strict();
export const exportEventSchema = z.intersection(z.object({ sessionId: z.string().min(1).max(200) }), sessionEventSchema);
export const exportEventLineSchema = z.object({ event: exportEventSchema }).strict();
export type ExportEvent = z.infer<typeof exportEventSchema>;

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== "object" || value === null) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
  return sorted;
}

/** JSON with the keys of every object sorted: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}
