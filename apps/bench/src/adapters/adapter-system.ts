import type { Message } from "@engram/core";

/** The frameworks an adapter is measured in; each has a bare agent the overhead is measured against. */
export type Framework = "ai-sdk" | "langchain" | "mastra";
export const frameworks: readonly Framework[] = ["ai-sdk", "langchain", "mastra"];

/** Whether a system is a framework with Engram, without any memory, or with a competitor's memory. */
export type SystemRole = "engram" | "bare" | "competitor";

/**
 * One agent under test: a framework's real call (generateText, agent.invoke, agent.generate) with an
 * instant mock model. `prepare` runs untimed (fill the session), `call` is timed, `check` runs
 * untimed after every call (warmups included) and throws when the call did not do its work.
 */
export interface AdapterSystem {
  /** "engram", "bare", or the competitor's name (a row's `baseline`). */
  readonly name: string;
  readonly framework: Framework;
  readonly role: SystemRole;
  prepare(): Promise<void>;
  /** One agent turn: the new user message in, the mock's reply out. */
  call(message: Message, index: number): Promise<void>;
  check(message: Message, index: number): void | Promise<void>;
  /** What the model received on the last call, in numbers, for the notes. */
  lastPromptSummary(): string;
  dispose?(): Promise<void>;
}

export function ensure(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new Error(message());
}
