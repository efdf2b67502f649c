import type { z } from "zod";
import type { Engram } from "../../conversation/engram.js";
import type { Message } from "../../message/message-schema.js";

/** A scripted model's answer: text, or one tool call (the framework then runs the tool and calls the model again). */
export type ScriptedAnswer =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "tool-call"; readonly toolCallId: string; readonly toolName: string; readonly input: Readonly<Record<string, unknown>> };

/**
 * One reply of the scripted model: each model call takes the next one of its turn. A
 * "context-length-error" makes the call fail as a provider rejecting the prompt's length does, with
 * this message.
 */
export type ScriptedReply = ScriptedAnswer | { readonly type: "context-length-error"; readonly message: string };

/** A tool of the application (beside the memory tools): the driver turns it into its framework's tool. */
export interface ConformanceTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: z.ZodObject<z.ZodRawShape>;
  /** What the tool returns to the model, as text. */
  execute(input: unknown): Promise<string>;
}

/** One turn of a conversation: the application sends a user message and the agent answers. */
export interface AdapterTurn {
  /** The conversation's id, passed the framework's way; undefined: no session id anywhere (none fixed either). */
  readonly sessionId?: string;
  /** Whose long-term memory: passed the framework's way with the session id. */
  readonly userId?: string;
  /** The application's instructions (system prompt). */
  readonly instructions: string;
  /** The new user message. */
  readonly text: string;
  /** One per model call of the turn, in order: a tool call makes the framework call the model again. */
  readonly replies: readonly ScriptedReply[];
  readonly tools?: readonly ConformanceTool[];
  /** Offer the model the adapter's memory tools (memory_store, memory_recall, memory_forget) this turn. */
  readonly memoryTools?: boolean;
  /**
   * How the application hands the conversation over: "whole-history" re-sends every earlier message of
   * the session with the new one (as AI SDK `useChat` does, or a LangGraph checkpointer), "new-message"
   * sends only the new one and leaves the history to Engram. All turns of a session use the same.
   */
  readonly sends: "whole-history" | "new-message";
  /** Run the turn through the framework's streaming call (streamText, agent.stream) instead of its generate call. */
  readonly stream?: boolean;
}

/** What the application got back from a turn. */
export interface AdapterTurnResult {
  /** The text of the agent's final reply. */
  readonly text: string;
}

/** One model call as the model received it. */
export interface ModelCall {
  /** The system text, block by block (a framework that sends the blocks as one message gives one string). */
  readonly system: readonly string[];
  /** The other messages, in order, as Engram messages (text, tool calls and tool results). */
  readonly messages: readonly Message[];
  /** The same messages as the framework's own objects, index for index: what prompt-object identity is checked on. */
  readonly frameworkMessages: readonly unknown[];
  /** The names of the tools offered to the model, in any order. */
  readonly toolNames: readonly string[];
}

/**
 * An adapter under test, driven through its framework's real classes (agent, generate call, tools)
 * with a scripted model. Each test gets a new driver over a new Engram.
 */
export interface AdapterDriver {
  /**
   * Runs a turn the way an application of the framework does. Resolves with what the application gets;
   * rejects with the error the application gets through the framework's normal error path.
   */
  turn(turn: AdapterTurn): Promise<AdapterTurnResult>;
  /** Every model call so far, oldest first (retries included). */
  readonly calls: readonly ModelCall[];
  /** Releases what the driver opened; the suite closes the Engram and its store afterwards. */
  close?(): Promise<void>;
}

export interface AdapterDriverSetup {
  /** The Engram the adapter must use (its store is the suite's, to check archives and entries). */
  readonly engram: Engram;
}

export interface AdapterConformanceOptions {
  /** The adapter's name, in the suite's title. */
  readonly name: string;
  createDriver(setup: AdapterDriverSetup): AdapterDriver | Promise<AdapterDriver>;
  /** Per test, in ms (default 60 000): the long conversations make about 80 model calls. */
  readonly timeoutMs?: number;
}
