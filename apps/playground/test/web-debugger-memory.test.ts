import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EntryRecord } from "@engram/core";
import type { DailyRecord } from "@engram/core/store";
import { openFsStore } from "@engram/store-fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./web/axe.js";
import { haveChromium, isCI, launchChromium, requireChromium, snapshot } from "./web/browser.js";
import { newSessionFromColumn, sendAndWait, showArea, urlState } from "./web/debugger-page.js";
import { startServerProcess, type ServerProcess } from "./web/server-process.js";
import { stressNames } from "./web/stress.js";

const runs = haveChromium || isCI;
if (!runs) console.warn("SKIPPED web-debugger-memory.test.ts: /usr/bin/chromium is missing (apt-get install -y chromium). Under CI=true this fails instead.");

const viewports = [
  { name: "desktop", width: 1400, height: 900 },
  { name: "mobile", width: 390, height: 844 },
] as const;

const scope = { user: "you" };

/** A change as the review dialog lists it. */
interface ListedChange {
  action: string;
  key: string | null;
  entryId: string | null;
  before: string | null;
  after: string | null;
}

for (const suite of stressNames("memory debugger in a browser"))
  describe.skipIf(!runs)(suite, () => {
    describe.each(viewports)("at $width x $height", (viewport) => {
      let dir: string;
      let server: ServerProcess;
      let browser: Browser;
      let page: Page;
      const sessions: Record<"npm" | "postgres" | "pnpm", string> = { npm: "", postgres: "", pnpm: "" };
      /** The plan the first test applied: its notice, with its Undo, stays until the next apply. */
      let firstPlanId = "";
      const shot = (name: string) => snapshot(page, `memory-${viewport.name}-${name}`);

      /** Every entry and daily record of the user, by id: what undo must give back exactly. */
      async function readMemory(): Promise<{ entries: EntryRecord[]; daily: DailyRecord[] }> {
        const store = await openFsStore({ root: join(dir, "fs") });
        try {
          const entries = (await store.query({ kind: "entry", scope, scopeMode: "exact", limit: 500 })).records;
          const daily = (await store.query({ kind: "daily", scope, scopeMode: "exact", limit: 500 })).records;
          const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
          return { entries: [...entries].sort(byId), daily: [...daily].sort(byId) };
        } finally {
          await store.close();
        }
      }

      async function readStore<T>(read: (store: Awaited<ReturnType<typeof openFsStore>>) => Promise<T>): Promise<T> {
        const store = await openFsStore({ root: join(dir, "fs") });
        try {
          return await read(store);
        } finally {
          await store.close();
        }
      }

      async function openInspectorTab(tab: "entries" | "daily" | "memory-index"): Promise<void> {
        await showArea(page, "memory");
        await page.locator(`[data-tab="${tab}"]`).click();
        await page.locator(`[data-panel="${tab}"]`).waitFor({ state: "visible" });
      }

      async function tell(text: string): Promise<string> {
        await sendAndWait(page, text);
        expect(await page.getByTestId("message-assistant").last().locator(".bubble-text").textContent()).toBe("Noted.");
        return urlState(page).session ?? "";
      }

      async function newSession(): Promise<void> {
        await newSessionFromColumn(page);
      }

      /**
       * Waits for `target`, or for an error the page shows next to a control (a failed API call, in the
       * server's words); the latter fails the test with those words instead of a timeout.
       */
      async function waitForOrError(target: ReturnType<Page["locator"]>): Promise<void> {
        const error = page.getByTestId("inline-error").first();
        await target.or(error).first().waitFor();
        if (!(await target.first().isVisible()) && (await error.isVisible())) throw new Error(`The page shows an error: ${await error.textContent()}`);
      }

      async function expectAccessible(): Promise<void> {
        expect(await seriousViolations(page)).toEqual([]);
      }

      /** The entry card whose own text (not a "superseded by" link) says `text`. */
      const entryCard = (text: string) => page.getByTestId("entry").filter({ has: page.locator(".entry-text", { hasText: text }) });
      const dialog = (testId: string) => page.getByTestId(testId);

      /** What the open review dialog lists, read from the DOM. */
      async function listedChanges(): Promise<ListedChange[]> {
        return page.getByTestId("consolidation-change").evaluateAll((items) =>
          items.map((item) => ({
            action: item.getAttribute("data-action") ?? "",
            key: item.getAttribute("data-key"),
            entryId: item.getAttribute("data-entry-id"),
            before: item.querySelector("[data-testid=diff-before] .diff-text")?.textContent ?? null,
            after: item.querySelector("[data-testid=diff-after] .diff-text")?.textContent ?? null,
          })),
        );
      }

      /** Opens the review of a new consolidation; resolves with the id of the plan it shows. */
      async function previewConsolidation(): Promise<string> {
        await openInspectorTab("entries");
        await page.getByTestId("consolidate").click();
        await waitForOrError(dialog("consolidation-dialog").locator("xpath=self::*[@data-plan-id]"));
        return (await dialog("consolidation-dialog").getAttribute("data-plan-id"))!;
      }

      /**
       * The notice of the apply of `planId` in `state` (applied, or undone), once the page has also finished
       * refreshing its panels. The page shows it only after the server answered that apply, which it does
       * after the writes are stored; an earlier apply's notice (with its own Undo) never matches.
       */
      async function consolidationNotice(planId: string, state: "applied" | "undone") {
        const notice = page.locator(`[data-testid=consolidation-notice][data-plan-id="${planId}"][data-state=${state}]`);
        await waitForOrError(notice);
        await settled();
        return notice;
      }

      /** Waits until no request of the page is in flight. */
      const settled = () => page.waitForFunction(() => document.body.dataset["busy"] === undefined);

      /** Applies the plan the review shows, and waits for its notice. */
      async function applyConsolidation(planId: string) {
        await page.getByTestId("consolidation-apply").click();
        return consolidationNotice(planId, "applied");
      }

      beforeAll(async () => {
        requireChromium();
        dir = mkdtempSync(join(tmpdir(), "engram-memory-debugger-"));
        server = await startServerProcess(["--store", `fs:${join(dir, "fs")}`], dir);
        browser = await launchChromium();
        page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
        await page.goto(server.url);
        await page.locator("body[data-ready=true]").waitFor();
        // A server process and Chromium starting: a few seconds quiet, past 30 s beside a CI run's other packages.
      }, 180_000);

      afterAll(async () => {
        await browser?.close();
        await server?.stop();
        if (dir) rmSync(dir, { recursive: true, force: true });
      });

      it("reviews a first consolidation of told preferences and writes what it listed", { timeout: 120_000 }, async () => {
        sessions.npm = await tell("I prefer npm for every project.");
        await tell("I prefer tabs over spaces in every file.");
        await newSession();
        sessions.postgres = await tell("I prefer Postgres over MySQL for every database.");

        const planId = await previewConsolidation();
        const listed = await listedChanges();
        expect(
          listed
            .filter((change) => change.action === "created")
            .map((change) => change.after)
            .sort(),
        ).toEqual([
          "User prefers Postgres over MySQL for every database.",
          "User prefers npm for every project.",
          "User prefers tabs over spaces in every file.",
        ]);
        // A created entry's diff is all added words.
        expect(await page.getByTestId("consolidation-change").filter({ hasText: "npm for every" }).getByTestId("diff-added").allTextContents()).toEqual([
          "User prefers npm for every project.",
        ]);
        expect(await page.getByTestId("consolidation-counts").textContent()).toMatch(/3 created/);
        await expectAccessible();
        await shot("01-first-preview");

        const notice = await applyConsolidation(planId);
        firstPlanId = planId;
        expect(await page.getByTestId("entry-count").textContent()).toBe("3");
        expect(await notice.getByTestId("consolidation-notice-text").textContent()).toBe(
          `Consolidated: ${listed.length} change${listed.length === 1 ? "" : "s"}`,
        );
        const { entries } = await readMemory();
        expect(entries.map((entry) => entry.content).sort()).toEqual(
          listed
            .filter((change) => change.after !== null)
            .map((change) => change.after)
            .sort(),
        );
        await expectAccessible();
        await shot("02-first-applied");
      });

      it("previews a changed preference as a supersede with its word diff, applies it as listed, and undoes it exactly", { timeout: 120_000 }, async () => {
        await newSession();
        sessions.pnpm = await tell("I prefer pnpm for every project.");
        const before = await readMemory();

        const planId = await previewConsolidation();
        const listed = await listedChanges();
        const superseded = listed.find((change) => change.action === "superseded");
        expect(superseded).toMatchObject({ before: "User prefers npm for every project.", after: "User prefers pnpm for every project." });
        const item = page.locator("[data-testid=consolidation-change][data-action=superseded]");
        expect(await item.getByTestId("change-reason").textContent()).toMatch(/npm → pnpm/);
        expect(await item.getByTestId("diff-removed").allTextContents()).toEqual(["npm "]);
        expect(await item.getByTestId("diff-added").allTextContents()).toEqual(["pnpm "]);
        await expectAccessible();
        await shot("03-supersede-preview");

        // The apply is held in the browser until the checks below are done: what the page shows while the
        // server has not answered yet. The first consolidation's notice, with its Undo, is still on the page
        // (an Undo is there, but not this apply's), and the store does not hold the new value yet.
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const arrived = new Promise<void>((resolve) =>
          page.route("**/api/consolidate/apply", async (route) => {
            resolve();
            await released;
            await route.continue();
          }),
        );
        await page.getByTestId("consolidation-apply").click();
        await arrived;
        expect(await page.evaluate(() => document.body.dataset["busy"])).toBe("true");
        expect(
          await page.locator("[data-testid=consolidation-undo]").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-plan-id"))),
        ).toEqual([firstPlanId]);
        expect(await page.locator(`[data-testid=consolidation-notice][data-plan-id="${planId}"]`).count()).toBe(0);
        expect((await readMemory()).entries.some((entry) => entry.content === "User prefers pnpm for every project.")).toBe(false);
        release();
        const notice = await consolidationNotice(planId, "applied");
        await page.unroute("**/api/consolidate/apply");
        const after = await readMemory();
        const current = after.entries.filter((entry) => entry.supersededBy === undefined);
        // Every text the review said an entry would have after the change is in the store, under its key.
        for (const planned of listed.filter((change) => change.after !== null && change.action !== "superseded")) {
          const entry = after.entries.find((candidate) => candidate.content === planned.after);
          expect(entry?.content, `an entry holding "${planned.after}"`).toBe(planned.after);
          if (planned.key) expect(entry!.key).toBe(planned.key);
        }
        // The superseded value is kept, linked to the entry now holding the new one.
        const old = after.entries.find((entry) => (superseded!.entryId ? entry.id === superseded!.entryId : entry.content === superseded!.before));
        expect(old?.content).toBe("User prefers npm for every project.");
        const newer = after.entries.find((entry) => entry.id === old?.supersededBy);
        expect(newer?.content).toBe("User prefers pnpm for every project.");
        expect(newer?.supersedes).toBe(old?.id);
        expect(current.map((entry) => entry.content).sort()).toEqual([
          "User prefers Postgres over MySQL for every database.",
          "User prefers pnpm for every project.",
          "User prefers tabs over spaces in every file.",
        ]);
        await expectAccessible();
        await shot("04-supersede-applied");

        await notice.getByTestId("consolidation-undo").click();
        const undone = await consolidationNotice(planId, "undone");
        expect(await undone.getByTestId("consolidation-notice-text").textContent()).toMatch(/^Consolidation undone: \d+ records? restored\.$/);
        expect(await page.getByTestId("consolidation-undo").count()).toBe(0);
        expect(await readMemory()).toEqual(before);
        await expectAccessible();
        await shot("05-consolidation-undone");

        // Apply it again for the checks below; the notice is replaced by the new one, with its own undo.
        await applyConsolidation(await previewConsolidation());
      });

      it("shows superseded entries muted with the entry that replaced them", { timeout: 60_000 }, async () => {
        await openInspectorTab("entries");
        expect(await page.locator("[data-testid=entry][data-superseded=true]").count()).toBe(0);
        await page.getByTestId("show-superseded").check();
        const old = page.locator("[data-testid=entry][data-superseded=true]");
        await waitForOrError(old);
        expect(await old.locator(".entry-text").textContent()).toBe("User prefers npm for every project.");
        expect(await old.getByTestId("superseded-by-link").textContent()).toBe("“User prefers pnpm for every project.”");
        const { entries } = await readMemory();
        const oldRecord = entries.find((entry) => entry.content === "User prefers npm for every project.")!;
        expect(await old.getAttribute("data-entry-id")).toBe(oldRecord.id);
        expect(await old.getByTestId("superseded-by-link").getAttribute("data-entry-id")).toBe(oldRecord.supersededBy);
        await expectAccessible();
        await shot("06-show-superseded");
      });

      it("opens an entry's history: its events, its supersede chain, and the session it came from", { timeout: 60_000 }, async () => {
        const { entries } = await readMemory();
        const newer = entries.find((entry) => entry.content === "User prefers pnpm for every project.")!;
        const older = entries.find((entry) => entry.content === "User prefers npm for every project.")!;

        await entryCard("User prefers pnpm for every project.").getByTestId("entry-history-button").click();
        const history = page.locator(`[data-testid=entry-history][data-entry-id="${newer.id}"]`);
        await waitForOrError(history);
        expect((await history.getByTestId("history-event").evaluateAll((items) => items.map((item) => item.getAttribute("data-kind")))).sort()).toEqual([
          "distilled",
          "supersedes",
        ]);
        expect(await history.locator("[data-kind=distilled] [data-testid=history-event-text]").textContent()).toBe("User prefers pnpm for every project.");
        expect(await history.getByTestId("chain-item").evaluateAll((items) => items.map((item) => item.getAttribute("data-entry-id")))).toEqual([
          newer.id,
          older.id,
        ]);
        expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("history-title");
        await expectAccessible();
        await shot("07-history-newer");

        await history.getByTestId("chain-link").click();
        const olderHistory = page.locator(`[data-testid=entry-history][data-entry-id="${older.id}"]`);
        await waitForOrError(olderHistory);
        expect((await olderHistory.getByTestId("history-event").evaluateAll((items) => items.map((item) => item.getAttribute("data-kind")))).sort()).toEqual([
          "distilled",
          "superseded",
        ]);
        expect(older.provenance.sessionId).toBe(sessions.npm);
        await expectAccessible();
        await shot("08-history-older");

        await olderHistory.getByTestId("history-session").click();
        // The page opens that session, and on a phone brings the chat forward.
        await page.waitForFunction((id) => new URL(location.href).searchParams.get("session") === id, sessions.npm);
        await page.locator("#area-chat").waitFor({ state: "visible" });
        await page.getByTestId("message-user").filter({ hasText: "I prefer npm for every project." }).waitFor();

        await openInspectorTab("entries");
        await page.getByTestId("history-back").click();
        await page.getByTestId("entry-search").waitFor();
      });

      it("asks before forgetting, changes nothing on cancel, and undoes a forget to the exact record", { timeout: 90_000 }, async () => {
        await openInspectorTab("entries");
        const original = await readMemory();
        const tabs = original.entries.find((entry) => entry.content === "User prefers tabs over spaces in every file.")!;

        await entryCard("tabs over spaces").getByTestId("entry-forget").click();
        const forget = dialog("forget-dialog");
        await forget.waitFor();
        expect(await forget.getAttribute("aria-labelledby")).toBeTruthy();
        expect(await page.evaluate(() => (document.querySelector("[data-testid=forget-dialog]") as HTMLDialogElement).open)).toBe(true);
        expect(await forget.getByTestId("forget-purge").isChecked()).toBe(false);
        expect(
          await forget
            .locator("label")
            .filter({ has: page.getByTestId("forget-purge") })
            .textContent(),
        ).toBe("Also purge the passages it came from (cannot be undone)");
        await expectAccessible();
        await shot("09-forget-dialog");
        await forget.getByTestId("forget-cancel").click();
        await forget.waitFor({ state: "detached" });

        await entryCard("tabs over spaces").getByTestId("entry-forget").click();
        await forget.waitFor();
        await page.keyboard.press("Escape");
        await forget.waitFor({ state: "detached" });
        expect(await readMemory()).toEqual(original);

        await entryCard("tabs over spaces").getByTestId("entry-forget").click();
        await forget.getByTestId("forget-confirm").click();
        await waitForOrError(page.locator(`[data-testid=forget-notice][data-entry-id="${tabs.id}"] [data-testid=forget-undo]`));
        await settled();
        await forget.waitFor({ state: "detached" });
        expect(await entryCard("tabs over spaces").count()).toBe(0);
        expect(await readStore((store) => store.get("entry", tabs.id))).toBeUndefined();
        await expectAccessible();
        await shot("10-forgotten");

        await page.getByTestId("forget-undo").click();
        await waitForOrError(entryCard("tabs over spaces"));
        await settled();
        expect(await readStore((store) => store.get("entry", tabs.id))).toEqual(tabs);
        await expectAccessible();
        await shot("11-forget-undone");
      });

      it("forgets and purges: undo is gone and the passages are redacted in the store", { timeout: 90_000 }, async () => {
        await openInspectorTab("entries");
        await entryCard("tabs over spaces").getByTestId("entry-forget").click();
        await dialog("forget-dialog").getByTestId("forget-confirm").click();
        await page.getByTestId("forget-purge-now").click();
        await waitForOrError(page.getByTestId("forget-notice-text").filter({ hasText: "Purged" }));
        await settled();
        expect(await page.getByTestId("forget-undo").count()).toBe(0);
        const { events, daily } = await readStore(async (store) => ({
          events: await store.readEvents(sessions.npm),
          daily: (await store.query({ kind: "daily", scope, scopeMode: "exact", limit: 500 })).records,
        }));
        expect(events.length).toBeGreaterThan(0);
        expect(JSON.stringify(events)).not.toMatch(/tabs over spaces/i);
        expect(JSON.stringify(daily)).not.toMatch(/tabs over spaces/i);
        expect(JSON.stringify(events)).toMatch(/I prefer npm for every project\./);
        await expectAccessible();
        await shot("12-purged");
      });

      it("shows MEMORY.md exactly as the store's index holds it, fenced for injection", { timeout: 60_000 }, async () => {
        await openInspectorTab("memory-index");
        const index = await readStore(async (store) => (await store.query({ kind: "index", scope, scopeMode: "exact", limit: 1 })).records[0]);
        expect(index?.content).toMatch(/pnpm/);
        await page.waitForFunction(
          (content) => document.querySelector("[data-testid=memory-index-text]")?.textContent?.includes(content) === true,
          index!.content,
        );
        expect(await page.getByTestId("memory-index-text").textContent()).not.toMatch(/tabs over spaces/);
        expect(await page.getByTestId("memory-index-stats").textContent()).toMatch(/^\d+ tokens · \d+ lines?/);
        await expectAccessible();
        await shot("13-memory-index");
      });

      it("says next to Apply when the memory changed after the preview, and previews again", { timeout: 90_000 }, async () => {
        await newSession();
        await tell("I prefer Vitest over Jest for every test suite.");
        await previewConsolidation();
        expect((await listedChanges()).map((change) => change.after)).toContain("User prefers Vitest over Jest for every test suite.");

        const { entries } = await readMemory();
        const postgres = entries.find((entry) => entry.content.startsWith("User prefers Postgres"))!;
        const status = await page.evaluate(async (id) => {
          const response = await fetch(`/api/entries/${encodeURIComponent(id)}`, {
            method: "PATCH",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ content: "User prefers Postgres 16 over MySQL for every database." }),
          });
          return response.status;
        }, postgres.id);
        expect(status).toBe(200);

        const refused = page.waitForResponse((response) => response.url().endsWith("/api/consolidate/apply"));
        await page.getByTestId("consolidation-apply").click();
        const response = await refused;
        expect({ status: response.status(), code: ((await response.json()) as { error?: { code?: string } }).error?.code }).toEqual({
          status: 409,
          code: "CHANGED_SINCE_PREVIEW",
        });
        const message = dialog("consolidation-dialog").locator(".dialog-actions + [role=alert]");
        await message.waitFor();
        expect(await message.textContent()).toMatch(/changed/i);
        expect(await page.getByTestId("consolidation-apply").isDisabled()).toBe(true);
        await expectAccessible();
        await shot("14-changed-since-preview");

        await page.getByTestId("consolidation-preview-again").click();
        await message.waitFor({ state: "detached" });
        // The new preview arrives after the message goes: Apply comes back with it.
        await page.locator("[data-testid=consolidation-apply]:not([disabled])").waitFor();
        await page.getByTestId("consolidation-cancel").click();
        await dialog("consolidation-dialog").waitFor({ state: "detached" });
        expect((await readMemory()).entries.some((entry) => entry.content.includes("Vitest"))).toBe(false);
      });
    });
  });
