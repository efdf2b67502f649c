import type { EntryRecord, IndexRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { renderMemoryIndex } from "./render-memory-index.js";
import { scopedName } from "../store-ops/scoped-name.js";
import type { IndexLimits } from "./truncate-index-content.js";

/** A scope's MEMORY.md as a record, and whether it differs from the one stored. */
export interface MemoryIndexUpdate {
  readonly index: IndexRecord;
  /** False when `existing` already says the same (then `index` is `existing`'s content, times and all). */
  readonly changed: boolean;
}

/**
 * The index record (MEMORY.md) of `scope` for its current entries: `renderMemoryIndex` within `limits`,
 * under the id, tags and creation time of the index stored (`existing`), or the scope's own id
 * (`memory-index:<scope label>`) for a first one. `updatedAt` moves only when the text changes, so an
 * unchanged index is not rewritten. Consolidation and every change to long-term memory use it.
 */
export function memoryIndexRecord(
  scope: Scope,
  current: readonly EntryRecord[],
  existing: IndexRecord | undefined,
  now: string,
  limits: IndexLimits,
): MemoryIndexUpdate {
  const rendered = renderMemoryIndex(current, limits);
  const changed = existing === undefined || existing.content !== rendered.content || existing.truncated !== rendered.truncated;
  const index: IndexRecord = {
    kind: "index",
    id: existing?.id ?? scopedName("memory-index", scope),
    scope,
    tags: existing?.tags ?? [],
    content: rendered.content,
    ...(rendered.truncated ? { truncated: rendered.truncated } : {}),
    createdAt: existing?.createdAt ?? now,
    updatedAt: changed ? now : existing.updatedAt,
  };
  return { index, changed };
}
