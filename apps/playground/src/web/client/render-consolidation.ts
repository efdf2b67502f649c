import type { ConsolidationAppliedView, ConsolidationChangeView, ConsolidationPlanView } from "../api-types.js";
import type { ApiCallError } from "./api-client.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { openModal } from "./modal-dialog.js";
import { wordDiff } from "./word-diff.js";

const actionLabels: Readonly<Record<string, string>> = {
  created: "Created",
  merged: "Merged",
  superseded: "Superseded",
  skipped: "Skipped",
  decayed: "Decayed",
  pruned: "Pruned",
  expired: "Expired",
  conflict: "Conflict",
  index: "MEMORY.md",
};

/** The old text with the words the change removes marked, then the new one with the words it adds. */
export function contentDiff(before: string | undefined, after: string | undefined): HTMLElement {
  const parts = wordDiff(before ?? "", after ?? "");
  const side = (kind: "removed" | "added", label: string, text: string | undefined) =>
    text === undefined
      ? null
      : h(
          "div",
          { class: `diff-side diff-${kind === "removed" ? "before" : "after"}`, attrs: { "data-testid": `diff-${kind === "removed" ? "before" : "after"}` } },
          h("span", { class: "diff-label" }, label),
          h(
            "span",
            { class: "diff-text" },
            ...parts.flatMap((part): (string | HTMLElement)[] =>
              part.kind === "same"
                ? [part.text]
                : part.kind === kind
                  ? [h(kind === "removed" ? "del" : "ins", { attrs: { "data-testid": `diff-${kind}` } }, part.text)]
                  : [],
            ),
          ),
        );
  return h("div", { class: "diff" }, side("removed", "Before", before), side("added", "After", after));
}

/**
 * The text a change moves to. A superseded entry keeps its own text (it becomes history), so its diff is
 * against the new value: the created change that names it ("newer value of <id>").
 */
function targetText(change: ConsolidationChangeView, all: readonly ConsolidationChangeView[]): string | undefined {
  if (change.action !== "superseded" || change.entryId === undefined) return change.after;
  const newer = all.find((other) => other.action === "created" && other.after !== undefined && other.reason.includes(change.entryId!));
  return newer?.after ?? change.after;
}

function changeItem(change: ConsolidationChangeView, all: readonly ConsolidationChangeView[]): HTMLElement {
  const after = targetText(change, all);
  const unchanged = change.before !== undefined && change.before === after;
  return h(
    "li",
    {
      class: `change change-${change.action}`,
      attrs: { "data-testid": "consolidation-change", "data-action": change.action, "data-key": change.key, "data-entry-id": change.entryId },
    },
    h(
      "div",
      { class: "row wrap" },
      h("span", { class: "kind", attrs: { "data-testid": "change-action" } }, actionLabels[change.action] ?? change.action),
      change.key ? h("code", { class: "small", attrs: { "data-testid": "change-key" } }, change.key) : null,
    ),
    h("p", { class: "small change-reason", attrs: { "data-testid": "change-reason" } }, change.reason),
    unchanged
      ? h("p", { class: "small", attrs: { "data-testid": "change-text" } }, h("span", { class: "diff-label" }, "Text "), change.before)
      : change.before === undefined && after === undefined
        ? null
        : contentDiff(change.before, after),
  );
}

/** "2 created · 1 superseded": how many changes of each action, in the order they first appear. */
export function changeCounts(changes: readonly ConsolidationChangeView[]): string {
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change.action, (counts.get(change.action) ?? 0) + 1);
  return [...counts].map(([action, count]) => `${count} ${(actionLabels[action] ?? action).toLowerCase()}`).join(" · ");
}

/** An applied consolidation as the page holds it: the plan it applied, the server's answer, and the undo's outcome. */
export interface ConsolidationOutcome {
  readonly planId: string;
  readonly applied: ConsolidationAppliedView;
  /** How many records the undo restored; absent until it is used. */
  readonly restored?: number;
}

export interface ConsolidationCalls {
  preview(): Promise<ConsolidationPlanView>;
  apply(planId: string): Promise<ConsolidationAppliedView>;
}

/**
 * Shows a consolidation plan for review: each change with its reason and content diff, and the counts.
 * Resolves with the plan applied and the server's answer, or undefined when the person cancelled. When
 * the memory changed after the preview, says so next to Apply and offers to preview again.
 */
