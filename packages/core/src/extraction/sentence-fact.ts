import type { EntryType } from "../store/records.js";

/** What a sentence rule found: the fact's text and how it scores. */
export interface SentenceFact {
  readonly content: string;
  readonly type: EntryType;
  readonly importance: number;
  readonly confidence: number;
  readonly tags: readonly string[];
}

export function sentenceFact(content: string, type: EntryType, importance: number, confidence: number, tags: string[] = []): SentenceFact {
  return { content, type, importance, confidence, tags };
}
