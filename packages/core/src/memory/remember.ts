import { z } from "zod";
import { EngramError } from "../errors.js";
import type { MemoryStore } from "../store/memory-store.js";
import { entryTypeSchema, trustSchema, type EntryRecord } from "../store/records.js";
import { scopeSchema, type Scope } from "../store/scope.js";
import { describeIssues } from "../store/parse-record.js";
import { currentEntryByKey } from "./entry-lookup.js";
import { keyFromContent, newEntryId } from "./ids.js";

export const rememberInputSchema = z.object({
  content: z.string().trim().min(1).max(20_000),
  key: z.string().trim().min(1).max(200).optional(),
  type: entryTypeSchema.default("fact"),
  tags: z.array(z.string().min(1).max(100)).default([]),
  importance: z.number().min(0).max(1).default(0.6),
  confidence: z.number().min(0).max(1).default(0.9),
  pinned: z.boolean().default(false),
  /** Where to store it; the memory's own scope when left out. */
  scope: scopeSchema.optional(),
  examples: z.array(z.string()).default([]),
  trust: trustSchema.default("user"),
  source: z.enum(["manual", "extracted", "distilled", "imported"]).default("manual"),
  sessionId: z.string().optional(),
  messageIds: z.array(z.string()).default([]),
});

export type RememberInput = z.input<typeof rememberInputSchema>;

/** Validates what a caller (or a tool call) asks to remember; INVALID_RECORD names the field. */
export function parseRememberInput(input: unknown): z.output<typeof rememberInputSchema> {
  const result = rememberInputSchema.safeParse(input);
  if (result.success) return result.data;
  throw new EngramError(
    "INVALID_RECORD",
    `Cannot remember this: ${describeIssues(result.error.issues, "(input)")}. ` +
      "Give at least a non-empty content; type is one of fact, decision, preference, convention, pattern, solution, code_context, reference, feedback.",
    { details: { issues: result.error.issues } },
  );
}

/**
 * Stores a long-term entry. Under an existing key (in the same scope) the old content becomes a
 * dated revision and the new one replaces it: nothing said before is lost.
 */
export async function rememberEntry(
  store: MemoryStore,
  input: z.output<typeof rememberInputSchema>,
  defaults: { scope: Scope; now: Date; redact: (text: string) => string },
): Promise<EntryRecord> {
  const scope = input.scope ?? defaults.scope;
  const content = defaults.redact(input.content);
  // A key is a file or Redis key name: one that held a secret must not keep it.
  const key = defaults.redact(input.key ?? keyFromContent(content)).slice(0, 200);
  const at = defaults.now.toISOString();
  const existing = await currentEntryByKey(store, scope, key);
  if (existing) {
    const changed = existing.content !== content;
    return store.put({
      ...existing,
      content,
      type: input.type,
      tags: [...new Set([...existing.tags, ...input.tags])],
      importance: Math.max(existing.importance, input.importance),
      confidence: input.confidence,
      pinned: existing.pinned || input.pinned,
      examples: [...new Set([...existing.examples, ...input.examples])],
      revisions: changed ? [...existing.revisions, { at: existing.updatedAt, content: existing.content }] : existing.revisions,
      updatedAt: at,
    });
  }
  return store.put({
    kind: "entry",
    id: newEntryId(),
    key,
    content,
    type: input.type,
    scope,
    tags: input.tags,
    importance: input.importance,
    confidence: input.confidence,
    source: input.source,
    provenance: {
      ...(input.sessionId === undefined ? {} : { sessionId: input.sessionId }),
      messageIds: input.messageIds,
      trust: input.trust,
    },
    pinned: input.pinned,
    useCount: 0,
    examples: input.examples,
    revisions: [],
    validFrom: at,
    createdAt: at,
    updatedAt: at,
  });
}