export function reviewConsolidation(first: ConsolidationPlanView, calls: ConsolidationCalls): Promise<ConsolidationOutcome | undefined> {
  const { dialog, body } = openModal({ title: "Review consolidation", testId: "consolidation-dialog", class: "wide" });
  return new Promise((resolve) => {
    let applied: ConsolidationOutcome | undefined;
    dialog.addEventListener("close", () => resolve(applied));
    const show = (plan: ConsolidationPlanView) => {
      // The plan the dialog shows now: its Apply's notice carries the same id (see consolidationNotice).
      dialog.dataset["planId"] = plan.planId;
      const cancel = h(
        "button",
        { class: "button ghost", attrs: { type: "button", "data-testid": "consolidation-cancel" }, on: { click: () => dialog.close() } },
        "Cancel",
      );
      const apply = h(
        "button",
        { class: "button primary", attrs: { type: "button", "data-testid": "consolidation-apply", disabled: plan.changes.length ? undefined : "" } },
        "Apply",
      );
      const actions = h("div", { class: "row end dialog-actions" }, cancel, apply);
      apply.addEventListener("click", async () => {
        clearError(actions);
        apply.disabled = true;
        try {
          applied = { planId: plan.planId, applied: await calls.apply(plan.planId) };
          dialog.close();
        } catch (error) {
          apply.disabled = false;
          showError(actions, error);
          if ((error as Partial<ApiCallError>).code === "CHANGED_SINCE_PREVIEW") {
            apply.disabled = true;
            actions.nextElementSibling?.append(
              " ",
              h(
                "button",
                { class: "button ghost small", attrs: { type: "button", "data-testid": "consolidation-preview-again" }, on: { click: () => void again() } },
                "Preview again",
              ),
            );
          }
        }
      });
      const again = async () => {
        clearError(actions);
        try {
          show(await calls.preview());
        } catch (error) {
          showError(actions, error);
        }
      };
      const { created, updated, deleted } = plan.writes;
      fill(
        body,
        h(
          "p",
          { attrs: { "data-testid": "consolidation-counts" } },
          plan.changes.length
            ? `${plan.changes.length} change${plan.changes.length === 1 ? "" : "s"}: ${changeCounts(plan.changes)}`
            : "Nothing to consolidate.",
        ),
        h(
          "p",
          { class: "muted small", attrs: { "data-testid": "consolidation-writes" } },
          `Writes ${created} new, ${updated} updated and ${deleted} deleted records. Nothing is written until you apply.`,
        ),
        h(
          "ol",
          { class: "changes", attrs: { "data-testid": "consolidation-changes", tabindex: "0", "aria-label": "Planned changes" } },
          ...plan.changes.map((change) => changeItem(change, plan.changes)),
        ),
        actions,
      );
      (plan.changes.length ? apply : cancel).focus();
    };
    show(first);
  });
}

/**
 * The notice after an apply: how many changes, and Undo until it is used (or the next consolidation).
 * It names the apply it belongs to (`data-plan-id`, `data-undo-id`) and its state (`data-state`:
 * applied, then undone), so what waits on it (a test) waits for this apply, not an earlier one's notice.
 * It is shown only once the server has answered the apply, which it does after the writes are stored.
 */
export function consolidationNotice(outcome: ConsolidationOutcome, undo: (undoId: string, where: HTMLElement) => void): HTMLElement {
  const { planId, applied, restored } = outcome;
  const n = applied.changes.length;
  const names = { "data-plan-id": planId, "data-undo-id": applied.undoId };
  return h(
    "div",
    {
      class: "notice",
      attrs: { "data-testid": "consolidation-notice", ...names, "data-state": restored === undefined ? "applied" : "undone" },
    },
    h(
      "span",
      { attrs: { "data-testid": "consolidation-notice-text" } },
      restored === undefined
        ? `Consolidated: ${n} change${n === 1 ? "" : "s"}`
        : `Consolidation undone: ${restored} record${restored === 1 ? "" : "s"} restored.`,
    ),
    restored === undefined
      ? h(
          "button",
          {
            class: "button ghost small",
            attrs: { type: "button", "data-testid": "consolidation-undo", ...names, "aria-label": "Undo the consolidation" },
            on: { click: (event) => undo(applied.undoId, event.currentTarget as HTMLElement) },
          },
          "Undo",
        )
      : null,
  );
}
