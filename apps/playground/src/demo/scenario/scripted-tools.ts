import { tool as langchainTool } from "langchain";
import { tool as aiSdkTool, type ToolSet } from "ai";
import { z } from "zod";
import type { ScriptPlayer } from "./script-player.js";

// The coding agent's three tools; their "execution" is the script's output for that call.
const schemas = {
  read_file: z.object({ path: z.string().describe("Path from the repository root") }),
  write_file: z.object({ path: z.string(), content: z.string().describe("The whole new file") }),
  run_command: z.object({ command: z.string().describe("A shell command, run in the repository root") }),
};
const descriptions = {
  read_file: "Read a file of the repository",
  write_file: "Create or replace a file of the repository",
  run_command: "Run a shell command and return its output",
};
type Name = keyof typeof schemas;
const names = Object.keys(schemas) as Name[];

/** The tools as the AI SDK's `tool()`s. */
export function aiSdkTools(player: ScriptPlayer): ToolSet {
  const { read_file, write_file, run_command } = schemas;
  return {
    read_file: aiSdkTool({ description: descriptions.read_file, inputSchema: read_file, execute: async (input) => player.toolOutput("read_file", input) }),
    write_file: aiSdkTool({ description: descriptions.write_file, inputSchema: write_file, execute: async (input) => player.toolOutput("write_file", input) }),
    run_command: aiSdkTool({
      description: descriptions.run_command,
      inputSchema: run_command,
      execute: async (input) => player.toolOutput("run_command", input),
    }),
  };
}

/** The tools as LangChain `tool()`s, for createAgent. */
export function langchainTools(player: ScriptPlayer) {
  return names.map((name) =>
    langchainTool(async (input: Record<string, string>) => player.toolOutput(name, input), {
      name,
      description: descriptions[name],
      schema: schemas[name],
    }),
  );
}
