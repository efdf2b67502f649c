import { dayMs } from "../util/calendar-days.js";
import { EngramError } from "../errors.js";

import { calendarDate } from "../extraction/relative-dates.js";
import { BudgetPacker } from "../recall/pack-budget.js";
import { ageText, blockOverhead, renderMemory, renderRecallBlock, type RenderableMemory } from "../recall/render-recall.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { Scope } from "../store/scope.js";
import type { LayeredRecalledItem, LayeredRecallResult, ScopeLayer } from "./layered-recall.js";
import { undistilledDaily } from "./undistilled-daily.js";

export interface RecentDailyOptions {
  readonly store: MemoryStore;
  /** The context the items must be visible in; every layer's scope must be visible in it. */
  readonly context: Scope;
  /** From the highest precedence to the lowest: items come layer by layer in this order. */
  readonly layers: readonly ScopeLayer[];
  /** Calendar days (UTC) counted back from `now`'s, today being the first: 2 is today and yesterday. */
  readonly days: number;
  readonly budgetTokens: number;
  readonly countTokens: (text: string) => number;
  readonly now: Date;
  /** At most this many items (default 10). */
  readonly limit?: number;
  /** Daily items left out by id (shown elsewhere beside this part). */
  readonly excludeRecordIds?: readonly string[];
}

/**
 * The daily log of the last `days` days in the context (OpenClaw's today-and-yesterday files): the
 * facts extraction wrote that consolidation has not turned into entries yet (those are in MEMORY.md),
 * without any a forgotten entry came from; layer by layer in precedence order, newest first within a
 * layer, packed into `limit` and `budgetTokens`, rendered like recalled memories. What a session
 * starting without a task is told about what recent sessions learned.
 */
export async function recentDailyInLayers(options: RecentDailyOptions): Promise<LayeredRecallResult> {
  const { store, layers, countTokens, now } = options;
  const limit = options.limit ?? 10;
  if (!Number.isInteger(options.days) || options.days < 1 || options.days > 366) {
    throw new EngramError("INVALID_OPTIONS", `Invalid recent days ${String(options.days)}: expected a whole number of days from 1 to 366.`);
  }
  const fromDate = calendarDate(new Date(now.getTime() - (options.days - 1) * dayMs), 0);
  const found = await undistilledDaily({
    store,
    context: options.context,
    layers,
    fromDate,
    ...(options.excludeRecordIds === undefined ? {} : { excludeIds: options.excludeRecordIds }),
  });
  // Stable: within a layer the store's newest-first order stays.
  found.sort((a, b) => a.layer - b.layer);
  const packer = new BudgetPacker(Math.max(0, options.budgetTokens - blockOverhead(countTokens)), limit);
  const items: LayeredRecalledItem[] = [];
  const memories: RenderableMemory[] = [];
  for (const { layer, record } of found) {
    const name = layers[layer]!.name;
    const ageMs = Math.max(0, now.getTime() - Date.parse(record.createdAt));
    const memory: RenderableMemory = {
      at: record.createdAt,
      ageMs,
      trust: record.provenance.trust,
      lines: record.content.split("\n"),
      label: `${name}, ${record.type}`,
    };
    const tokens = countTokens(`${renderMemory(memory)}\n`);
    if (packer.offer({ tokens }) !== "packed") continue;
    memories.push(memory);
    items.push({ layer: name, record, ageMs, age: ageText(ageMs), score: record.importance, tokens });
  }
  const block = renderRecallBlock(memories);
  return { items, block, tokens: block === "" ? 0 : countTokens(block), leftOut: found.length - items.length };
}
