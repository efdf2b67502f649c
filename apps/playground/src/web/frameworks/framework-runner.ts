import type { Engram } from "@engram/core";
import type { ModelChoice } from "../model/model-choice.js";

export const frameworkNames = ["ai-sdk", "langchain", "mastra"] as const;
export type FrameworkName = (typeof frameworkNames)[number];

export const frameworkLabels: Readonly<Record<FrameworkName, string>> = {
  "ai-sdk": "Vercel AI SDK",
  langchain: "LangChain",
  mastra: "Mastra",
};

/** One user message through a framework with Engram's adapter; resolves to the model's reply text. */
export type FrameworkRunner = (turn: { sessionId: string; userId: string; text: string }) => Promise<string>;

export interface RunnerContext {
  readonly engram: Engram;
  readonly model: ModelChoice;
  readonly instructions: string;
}

export const playgroundInstructions = "You are a helpful coding assistant. Use what Engram recalled when it answers the question; say when you do not know.";
