import { tombstonesVisibleIn } from "../store-ops/tombstone.js";
import type { MemoryStore } from "../store/memory-store.js";
import { searchableText } from "../store/records.js";
import { isVisibleIn, type Scope } from "../store/scope.js";
import type { SessionEvent } from "../store/session-events.js";
import { tokenize } from "../text/text-tokens.js";
import { loadForgottenFilter } from "./forgotten-filter.js";
import { messageFacts, type MessageEvent } from "./message-facts.js";
import { wordOverlap } from "./near-duplicates.js";
import { rankRecall } from "./rank-recall.js";
import type { LazyDraft } from "./recall-drafts.js";
import { checkRecallOptions, defaultRecallLimit, recalledItem } from "./recall-memories.js";
import { analyzeQuery } from "./recall-query.js";
import type { RecallOptions, RecallSignals, RecallWeights, RecalledItem } from "./recall-types.js";
import { blockOverhead } from "./render-recall.js";
import { selectRecalled } from "./select-recalled.js";

/** What to explain: a long-term entry, or an archived message (its session, when known, saves reading the others). */
export type RecallOfTarget = { readonly entryId: string } | { readonly messageId: string; readonly sessionId?: string };

/**
 * Which step of recall kept the target out (or "recalled"), in the order recall runs them: it does not
 * exist ("not-found"), is in a scope the query cannot see ("other-scope"), was forgotten ("forgotten":
 * a deleted entry with a tombstone, or a turn a tombstone drops), was superseded by a newer value
 * ("superseded", `by`), is of a kind, type or session the call leaves out ("filtered"), shares no word
 * with the query ("no-match"), matched but was not among the store's best hits recall reads
 * ("not-in-pool"), is a turn the entry distilled from it stands for ("absorbed", `by`), repeats a better
 * item ("near-duplicate", `by`), did not fit the token budget ("left-out-budget") or came after the item
 * limit ("left-out-limit"). Recall has no relevance floor: every candidate is ranked and packed.
 */
export type RecallVerdict =
  | "recalled"
  | "left-out-budget"
  | "left-out-limit"
  | "near-duplicate"
  | "absorbed"
  | "not-in-pool"
  | "no-match"
  | "filtered"
  | "forgotten"
  | "superseded"
  | "other-scope"
  | "not-found";

