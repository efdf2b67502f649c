import { z } from "zod";
import { isEngramError } from "../errors.js";
import { entryTypeSchema } from "../store/records.js";
import type { Memory } from "./create-memory.js";

/** What a tool call returns: text for the model, and the data behind it for the application. */
export interface MemoryToolResult {
  readonly ok: boolean;
  readonly text: string;
  readonly data?: unknown;
}

/** A framework-neutral tool; each adapter turns it into its framework's tool type. */
export interface MemoryTool<Input = unknown> {
  readonly name: "memory_store" | "memory_recall" | "memory_forget";
  readonly description: string;
  readonly inputSchema: z.ZodType<Input>;
  execute(input: unknown): Promise<MemoryToolResult>;
}

export const memoryStoreInputSchema = z.object({
  content: z.string().min(1).max(2_000).describe("The memory, one or two sentences. Store conclusions, not conversation."),
  key: z.string().min(1).max(120).optional().describe("A stable name; storing under an existing key keeps the old text as a revision."),
  type: entryTypeSchema.optional().describe("fact, decision, preference, convention, pattern, solution, code_context, reference or feedback"),
  tags: z.array(z.string().min(1).max(60)).max(10).optional(),
  importance: z.number().min(0).max(1).optional().describe("0.3-0.5 nice to know, 0.5-0.7 useful, 0.7-1 critical"),
});

export const memoryRecallInputSchema = z.object({
  query: z.string().min(1).max(1_000).describe("What to look up"),
  limit: z.number().int().min(1).max(50).optional(),
  type: entryTypeSchema.optional(),
});

export const memoryForgetInputSchema = z.object({
  key: z.string().min(1).max(200).describe("The key (or id) of the memory to remove"),
});

const incognitoText = "Memory is off in this session (incognito): nothing was stored, recalled or forgotten.";

/** memory_store, memory_recall and memory_forget over one memory; input validated with zod. */
export function memoryTools(memory: Memory, context: { sessionId?: string } = {}): MemoryTool[] {
  const run = async <I>(schema: z.ZodType<I>, input: unknown, action: (parsed: I) => Promise<MemoryToolResult>) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      return { ok: false, text: `Invalid input: ${parsed.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; ")}` };
    }
    if (memory.mode === "incognito") return { ok: false, text: incognitoText };
    try {
      return await action(parsed.data);
    } catch (error) {
      if (isEngramError(error)) return { ok: false, text: error.message };
      throw error;
    }
  };
  return [
    {
      name: "memory_store",
      description:
        "Store something worth remembering in later sessions: a user preference, a project convention, a decision, a fix that worked. Keep it to 1-2 sentences.",
      inputSchema: memoryStoreInputSchema,
      execute: (input) =>
        run(memoryStoreInputSchema, input, async (parsed) => {
          const entry = await memory.remember({
            ...parsed,
            trust: "agent",
            source: "manual",
            ...(context.sessionId ? { sessionId: context.sessionId } : {}),
          });
          return { ok: true, text: `Stored under "${entry?.key}".`, data: entry };
        }),
    },
    {
      name: "memory_recall",
      description: "Look up what earlier sessions learned (preferences, conventions, decisions, solutions) before asking the user.",
      inputSchema: memoryRecallInputSchema,
      execute: (input) =>
        run(memoryRecallInputSchema, input, async (parsed) => {
          const result = await memory.recall(parsed.query, {
            ...(parsed.limit === undefined ? {} : { limit: parsed.limit }),
            ...(parsed.type === undefined ? {} : { types: [parsed.type] }),
          });
          return { ok: true, text: result.items.length > 0 ? result.block : "Nothing relevant is remembered.", data: result.items };
        }),
    },
    {
      name: "memory_forget",
      description: "Remove a memory that is wrong or no longer wanted, by its key.",
      inputSchema: memoryForgetInputSchema,
      execute: (input) =>
        run(memoryForgetInputSchema, input, async (parsed) => {
          const removed = await memory.forget(parsed.key);
          return { ok: removed, text: removed ? `Forgot "${parsed.key}".` : `No memory named "${parsed.key}".` };
        }),
    },
  ];
}
