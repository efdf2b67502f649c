import { trustRank } from "../store/trust.js";
import { z } from "zod";
import { EngramError } from "../errors.js";
import type { MemoryStore } from "../store/memory-store.js";
import { entryTypeSchema, trustSchema, type EntryRecord, type Trust } from "../store/records.js";
import { sameScope, scopeSchema, type Scope } from "../store/scope.js";
import { describeIssues } from "../store-kit/parse-record.js";
import { currentEntryByKey } from "../store-ops/entry-lookup.js";
import { keyFromContent, keyedEntryId } from "../store/ids.js";
import { legacyKeyWords } from "../text/key-words.js";
import { untilStored } from "../store-ops/until-stored.js";

const moreTrusted = (a: Trust, b: Trust): Trust => (trustRank[b] > trustRank[a] ? b : a);

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

/** How many candidate ids a new key tries when others' entries already hold the first ones. */
const keyedIdCandidates = 8;

type RememberFields = z.output<typeof rememberInputSchema>;

/**
 * Stores a long-term entry. Under an existing key (in the same scope) the old content becomes a
 * dated revision and the new one replaces it: nothing said before is lost. Atomic against any number
 * of concurrent writers (in this process or others): each try reads the entry, merges into it and
 * writes with `putIf` against what it read, trying again when another writer came first; a new key's
 * entry gets an id derived from scope and key (`keyedEntryId`), so racing creators make one entry.
 */
export async function rememberEntry(
  store: MemoryStore,
  input: RememberFields,
  defaults: { scope: Scope; now: Date; redact: (text: string) => string },
): Promise<EntryRecord> {
  const scope = input.scope ?? defaults.scope;
  const content = defaults.redact(input.content);
  // A key is a file or Redis key name: one that held a secret must not keep it.
  const key = defaults.redact(input.key ?? keyFromContent(content)).slice(0, 200);
  // The key the same content was given before decision 0269 (negations left out), where it differs: an entry
  // stored under it is this one, so remembering the content again updates it instead of adding a second.
  const legacy = input.key === undefined ? defaults.redact(keyFromContent(content, legacyKeyWords)).slice(0, 200) : key;
  const at = defaults.now.toISOString();
  return untilStored(`the entry under key "${key}"`, async () => {
    const existing = (await currentEntryByKey(store, scope, key)) ?? (legacy === key ? undefined : await currentEntryByKey(store, scope, legacy));
    if (existing) return store.putIf(mergedEntry(existing, input, content, at), existing);
    return createUnderKey(store, newEntry(input, scope, key, content, at));
  });
}

/** `existing` after remembering `content`: a changed text keeps the old one as a revision; tags and examples united, importance the higher, a pin sticks. */
function mergedEntry(existing: EntryRecord, input: RememberFields, content: string, at: string): EntryRecord {
  const changed = existing.content !== content;
  return {
    ...existing,
    content,
    type: input.type,
    tags: [...new Set([...existing.tags, ...input.tags])],
    importance: Math.max(existing.importance, input.importance),
    confidence: input.confidence,
    pinned: existing.pinned || input.pinned,
    examples: [...new Set([...existing.examples, ...input.examples])],
    revisions: changed ? [...existing.revisions, { at: existing.updatedAt, content: existing.content }] : existing.revisions,
    // Trust follows the content's writer: a memory_store call (agent) rewriting a user's entry makes it agent;
    // the same content stored again keeps the more trusted of the two.
    provenance: { ...existing.provenance, trust: changed ? input.trust : moreTrusted(existing.provenance.trust, input.trust) },
    updatedAt: at,
  };
}

function newEntry(input: RememberFields, scope: Scope, key: string, content: string, at: string): Omit<EntryRecord, "id"> {
  return {
    kind: "entry",
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
  };
}

/**
 * Creates the key's entry under its derived id, only if no record holds that id. Undefined when
 * another writer created an entry under the key first (the caller reads it and merges); an id held by
 * an entry of another key or scope moves on to the next candidate.
 */
async function createUnderKey(store: MemoryStore, entry: Omit<EntryRecord, "id">): Promise<EntryRecord | undefined> {
  for (let attempt = 0; attempt < keyedIdCandidates; attempt++) {
    const id = keyedEntryId(entry.scope, entry.key, attempt);
    const created = await store.putIf({ ...entry, id }, null);
    if (created) return created;
    const holder = await store.get("entry", id);
    if (holder === undefined || (holder.key === entry.key && sameScope(holder.scope, entry.scope))) return undefined;
  }
  throw new EngramError(
    "WRITE_CONFLICT",
    `Cannot create an entry under key "${entry.key}": the ${keyedIdCandidates} ids derived from its scope and key are held by entries of other keys. ` +
      "Delete or rename those entries (their ids start with e-), then retry.",
    { details: { key: entry.key } },
  );
}
