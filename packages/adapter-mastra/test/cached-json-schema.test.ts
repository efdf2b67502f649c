import { describe, expect, it } from "vitest";
import { createTool } from "@mastra/core/tools";
import { createEngram, createInMemoryStore } from "@engram/core";
import { EngramMastraMemory } from "../src/index.js";
import { withCachedJsonSchema } from "../src/cached-json-schema.js";
import { agentWith, queuedModel, textReply } from "./helpers.js";

function countingSchema() {
  const calls: string[] = [];
  const schema = {
    kind: "fake",
    "~standard": {
      version: 1,
      vendor: "fake",
      validate: (value: unknown) => ({ value }),
      jsonSchema: {
        input: (options?: { target?: string }) => {
          calls.push(`input:${options?.target}`);
          return { type: "object", target: options?.target };
        },
        output: (options?: { target?: string }) => {
          calls.push(`output:${options?.target}`);
          return { type: "object", io: "output" };
        },
      },
    },
  };
  return { schema, calls };
}

describe("withCachedJsonSchema", () => {
  it("converts once per direction, target and override, and keeps the schema's validation and properties", () => {
    const { schema, calls } = countingSchema();
    const cached = withCachedJsonSchema(schema);
    const override = () => {};
    const first = cached["~standard"].jsonSchema.input({ target: "draft-07", libraryOptions: { override } } as never);
    expect(cached["~standard"].jsonSchema.input({ target: "draft-07", libraryOptions: { override } } as never)).toBe(first);
    expect(first).toEqual({ type: "object", target: "draft-07" });
    cached["~standard"].jsonSchema.input({ target: "draft-2020-12", libraryOptions: { override } } as never);
    cached["~standard"].jsonSchema.input({ target: "draft-07", libraryOptions: { override: () => {} } } as never);
    cached["~standard"].jsonSchema.output({ target: "draft-07" } as never);
    cached["~standard"].jsonSchema.output({ target: "draft-07" } as never);
    expect(calls).toEqual(["input:draft-07", "input:draft-2020-12", "input:draft-07", "output:draft-07"]);
    expect(cached["~standard"].validate("x")).toEqual({ value: "x" });
    expect(cached.kind).toBe("fake");
  });

  it("returns what has no JSON Schema conversion as it is", () => {
    const plain = { "~standard": { version: 1, vendor: "plain", validate: () => ({ value: 1 }) } };
    expect(withCachedJsonSchema(plain)).toBe(plain);
    expect(withCachedJsonSchema(undefined)).toBeUndefined();
  });

  it("gives Mastra the same JSON Schema its own conversion gives, for every memory tool", () => {
    const memory = new EngramMastraMemory({ store: createInMemoryStore(), model: "gpt-4o" });
    const tools = memory.listTools() as Record<string, { inputSchema: { "~standard": { jsonSchema: { input(options: unknown): unknown } } } }>;
    const templates = createEngram({ store: createInMemoryStore() }).tools({});
    expect(templates.map((template) => template.name)).toEqual(Object.keys(tools));
    for (const { name, inputSchema } of templates) {
      const plain = createTool({ id: name, description: name, inputSchema, execute: async () => ({}) });
      const options = { target: "draft-07" };
      expect(tools[name]!.inputSchema["~standard"].jsonSchema.input(options)).toEqual(plain.inputSchema!["~standard"].jsonSchema.input(options));
    }
  });

  it("sends the model the same memory tool schemas on every call", async () => {
    const memory = new EngramMastraMemory({ store: createInMemoryStore(), model: "gpt-4o" });
    const model = queuedModel([textReply("One."), textReply("Two.")]);
    const agent = agentWith(model, memory);
    await agent.generate("First.", { memory: { thread: "t", resource: "ann" } });
    await agent.generate("Second.", { memory: { thread: "t", resource: "ann" } });
    const [first, second] = model.doGenerateCalls.map((call) => call.tools);
    expect(first?.map((tool) => tool.name)).toEqual(["memory_store", "memory_recall", "memory_forget"]);
    expect(second).toEqual(first);
    // Two agent calls through Mastra's workflow: about 3 s quiet, over 30 s on a 2-core machine at load 25.
  }, 120_000);
});
