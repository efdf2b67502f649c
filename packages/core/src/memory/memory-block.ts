import { EngramError } from "../errors.js";
import type { Embed } from "../model-functions.js";
import { sessionDigestBlock } from "../archive/render-digest.js";
import { readSessionDigests } from "../archive/session-digest-store.js";
import { fenceMemoryBlock } from "../pipeline/fence.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { Scope } from "../store/scope.js";
import { recallInLayers, type LayeredRecallResult, type ScopeLayer } from "./layered-recall.js";
import { recentDailyInLayers } from "./recent-daily.js";
import { standingRulesBlock } from "./standing-rules-block.js";

/** A layer of a memory block; `source` names where its whole MEMORY.md can be read when the block cuts it. */
export interface MemoryBlockLayer extends ScopeLayer {
  readonly source?: string;
}

export interface MemoryBlockOptions {
  readonly store: MemoryStore;
  /** The context recall reads in; every layer's scope must be visible in it. */
  readonly context: Scope;
  /** From the highest precedence to the lowest: indexes and recalled items come in this order. */
  readonly layers: readonly MemoryBlockLayer[];
  /** What the session is about (its first request): recalled items follow the indexes. Without it, indexes only. */
  readonly query?: string;
  /** Tokens the whole block may cost. */
  readonly budgetTokens: number;
  readonly countTokens: (text: string) => number;
  readonly now: Date;
  /** At most this many recalled items (default 10). */
  readonly limit?: number;
  readonly embed?: Embed;
  /**
   * Without a query: the daily log of this many recent days follows the indexes (`recentDailyInLayers`:
   * what recent sessions learned that consolidation has not distilled yet). Default: none.
   */
  readonly recentDays?: number;
  /**
   * Where recent sessions left off: their digests (`readSessionDigests` of this scope, the most recent
   * `limit`, default 3, not those of `excludeSessionIds`) open the block, within half the budget; the
   * indexes and recall share what they leave.
   */
  readonly digests?: {
    readonly scope: Scope;
    readonly limit?: number;
    readonly excludeSessionIds?: readonly string[];
    /**
     * Without a query: recall for what the shown sessions were asked (their first and later requests)
     * in the recent daily log's place, so a project worked on last week starts with what memory holds
     * about that work; the recent daily log stays when that recall finds nothing.
     */
    readonly recall?: boolean;
    /**
     * After the digests: the person's stated rules, preferences and decisions that MEMORY.md does not hold
     * yet, whatever they are about (`standingRulesBlock`), within a third of what the digests leave; the
     * rest of the block does not show them again. At most `limit` (default 8) of them; true for the default.
     */
    readonly standingRules?: boolean | { readonly limit?: number };
  };
}

/** At most this many characters of the digests' requests make the recall query. */
const digestQueryChars = 1_000;

/** What the sessions were asked, most recent session first: the query recall runs for them. */
function digestQuery(digests: readonly { firstRequest?: string | undefined; requests: readonly string[] }[]): string {
  return digests
    .flatMap((digest) => [digest.firstRequest ?? "", ...digest.requests])
    .filter((request) => request !== "")
    .join("\n")
    .slice(0, digestQueryChars);
}

/** One layer's MEMORY.md as the block holds it. */
export interface BlockIndex {
  readonly layer: string;
  readonly tokens: number;
  /** Lines were left out to fit the budget. */
  readonly cut: boolean;
}

export interface MemoryBlock {
  /** The block to inject before a session's first message; "" when there is nothing to say. */
  readonly text: string;
  readonly tokens: number;
  readonly indexes: readonly BlockIndex[];
  /** What recall added (with a query), or the recent daily log (with `recentDays` and no query). */
  readonly recalled?: LayeredRecallResult;
  /** Session digests shown (with `digests`). */
  readonly digests?: number;
  /** Standing rules shown (with `digests.standingRules`). */
  readonly standingRules?: number;
}

const separator = "\n\n";

function indexPart(layer: MemoryBlockLayer, lines: readonly string[], total: number): string {
  const cut = lines.length < total ? [`… ${total - lines.length} more lines left out for the budget${layer.source ? `: read ${layer.source}` : ""}.`] : [];
  return fenceMemoryBlock([`MEMORY.md of the ${layer.name} scope:`, ...lines, ...cut].join("\n"), { origin: "index" });
}

