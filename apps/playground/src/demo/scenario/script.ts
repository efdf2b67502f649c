/** A scripted session: what the user types and what the (mock) model answers, step by step. */
export type ToolName = "read_file" | "write_file" | "run_command";

export type ModelStep =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "tool"; readonly tool: ToolName; readonly input: Readonly<Record<string, string>>; readonly output: string };

export interface ScriptedTurn {
  readonly user: string;
  /** The model's replies in order: tool calls (each answered by its scripted output), then text. */
  readonly steps: readonly ModelStep[];
}

export interface DayScript {
  readonly day: string;
  readonly sessionId: string;
  /** When the session starts; the scenario clock runs from here. */
  readonly startsAt: string;
  readonly turns: readonly ScriptedTurn[];
}

export const say = (text: string): ModelStep => ({ kind: "text", text });
export const readFile = (path: string, output: string): ModelStep => ({ kind: "tool", tool: "read_file", input: { path }, output });
export const writeFile = (path: string, content: string): ModelStep => ({
  kind: "tool",
  tool: "write_file",
  input: { path, content },
  output: `wrote ${path} (${content.split("\n").length} lines)`,
});
export const runCommand = (command: string, output: string): ModelStep => ({ kind: "tool", tool: "run_command", input: { command }, output });

/**
 * How many messages the session must archive: each user turn, each model step, and one tool message
 * per tool call. The archive holding exactly this many proves nothing was archived twice.
 */
export function scriptedMessageCount(script: DayScript): number {
  return script.turns.reduce((total, turn) => total + 1 + turn.steps.length + turn.steps.filter((step) => step.kind === "tool").length, 0);
}

export function modelCallCount(script: DayScript): number {
  return script.turns.reduce((total, turn) => total + turn.steps.length, 0);
}
