import { describe, expect, it } from "vitest";
import { engramErrorOf } from "../../errors.js";
import type { AdapterTurn } from "./driver.js";
import { instructions, textReply } from "./fixtures.js";
import type { AdapterHarness } from "./harness.js";

/** What the application's error says before the adapter's own hint of where a session id goes. */
const opening = "No session id for this call: pass it ";
const closing = ", or fix one when creating the adapter (sessionId).";

/** Behaviour 4: a call without a session id fails with INVALID_OPTIONS saying how to pass one; nothing reaches the model or the store. */
export function describeSessionIdConformance(harness: AdapterHarness): void {
  describe("a call without a session id", () => {
    it("fails through the framework's error path with INVALID_OPTIONS naming where the session id goes, generated and streamed", async () => {
      const { driver, store } = await harness.open();
      const turn: AdapterTurn = { userId: "ann", instructions, sends: "new-message", text: "Hi", replies: [textReply("never")] };

      for (const stream of [false, true]) {
        const error: unknown = await driver.turn({ ...turn, stream }).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        const engramError = engramErrorOf(error);
        expect(engramError?.code).toBe("INVALID_OPTIONS");
        expect(engramError?.message.startsWith(opening)).toBe(true);
        expect(engramError?.message.endsWith(closing)).toBe(true);
        // The adapter says where its framework takes the session id.
        expect(engramError!.message.length).toBeGreaterThan(opening.length + closing.length);
      }
      expect(driver.calls).toEqual([]);
      expect((await store.listSessions()).sessions).toEqual([]);
    });
  });
}
