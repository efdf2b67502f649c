import type { Page } from "playwright-core";
import type { SessionView, TraceSummary, TraceView } from "../../src/web/api-types.js";
import { apiCall } from "./api-call.js";

export const frameworkLabels: Readonly<Record<string, string>> = { "ai-sdk": "Vercel AI SDK", langchain: "LangChain", mastra: "Mastra" };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The chips the contract's TraceSummary must put on its reply, in order (the page's spec, written out again). */
export function expectedChips(trace: TraceSummary): string[] {
  const chips = [frameworkLabels[trace.framework] ?? trace.framework, `${trace.tokens.toLocaleString("en-US")} tokens`];
  chips.push(trace.recalled === 0 ? "recalled nothing" : `recalled ${trace.recalled} (${trace.recalledLongTerm} long-term)`);
  if (trace.extracted > 0) chips.push(`+${plural(trace.extracted, "fact", "facts")}`);
  if (trace.droppedNow > 0) chips.push(`trimmed: ${plural(trace.droppedNow, "message", "messages")} summarized`);
  if (trace.attempt > 0) chips.push(`retry ${trace.attempt}`);
  if (trace.offlineModel) chips.push("offline model");
  return chips;
}

/** The session id, store and framework the address names. */
export function urlState(page: Page): { session: string | null; store: string | null; framework: string | null } {
  const params = new URL(page.url()).searchParams;
  return { session: params.get("session"), store: params.get("store"), framework: params.get("framework") };
}

export async function sessionFromApi(serverUrl: string, store: string, id: string): Promise<SessionView> {
  const { status, json } = await apiCall(serverUrl, "GET", `sessions/${id}?store=${store}`);
  if (status !== 200) throw new Error(`GET session ${id}: ${status} ${JSON.stringify(json)}`);
  return json as SessionView;
}

export async function traceFromApi(serverUrl: string, store: string, sessionId: string, traceId: string): Promise<TraceView> {
  const { status, json } = await apiCall(serverUrl, "GET", `sessions/${sessionId}/traces/${traceId}?store=${store}`);
  if (status !== 200) throw new Error(`GET trace ${traceId}: ${status} ${JSON.stringify(json)}`);
  return json as TraceView;
}

/** On a phone, brings one of the three areas forward through the bottom tab bar; on a desktop all three show. */
export async function showArea(page: Page, area: "chat" | "memory" | "sessions"): Promise<void> {
  const tab = page.locator(`[role=tab][data-area="${area}"]`);
  if (!(await tab.isVisible())) return;
  await tab.click();
  await page.locator(`#area-${area}`).waitFor({ state: "visible" });
}

/**
 * Does `action` and waits until the page has finished what it started: it went busy (a request or a
 * chat turn in flight) and idle again. The page counts its idle moments in `body[data-settled]`, so an
 * earlier idle moment never passes for this one.
 */
export async function settleAfter(page: Page, action: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(() => Number(document.body.dataset["settled"] ?? 0));
  await action();
  await page.waitForFunction((count) => Number(document.body.dataset["settled"] ?? 0) > count && document.body.dataset["busy"] === undefined, before);
}

/** Sends a message and waits until the stored reply (with its chips) is on the page. */
export async function sendAndWait(page: Page, text: string): Promise<void> {
  await showArea(page, "chat");
  const before = await page.getByTestId("message-assistant").count();
  await page.getByTestId("message-input").fill(text);
  await page.getByTestId("send").click();
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll("[data-testid=message-assistant]").length > count &&
      !document.querySelector("[data-testid=typing]") &&
      document.body.dataset["busy"] === undefined &&
      (document.querySelector<HTMLTextAreaElement>("[data-testid=message-input]")?.value ?? "x") === "",
    before,
  );
}

export async function newSessionFromColumn(page: Page): Promise<void> {
  const before = urlState(page).session;
  await showArea(page, "sessions");
  await page.getByTestId("new-session").click();
  await page.waitForFunction((id) => new URL(location.href).searchParams.get("session") !== id, before);
  await showArea(page, "chat");
  await page.locator(".welcome").waitFor();
}

export async function chooseFramework(page: Page, framework: string): Promise<void> {
  await page.locator(`[data-framework="${framework}"]`).click();
  await page.locator(`[data-framework="${framework}"][aria-checked="true"]`).waitFor();
}

/** A message long enough to fill a small window in a few turns. */
export const longMessage = (turn: number): string =>
  `Turn ${turn} notes: ` +
  Array.from({ length: 30 }, (_, index) => `the release checklist item ${turn}.${index} covers migrations, flags and dashboards`).join("; ") +
  ".";
