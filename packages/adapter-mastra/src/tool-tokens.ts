import { z } from "zod";

/**
 * The tool definitions the provider is sent beside the messages (name, description, JSON schema),
 * for core to count with the model's tokenizer.
 */
export function toolDefinitions(tools: Record<string, unknown> | undefined): unknown[] {
  if (!tools) return [];
  return Object.entries(tools).map(([name, tool]) => {
    const record = (typeof tool === "object" && tool !== null ? tool : {}) as Record<string, unknown>;
    const description = typeof record.description === "string" ? record.description : "";
    return { name, description, inputSchema: jsonSchemaOf(record.inputSchema ?? record.parameters) };
  });
}

/** JSON Schemas of zod schemas already rendered: an agent sends the same tools on every step. */
const rendered = new WeakMap<z.ZodType, unknown>();

function jsonSchemaOf(schema: unknown): unknown {
  if (schema instanceof z.ZodType) {
    let json = rendered.get(schema);
    if (json === undefined) {
      try {
        json = z.toJSONSchema(schema, { unrepresentable: "any" });
      } catch {
        json = { type: "object" }; // a schema zod cannot render: counted as the smallest object schema
      }
      rendered.set(schema, json);
    }
    return json;
  }
  if (typeof schema === "object" && schema !== null && "jsonSchema" in schema) return (schema as { jsonSchema: unknown }).jsonSchema;
  return schema ?? {};
}