/**
 * The longest start of the index (whole lines) whose part fits `budget`, by bisection: a part's cost
 * grows with its lines. Undefined when not even the heading with the cut note fits.
 */
function fitIndex(
  layer: MemoryBlockLayer,
  lines: readonly string[],
  budget: number,
  count: (text: string) => number,
): { text: string; tokens: number; cut: boolean; shown: number } | undefined {
  let low = 0;
  let high = lines.length;
  let best: { text: string; tokens: number; cut: boolean; shown: number } | undefined;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const text = indexPart(layer, lines.slice(0, middle), lines.length);
    const tokens = count(text);
    if (tokens <= budget) {
      best = { text, tokens, cut: middle < lines.length, shown: middle };
      low = middle + 1;
    } else high = middle - 1;
  }
  return best;
}

/**
 * The block Engram injects when a session starts (what CAO's `<cao-memory>` block is): each layer's
 * MEMORY.md in precedence order (most specific first), then, with a query, the memories recalled for
 * it layer by layer (`recallInLayers`), all within `budgetTokens`. With a query the indexes take at
 * most half the budget and recall the rest; without one, the indexes take it all. An index that does
 * not fit whole is cut at a line boundary with a note naming its `source`; one that cannot fit at all
 * is left out. Without a query, `recentDays` adds the recent daily log in recall's place. With `digests`,
 * where the project's recent sessions left off opens the block (`renderSessionDigest`). Everything is fenced (`<engram-memory data-engram="index">`, `…="recalled">`), so text
 * stored in memory can neither close the block nor pass for an instruction, and extraction strips it.
 */
export async function buildMemoryBlock(options: MemoryBlockOptions): Promise<MemoryBlock> {
  const { budgetTokens, countTokens } = options;
  if (!Number.isFinite(budgetTokens) || budgetTokens < 0) {
    throw new EngramError("INVALID_OPTIONS", `Invalid memory block budget ${String(budgetTokens)}: expected tokens >= 0.`);
  }
  if (options.digests === undefined) return indexesAndRecall(options, budgetTokens);
  const digests = await readSessionDigests({
    store: options.store,
    scope: options.digests.scope,
    ...(options.digests.limit === undefined ? {} : { limit: options.digests.limit }),
    ...(options.digests.excludeSessionIds === undefined ? {} : { excludeSessionIds: options.digests.excludeSessionIds }),
  });
  const digestPart = sessionDigestBlock(digests, { budgetTokens: Math.floor(budgetTokens / 2), countTokens, now: options.now });
  if (digestPart.text === "") return { ...(await indexesAndRecall(options, budgetTokens)), digests: 0 };
  const rules = options.digests.standingRules
    ? await standingRulesBlock({
        store: options.store,
        context: options.context,
        layers: options.layers,
        budgetTokens: Math.floor((budgetTokens - digestPart.tokens) / 3),
        countTokens,
        now: options.now,
        ...(typeof options.digests.standingRules === "object" && options.digests.standingRules.limit !== undefined
          ? { limit: options.digests.standingRules.limit }
          : {}),
      })
    : undefined;
  const openingText = rules === undefined || rules.text === "" ? digestPart.text : `${digestPart.text}${separator}${rules.text}`;
  const opening = { text: openingText, tokens: openingText === digestPart.text ? digestPart.tokens : countTokens(openingText) };
  const shown = { digests: digestPart.shown, ...(rules === undefined ? {} : { standingRules: rules.ids.length }) };
  const query = options.query === undefined && options.digests.recall ? digestQuery(digests.slice(0, digestPart.shown)) : "";
  // The rules shown are not shown again by recall or the recent daily log.
  const shownIds = rules?.ids ?? [];
  const restOptions = query === "" ? options : { ...options, query };
  const restBudget = Math.max(0, budgetTokens - opening.tokens - countTokens(separator));
  let rest = await indexesAndRecall(restOptions, restBudget, shownIds);
  // Recall found nothing for the requests: the recent daily log, as without it.
  if (restOptions !== options && (rest.recalled?.items.length ?? 0) === 0) rest = await indexesAndRecall(options, restBudget, shownIds);
  const join = (after: MemoryBlock): string => (after.text === "" ? opening.text : `${opening.text}${separator}${after.text}`);
  let text = join(rest);
  let tokens = countTokens(text);
  // Token counts of parts need not add up exactly: the rest gets less by the overshoot, or goes.
  if (tokens > budgetTokens) {
    const smaller = await indexesAndRecall(rest.recalled?.items.length ? restOptions : options, Math.max(0, rest.tokens - (tokens - budgetTokens)), shownIds);
    text = join(smaller);
    tokens = countTokens(text);
    if (tokens > budgetTokens) return { text: opening.text, tokens: opening.tokens, indexes: [], ...shown };
    return { ...smaller, text, tokens, ...shown };
  }
  return { ...rest, text, tokens, ...shown };
}

