import { pathToFileURL } from "node:url";
import type { Complete, CompleteRequest } from "@engram/core";
import { EvalError } from "./eval-error.js";

/** What a `--complete` module exports by default: the prompt in, the model's text out. */
export type PromptComplete = (prompt: string, request: CompleteRequest) => Promise<string | { text: string }>;

const shape = "a default export `export default async function complete(prompt) { return text; }`";

/**
 * Engram's `complete` from a person's function: the system text and the prompt as one prompt (the
 * request itself is passed second, for a function that wants its parts or its abort signal), the
 * answer as `{ text }`. A function that answers anything but text fails the call, naming the module.
 */
export function completeFromPrompt(run: PromptComplete, module = "the --complete module"): Complete {
  return async (request) => {
    const prompt = request.system ? `${request.system}\n\n${request.prompt}` : request.prompt;
    const answer = await run(prompt, request);
    if (typeof answer === "string") return { text: answer };
    if (typeof answer === "object" && answer !== null && typeof answer.text === "string") return { text: answer.text };
    throw new EvalError(
      "COMPLETE_MODULE",
      `${module} answered ${answer === null ? "null" : typeof answer}; its complete(prompt) must resolve to the model's text (a string).`,
    );
  };
}

/** Loads a `--complete` module with a dynamic import and checks it exports the function. */
export async function loadComplete(file: string): Promise<Complete> {
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (error) {
    throw new EvalError("COMPLETE_MODULE", `--complete ${file} could not be loaded (${(error as Error).message}); pass an ES module with ${shape}.`, {
      cause: error,
    });
  }
  if (typeof module.default !== "function") {
    throw new EvalError("COMPLETE_MODULE", `--complete ${file} has no default export function; expected ${shape}.`);
  }
  return completeFromPrompt(module.default as PromptComplete, `--complete ${file}`);
}
