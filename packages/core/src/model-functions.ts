import type { z } from "zod";

/** One request to a text model. With a schema, the model is asked for JSON matching it. */
export interface CompleteRequest {
  system: string;
  prompt: string;
  schema?: z.ZodType;
  signal?: AbortSignal;
  /** At most this many tokens in the answer, when the caller needs a short one (recall's model selection asks 256). */
  maxOutputTokens?: number;
}

/** What a model answered: its text, and the parsed object when a schema was given. */
export interface CompleteResult {
  text: string;
  object?: unknown;
}

/**
 * The only way core talks to a language model. Adapters build it from their framework's model;
 * core never imports a model SDK.
 */
export type Complete = (request: CompleteRequest) => Promise<CompleteResult>;

/** Embeds texts to vectors of one fixed dimension. */
export type Embed = (texts: readonly string[]) => Promise<number[][]>;
