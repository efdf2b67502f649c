import { pipelineSessionStateSchema } from "./pipeline-state-schema.js";
import { sessionProgressSchema } from "./session-progress-schema.js";
import { threadSummarySchema } from "./thread-summary-schema.js";
import { z } from "zod";

import { identifierSchema } from "./identifier-text.js";
import { scopeSchema } from "./scope.js";
import { trustSchema } from "./trust.js";
import { vectorComponentLimit, vectorComponentRule } from "./vector-limit.js";

/** The tag consolidation puts on a daily item it has distilled: recall and later consolidations pass over it. */
export const consolidatedTag = "consolidated";

const isoDate = z.iso.datetime({ offset: true });
const unit = z.number().min(0).max(1);

export const entryTypeSchema = z.enum(["fact", "decision", "preference", "convention", "pattern", "solution", "code_context", "reference", "feedback"]);
export type EntryType = z.infer<typeof entryTypeSchema>;

export { trustSchema, type Trust } from "./trust.js";

export const provenanceSchema = z.object({
  sessionId: z.string().optional(),
  messageIds: z.array(z.string()).default([]),
  trust: trustSchema,
});
export type Provenance = z.infer<typeof provenanceSchema>;

const recordBase = {
  id: identifierSchema(200),
  scope: scopeSchema,
  tags: z.array(identifierSchema(100)).default([]),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** An embedding of the record's text, for stores that search by vector (components within ±1e15: search-vector.ts). */
  vector: z.array(z.number().min(-vectorComponentLimit, vectorComponentRule).max(vectorComponentLimit, vectorComponentRule)).optional(),
};

/** A curated long-term memory. Facts are superseded (validTo, supersededBy), never silently deleted. */
export const entryRecordSchema = z.object({
  kind: z.literal("entry"),
  ...recordBase,
  /** Stable name for upserts: storing under an existing key appends a dated revision. */
  key: identifierSchema(200),
  content: z.string().min(1).max(20_000),
  type: entryTypeSchema,
  importance: unit,
  confidence: unit,
  source: z.enum(["manual", "extracted", "distilled", "imported"]),
  provenance: provenanceSchema,
  pinned: z.boolean().default(false),
  lastUsedAt: isoDate.optional(),
  useCount: z.number().int().nonnegative().default(0),
  validFrom: isoDate.optional(),
  validTo: isoDate.optional(),
  supersedes: z.string().optional(),
  supersededBy: z.string().optional(),
  /** File paths that show the entry in practice. */
  examples: z.array(z.string()).default([]),
  /** Earlier contents under the same key, oldest first. */
  revisions: z.array(z.object({ at: isoDate, content: z.string() })).default([]),
});

/** A short fact extracted from an exchange, kept in the log of its calendar day. */
export const dailyRecordSchema = z.object({
  kind: z.literal("daily"),
  ...recordBase,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a calendar day as YYYY-MM-DD"),
  content: z.string().min(1).max(4_000),
  type: entryTypeSchema,
  importance: unit,
  provenance: provenanceSchema,
});

/** A scratchpad note of one session or task (CLIO's session store), by key. */
export const noteRecordSchema = z.object({
  kind: z.literal("note"),
  ...recordBase,
  key: identifierSchema(200),
  content: z.string().max(100_000),
  expiresAt: isoDate.optional(),
});

/** A session's merged thread summary; its id is the session id. */
export const summaryRecordSchema = z.object({
  kind: z.literal("summary"),
  ...recordBase,
  sessionId: z.string().min(1),
  summary: threadSummarySchema,
  /** The pipeline's state (what was dropped, the pinned anchor), so the session resumes exactly. */
  pipelineState: pipelineSessionStateSchema.optional(),
});

/** A session's latest `session_progress` checkpoint; its id is the session id. */
export const checkpointRecordSchema = z.object({
  kind: z.literal("checkpoint"),
  ...recordBase,
  sessionId: z.string().min(1),
  progress: sessionProgressSchema,
});

/** The rendered memory index (MEMORY.md) of a scope. */
export const indexRecordSchema = z.object({
  kind: z.literal("index"),
  ...recordBase,
  content: z.string().max(25_000),
  /** Set when the index was cut to fit: which limit applied. */
  truncated: z.enum(["lines", "bytes"]).optional(),
});

export const memoryRecordSchema = z.discriminatedUnion("kind", [
  entryRecordSchema,
  dailyRecordSchema,
  noteRecordSchema,
  summaryRecordSchema,
  checkpointRecordSchema,
  indexRecordSchema,
]);

export type EntryRecord = z.infer<typeof entryRecordSchema>;
export type DailyRecord = z.infer<typeof dailyRecordSchema>;
export type NoteRecord = z.infer<typeof noteRecordSchema>;
export type SummaryRecord = z.infer<typeof summaryRecordSchema>;
export type CheckpointRecord = z.infer<typeof checkpointRecordSchema>;
export type IndexRecord = z.infer<typeof indexRecordSchema>;
export type MemoryRecord = z.infer<typeof memoryRecordSchema>;
export type RecordKind = MemoryRecord["kind"];
/** What callers write: defaults (tags, pinned, useCount, ...) may be left out. */
export type MemoryRecordInput = z.input<typeof memoryRecordSchema>;
export type RecordOfKind<K extends RecordKind> = Extract<MemoryRecord, { kind: K }>;

export const recordKinds: readonly RecordKind[] = ["entry", "daily", "note", "summary", "checkpoint", "index"];

/** The text a record is searched by. */
export function searchableText(record: MemoryRecord): string {
  switch (record.kind) {
    case "entry":
      return [record.key, record.content, ...record.tags, ...record.examples].join("\n");
    case "note":
      return `${record.key}\n${record.content}`;
    case "daily":
    case "index":
      return record.content;
    case "summary":
      return [record.summary.firstRequest, ...record.summary.requests, record.summary.narrative].filter(Boolean).join("\n");
    case "checkpoint":
      return record.progress.task ?? "";
  }
}
