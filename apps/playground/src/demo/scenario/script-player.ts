import { EngramError } from "@engram/core";
import type { DayScript, ModelStep, ToolName } from "./script.js";

export interface PlayedStep {
  readonly step: ModelStep;
  /** The id of the tool call this step makes (stable: `<session>-call-<n>`). */
  readonly toolCallId: string;
}

/**
 * Plays a day's script to the mock models and the scripted tools: each model call takes the next
 * step; each tool execution answers the oldest pending call with its scripted output. A framework
 * calling out of script order fails loudly instead of printing a story that did not happen.
 */
export class ScriptPlayer {
  readonly #steps: ModelStep[];
  readonly #pending: Array<Extract<ModelStep, { kind: "tool" }>> = [];
  readonly #sessionId: string;
  #calls = 0;

  constructor(script: DayScript) {
    this.#sessionId = script.sessionId;
    this.#steps = script.turns.flatMap((turn) => turn.steps);
  }

  nextReply(): PlayedStep {
    const step = this.#steps.shift();
    if (!step) throw new EngramError("INVALID_OPTIONS", `The ${this.#sessionId} script has no model reply left: the framework made more calls than scripted.`);
    if (step.kind === "tool") this.#pending.push(step);
    return { step, toolCallId: `${this.#sessionId}-call-${++this.#calls}` };
  }

  toolOutput(tool: ToolName, input: Readonly<Record<string, unknown>>): string {
    const next = this.#pending.shift();
    if (!next || next.tool !== tool || JSON.stringify(next.input) !== JSON.stringify(input)) {
      throw new EngramError(
        "INVALID_OPTIONS",
        `The ${this.#sessionId} script expected ${next ? next.tool : "no tool call"}, got ${tool} ${JSON.stringify(input)}.`,
      );
    }
    return next.output;
  }

  /** Steps the frameworks never asked for: a non-empty list means the scenario went off script. */
  get remaining(): number {
    return this.#steps.length + this.#pending.length;
  }
}
