import { wholeIndexLine } from "../consolidation/render-memory-index.js";
import { EngramError } from "../errors.js";
import type { Embed } from "../model-functions.js";
import { markRecalledUsed, recallMemories } from "../recall/recall-memories.js";
import { BudgetPacker } from "../recall/pack-budget.js";
import { ageText, blockOverhead, renderMemory, renderRecallBlock, type RenderableMemory } from "../recall/render-recall.js";
import type { RecalledItem } from "../recall/recall-types.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { DailyRecord, EntryRecord, EntryType } from "../store/records.js";
import { isVisibleIn, sameScope, scopeKeys, scopeLabel, type Scope } from "../store/scope.js";

/** A named scope of a layered recall or memory block ("session", "project", "global"). */
export interface ScopeLayer {
  /** What results and blocks call it. */
  readonly name: string;
  readonly scope: Scope;
}

export interface LayeredRecallOptions {
  readonly store: MemoryStore;
  /** The context recall reads in; every layer's scope must be visible in it. */
  readonly context: Scope;
  /** From the highest precedence to the lowest: results come layer by layer in this order. */
  readonly layers: readonly ScopeLayer[];
  readonly query: string;
  /** Tokens the rendered block may cost. */
  readonly budgetTokens: number;
  readonly countTokens: (text: string) => number;
  readonly now: Date;
  /** At most this many items (1 to 100, default 10). */
  readonly limit?: number;
  /** Only entries and daily items of these types. */
  readonly types?: readonly EntryType[];
  /** Only items of these layers (by name); default every layer. */
  readonly only?: readonly string[];
  readonly embed?: Embed;
  /** Count a use of each recalled entry (default true). */
  readonly markUsed?: boolean;
  /** Only items whose text relevance signal (`RecallSignals.relevance`) reaches this (default: every match). */
  readonly minRelevance?: number;
  /** Daily items extracted from these sessions are left out (the caller's current session: they are in its context). */
  readonly excludeSessionIds?: readonly string[];
  /** Entries and daily items left out by id (shown elsewhere beside this recall). */
  readonly excludeRecordIds?: readonly string[];
  /**
   * The lines of MEMORY.md shown beside this recall, by layer name: an entry of that layer whose whole
   * index line (`wholeIndexLine`: the same key and content, neither cut) is among them is left out, as
   * it is already in the prompt.
   */
  readonly shownIndexLines?: Readonly<Record<string, readonly string[]>>;
}

/** One recalled long-term entry or daily item, with the layer it belongs to. */
export interface LayeredRecalledItem {
  readonly layer: string;
  readonly record: EntryRecord | DailyRecord;
  readonly ageMs: number;
  /** "3 days ago", as the block shows it. */
  readonly age: string;
  /** Recall's ranking score (its weighted total). */
  readonly score: number;
  /** What the item costs in the block. */
  readonly tokens: number;
}

export interface LayeredRecallResult {
  readonly items: LayeredRecalledItem[];
  /** The rendered block (in the memory fence), "" when nothing was recalled. */
  readonly block: string;
  readonly tokens: number;
  /** Matches that did not fit the budget or the limit. */
  readonly leftOut: number;
  /**
   * Ids of the entries that matched and were left out because the MEMORY.md lines shown beside the recall
   * hold them whole (`shownIndexLines`): in the prompt all the same, so their use is counted with the items'.
   */
  readonly inIndex?: readonly string[];
}

/** The most items a layered recall returns, and the pool it orders. */
export const maxLayeredRecallLimit = 100;

/**
 * The layer a record belongs to: the layer of exactly its scope, else the most specific layer whose
 * keys it sets to the same values (a `{ workspace, user }` record written by an adapter belongs to
 * the workspace's layer), first listed on a tie; -1 when none holds it.
 */
export function layerOf(scope: Scope, layers: readonly ScopeLayer[]): number {
  const exact = layers.findIndex((layer) => sameScope(layer.scope, scope));
  if (exact !== -1) return exact;
  let best = -1;
  let bestKeys = -1;
  layers.forEach((layer, index) => {
    if (!isVisibleIn(layer.scope, scope)) return;
    const keys = scopeKeys.filter((key) => layer.scope[key] !== undefined).length;
    if (keys > bestKeys) [best, bestKeys] = [index, keys];
  });
  return best;
}

