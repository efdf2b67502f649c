import { describe, expect, it } from "vitest";
import { instructions, roleParts, systemText, text, textReply } from "./fixtures.js";
import type { AdapterHarness } from "./harness.js";

const preference = "I prefer pnpm over npm for every project.";
const question = "Should the new service use npm or pnpm?";

/** Behaviour 5: what a user said in one session is recalled in their later sessions, and never in another user's. */
export function describeCrossSessionRecallConformance(harness: AdapterHarness): void {
  describe("recall across sessions", () => {
    it("recalls a preference from an earlier session of the same user into the system text, and never into another user's session", async () => {
      const { driver } = await harness.open();
      const turn = { instructions, sends: "new-message" } as const;

      await driver.turn({ ...turn, sessionId: "monday", userId: "ann", text: preference, replies: [textReply("Noted: pnpm it is.")] });
      await driver.turn({ ...turn, sessionId: "tuesday", userId: "ann", text: question, replies: [textReply("Use pnpm.")] });
      await driver.turn({ ...turn, sessionId: "wednesday", userId: "bob", text: question, replies: [textReply("Either works.")] });

      const [, ann, bob] = driver.calls;
      const annSystem = systemText(ann!);
      expect(annSystem.startsWith(`${instructions}\n\n`)).toBe(true);
      const memoryBlock = annSystem.slice(annSystem.indexOf('<engram-memory data-engram="recalled">'), annSystem.indexOf("</engram-memory>"));
      // The fact extracted from Ann's turn, written by her, rendered as a memory line with its date (the
      // date the framework stamped on her message, when it stamps one).
      expect(memoryBlock.split("\n").filter((line) => line.includes("pnpm over npm"))).toEqual([
        expect.stringMatching(/^- \[\d{4}-\d{2}-\d{2}, just now\] User prefers pnpm over npm for every project\.$/),
      ]);
      expect(roleParts(ann!.messages)).toEqual([{ role: "user", parts: [text(question)] }]);

      // Bob's session gets the application's instructions and his question, nothing of Ann's.
      expect(bob!.system).toEqual([instructions]);
      expect(roleParts(bob!.messages)).toEqual([{ role: "user", parts: [text(question)] }]);
    });
  });
}
