import type { EntryView, ForgetView, PurgeView } from "../api-types.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { openModal } from "./modal-dialog.js";

/**
 * Asks before forgetting `entry`, explaining what it does, with the choice to purge its passages too.
 * Resolves with what the server forgot, or undefined when the person cancelled (Escape included).
 */
export function confirmForget(entry: EntryView, forget: (purge: boolean) => Promise<ForgetView>): Promise<ForgetView | undefined> {
  const { dialog, body } = openModal({ title: "Forget this memory?", testId: "forget-dialog" });
  const purge = h("input", { attrs: { type: "checkbox", "data-testid": "forget-purge" } });
  const cancel = h(
    "button",
    { class: "button ghost", attrs: { type: "button", "data-testid": "forget-cancel" }, on: { click: () => dialog.close() } },
    "Cancel",
  );
  const confirm = h("button", { class: "button danger-solid", attrs: { type: "submit", "data-testid": "forget-confirm" } }, "Forget");
  const descriptionId = `${dialog.getAttribute("aria-labelledby")}-about`;
  dialog.setAttribute("aria-describedby", descriptionId);
  return new Promise((resolve) => {
    let result: ForgetView | undefined;
    dialog.addEventListener("close", () => resolve(result));
    const submit = async (event: Event) => {
      event.preventDefault();
      clearError(confirm);
      confirm.disabled = true;
      try {
        result = await forget(purge.checked);
        dialog.close();
      } catch (error) {
        showError(confirm, error);
      } finally {
        confirm.disabled = false;
      }
    };
    fill(
      body,
      h("blockquote", { class: "history-text", attrs: { "data-testid": "forget-text" } }, entry.content),
      h(
        "div",
        { attrs: { id: descriptionId } },
        h("p", {}, "The agent stops recalling it, and it leaves MEMORY.md. Older values it replaced are forgotten with it."),
        h("p", {}, "You can undo this until you purge. The conversation passages it came from stay in the archive unless you purge them."),
      ),
      h(
        "form",
        { class: "dialog-form", on: { submit: (event) => void submit(event) } },
        h("label", { class: "toggle" }, purge, "Also purge the passages it came from (cannot be undone)"),
        h("div", { class: "row end" }, cancel, confirm),
      ),
    );
    cancel.focus();
  });
}

export function purgeSummary(purged: PurgeView): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `Purged ${count(purged.messages, "message", "messages")}, ${count(purged.daily, "daily item", "daily items")}, ${count(purged.notes, "note", "notes")} and ${count(purged.summaries, "summary", "summaries")}; this cannot be undone.`;
}

export interface ForgetNoticeActions {
  undo(undoId: string, where: HTMLElement): void;
  purge(undoId: string, where: HTMLElement): void;
}

/** The notice after a forget: Undo and Purge now while the undo lasts; what was purged once it is gone. */
export function forgetNotice(view: ForgetView, text: string, actions: ForgetNoticeActions): HTMLElement {
  const what = `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`;
  const { undoId } = view;
  return h(
    "div",
    { class: "notice", attrs: { "data-testid": "forget-notice", "data-entry-id": view.forgotten, "data-undo-id": undoId } },
    h("span", { attrs: { "data-testid": "forget-notice-text" } }, view.purged ? `Forgotten ${what}. ${purgeSummary(view.purged)}` : `Forgotten ${what}.`),
    undoId
      ? h(
          "span",
          { class: "row" },
          h(
            "button",
            {
              class: "button ghost small",
              attrs: { type: "button", "data-testid": "forget-undo" },
              on: { click: (event) => actions.undo(undoId, event.currentTarget as HTMLElement) },
            },
            "Undo",
          ),
          h(
            "button",
            {
              class: "button ghost small danger",
              attrs: { type: "button", "data-testid": "forget-purge-now", "aria-label": "Purge now: delete the passages it came from (cannot be undone)" },
              on: { click: (event) => actions.purge(undoId, event.currentTarget as HTMLElement) },
            },
            "Purge now",
          ),
        )
      : null,
  );
}
