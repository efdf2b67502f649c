import { Tiktoken } from "js-tiktoken/lite";
import { BoundedCache } from "../util/bounded-cache.js";

export type TiktokenEncodingName = "o200k_base" | "cl100k_base";

const o200kPrefixes = ["gpt-5", "gpt-4.1", "gpt-4.5", "gpt-4o", "chatgpt-4o", "o1", "o3", "o4", "gpt-oss", "codex-"];
const cl100kPrefixes = ["gpt-4", "gpt-3.5", "text-embedding-3", "text-embedding-ada-002"];

/**
 * The public tokenizer of a model family, or undefined when the provider does not publish one
 * (Claude, Gemini, Llama, Mistral, ...): those models are counted by the calibrated estimator.
 * Provider prefixes such as "openai/" or "openai:" are ignored.
 */
export function encodingForModel(model: string): TiktokenEncodingName | undefined {
  const name = model.toLowerCase().replace(/^[a-z0-9-]+[/:]/, "");
  if (o200kPrefixes.some((prefix) => name.startsWith(prefix))) return "o200k_base";
  if (cl100kPrefixes.some((prefix) => name.startsWith(prefix))) return "cl100k_base";
  return undefined;
}

/** One load per encoding and process (two encodings: nothing is ever dropped). */
const loading = new BoundedCache<TiktokenEncodingName, Promise<Tiktoken>>({ maxEntries: 2 });

/** Loads an encoding's ranks once per process; they are large, so only on first use. */
export function loadEncoding(name: TiktokenEncodingName): Promise<Tiktoken> {
  let pending = loading.get(name);
  if (!pending) {
    pending = (name === "o200k_base" ? import("js-tiktoken/ranks/o200k_base") : import("js-tiktoken/ranks/cl100k_base")).then(
      (ranks) => new Tiktoken(ranks.default),
    );
    loading.set(name, pending);
  }
  return pending;
}