/** The block without digests, within `budgetTokens`; recall and the recent daily log leave out `excludeIds`. */
async function indexesAndRecall(options: MemoryBlockOptions, budgetTokens: number, excludeIds: readonly string[] = []): Promise<MemoryBlock> {
  const { store, countTokens } = options;
  const query = options.query?.trim() ?? "";
  const separatorTokens = countTokens(separator);
  const recentDays = query === "" ? (options.recentDays ?? 0) : 0;
  let left = query === "" && recentDays === 0 ? budgetTokens : Math.floor(budgetTokens / 2);
  const parts: string[] = [];
  const indexes: BlockIndex[] = [];
  // What each layer's index shows: recall leaves out the entries whose whole line is there (decision 0268).
  const shownIndexLines: Record<string, readonly string[]> = {};
  for (const layer of options.layers) {
    const [index] = (await store.query({ kind: "index", scope: layer.scope, scopeMode: "exact", limit: 1 })).records;
    const content = index?.content.trim() ?? "";
    if (content === "") continue;
    const room = left - (parts.length > 0 ? separatorTokens : 0);
    const lines = content.split("\n");
    const fitted = room > 0 ? fitIndex(layer, lines, room, countTokens) : undefined;
    if (fitted === undefined) continue;
    parts.push(fitted.text);
    left = room - fitted.tokens;
    indexes.push({ layer: layer.name, tokens: fitted.tokens, cut: fitted.cut });
    shownIndexLines[layer.name] = lines.slice(0, fitted.shown);
  }
  const head = parts.join(separator);
  const headTokens = head === "" ? 0 : countTokens(head);
  if (query === "" && recentDays === 0) return { text: head, tokens: headTokens, indexes };
  const spent = head === "" ? 0 : headTokens + separatorTokens;
  const recall = (budget: number) =>
    recentDays > 0
      ? recentDailyInLayers({
          store,
          context: options.context,
          layers: options.layers,
          days: recentDays,
          budgetTokens: Math.max(0, budget),
          countTokens,
          now: options.now,
          ...(options.limit === undefined ? {} : { limit: options.limit }),
          ...(excludeIds.length > 0 ? { excludeRecordIds: excludeIds } : {}),
        })
      : recallInLayers({
          store,
          context: options.context,
          layers: options.layers,
          query,
          budgetTokens: Math.max(0, budget),
          countTokens,
          now: options.now,
          markUsed: false,
          ...(options.limit === undefined ? {} : { limit: options.limit }),
          ...(options.embed ? { embed: options.embed } : {}),
          ...(excludeIds.length > 0 ? { excludeRecordIds: excludeIds } : {}),
          shownIndexLines,
        });
  let recalled = await recall(budgetTokens - spent);
  let text = recalled.block === "" ? head : head === "" ? recalled.block : `${head}${separator}${recalled.block}`;
  let tokens = text === "" ? 0 : countTokens(text);
  // Token counts of parts need not add up exactly (a tokenizer may merge across a line break): one
  // more recall under the overshoot keeps the promise, and without room for any item, the indexes stand.
  if (tokens > budgetTokens) {
    recalled = await recall(budgetTokens - spent - (tokens - budgetTokens));
    text = recalled.block === "" ? head : head === "" ? recalled.block : `${head}${separator}${recalled.block}`;
    tokens = text === "" ? 0 : countTokens(text);
    if (tokens > budgetTokens)
      [recalled, text, tokens] = [
        { items: [], block: "", tokens: 0, leftOut: recalled.items.length + recalled.leftOut, ...(recalled.inIndex ? { inIndex: recalled.inIndex } : {}) },
        head,
        headTokens,
      ];
  }
  const entryIds = [...recalled.items.flatMap((item) => (item.record.kind === "entry" ? [item.record.id] : [])), ...(recalled.inIndex ?? [])];
  if (entryIds.length > 0) await store.markUsed(entryIds, options.now.toISOString());
  return { text, tokens, indexes, recalled };
}
