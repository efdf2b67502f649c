import type { Message } from "@engram/core";

/** One model call of the scripted session: the messages appended since the previous call. */
export interface ScenarioTurn {
  readonly messages: readonly Message[];
  /** The simulated provider rejects this call once for length, to show the reactive retry. */
  readonly providerRejects?: boolean;
}

export interface ToolStep {
  readonly tool: string;
  readonly input: Record<string, unknown>;
  readonly output: string;
  /** Seconds the tool takes: reads are quick, test runs are not. Keeps the timestamps plausible. */
  readonly seconds?: number;
}

/**
 * Builds the scripted session with sequential ids and a fixed clock, so every run produces the
 * same messages byte for byte (the token counts, and so every trim, depend on that).
 */
export class ScenarioBuilder {
  readonly #turns: ScenarioTurn[] = [];
  #pending: Message[] = [];
  #messageCount = 0;
  #callCount = 0;
  #clock: number;

  constructor(start: string) {
    this.#clock = Date.parse(start);
  }

  /** The user speaks; a user message always ends a turn, since the model answers it next. */
  user(text: string, options: { afterMinutes?: number } = {}): this {
    this.#tick((options.afterMinutes ?? 2) * 60);
    this.#push({ role: "user", parts: [{ type: "text", text }] });
    return this.#endTurn();
  }

  /** The assistant replies in plain text (the end of its loop for this request, or a question). */
  say(text: string): this {
    this.#tick(20);
    this.#push({ role: "assistant", parts: [{ type: "text", text }] });
    return this;
  }

  /** The assistant calls one tool and its result comes back; the next model call follows. */
  tool(step: ToolStep, options: { note?: string; providerRejects?: boolean } = {}): this {
    this.#callCount += 1;
    const toolCallId = `call_${String(this.#callCount).padStart(3, "0")}`;
    this.#tick(15);
    const parts: Message["parts"] = [];
    if (options.note) parts.push({ type: "text", text: options.note });
    parts.push({ type: "tool-call", toolCallId, toolName: step.tool, input: step.input });
    this.#push({ role: "assistant", parts });
    this.#tick(step.seconds ?? 2);
    this.#push({ role: "tool", parts: [{ type: "tool-result", toolCallId, toolName: step.tool, output: step.output }] });
    return this.#endTurn(options.providerRejects);
  }

  /** The session as built: the turns, and the assistant's last reply (no model call follows it). */
  build(): { turns: ScenarioTurn[]; trailing: Message[] } {
    return { turns: this.#turns, trailing: this.#pending };
  }

  #tick(seconds: number): void {
    this.#clock += seconds * 1000;
  }

  #push(message: Omit<Message, "id" | "createdAt">): void {
    this.#messageCount += 1;
    const id = `msg_${String(this.#messageCount).padStart(3, "0")}`;
    this.#pending.push({ id, ...message, createdAt: new Date(this.#clock).toISOString() });
  }

  #endTurn(providerRejects?: boolean): this {
    this.#turns.push(providerRejects ? { messages: this.#pending, providerRejects } : { messages: this.#pending });
    this.#pending = [];
    return this;
  }
}
