import type { DailyRecord } from "../store/records.js";

/**
 * Daily items in order, cut into batches of at most `maxChars` characters of content (an item longer
 * than that alone makes a batch), so one busy week never blows past a model's input window.
 */
export function batchDailyItems(items: readonly DailyRecord[], maxChars: number): DailyRecord[][] {
  const batches: DailyRecord[][] = [];
  let current: DailyRecord[] = [];
  let chars = 0;
  for (const item of items) {
    if (current.length > 0 && chars + item.content.length > maxChars) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(item);
    chars += item.content.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
