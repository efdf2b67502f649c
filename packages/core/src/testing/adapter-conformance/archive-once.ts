import { describe, expect, it } from "vitest";
import { archivedMessages } from "../archived-messages.js";
import { fileContents, instructions, readFileTool, roleParts, text, textReply, toolCallReply } from "./fixtures.js";
import type { AdapterHarness } from "./harness.js";

const readCall = (toolCallId: string, path: string) => ({ type: "tool-call" as const, toolCallId, toolName: "read_file", input: { path } });
const readResult = (toolCallId: string, path: string) => ({ type: "tool-result" as const, toolCallId, toolName: "read_file", output: fileContents(path) });

/** Behaviour 1: every message is archived exactly once, however often the framework re-sends it. */
export function describeArchiveOnceConformance(harness: AdapterHarness): void {
  describe("archiving", () => {
    it("archives each message once across re-sent histories and tool loops, generated and streamed", async () => {
      const { driver, store } = await harness.open();
      const turn = { sessionId: "archive", userId: "ann", instructions, tools: [readFileTool], sends: "whole-history" } as const;

      const first = await driver.turn({
        ...turn,
        text: "What does src/a.ts export?",
        replies: [toolCallReply("call-1", "read_file", { path: "src/a.ts" }), textReply("src/a.ts exports main.")],
      });
      const second = await driver.turn({
        ...turn,
        stream: true,
        text: "And src/b.ts?",
        replies: [toolCallReply("call-2", "read_file", { path: "src/b.ts" }), textReply("src/b.ts exports main too.")],
      });
      const third = await driver.turn({ ...turn, text: "Thanks.", replies: [textReply("Done.")] });

      expect([first.text, second.text, third.text]).toEqual(["src/a.ts exports main.", "src/b.ts exports main too.", "Done."]);
      const stepOne = [
        { role: "user", parts: [text("What does src/a.ts export?")] },
        { role: "assistant", parts: [readCall("call-1", "src/a.ts")] },
        { role: "tool", parts: [readResult("call-1", "src/a.ts")] },
      ];
      const firstTurn = [...stepOne, { role: "assistant", parts: [text("src/a.ts exports main.")] }];
      const secondTurn = [
        { role: "user", parts: [text("And src/b.ts?")] },
        { role: "assistant", parts: [readCall("call-2", "src/b.ts")] },
        { role: "tool", parts: [readResult("call-2", "src/b.ts")] },
        { role: "assistant", parts: [text("src/b.ts exports main too.")] },
      ];
      expect(await archivedMessages(store, "archive")).toEqual([
        ...firstTurn,
        ...secondTurn,
        { role: "user", parts: [text("Thanks.")] },
        { role: "assistant", parts: [text("Done.")] },
      ]);
      // What each model call received holds every earlier message once, in order.
      expect(driver.calls.map((call) => roleParts(call.messages))).toEqual([
        stepOne.slice(0, 1),
        stepOne,
        [...firstTurn, ...secondTurn.slice(0, 1)],
        [...firstTurn, ...secondTurn.slice(0, 3)],
        [...firstTurn, ...secondTurn, { role: "user", parts: [text("Thanks.")] }],
      ]);
    });

    it("archives each message once when the application sends only the new message", async () => {
      const { driver, store } = await harness.open();
      const turn = { sessionId: "new-only", userId: "ann", instructions, sends: "new-message" } as const;

      await driver.turn({ ...turn, text: "Hi, I am Ann.", replies: [textReply("Hello Ann.")] });
      await driver.turn({ ...turn, stream: true, text: "What is 2 + 2?", replies: [textReply("It is 4.")] });

      const conversation = [
        { role: "user", parts: [text("Hi, I am Ann.")] },
        { role: "assistant", parts: [text("Hello Ann.")] },
        { role: "user", parts: [text("What is 2 + 2?")] },
        { role: "assistant", parts: [text("It is 4.")] },
      ];
      expect(await archivedMessages(store, "new-only")).toEqual(conversation);
      expect(driver.calls.map((call) => roleParts(call.messages))).toEqual([conversation.slice(0, 1), conversation.slice(0, 3)]);
    });
  });
}
