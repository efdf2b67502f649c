import { z } from "zod";
import type { MemoryStore } from "../store/memory-store.js";
import type { Scope } from "../store/scope.js";
import { scopedName } from "./scoped-name.js";

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

/** Records a finished run at `now`. */
export async function writeConsolidationState(store: MemoryStore, scope: Scope, now: string, previous: ConsolidationState | undefined): Promise<void> {
  const existing = await store.get("note", consolidationStateId(scope));
  const state: ConsolidationState = { version: 1, lastRunAt: now, runs: (previous?.runs ?? 0) + 1 };
  await store.put({
    kind: "note",
    id: consolidationStateId(scope),
    scope,
    key: consolidationStateKey,
    content: JSON.stringify(state),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  });
}
