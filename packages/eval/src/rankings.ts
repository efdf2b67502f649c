/** One ranked item as retrieval-eval.md specifies: the dia_ids it holds and what it costs in the prompt. */
export interface RankedItem {
  readonly ids: readonly string[];
  readonly tokens: number;
}

/** `{"<sample_id>#<qa_index>": [item, ...]}`, items in rank order. */
export type Rankings = Record<string, RankedItem[]>;

export const questionKey = (sampleId: string, qaIndex: number): string => `${sampleId}#${qaIndex}`;

/** The floor's token cost: a quarter of the characters, rounded up. */
export const charTokens = (text: string): number => Math.ceil(text.length / 4);
