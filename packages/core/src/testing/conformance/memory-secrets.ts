import { describe, expect, it } from "vitest";
import { createMemory } from "../../memory/create-memory.js";
import { memoryTools } from "../../memory/memory-tools.js";
import type { Message } from "../../message/message-schema.js";
import type { ConformanceHarness } from "./harness.js";

const at = (minute: number): string => new Date(Date.parse("2026-04-02T09:00:00.000Z") + minute * 60_000).toISOString();

/** Fake secrets, each written in prose on one write path; none is real. */
const secrets = {
  userText: "quillon-marrow-thistle-glint",
  toolResult: "Zq8&Lm3vRt",
  toolInput: "Hx4$Wn9kPd",
  remembered: "Kr7Fw2-Qz9Lp4-Vb6Nc1",
  rememberedKey: "Yb5!Tc8wQe",
  memoryTool: "558213",
  memoryToolKey: "Gd3#Pw7zKm",
  note: "Jm3^Vr8sKx",
  noteKey: "Pq2@Ns7dLf",
} as const;

/**
 * Secrets stated in prose ("the wifi passphrase is …", "admin pw for the staging box: …") through a
 * memory over the backend: user text, tool-call input, tool results, `remember`, the memory_store
 * tool and scratchpad notes. None of them reaches a byte the backend keeps.
 */
export function describeMemorySecretConformance(harness: ConformanceHarness): void {
  describe("secrets stated in prose", () => {
    it("keeps none of them in any byte of the store, whichever path wrote them", async () => {
      const memory = createMemory({ store: harness.store, scope: { workspace: "ws-secrets", user: "ann" }, now: () => new Date(at(30)) });
      const session = await memory.session("secrets-1");
      const messages: Message[] = [
        { id: "u1", role: "user", parts: [{ type: "text", text: `the wifi passphrase is ${secrets.userText}` }], createdAt: at(1) },
        {
          id: "a1",
          role: "assistant",
          parts: [{ type: "tool-call", toolCallId: "c1", toolName: "save_note", input: { note: `the vpn pass → ${secrets.toolInput}` } }],
          createdAt: at(2),
        },
        {
          id: "t1",
          role: "tool",
          parts: [{ type: "tool-result", toolCallId: "c1", toolName: "save_note", output: { log: `admin pw for the staging box: ${secrets.toolResult}` } }],
          createdAt: at(3),
        },
        { id: "a2", role: "assistant", parts: [{ type: "text", text: "Saved." }], createdAt: at(4) },
      ];
      await session.append(messages);
      const remembered = await memory.remember({ key: `pw for the nas: ${secrets.rememberedKey}`, content: `my recovery key is ${secrets.remembered}` });
      const store = memoryTools(memory, { sessionId: "secrets-1" }).find((tool) => tool.name === "memory_store")!;
      const stored = await store.execute({ key: `the router pw is ${secrets.memoryToolKey}`, content: `the access code is ${secrets.memoryTool}` });
      const note = await memory.notes("secrets-1").store(`router pw: ${secrets.noteKey}`, `passwd set to ${secrets.note}`);

      expect(remembered?.content).toBe("my recovery key is [REDACTED:api-key]");
      expect(remembered?.key).toBe("pw for the nas: [REDACTED:password]");
      expect(stored.ok).toBe(true);
      expect((stored.data as { content?: string }).content).toBe("the access code is [REDACTED:pin]");
      expect(note.content).toBe("passwd set to [REDACTED:password]");
      expect(await memory.notes("secrets-1").retrieve(`router pw: ${secrets.noteKey}`)).toBe("passwd set to [REDACTED:password]");
      expect((await harness.store.readEvents("secrets-1")).map((event) => (event.type === "message" ? event.message.parts : event.type))).toEqual([
        [{ type: "text", text: "the wifi passphrase is [REDACTED:password]" }],
        [{ type: "tool-call", toolCallId: "c1", toolName: "save_note", input: { note: "the vpn pass → [REDACTED:password]" } }],
        [{ type: "tool-result", toolCallId: "c1", toolName: "save_note", output: { log: "admin pw for the staging box: [REDACTED:password]" } }],
        [{ type: "text", text: "Saved." }],
      ]);
      const bytes = await harness.storedText();
      for (const [path, secret] of Object.entries(secrets)) expect(bytes.includes(secret), `the ${path} secret reached the store`).toBe(false);
    });
  });
}
