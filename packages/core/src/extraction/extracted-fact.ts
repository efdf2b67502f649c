import { z } from "zod";
import type { Message } from "../message/message-schema.js";
import { entryTypeSchema, trustSchema, type EntryType } from "../store/records.js";
import { maxFactChars } from "./fact-limit.js";

export { maxFactChars } from "./fact-limit.js";

/** Facts per exchange unless `maxFacts` says otherwise. */
export const defaultMaxFacts = 3;

/** A short fact taken from an exchange, before it becomes a daily record. */
export const extractedFactSchema = z.object({
  content: z.string().min(1).max(maxFactChars),
  type: entryTypeSchema,
  importance: z.number().min(0).max(1),
  confidence: z.number().min(0).max(1),
  trust: trustSchema,
  sourceMessageIds: z.array(z.string().min(1)),
  tags: z.array(z.string().min(1).max(100)),
});
export type ExtractedFact = z.infer<typeof extractedFactSchema>;

/** One turn, or the units about to leave the working context: user, assistant and tool messages. */
export interface Exchange {
  readonly messages: readonly Message[];
}

/** Something extraction wants the caller to know; it never throws for these. */
export interface ExtractionWarning {
  readonly code: "EXTRACTION_MODEL_FAILED" | "EXTRACTION_FACT_REJECTED";
  readonly message: string;
  readonly cause?: unknown;
}

export interface ExtractOptions {
  /** At most this many facts (default 3). */
  maxFacts?: number;
  /**
   * Relative dates ("yesterday", "next Monday") become absolute, computed from the message's own
   * `createdAt` in this offset from UTC (minutes, default 0).
   */
  utcOffsetMinutes?: number;
}

/** The only types a statement of the agent or a tool may become: never what the user wants. */
export const agentTypes: ReadonlySet<EntryType> = new Set(["solution", "code_context", "pattern"]);

/** The limit in force: a whole number from 0 to 20. */
export function resolveMaxFacts(maxFacts: number | undefined): number {
  if (maxFacts === undefined || !Number.isFinite(maxFacts)) return defaultMaxFacts;
  return Math.min(20, Math.max(0, Math.floor(maxFacts)));
}
