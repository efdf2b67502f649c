import { randomUUID } from "node:crypto";
import { engramErrorOf, type Memory } from "@engram/core";
import {
  type AppliedConsolidation,
  applyConsolidationPlan,
  type ConsolidationPlan,
  type ForgetReport,
  forgetEntry,
  type PlannedChange,
  type PurgeReport,
  purgeForgottenLater,
  undoConsolidation,
  undoForget,
  planConsolidation,
} from "@engram/core/maintenance";
import { BoundedCache } from "@engram/core/store-kit";
import { ApiError } from "./api/http-json.js";
import type { ConsolidationAppliedView, ConsolidationChangeView, ConsolidationPlanView, EntryView, ForgetView, PurgeView } from "./api-types.js";
import { entryView } from "./memory-views.js";
import type { StoreWorkspace } from "./store-workspace.js";
import type { StoreKind } from "./store-targets.js";

/** How the changes reach a store's memory: the playground's, by store kind. */
export interface MemoryOpener {
  readonly active: StoreKind;
  memory(kind: StoreKind): Promise<{ workspace: StoreWorkspace; memory: Memory }>;
  /** The clock a preview and a forget run at: a plan is a function of the store and this time only. */
  now(): Date;
}

/** How many previews and undos are kept (the newest); an older id answers 404 with what to do. */
const kept = { maxEntries: 200, idleMs: 60 * 60_000 };

interface Held<T> {
  readonly store: StoreKind;
  readonly value: T;
}

function changeView({ change, content }: PlannedChange): ConsolidationChangeView {
  const after = change.action === "superseded" ? content?.by : content?.after;
  return {
    action: change.action,
    reason: change.reason,
    ...("id" in change && change.action !== "index" ? { entryId: change.id } : {}),
    ...("key" in change ? { key: change.key } : {}),
    ...(content?.before === undefined ? {} : { before: content.before }),
    // A superseded entry keeps its text: what replaces it is the newer entry's.
    ...(after === undefined ? {} : { after }),
  };
}

/**
 * The page's memory changes that can be previewed or taken back: consolidation (preview, apply exactly
 * the preview, undo) and forgetting (undo until purged). What each preview or undo needs is held here,
 * in the server's memory, under a random id bound to its store; core refuses an apply or undo when a
 * record it touches changed in between, and nothing is written then.
 */
export class MemoryChanges {
  readonly #open: MemoryOpener;
  readonly #plans = new BoundedCache<string, Held<ConsolidationPlan>>(kept);
  readonly #applied = new BoundedCache<string, Held<AppliedConsolidation>>(kept);
  readonly #forgotten = new BoundedCache<string, Held<ForgetReport>>(kept);

  constructor(open: MemoryOpener) {
    this.#open = open;
  }

  #take<T>(shelf: BoundedCache<string, Held<T>>, store: StoreKind, id: string, what: string): T {
    const held = shelf.get(id);
    if (!held || held.store !== store)
      throw new ApiError(
        404,
        "NOT_FOUND",
        `That ${what} is no longer available (the server restarted, or it was used): ${what === "preview" ? "preview again" : "it cannot be undone from here"}.`,
      );
    return held.value;
  }

  #store(kind: StoreKind | undefined): StoreKind {
    return kind ?? this.#open.active;
  }

  async previewConsolidation(kind: StoreKind | undefined): Promise<ConsolidationPlanView> {
    const store = this.#store(kind);
    const { workspace, memory } = await this.#open.memory(store);
    const plan = await planConsolidation({ store: workspace.store, scope: memory.scope, now: this.#open.now() });
    const planId = `p-${randomUUID()}`;
    this.#plans.set(planId, { store, value: plan });
    const writes = { created: 0, updated: 0, deleted: 0 };
    for (const write of plan.writes) {
      if (!write.before) writes.created += 1;
      else if (!write.after) writes.deleted += 1;
      else writes.updated += 1;
    }
    return { planId, changes: plan.changes.map(changeView), writes };
  }

  /**
   * Writes exactly the previewed plan and answers only once every write is stored (each `putIf` awaited):
   * a reader of the store that starts when the answer arrives sees all of it.
   */
  async applyConsolidation(kind: StoreKind | undefined, planId: string): Promise<ConsolidationAppliedView> {
    const store = this.#store(kind);
    const plan = this.#take(this.#plans, store, planId, "preview");
    const { workspace } = await this.#open.memory(store);
    const applied = await conflictAs(409, "CHANGED_SINCE_PREVIEW", () => applyConsolidationPlan(workspace.store, plan));
    this.#plans.delete(planId);
    const undoId = `u-${randomUUID()}`;
    this.#applied.set(undoId, { store, value: applied });
    return { undoId, changes: plan.changes.map(changeView) };
  }

  async undoConsolidation(kind: StoreKind | undefined, undoId: string): Promise<number> {
    const store = this.#store(kind);
    const applied = this.#take(this.#applied, store, undoId, "consolidation");
    const { workspace } = await this.#open.memory(store);
    await conflictAs(409, "CHANGED_SINCE_APPLY", () => undoConsolidation(workspace.store, applied));
    this.#applied.delete(undoId);
    return applied.applied.length;
  }

  async forget(kind: StoreKind | undefined, id: string, purge: boolean): Promise<ForgetView> {
    const store = this.#store(kind);
    const { workspace, memory } = await this.#open.memory(store);
    const report = await forgetEntry(workspace.store, memory.scope, id, { now: this.#open.now(), purge });
    if (!report || report.entries[0]?.id !== id) throw new ApiError(404, "NOT_FOUND", `There is no memory "${id}" here: reload the list.`);
    const entries = report.entries.map((entry) => entry.id);
    if (report.purged) return { forgotten: id, entries, purged: purgeView(report.purged) };
    const undoId = `f-${randomUUID()}`;
    this.#forgotten.set(undoId, { store, value: report });
    return { forgotten: id, entries, undoId };
  }

  async undoForget(kind: StoreKind | undefined, undoId: string): Promise<EntryView[]> {
    const store = this.#store(kind);
    const report = this.#take(this.#forgotten, store, undoId, "forget");
    const { workspace, memory } = await this.#open.memory(store);
    await conflictAs(409, "UNDO_REFUSED", () => undoForget(workspace.store, memory.scope, report));
    this.#forgotten.delete(undoId);
    return report.entries.map(entryView);
  }

  async purgeForgotten(kind: StoreKind | undefined, undoId: string): Promise<PurgeView> {
    const store = this.#store(kind);
    const report = this.#take(this.#forgotten, store, undoId, "forget");
    const { workspace, memory } = await this.#open.memory(store);
    const purged = await conflictAs(409, "UNDO_REFUSED", () => purgeForgottenLater(workspace.store, memory.scope, report));
    this.#forgotten.delete(undoId);
    return purgeView(purged);
  }
}

function purgeView(report: PurgeReport): PurgeView {
  return { messages: report.events, daily: report.dailyItems, notes: report.notes, summaries: report.summaries };
}

/** Core's refusals of a stale apply or undo are conflicts: 409 with the page's code and core's plain message. */
async function conflictAs<T>(status: number, code: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refused = engramErrorOf(error);
    if (refused && (refused.code === "CHANGED_SINCE_PLAN" || refused.code === "UNDO_REFUSED" || refused.code === "NOT_FORGOTTEN")) {
      throw new ApiError(status, code, refused.message);
    }
    throw error;
  }
}
