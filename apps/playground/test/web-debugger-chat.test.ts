import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TraceView } from "../src/web/api-types.js";
import { apiCall } from "./web/api-call.js";
import { seriousViolations } from "./web/axe.js";
import { haveChromium, isCI, launchChromium, requireChromium, snapshot } from "./web/browser.js";
import {
  chooseFramework,
  expectedChips,
  frameworkLabels,
  longMessage,
  newSessionFromColumn,
  sendAndWait,
  sessionFromApi,
  settleAfter,
  showArea,
  traceFromApi,
  urlState,
} from "./web/debugger-page.js";
import { startServerProcess, type ServerProcess } from "./web/server-process.js";
import { stressNames } from "./web/stress.js";

const runs = haveChromium || isCI;
if (!runs) console.warn("SKIPPED web-debugger-chat.test.ts: /usr/bin/chromium is missing (apt-get install -y chromium). Under CI=true this fails instead.");

const viewports = [
  { name: "desktop", width: 1400, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

for (const viewport of viewports)
  for (const suite of stressNames(`memory debugger, chat side, at ${viewport.width}x${viewport.height}`)) {
    describe.skipIf(!runs)(suite, () => {
      const shot = (page: Page, name: string) => snapshot(page, `chat-${viewport.name}-${name}`);
      let dir: string;
      let server: ServerProcess;
      let browser: Browser;
      let context: BrowserContext;
      let page: Page;
      /** The three-framework session, and the trace of its first turn as the first server process served it. */
      let threeTurns: { id: string; firstTrace: TraceView } | undefined;
      const serverArgs = () => ["--store", `fs:${join(dir, "fs")}`, "--window", "2048"];
      const axeClean = async () => expect(await seriousViolations(page)).toEqual([]);

      beforeAll(async () => {
        requireChromium();
        dir = mkdtempSync(join(tmpdir(), `engram-debugger-${viewport.name}-`));
        server = await startServerProcess(serverArgs(), dir);
        browser = await launchChromium();
        context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          permissions: ["clipboard-read", "clipboard-write"],
        });
        page = await context.newPage();
        await page.goto(server.url);
        await page.locator("body[data-ready=true]").waitFor();
        // A server process and Chromium starting: a few seconds quiet, past 30 s beside a CI run's other packages.
      }, 180_000);

      afterAll(async () => {
        await browser?.close();
        await server?.stop();
        if (dir) rmSync(dir, { recursive: true, force: true });
      });

      it("puts the page state in the URL and has a favicon", { timeout: 30_000 }, async () => {
        const state = urlState(page);
        expect(state.store).toBe("fs");
        expect(state.framework).toBe("ai-sdk");
        expect(state.session).toMatch(/^s-/);
        const icon = await page.locator("link[rel=icon]").getAttribute("href");
        const response = await fetch(new URL(icon!, server.url));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^image\//);
        await shot(page, "01-empty");
        await axeClean();
      });

      it("labels each reply with the framework that answered and what memory did, under every framework", { timeout: 120_000 }, async () => {
        const turns = [
          { framework: "ai-sdk", text: "I prefer pnpm over npm for every project." },
          { framework: "langchain", text: "I prefer tabs over spaces in every file." },
          // Told in an earlier session, so recall (which leaves this session's own turns out) brings it.
          { framework: "mastra", text: "Should the new database be MySQL or Postgres?" },
          { framework: "ai-sdk", text: "Which one do I prefer, tabs or spaces?" },
        ];
        const earlier = await apiCall(server.url, "POST", "chat", {
          store: "fs",
          sessionId: "s-earlier1",
          message: "I prefer Postgres over MySQL for every database.",
        });
        expect(earlier.json).toMatchObject({ type: "done", reply: "Noted." });
        for (const turn of turns) {
          await chooseFramework(page, turn.framework);
          expect(urlState(page).framework).toBe(turn.framework);
          await sendAndWait(page, turn.text);
        }
        const id = urlState(page).session!;
        const session = await sessionFromApi(server.url, "fs", id);
        const assistants = session.messages.filter((message) => message.role === "assistant");
        expect(assistants).toHaveLength(4);
        const bubbles = page.getByTestId("message-assistant");
        for (const [index, message] of assistants.entries()) {
          const trace = session.traces.find((candidate) => candidate.id === message.traceId);
          expect(trace?.framework, `the framework on the trace of reply ${index + 1}`).toBe(turns[index]!.framework);
          const chips = await bubbles.nth(index).getByTestId("chip").allTextContents();
          expect(chips).toEqual(expectedChips(trace!));
          expect(chips[0]).toBe(frameworkLabels[turns[index]!.framework]);
          expect(chips.at(-1)).toBe("offline model");
        }
        // Times are for people: the ISO time sits in datetime, the text is "HH:MM" for today.
        const times = await page
          .locator("[data-testid=message-user] time")
          .evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.getAttribute("datetime")]));
        expect(times).toHaveLength(4);
        for (const [text, iso] of times) {
          expect(text).toMatch(/^\d\d:\d\d$/);
          expect(Number.isNaN(Date.parse(iso!))).toBe(false);
        }
        threeTurns = { id, firstTrace: await traceFromApi(server.url, "fs", id, assistants[0]!.traceId!) };
        await shot(page, "02-chips");
        await axeClean();
      });

      it("opens an earlier turn's trace: the whole prompt part by part, tools, the raw prompt, recall's contributions", { timeout: 90_000 }, async () => {
        expect(threeTurns?.id).toMatch(/^s-[0-9a-f]{8}$/);
        const session = await sessionFromApi(server.url, "fs", threeTurns!.id);
        const assistants = session.messages.filter((message) => message.role === "assistant");
        // The Mastra turn (the third of four): not the last one.
        const mastraTrace = await traceFromApi(server.url, "fs", session.id, assistants[2]!.traceId!);
        await page.getByTestId("message-assistant").nth(2).getByTestId("open-trace").click();
        const panel = page.getByTestId("trace-panel");
        await panel.locator(`xpath=self::*[@data-ready="true"][@data-trace-id="${mastraTrace.id}"]`).waitFor();
        const parts = panel.getByTestId("trace-parts").getByTestId("part");
        expect(await parts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-kind")))).toEqual(
          mastraTrace.manifest.parts.map((part) => part.kind),
        );
        expect(mastraTrace.manifest.parts.some((part) => part.kind === "tools")).toBe(true);
        // Every part opens to its whole text, however long.
        for (const [index, part] of mastraTrace.manifest.parts.entries()) {
          await parts.nth(index).locator("summary").click();
          expect(await parts.nth(index).getByTestId("part-text").textContent()).toBe(part.text);
        }
        await shot(page, "03-trace-parts");

        await panel.getByTestId("copy-raw-prompt").click();
        await panel.getByTestId("copy-status").filter({ hasText: "Copied" }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mastraTrace.rawPrompt);

        const recalled = mastraTrace.manifest.recall.items;
        expect(recalled.length).toBeGreaterThan(0);
        const items = panel.getByTestId("trace-recall").getByTestId("recall-item");
        expect(await items.count()).toBe(recalled.length);
        for (const [index, item] of recalled.entries()) {
          const shown = await items.nth(index).getByTestId("signal-contribution").allTextContents();
          expect(shown).toEqual(item.signals.map((signal) => `${signal.contribution < 0 ? "−" : "+"}${Math.abs(signal.contribution).toFixed(2)}`));
          const math = await items.nth(index).locator(".signal-math").allTextContents();
          expect(math).toEqual(item.signals.map((signal) => `${signal.weight.toFixed(2)} × ${signal.value.toFixed(2)}`));
        }
        const extracted = await panel.getByTestId("trace-extracted").locator(".daily-text").allTextContents();
        expect(extracted).toEqual(mastraTrace.extractedItems.map((item) => item.content));
        await shot(page, "04-trace-recall");
        await axeClean();
      });

      it("explains why a message was or was not recalled for that turn", { timeout: 60_000 }, async () => {
        const session = await sessionFromApi(server.url, "fs", threeTurns!.id);
        const target = session.messages[0]!;
        const traceId = await page.getByTestId("trace-panel").getAttribute("data-trace-id");
        const { json } = await apiCall(server.url, "GET", `sessions/${session.id}/traces/${traceId}/explain?store=fs&message=${target.id}`);
        const expected = json as { verdict: string; explanation: string };
        await page.getByTestId("explain-message").selectOption(target.id);
        await settleAfter(page, () => page.getByTestId("explain-button").click());
        expect(await page.getByTestId("explain-text").textContent()).toBe(expected.explanation);
        expect((await page.getByTestId("explain-verdict").textContent())!.length).toBeGreaterThan(0);
        await shot(page, "05-explain");
        await axeClean();
        await page.getByTestId("trace-close").click();
        await page.getByTestId("trace-panel").waitFor({ state: "hidden" });
      });

      it("shows a trim in the chat, the timeline and the gauge, which agree with the trim measure", { timeout: 240_000 }, async () => {
        await newSessionFromColumn(page);
        let turn = 0;
        while (!(await page.getByTestId("summary-boundary").isVisible())) {
          turn += 1;
          expect(turn, "a trim within 10 long turns in a 2,048-token window").toBeLessThanOrEqual(10);
          await sendAndWait(page, longMessage(turn));
        }
        const id = urlState(page).session!;
        const session = await sessionFromApi(server.url, "fs", id);
        // The summary covers exactly the messages the chat shows as summarized.
        expect(session.summary?.messages).toBe(session.messages.filter((message) => message.state === "summarized").length);
        expect(session.summary?.messages).toBeGreaterThan(0);
        const boundary = page.getByTestId("summary-boundary");
        expect(await boundary.locator("summary").textContent()).toBe(
          `Earlier messages are summarized: ${session.summary!.messages} ${session.summary!.messages === 1 ? "message" : "messages"}`,
        );
        // The boundary sits right after the last message the summary covers.
        const before = await boundary.evaluate((node) => node.previousElementSibling?.getAttribute("data-message-id") ?? null);
        expect(before).toBe(session.summary!.throughMessageId ?? null);
        await boundary.locator("summary").click();
        expect(await page.getByTestId("summary-text").textContent()).toBe(session.summary!.text);
        const states = await page.locator("[data-message-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-state")));
        expect(states).toEqual(session.messages.map((message) => message.state));
        expect(states).toContain("summarized");
        const tags = await page.locator("[data-state=summarized] [data-testid=message-state]").count();
        expect(tags).toBe(states.filter((state) => state === "summarized").length);
        await shot(page, "06-trimmed-chat");

        await showArea(page, "memory");
        expect(await page.getByTestId("trim-mark").count()).toBe(session.timeline.filter((point) => point.trimmed).length);
        expect(await page.getByTestId("trim-mark").count()).toBeGreaterThan(0);
        const { tokens, budget } = session.manifest!;
        const gauge = page.getByTestId("gauge");
        expect(Number(await gauge.getAttribute("data-trim-basis-after"))).toBe(tokens.trimBasisAfter);
        expect(Number(await gauge.getAttribute("data-proactive-at"))).toBe(budget.proactiveAt);
        expect(await page.getByTestId("tokens-used").textContent()).toBe(tokens.trimBasisAfter.toLocaleString("en-US"));
        const label = await page.getByTestId("trigger").textContent();
        if (tokens.trimBasis > budget.proactiveAt) {
          expect(label).toBe(`trimmed: ${tokens.trimBasis.toLocaleString("en-US")} → ${tokens.trimBasisAfter.toLocaleString("en-US")}`);
        } else {
          expect(label).toBe("no trim");
          expect(session.manifest!.trigger).toBe("none");
        }
        // What is drawn stays under the trim line once the call has trimmed.
        expect(tokens.trimBasisAfter).toBeLessThanOrEqual(budget.proactiveAt);
        await shot(page, "07-trimmed-gauge");
        await axeClean();
        await showArea(page, "chat");
      });

      it("reloads into the same session, store and framework", { timeout: 60_000 }, async () => {
        await chooseFramework(page, "langchain");
        const before = urlState(page);
        const count = await page.locator("[data-message-id]").count();
        await page.reload();
        await page.locator("body[data-ready=true]").waitFor();
        expect(urlState(page)).toEqual(before);
        expect(await page.locator("[data-message-id]").count()).toBe(count);
        expect(await page.locator('[data-framework="langchain"]').getAttribute("aria-checked")).toBe("true");
        expect(await page.getByTestId("chat-sub").textContent()).toBe(`Session ${before.session} · LangChain · files store`);
        await shot(page, "08-reloaded");
      });

      it("says so when the URL names a session the store does not have, and starts a new one on request", { timeout: 60_000 }, async () => {
        await page.goto(`${server.url}?session=s-doesnotexist&store=fs&framework=mastra`);
        await page.locator("body[data-ready=true]").waitFor();
        const missing = page.getByTestId("session-missing");
        await missing.waitFor();
        expect(await missing.locator("h2").textContent()).toBe("This session does not exist in the files store");
        await shot(page, "09-unknown-session");
        await axeClean();
        await missing.getByTestId("start-new-session").click();
        await page.locator(".welcome").waitFor();
        expect(urlState(page).session).not.toBe("s-doesnotexist");
        expect(urlState(page).framework).toBe("mastra");
      });

      it("keeps the draft and shows the error under the composer when a send fails", { timeout: 60_000 }, async () => {
        await showArea(page, "chat");
        const draft = `${"a long draft ".repeat(700)}end`;
        expect(draft.length).toBeGreaterThan(8_000);
        await page.getByTestId("message-input").fill(draft);
        await settleAfter(page, () => page.getByTestId("send").click());
        const error = page.locator("#composer + [role=alert]");
        expect(await error.textContent()).toContain("8,000 characters");
        expect(await page.getByTestId("message-input").inputValue()).toBe(draft);
        expect(await page.getByTestId("send").isEnabled()).toBe(true);
        await shot(page, "10-send-failed");
        await axeClean();
        await page.getByTestId("message-input").fill("");
      });

      it("lays the page out for its width, with every area reachable", { timeout: 60_000 }, async () => {
        const sizes = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          chat: document.querySelector("#area-chat")!.getBoundingClientRect().width,
          send: document.querySelector("[data-testid=send]")!.getBoundingClientRect().toJSON() as DOMRect,
        }));
        expect(sizes.scrollWidth).toBeLessThanOrEqual(viewport.width);
        expect(sizes.send.right).toBeLessThanOrEqual(viewport.width);
        expect(sizes.send.bottom).toBeLessThanOrEqual(viewport.height);
        const areaTabs = page.getByTestId("area-tabs");
        if (viewport.name === "phone") {
          expect(sizes.chat).toBeGreaterThanOrEqual(350);
          expect(await areaTabs.isVisible()).toBe(true);
          for (const area of ["memory", "sessions", "chat"] as const) {
            await areaTabs.locator(`[data-area="${area}"]`).click();
            for (const other of ["chat", "memory", "sessions"]) expect(await page.locator(`#area-${other}`).isVisible()).toBe(other === area);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
            await shot(page, `11-area-${area}`);
            await axeClean();
          }
          // The bottom bar is a tablist: arrow keys move along it.
          await areaTabs.locator('[data-area="chat"]').focus();
          await page.keyboard.press("ArrowRight");
          expect(await page.evaluate(() => document.activeElement?.getAttribute("data-area"))).toBe("memory");
          expect(await page.locator("#area-memory").isVisible()).toBe(true);
          await page.keyboard.press("End");
          expect(await page.evaluate(() => document.activeElement?.getAttribute("data-area"))).toBe("sessions");
          await page.keyboard.press("Home");
          expect(await page.locator("#area-chat").isVisible()).toBe(true);
        } else {
          expect(await areaTabs.isVisible()).toBe(false);
          for (const area of ["chat", "memory", "sessions"]) expect(await page.locator(`#area-${area}`).isVisible()).toBe(true);
        }
      });

      it("moves between the memory tabs with the arrow keys, Home and End", { timeout: 30_000 }, async () => {
        await showArea(page, "memory");
        await page.locator("#tab-context").click();
        await page.locator("#tab-context").focus();
        await page.keyboard.press("ArrowRight");
        const focused = () => page.evaluate(() => document.activeElement?.id);
        expect(await focused()).toBe("tab-recall");
        expect(await page.locator("#panel-recall").isVisible()).toBe(true);
        expect(await page.locator("#tab-recall").getAttribute("tabindex")).toBe("0");
        expect(await page.locator("#tab-context").getAttribute("tabindex")).toBe("-1");
        await page.keyboard.press("End");
        const last = await page.locator("#tabs [role=tab]").last().getAttribute("id");
        expect(await focused()).toBe(last);
        await page.keyboard.press("ArrowRight");
        expect(await focused()).toBe("tab-context");
        await page.keyboard.press("ArrowLeft");
        expect(await focused()).toBe(last);
        await page.keyboard.press("Home");
        expect(await focused()).toBe("tab-context");
        expect(await page.locator("#panel-context").isVisible()).toBe(true);
        await axeClean();
        await showArea(page, "chat");
      });

      it("says the server did not answer when it is gone, keeps the draft, and after a restart opens an earlier trace unchanged", {
        timeout: 120_000,
      }, async () => {
        const { id, firstTrace } = threeTurns!;
        await server.stop();
        await showArea(page, "chat");
        await page.getByTestId("message-input").fill("Is anyone there?");
        await settleAfter(page, () => page.getByTestId("send").click());
        expect(await page.locator("#composer + [role=alert]").textContent()).toContain("did not answer");
        expect(await page.getByTestId("message-input").inputValue()).toBe("Is anyone there?");

        server = await startServerProcess(serverArgs(), dir);
        await page.goto(`${server.url}?session=${id}&store=fs&framework=ai-sdk`);
        await page.locator("body[data-ready=true]").waitFor();
        await page.getByTestId("message-assistant").first().getByTestId("open-trace").click();
        const panel = page.getByTestId("trace-panel");
        await panel.locator(`xpath=self::*[@data-ready="true"][@data-trace-id="${firstTrace.id}"]`).waitFor();
        expect(await traceFromApi(server.url, "fs", id, firstTrace.id)).toEqual(firstTrace);
        const kinds = await panel
          .getByTestId("trace-parts")
          .getByTestId("part")
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-kind")));
        expect(kinds).toEqual(firstTrace.manifest.parts.map((part) => part.kind));
        await shot(page, "12-trace-after-restart");
        await axeClean();
      });
    });
  }
