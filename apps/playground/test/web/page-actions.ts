import type { Page } from "playwright-core";

/** Sends a message through the composer; resolves with the agent's reply once it is on the page. */
export async function sendMessage(page: Page, text: string): Promise<string> {
  const replies = page.getByTestId("message-assistant");
  const before = await replies.count();
  await page.getByTestId("message-input").fill(text);
  await page.getByTestId("send").click();
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll("[data-testid=message-assistant]").length > count &&
      !document.querySelector("[data-testid=typing]") &&
      document.body.dataset["busy"] === undefined,
    before,
  );
  return (await replies.last().locator(".bubble-text").textContent()) ?? "";
}

/** Starts a new session and waits until the page shows it empty. */
export async function startNewSession(page: Page): Promise<void> {
  const current = await page.getByTestId("chat-sub").textContent();
  await page.getByTestId("new-session").click();
  await page.waitForFunction((before) => document.querySelector("[data-testid=chat-sub]")?.textContent !== before, current);
  await page.locator(".welcome").waitFor();
}

export async function selectFramework(page: Page, framework: string): Promise<void> {
  await page.locator(`[data-framework="${framework}"]`).click();
  await page.locator(`[data-framework="${framework}"][aria-checked="true"]`).waitFor();
}

export async function openTab(page: Page, tab: "context" | "recall" | "entries" | "daily"): Promise<void> {
  await page.locator(`[data-tab="${tab}"]`).click();
  await page.locator(`[data-panel="${tab}"]`).waitFor({ state: "visible" });
}
