import type { Engram } from "@engram/core";
import type { ModelChoice } from "../model/model-choice.js";

export const frameworkNames = ["ai-sdk", "langchain", "mastra"] as const;
export type FrameworkName = (typeof frameworkNames)[number];

export const frameworkLabels: Readonly<Record<FrameworkName, string>> = {
  "ai-sdk": "Vercel AI SDK",
  langchain: "LangChain",
  mastra: "Mastra",
};

/**
 * One user message through a framework with Engram's adapter, streamed: each piece of the reply goes to
 * `onDelta` as the framework yields it; resolves to the whole reply text.
 */
export type FrameworkRunner = (turn: { sessionId: string; userId: string; text: string }, onDelta: (text: string) => void) => Promise<string>;

export interface RunnerContext {
  readonly engram: Engram;
  readonly model: ModelChoice;
  readonly instructions: string;
}

export const playgroundInstructions = "You are a helpful coding assistant. Use what Engram recalled when it answers the question; say when you do not know.";
