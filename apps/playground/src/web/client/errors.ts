import { h } from "./dom.js";

/** The message a person reads: the server's plain words, or the error's own message. */
function plainWords(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "Something went wrong; try again.";
}

const errorFor = (where: HTMLElement): HTMLElement | undefined => {
  const next = where.nextElementSibling;
  return next instanceof HTMLElement && next.dataset["errorFor"] !== undefined ? next : undefined;
};

/** Shows what failed right after the control (or block) whose action failed, as an alert. */
export function showError(where: HTMLElement, error: unknown): void {
  const box = errorFor(where) ?? h("div", { class: "inline-error", attrs: { role: "alert", "data-error-for": "", "data-testid": "inline-error" } });
  box.textContent = plainWords(error);
  if (!box.isConnected) where.after(box);
}

/** Removes the error `showError` placed after `where`, if any. */
export function clearError(where: HTMLElement): void {
  errorFor(where)?.remove();
}
