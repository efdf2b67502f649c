import { recentMemo } from "../util/recent-memo.js";
import { EngramError } from "../errors.js";
import { defaultDuplicateOverlap } from "./near-duplicates.js";
import { selectRecalled } from "./select-recalled.js";
import type { Draft } from "./recall-drafts.js";
import { rankRecall } from "./rank-recall.js";
import type { RecallOptions, RecallResult, RecalledItem } from "./recall-types.js";
import { blockOverhead, memoryHead, memoryText, recallBlockParts, renderMemory, renderRecallBlock, type RenderableMemory } from "./render-recall.js";
import { explainRecall } from "./recall-explanation.js";
import { selectByModel } from "./model-selection.js";

export { markRecalledUsed } from "./mark-recalled-used.js";
export { turnLine } from "./recall-drafts.js";

export const defaultRecallLimit = 20;
/** How many of the best items that did not fit the explanation keeps. */
export const leftOutShown = 5;

/** " " + a memory's text, the same string each call: a cached count is then found without hashing a new string. */
const spacedText = recentMemo((text) => ` ${text}`, 4_096);

/** A memory's tokens as an item of the block: its head and its text counted apart when the caller can join counts. */
function countMemory(memory: RenderableMemory, options: RecallOptions): number {
  if (!options.countJoined) return options.countTokens(renderMemory(memory));
  const head = memoryHead(memory);
  const text = spacedText(memoryText(memory));
  return options.countJoined([head, text], head + text, false);
}

/** A draft as a recalled item, its tokens counted as the block will hold it. */
export function recalledItem(draft: Draft, nowMs: number, options: RecallOptions): RecalledItem {
  const ageMs = Math.max(0, nowMs - draft.atMs);
  const tokens = countMemory({ at: draft.at, ageMs, trust: draft.trust, lines: draft.lines }, options);
  return { source: draft.source, text: draft.text, ids: draft.ids, at: draft.at, ageMs, trust: draft.trust, tokens, signals: draft.signals };
}

/**
 * Checks a recall's budget and near-duplicate overlap (INVALID_OPTIONS); the overlap to use.
 */
export function checkRecallOptions(options: RecallOptions): number {
  if (!Number.isFinite(options.budgetTokens) || options.budgetTokens < 0) {
    throw new EngramError("INVALID_OPTIONS", `Invalid recall budget ${String(options.budgetTokens)}: expected tokens >= 0.`);
  }
  const duplicateOverlap = options.duplicateOverlap ?? defaultDuplicateOverlap;
  if (!(duplicateOverlap > 0) || !Number.isFinite(duplicateOverlap)) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `Invalid duplicateOverlap ${String(options.duplicateOverlap)}: expected a share of shared words above 0 (0.6 by default; above 1 keeps near-duplicates).`,
    );
  }
  return duplicateOverlap;
}

/**
 * Recall: candidates from the store's search over entries, daily items and archived turns of the
 * visible scopes; one score per candidate; hits close together in a session merged into one item;
 * near-duplicates removed; the best packed greedily into `budgetTokens`; rendered as one block.
 */
export async function recallMemories(options: RecallOptions): Promise<RecallResult> {
  const duplicateOverlap = checkRecallOptions(options);
  const { drafts, store, nowMs } = await rankRecall(options);
  const chosen = options.selection && (await selectByModel(drafts, options.selection, { query: options.query, nowMs, store }));
  const overhead = blockOverhead(options.countTokens);
  const { packed, leftOut } = selectRecalled(chosen ? chosen.drafts : drafts, {
    textOf: (lazy) => lazy.draft.text,
    toItem: ({ draft }) => recalledItem(draft, nowMs, options),
    budgetTokens: Math.max(0, options.budgetTokens - overhead),
    limit: options.limit ?? defaultRecallLimit,
    duplicateOverlap,
    leftOutShown,
    ...(chosen ? { fallbackOf: chosen.fallbackOf } : {}),
  });
  const memories = packed.map((item) => ({ ...item, lines: item.text.split("\n") }));
  const block = renderRecallBlock(memories);
  const tokens = block === "" ? 0 : options.countJoined ? options.countJoined(recallBlockParts(memories), block) : options.countTokens(block);
  const explanation = explainRecall(options.query, options.budgetTokens, { items: packed, leftOut, tokens, selection: chosen?.report });
  return { items: packed, leftOut, block, tokens, explanation };
}
