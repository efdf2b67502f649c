import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openFsStore } from "@engram/store-fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haveChromium, isCI, launchChromium, requireChromium, snapshot } from "./web/browser.js";
import { openTab, selectFramework, sendMessage, startNewSession } from "./web/page-actions.js";
import { startServerProcess, type ServerProcess } from "./web/server-process.js";

const runs = haveChromium || isCI;
if (!runs) console.warn("SKIPPED web.test.ts: /usr/bin/chromium is missing (apt-get install -y chromium). Under CI=true this fails instead.");

/** One fact told in a session and asked about in the next, per framework. */
const flows = [
  { framework: "ai-sdk", fact: "I prefer pnpm over npm for every project.", question: "Should the new service use npm or pnpm?", gist: "pnpm over npm" },
  { framework: "langchain", fact: "I prefer tabs over spaces in every file.", question: "Should the new file use tabs or spaces?", gist: "tabs over spaces" },
  {
    framework: "mastra",
    fact: "I prefer Postgres over MySQL for every database.",
    question: "Should the new database be MySQL or Postgres?",
    gist: "Postgres over MySQL",
  },
] as const;

describe.skipIf(!runs)("web playground in a browser", () => {
  let dir: string;
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let pageHeaders: Record<string, string> = {};
  /** What Chromium reports refusing under the page's Content-Security-Policy, over the whole run. */
  const policyViolations: string[] = [];

  beforeAll(async () => {
    requireChromium();
    dir = mkdtempSync(join(tmpdir(), "engram-web-"));
    server = await startServerProcess(["--store", `fs:${join(dir, "fs")}`], dir);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|Trusted Type/i.test(message.text())) policyViolations.push(message.text());
    });
    pageHeaders = (await page.goto(server.url))?.headers() ?? {};
    await page.locator("body[data-ready=true]").waitFor();
    // A server process and Chromium starting: a few seconds quiet, past 30 s beside a CI run's other packages.
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("labels the offline model on the page", async () => {
    expect(await page.getByTestId("model-badge").textContent()).toBe("Offline model: deterministic, answers only from memory");
    await snapshot(page, "01-empty");
  });

  it("recalls a fact told in one session when asked in a new one, with each framework", async () => {
    for (const [index, flow] of flows.entries()) {
      await selectFramework(page, flow.framework);
      await startNewSession(page);
      expect(await sendMessage(page, flow.fact)).toBe("Noted.");
      if (index === 0) await snapshot(page, "02-fact-told");

      await startNewSession(page);
      const answer = await sendMessage(page, flow.question);
      expect(answer).toContain(flow.gist);
      expect(answer.startsWith("From memory:")).toBe(true);

      await openTab(page, "recall");
      const item = page.getByTestId("recall-item").filter({ hasText: flow.gist }).first();
      await item.waitFor();
      expect(await item.getByTestId("recall-score").textContent()).toMatch(/^score \d+\.\d\d$/);
      expect(await item.getByTestId("recall-tokens").textContent()).toMatch(/^\d+ tok$/);
      await snapshot(page, `03-recall-${flow.framework}`);
    }
    await openTab(page, "context");
    const parts = await page.getByTestId("context-parts").locator(".kind").allTextContents();
    // The last flow ran under Mastra, whose agent offers Engram's three memory tools: each is its own part.
    expect(parts).toEqual(["instructions", "memory", "message", "tools", "tools", "tools"]);
    await snapshot(page, "04-context");
    await openTab(page, "daily");
    expect(await page.getByTestId("daily-item").count()).toBe(3);
    await snapshot(page, "05-daily-log");
  }, 60_000);

  it("pins, edits and forgets long-term entries through the page, and the store changes", async () => {
    await openTab(page, "entries");
    await page.getByTestId("consolidate").click();
    await page.getByTestId("consolidation-apply").click();
    await page.locator("[data-testid=entry-count]", { hasText: "3" }).waitFor();
    await snapshot(page, "06-entries-consolidated");

    const pnpm = page.getByTestId("entry").filter({ hasText: "pnpm" });
    await pnpm.getByTestId("entry-pin").click();
    await page.getByTestId("entry").filter({ hasText: "pnpm" }).getByTestId("pinned-badge").waitFor();

    await page.getByTestId("entry").filter({ hasText: "tabs" }).getByTestId("entry-forget").click();
    await page.getByTestId("forget-confirm").click();
    await page.locator("[data-testid=entry-count]", { hasText: "2" }).waitFor();

    const postgres = page.getByTestId("entry").filter({ hasText: "Postgres" });
    await postgres.getByTestId("entry-edit-button").click();
    await page.getByTestId("entry-edit").fill("User prefers Postgres 16 over MySQL for every database.");
    await page.getByTestId("entry-save").click();
    await page.getByTestId("entry").filter({ hasText: "Postgres 16" }).waitFor();
    await snapshot(page, "07-entries-pinned-edited-forgotten");

    const store = await openFsStore({ root: join(dir, "fs") });
    try {
      const { records } = await store.query({ kind: "entry", scope: { user: "you" }, scopeMode: "exact" });
      const seen = records
        .map((entry) => ({ content: entry.content, pinned: entry.pinned, revisions: entry.revisions.map((revision) => revision.content) }))
        .sort((a, b) => a.content.localeCompare(b.content));
      expect(seen).toEqual([
        { content: "User prefers pnpm over npm for every project.", pinned: true, revisions: [] },
        {
          content: "User prefers Postgres 16 over MySQL for every database.",
          pinned: false,
          revisions: ["User prefers Postgres over MySQL for every database."],
        },
      ]);
    } finally {
      await store.close();
    }
  });

  it("finds a fact across sessions and resumes the session it came from", async () => {
    await page.locator("#session-query").fill("pnpm");
    await page.locator("#session-query").press("Enter");
    const hit = page.getByTestId("session-hit").filter({ hasText: "· user" }).filter({ hasText: "I prefer pnpm over npm" });
    await hit.waitFor();
    await snapshot(page, "08-session-search");
    await hit.click();
    await page.getByTestId("message-user").filter({ hasText: "I prefer pnpm over npm for every project." }).waitFor();
    expect(await page.getByTestId("message-assistant").locator(".bubble-text").allTextContents()).toEqual(["Noted."]);
    await snapshot(page, "09-session-resumed");
  });

  it("runs every flow above under its Content-Security-Policy, with no violation", { timeout: 60_000 }, async () => {
    expect(pageHeaders["content-security-policy"]).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'",
    );
    await startNewSession(page);
    expect(await sendMessage(page, "Which database do we use, Postgres or MySQL?")).toMatch(/^From memory: /);
    await openTab(page, "recall");
    const widths = await page.locator(".signal-fill").evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).style.width));
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((width) => !/^\d+%$/.test(width))).toEqual([]);
    expect(policyViolations).toEqual([]);
  });
});
