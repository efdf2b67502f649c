import { z } from "zod";

/**
 * How big a stored trace may get. Every text is cut at `textChars` (with `cutMarker`) and all of a
 * trace's part texts together at `totalTextChars`; every list has its cap. A trace is one session event,
 * so these keep it far below what a store accepts for one event (store-fs: 8 MiB a line).
 */
export const traceLimits = {
  /** One part's text (the marker comes on top). */
  textChars: 20_000,
  /** All part texts of one trace together; past it the oldest messages' texts are left empty (cut). */
  totalTextChars: 1_000_000,
  /** The caller's label (the framework's name, say). */
  labelChars: 60,
  /** A part's label, a dropped message's role, an injection's label. */
  nameChars: 200,
  /** Ids of messages, injections, entries and daily items. */
  idChars: 300,
  /** Parts listed; past it the oldest messages are left out (`partsLeftOut` counts them). */
  parts: 2_000,
  /** Dropped messages listed (`droppedLeftOut` counts the rest). */
  dropped: 2_000,
  omitted: 100,
  flushed: 1_000,
  stages: 8,
  /** Recalled items and the best left out. */
  recallItems: 100,
  /** Provenance ids of one recalled item, and seqs of one transcript item. */
  recallIds: 100,
  /** A recalled item's text (the explanation cuts it at 300 characters). */
  recallTextChars: 2_000,
  queryChars: 4_000,
  noteChars: 500,
  /** Signals of one item, and weights. */
  signals: 24,
} as const;

/** What a cut text ends with. */
export const traceCutMarker = " …[cut by engram]";

const tokens = z.number().nonnegative();
const count = z.number().int().nonnegative();
const name = z.string().max(traceLimits.nameChars);
const id = z.string().max(traceLimits.idChars);
const partText = z.string().max(traceLimits.textChars + traceCutMarker.length);
const numbers = z
  .record(z.string().max(40), z.number())
  .refine((value) => Object.keys(value).length <= traceLimits.signals, { message: `at most ${traceLimits.signals} keys` });

export const traceTriggerSchema = z.enum(["none", "proactive", "validation", "reactive-1", "reactive-2", "reactive-3"]);

/** One piece of the prompt as sent: its text (secrets redacted, cut at `textChars`) and what it cost. */
export const tracePartSchema = z.object({
  kind: z.enum(["system", "summary", "recovery", "injection", "message", "tools"]),
  id,
  role: name.optional(),
  label: name.optional(),
  tokens,
  text: partText,
});

const recallSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("entry"), id, key: z.string().max(traceLimits.idChars) }),
  z.object({ kind: z.literal("daily"), id, date: z.string().max(40) }),
  z.object({ kind: z.literal("message"), sessionId: id, seq: count, seqs: z.array(count).max(traceLimits.recallIds) }),
]);

/** One recalled memory (or one of the best left out) as the manifest's recall explanation gave it. */
export const traceRecallItemSchema = z.object({
  source: recallSourceSchema,
  text: z.string().max(traceLimits.recallTextChars + traceCutMarker.length),
  ids: z.array(id).max(traceLimits.recallIds),
  tokens,
  /** Each signal's value (0..1) and `total`, as ranked. */
  signals: numbers,
  reason: z.enum(["budget", "limit"]).optional(),
});

export const traceRecallSchema = z.object({
  mode: z.enum(["normal", "no-ltm", "incognito"]),
  query: z.string().max(traceLimits.queryChars + traceCutMarker.length),
  budgetTokens: tokens,
  tokens,
  indexTokens: tokens,
  note: z
    .string()
    .max(traceLimits.noteChars + traceCutMarker.length)
    .optional(),
  /**
   * The multipliers recall applied to the signal values. `total` is not their plain sum: it is
   * `(relevance × w.relevance + vector × w.vector) × (1 + importance × w.importance + recency × w.recency
   * + use × w.use + scope × w.scope − staleness × w.staleness)`; an archived turn's is then multiplied by
   * `(1 + focus × w.focus)`, a window of several turns adds `windowBonus × w.relevance × relevance` of each
   * further turn, and an entry distilled from a recalled turn may be lifted just above that turn's total.
   */
  weights: numbers,
  /** Names the formula above, so a reader can tell if a later version combines the signals otherwise. */
  scoring: z.literal("match-times-lift"),
  items: z.array(traceRecallItemSchema).max(traceLimits.recallItems),
  leftOut: z.array(traceRecallItemSchema).max(traceLimits.recallItems),
});

/**
 * One prepared prompt as kept in the session archive (a `trace` event, opt-in): what was sent, piece by
 * piece with its text; what was dropped and summarized; what recall put in and left out, with every
 * signal and weight; which daily items the pre-trim flush wrote. JSON-safe and size-bounded
 * (`traceLimits`); texts pass the same secret redaction as archived messages.
 */
export const traceSchema = z.object({
  version: z.literal(1),
  label: z.string().max(traceLimits.labelChars).optional(),
  /** 0 for `prepare`, 1..3 for each smaller prompt after a length rejection. */
  attempt: z.number().int().min(0).max(3),
  iteration: count,
  trigger: traceTriggerSchema,
  stages: z.array(traceTriggerSchema).max(traceLimits.stages),
  budget: z.object({
    contextWindow: count,
    maxOutputTokens: count,
    safetyMargin: z.number().nonnegative(),
    limit: z.number(),
    proactiveAt: z.number(),
    targetAt: z.number(),
  }),
  tokens: z.object({
    system: tokens,
    summary: tokens,
    recovery: tokens,
    injections: tokens,
    messages: tokens,
    overhead: tokens,
    total: tokens,
    untrimmed: tokens,
    trimBasis: tokens,
    trimBasisAfter: tokens,
  }),
  /** In prompt order (system, summary, recovery, injections, messages), then the caller's extras as `tools`. */
  parts: z.array(tracePartSchema).max(traceLimits.parts),
  /** Message parts not listed for `traceLimits.parts` (the oldest). */
  partsLeftOut: count,
  dropped: z.array(z.object({ id, role: name, tokens })).max(traceLimits.dropped),
  droppedLeftOut: count,
  droppedInSession: count,
  omitted: z.array(z.object({ id, label: name, tokens, reason: z.literal("budget") })).max(traceLimits.omitted),
  summary: z.object({
    present: z.boolean(),
    chars: count,
    tokens,
    changed: z.boolean(),
    shortened: z.boolean(),
    source: z.enum(["none", "heuristic", "model", "heuristic-after-model-error"]),
  }),
  recall: traceRecallSchema,
  /** Ids of the daily items the pre-trim flush wrote during this call. */
  flushed: z.array(id).max(traceLimits.flushed),
});

export type Trace = z.infer<typeof traceSchema>;
export type TracePart = z.infer<typeof tracePartSchema>;
export type TraceRecallItem = z.infer<typeof traceRecallItemSchema>;

/** `text` cut to `max` characters, marked when cut (never inside a surrogate pair). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}${traceCutMarker}`;
}
