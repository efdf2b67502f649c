import { EngramError } from "../errors.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { MemoryRecord } from "../store/records.js";
import { scopeLabel } from "../store/scope.js";
import type { ConsolidationPlan } from "./plan-consolidation.js";
import { invertWrites, writeAllOrNothing, type RecordWrite } from "./record-writes.js";

/** What `applyConsolidationPlan` wrote: hand it to `undoConsolidation` to take it back. */
export interface AppliedConsolidation {
  /** Each write as made, `after` as the store returned it. */
  readonly applied: readonly RecordWrite[];
}

const state = (record: MemoryRecord | undefined): string => (record === undefined ? "absent" : `last updated ${record.updatedAt}`);

/**
 * Writes exactly `plan.writes` (MEMORY.md, the consumed daily items and the state note included), all or
 * nothing: only if every record they touch is still as it was when the plan was made (compared as
 * `putIf` compares). Otherwise nothing is written and CHANGED_SINCE_PLAN names the first record that
 * changed: preview again. A write that fails half way puts back what was written before it throws.
 */
export async function applyConsolidationPlan(store: MemoryStore, plan: ConsolidationPlan): Promise<AppliedConsolidation> {
  const applied = await writeAllOrNothing(store, plan.writes, (write, found) => {
    const expected = write.before === undefined ? "absent" : `as previewed (${state(write.before)})`;
    return new EngramError(
      "CHANGED_SINCE_PLAN",
      `The consolidation of scope ${scopeLabel(plan.scope)} previewed at ${plan.at} was not applied: ${write.kind} "${write.id}" changed since (expected ${expected}, found ${state(found)}). Nothing was written; preview again and apply the new plan.`,
      { details: { kind: write.kind, id: write.id, scope: plan.scope } },
    );
  });
  return { applied };
}

/**
 * Takes back an applied consolidation: every record it touched returns to what it was before (created
 * ones are deleted, deleted ones put back), all or nothing, only if each is still as the apply left it.
 * Otherwise nothing is written and UNDO_REFUSED names the first record changed since.
 */
export async function undoConsolidation(store: MemoryStore, applied: AppliedConsolidation): Promise<void> {
  await writeAllOrNothing(store, invertWrites(applied.applied), (write, found) => {
    return new EngramError(
      "UNDO_REFUSED",
      `The consolidation was not undone: ${write.kind} "${write.id}" changed after it was applied (found ${state(found)}). Nothing was written; undo would overwrite that later change, so change the record by hand if it must go back.`,
      { details: { kind: write.kind, id: write.id, reason: "changed" } },
    );
  });
}
