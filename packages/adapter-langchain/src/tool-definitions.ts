import { toJsonSchema } from "@langchain/core/utils/json_schema";

/**
 * The tool definitions sent with a model call, as the JSON a provider receives (name, description,
 * JSON schema of the arguments), for core to count so the budget leaves room for them.
 * Provider-defined (server) tools are taken as they are.
 */
export function toolDefinitions(tools: readonly unknown[]): unknown[] {
  return tools.map(definitionOf);
}

function definitionOf(tool: unknown): unknown {
  if (typeof tool !== "object" || tool === null) return tool;
  const { name, description, schema } = tool as { name?: unknown; description?: unknown; schema?: unknown };
  if (typeof name !== "string" || schema === undefined) return tool;
  let parameters: unknown = {};
  try {
    parameters = toJsonSchema(schema as Parameters<typeof toJsonSchema>[0]);
  } catch {
    // A schema LangChain cannot express as JSON schema: its name and description still count.
    parameters = {};
  }
  return { name, description, parameters };
}
