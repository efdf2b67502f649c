import { z } from "zod";
import { untilStored } from "../store-ops/until-stored.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { NoteRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";
import { scopedName } from "../store-ops/scoped-name.js";

/**
 * What the gates remember between runs, kept as JSON in a note record of the scope: key
 * `consolidation-state`, id `consolidation-state:<scope label>` (see `scopedName`).
 */
export const consolidationStateSchema = z.object({
  version: z.literal(1),
  lastRunAt: z.iso.datetime({ offset: true }),
  runs: z.number().int().nonnegative(),
});
export type ConsolidationState = z.infer<typeof consolidationStateSchema>;

export const consolidationStateKey = "consolidation-state";

export function consolidationStateId(scope: Scope): string {
  return scopedName(consolidationStateKey, scope);
}

/** The state of a scope, or undefined before its first run; an unreadable note counts as no run (and warns). */
export async function readConsolidationState(
  store: MemoryStore,
  scope: Scope,
  onWarning: (message: string, cause?: unknown) => void = () => {},
): Promise<ConsolidationState | undefined> {
  const note = await store.get("note", consolidationStateId(scope));
  if (!note) return undefined;
  try {
    return consolidationStateSchema.parse(JSON.parse(note.content));
  } catch (cause) {
    onWarning(`The consolidation state note "${note.id}" is unreadable; treating the scope as never consolidated.`, cause);
    return undefined;
  }
}

/** The state a note holds; undefined when it is missing or unreadable. */
function stateOf(note: NoteRecord | undefined): ConsolidationState | undefined {
  if (!note) return undefined;
  try {
    return consolidationStateSchema.parse(JSON.parse(note.content));
  } catch {
    // readConsolidationState already warned about this note; the count starts again.
    return undefined;
  }
}

/**
 * Records a finished run at `now`: one more run than the note holds when written, and the later of
 * the two run times (a compare-and-set, read again when a concurrent run recorded itself first, so no
 * run goes uncounted).
 */
export async function writeConsolidationState(store: MemoryStore, scope: Scope, now: string): Promise<void> {
  const id = consolidationStateId(scope);
  await untilStored(`the consolidation state note "${id}"`, async () => {
    const existing = await store.get("note", id);
    const previous = stateOf(existing);
    const lastRunAt = previous && Date.parse(previous.lastRunAt) > Date.parse(now) ? previous.lastRunAt : now;
    const state: ConsolidationState = { version: 1, lastRunAt, runs: (previous?.runs ?? 0) + 1 };
    const note = {
      kind: "note",
      id,
      scope,
      key: consolidationStateKey,
      content: JSON.stringify(state),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    } as const;
    return store.putIf(existing ? { ...note, tags: existing.tags } : note, existing ?? null);
  });
}