export interface RecallOfExplanation {
  readonly verdict: RecallVerdict;
  /** One or two sentences in plain words. */
  readonly explanation: string;
  /** Ranked targets: its place (1 = best) among the `candidates` items recall ranked. */
  readonly rank?: number;
  readonly candidates?: number;
  /** Ranked targets: the item's signals (a window's, for a turn recalled with its neighbours) and its total. */
  readonly signals?: RecallSignals;
  readonly total?: number;
  /** The weights the total was computed with (see `RecallSignals` and the README for how they combine). */
  readonly weights?: RecallWeights;
  /** What the item costs in the block, when it was counted. */
  readonly tokens?: number;
  /** "left-out-budget": the items' budget, what was taken of it when the target was offered, and by how many items. */
  readonly budget?: { readonly tokens: number; readonly used: number; readonly items: number };
  /** "superseded": the newer entry; "absorbed": the entry or daily item standing for the turn; "near-duplicate": the better item's id. */
  readonly by?: string;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

const score = (total: number): string => total.toFixed(2);

type Located =
  | { readonly done: RecallOfExplanation }
  | { readonly done?: undefined; readonly kind: "entry" | "message"; readonly id: string; readonly text: string; readonly sessionId?: string };

const done = (verdict: RecallVerdict, explanation: string, extra: Partial<RecallOfExplanation> = {}): Located => ({
  done: { verdict, explanation, ...extra },
});

async function locateEntry(options: RecallOptions, entryId: string): Promise<Located> {
  const entry = await options.store.get("entry", entryId);
  if (entry === undefined) {
    const tombstones = await tombstonesVisibleIn(options.store, options.scope);
    if (tombstones.some((tombstone) => tombstone.entryId === entryId))
      return done("forgotten", `Entry "${entryId}" was forgotten: it is deleted, and its tombstone keeps its source passages out of recall.`);
    return done("not-found", `There is no entry "${entryId}" in the store.`);
  }
  if (!isVisibleIn(entry.scope, options.scope)) return done("other-scope", `Entry "${entryId}" belongs to a scope this recall cannot see.`);
  if (entry.supersededBy !== undefined) {
    return done("superseded", `Entry "${entryId}" was superseded by "${entry.supersededBy}": recall answers with the newer value.`, { by: entry.supersededBy });
  }
  const targets = options.targets ?? ["entry", "daily", "message"];
  if (!targets.includes("entry") || (options.types?.length && !options.types.includes(entry.type))) {
    return done("filtered", `This recall leaves out entries${targets.includes("entry") ? ` of type ${entry.type}` : ""}.`);
  }
  return { kind: "entry", id: entry.id, text: searchableText(entry) };
}

/** The message event with `messageId`: in `sessionId`, or searched in the sessions visible in the scope, then in all. */
async function findMessage(
  store: MemoryStore,
  scope: Scope,
  messageId: string,
  sessionId?: string,
): Promise<{ sessionId: string; event: MessageEvent } | undefined> {
  const isTarget = (event: SessionEvent): event is MessageEvent => event.type === "message" && event.message.id === messageId;
  const inSession = async (id: string) => {
    const event = (await store.readEvents(id)).find(isTarget);
    return event === undefined ? undefined : { sessionId: id, event };
  };
  if (sessionId !== undefined) return inSession(sessionId);
  for (const query of [{ scope, scopeMode: "visible" as const }, {}]) {
    let cursor: string | undefined;
    do {
      const page = await store.listSessions({ ...query, limit: 1000, ...(cursor === undefined ? {} : { cursor }) });
      for (const session of page.sessions) {
        const found = await inSession(session.id);
        if (found) return found;
      }
      cursor = page.nextCursor;
    } while (cursor !== undefined);
  }
  return undefined;
}

async function locateMessage(options: RecallOptions, messageId: string, sessionId: string | undefined): Promise<Located> {
  const found = await findMessage(options.store, options.scope, messageId, sessionId);
  if (found === undefined) return done("not-found", `There is no archived message "${messageId}"${sessionId ? ` in session "${sessionId}"` : ""}.`);
  const session = await options.store.getSession(found.sessionId);
  if (session === undefined || !isVisibleIn(session.scope, options.scope)) {
    return done("other-scope", `Message "${messageId}" is in session "${found.sessionId}", of a scope this recall cannot see.`);
  }
  if ((await loadForgottenFilter(options.store, options.scope))?.dropsMessage(found.event)) {
    return done("forgotten", `Message "${messageId}" is a source of a forgotten entry, or repeats one: recall leaves it out.`);
  }
  if (!(options.targets ?? ["message"]).includes("message") || options.types?.length || options.excludeSessionIds?.includes(found.sessionId)) {
    return done(
      "filtered",
      `This recall leaves out archived messages${options.excludeSessionIds?.includes(found.sessionId) ? ` of session "${found.sessionId}"` : ""}.`,
    );
  }
  return { kind: "message", id: messageId, text: messageFacts(found.event).text, sessionId: found.sessionId };
}

/** Not among the ranked items: absorbed by curated memory, outside the store's hits, or sharing no word. */
function unranked(options: RecallOptions, target: Extract<Located, { kind: string }>, absorbedBy: string | undefined): RecallOfExplanation {
  if (absorbedBy !== undefined) {
    const by = absorbedBy.slice(absorbedBy.indexOf(":") + 1);
    return {
      verdict: "absorbed",
      explanation: `Message "${target.id}" was matched, but the ${absorbedBy.startsWith("entry:") ? "entry" : "daily item"} "${by}" distilled from it stands for it in recall.`,
      by,
    };
  }
  const queryWords = new Set(tokenize(analyzeQuery(options.query).searchText));
  const what = target.kind === "entry" ? `Entry "${target.id}"` : `Message "${target.id}"`;
  if (tokenize(target.text).some((word) => queryWords.has(word))) {
    return {
      verdict: "not-in-pool",
      explanation: `${what} shares words with the query but was not among the best text matches the store returned for it, so it was never ranked.`,
    };
  }
  return { verdict: "no-match", explanation: `${what} shares no searchable word with the query, so the search never found it.` };
}

/**
 * Why `target` was, or was not, recalled for `options.query`: runs recall's own candidate search and
 * ranking (`rankRecall`, the same as `recallMemories` with the same options) and its selection (near-
 * duplicates, budget, limit), then says truthfully which step kept the target out. Model selection
 * (`options.selection`) is not run: the answer is about recall's own ranking. Reads only; marks nothing used.
 */
export async function explainRecallOf(options: RecallOptions, target: RecallOfTarget): Promise<RecallOfExplanation> {
  const duplicateOverlap = checkRecallOptions(options);
  const located = "entryId" in target ? await locateEntry(options, target.entryId) : await locateMessage(options, target.messageId, target.sessionId);
  if (located.done) return located.done;
  const ranked = await rankRecall(options);
  const index = ranked.drafts.findIndex((draft) => draft.members.some((member) => member.kind === located.kind && member.id === located.id));
  if (index < 0) {
    const turn = ranked.candidates.find((candidate) => candidate.kind === "message" && candidate.id === located.id);
    return unranked(options, located, turn === undefined ? undefined : ranked.absorbed.get(turn.key));
  }
  const lazy = ranked.drafts[index]!;
  const offered: { lazy: LazyDraft; item: RecalledItem }[] = [];
  const budgetTokens = Math.max(0, options.budgetTokens - blockOverhead(options.countTokens));
  const limit = options.limit ?? defaultRecallLimit;
  const { packed, leftOut } = selectRecalled(ranked.drafts, {
    textOf: (each) => each.draft.text,
    toItem: (each) => {
      const item = recalledItem(each.draft, ranked.nowMs, options);
      offered.push({ lazy: each, item });
      return item;
    },
    budgetTokens,
    limit,
    duplicateOverlap,
    leftOutShown: Number.POSITIVE_INFINITY,
  });
  const { signals } = lazy.draft;
  const ranking = { rank: index + 1, candidates: ranked.drafts.length, signals, total: signals.total, weights: ranked.weights };
  const head = `Ranked ${ordinal(index + 1)} of ${ranked.drafts.length} with score ${score(signals.total)}`;
  const at = offered.findIndex((each) => each.lazy === lazy);
  if (at < 0) {
    const better = offered.find((each) => wordOverlap(each.lazy.draft.text, lazy.draft.text) >= duplicateOverlap)?.lazy.draft.source;
    const by = better === undefined ? undefined : better.kind === "message" ? `${better.sessionId}#${better.seq}` : better.id;
    return {
      verdict: "near-duplicate",
      explanation: `${head}; it repeats a better-ranked item${by === undefined ? "" : ` (${by})`}, so it was dropped as a near-duplicate.`,
      ...ranking,
      ...(by === undefined ? {} : { by }),
    };
  }
  const { item } = offered[at]!;
  const taken = new Set<RecalledItem>(packed);
  const before = offered.slice(0, at).filter((each) => taken.has(each.item));
  const used = before.reduce((sum, each) => sum + each.item.tokens, 0);
  if (taken.has(item)) {
    return {
      verdict: "recalled",
      explanation: `${head}; recalled as item ${before.length + 1} of ${packed.length} (${item.tokens} tokens).`,
      ...ranking,
      tokens: item.tokens,
    };
  }
  const reason = leftOut.find((each) => each.source === item.source && each.text === item.text)?.reason;
  if (reason === "limit") {
    return {
      verdict: "left-out-limit",
      explanation: `${head}; the block already held the limit of ${limit} items.`,
      ...ranking,
      tokens: item.tokens,
    };
  }
  return {
    verdict: "left-out-budget",
    explanation: `${head}; it needs ${item.tokens} tokens, but the block had ${budgetTokens - used} of its ${budgetTokens} left after ${before.length} item${before.length === 1 ? "" : "s"}.`,
    ...ranking,
    tokens: item.tokens,
    budget: { tokens: budgetTokens, used, items: before.length },
  };
}
