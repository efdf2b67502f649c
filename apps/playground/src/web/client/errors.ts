import { h } from "./dom.js";

/** The words for an error: the server's own message, or what to do when the server did not answer. */
export function errorText(error: unknown): string {
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) {
    return "The playground server did not answer: check that it is still running, then try again.";
  }
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "Something went wrong; try again.";
}

const errorFor = (where: HTMLElement): HTMLElement | undefined => {
  const next = where.nextElementSibling;
  return next instanceof HTMLElement && next.dataset["errorFor"] !== undefined ? next : undefined;
};

/**
 * Shows an error next to the action that failed: an element with role="alert", placed right after
 * `where` (replacing the one already there), so each panel says what went wrong in its own place.
 */
export function showError(where: HTMLElement, error: unknown): void {
  const box = errorFor(where) ?? h("div", { class: "inline-error", attrs: { role: "alert", "data-error-for": "", "data-testid": "inline-error" } });
  box.textContent = errorText(error);
  if (!box.isConnected) where.after(box);
}

/** Removes the error `showError` placed after `where`, if any. */
export function clearError(where: HTMLElement): void {
  errorFor(where)?.remove();
}

/** Runs an action: clears `where`'s error first and shows its failure there instead of losing it in the console. */
export async function runShowingErrors(where: HTMLElement, action: () => Promise<void>): Promise<boolean> {
  clearError(where);
  try {
    await action();
    return true;
  } catch (error) {
    showError(where, error);
    return false;
  }
}
