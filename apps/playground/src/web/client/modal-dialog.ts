import { h } from "./dom.js";

let dialogs = 0;

/**
 * A modal <dialog> titled by `title`: the page behind it is inert (focus stays inside), Escape cancels,
 * and closing removes it and gives focus back to what had it.
 */
export function openModal(options: { title: string; testId: string; class?: string }): { dialog: HTMLDialogElement; body: HTMLElement; titleId: string } {
  const titleId = `dialog-title-${++dialogs}`;
  const body = h("div", { class: "dialog-body" });
  const dialog = h(
    "dialog",
    { class: `modal ${options.class ?? ""}`, attrs: { "aria-labelledby": titleId, "data-testid": options.testId } },
    h("h2", { class: "dialog-title", attrs: { id: titleId } }, options.title),
    body,
  );
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  dialog.addEventListener("close", () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  return { dialog, body, titleId };
}