function checkOptions(options: LayeredRecallOptions): number {
  const limit = options.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLayeredRecallLimit) {
    throw new EngramError("INVALID_OPTIONS", `Invalid recall limit ${String(options.limit)}: expected a whole number from 1 to ${maxLayeredRecallLimit}.`);
  }
  if (!Number.isFinite(options.budgetTokens) || options.budgetTokens < 0) {
    throw new EngramError("INVALID_OPTIONS", `Invalid recall budget ${String(options.budgetTokens)}: expected tokens >= 0.`);
  }
  for (const layer of options.layers) {
    if (!isVisibleIn(layer.scope, options.context)) {
      throw new EngramError(
        "INVALID_OPTIONS",
        `The layer "${layer.name}" (${scopeLabel(layer.scope)}) is not visible in the recall context ${scopeLabel(options.context)}: ` +
          "give a context that sets every key the layers set.",
      );
    }
  }
  return limit;
}

/** Whether the layer's shown MEMORY.md lines hold the entry's whole line. */
function shownInIndex(entry: EntryRecord, lines: ReadonlySet<string> | undefined): boolean {
  if (lines === undefined || lines.size === 0) return false;
  const line = wholeIndexLine(entry);
  return line !== undefined && lines.has(line);
}

/** The item as the block shows it: "[layer, type, date, age] key: content". */
function renderable(layer: string, record: EntryRecord | DailyRecord, item: RecalledItem): RenderableMemory {
  const text = record.kind === "entry" ? `${record.key}: ${record.content}` : record.content;
  return { at: item.at, ageMs: item.ageMs, trust: item.trust, lines: text.split("\n"), label: `${layer}, ${record.type}` };
}

/**
 * Recall over several named scopes in precedence order (CAO's session > project > global): recall ranks
 * the entries and daily items visible in `context`, each is given its layer (`layerOf`), and the
 * results come layer by layer, in recall's order within a layer, packed into `limit` and
 * `budgetTokens` in that order, so a more specific layer's match is never pushed out by a broader
 * one's. The block labels each item with its layer and type.
 */
export async function recallInLayers(options: LayeredRecallOptions): Promise<LayeredRecallResult> {
  const limit = checkOptions(options);
  const { store, layers, countTokens, now } = options;
  const pool = await recallMemories({
    store,
    scope: options.context,
    query: options.query,
    // The pool is ranked, not packed: the budget applies below, in layer order.
    budgetTokens: Number.MAX_SAFE_INTEGER,
    countTokens,
    now,
    limit: maxLayeredRecallLimit,
    targets: ["entry", "daily"],
    ...(options.excludeSessionIds?.length ? { excludeSessionIds: options.excludeSessionIds } : {}),
    ...(options.types?.length ? { types: options.types } : {}),
    ...(options.embed ? { embed: options.embed } : {}),
  });
  const shown = new Map(Object.entries(options.shownIndexLines ?? {}).map(([name, lines]) => [name, new Set(lines)]));
  const found: { layer: number; rank: number; item: RecalledItem; record: EntryRecord | DailyRecord }[] = [];
  const inIndex: { item: RecalledItem; id: string }[] = [];
  for (const [rank, item] of pool.items.entries()) {
    if (item.source.kind === "message") continue;
    if (options.minRelevance !== undefined && item.signals.relevance < options.minRelevance) continue;
    if (options.excludeRecordIds?.includes(item.source.id)) continue;
    const record = await store.get(item.source.kind, item.source.id);
    if (record === undefined) continue;
    const layer = layerOf(record.scope, layers);
    if (layer === -1 || (options.only !== undefined && !options.only.includes(layers[layer]!.name))) continue;
    if (record.kind === "entry" && shownInIndex(record, shown.get(layers[layer]!.name))) {
      inIndex.push({ item, id: record.id });
      continue;
    }
    found.push({ layer, rank, item, record });
  }
  found.sort((a, b) => a.layer - b.layer || a.rank - b.rank);
  const packer = new BudgetPacker(Math.max(0, options.budgetTokens - blockOverhead(countTokens)), limit);
  const items: LayeredRecalledItem[] = [];
  const memories: RenderableMemory[] = [];
  const used: RecalledItem[] = [];
  for (const { layer, item, record } of found) {
    const name = layers[layer]!.name;
    const memory = renderable(name, record, item);
    // With its line break: what the item adds to the block.
    const tokens = countTokens(`${renderMemory(memory)}\n`);
    if (packer.offer({ tokens }) !== "packed") continue;
    memories.push(memory);
    used.push(item);
    items.push({ layer: name, record, ageMs: item.ageMs, age: ageText(item.ageMs), score: item.signals.total, tokens });
  }
  if (options.markUsed !== false) await markRecalledUsed(store, [...used, ...inIndex.map((shown) => shown.item)], now);
  const block = renderRecallBlock(memories);
  const result = { items, block, tokens: block === "" ? 0 : countTokens(block), leftOut: found.length - items.length };
  return inIndex.length === 0 ? result : { ...result, inIndex: inIndex.map((shown) => shown.id) };
}
