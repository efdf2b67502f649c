import type { EvalConversation } from "./conversation-set.js";
import { charTokens, type Rankings } from "./rankings.js";

/**
 * NLTK's English stop words: with them the floor table of retrieval-eval.md is reproduced to the
 * decimal (the document says only "English stop words"; Lucene's shorter list gives lower numbers).
 */
export const nltkStopWords: ReadonlySet<string> = new Set(
  (
    "i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself yourselves he him his " +
    "himself she she's her hers herself it it's its itself they them their theirs themselves what which who whom this " +
    "that that'll these those am is are was were be been being have has had having do does did doing a an the and but " +
    "if or because as until while of at by for with about against between into through during before after above below " +
    "to from up down in out on off over under again further then once here there when where why how all any both each " +
    "few more most other some such no nor not only own same so than too very s t can will just don don't should " +
    "should've now d ll m o re ve y ain aren aren't couldn couldn't didn didn't doesn doesn't hadn hadn't hasn hasn't " +
    "haven haven't isn isn't ma mightn mightn't mustn mustn't needn needn't shan shan't shouldn shouldn't wasn wasn't " +
    "weren weren't won won't wouldn wouldn't"
  ).split(" "),
);

/** The floor's tokens: lowercase, split on non-alphanumerics, stop words removed. */
export function floorTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0 && !nltkStopWords.has(token));
}

interface FloorDocument {
  readonly id: string;
  readonly text: string;
  readonly length: number;
  readonly frequencies: Map<string, number>;
}

/** The floor's document for a turn: `[<date>] <speaker>: <text>` (the role stands for the speaker when none is named). */
export const floorDocumentText = (dateTime: string, speaker: string, text: string): string => `[${dateTime}] ${speaker}: ${text}`;

/**
 * The BM25 floor exactly as retrieval-eval.md specifies: one document per turn, BM25 (k1 1.2, b 0.75,
 * idf ln(1 + (N - df + 0.5) / (df + 0.5))) over the conversation's turns, each distinct query term
 * once, documents scoring above 0, ties in conversation order, tokens = ceil(chars / 4). `texts`, when
 * given, receives each ranked document's text (for `scoreAnswers`).
 */
export function bm25Rankings(conversations: readonly EvalConversation[], texts?: Record<string, string[]>): Rankings {
  const k1 = 1.2;
  const b = 0.75;
  const rankings: Rankings = {};
  for (const conversation of conversations) {
    const documents: FloorDocument[] = [];
    const df = new Map<string, number>();
    for (const session of conversation.sessions) {
      for (const turn of session.turns) {
        const text = floorDocumentText(turn.dateText, turn.speaker ?? turn.role, turn.text);
        const tokens = floorTokens(text);
        const frequencies = new Map<string, number>();
        for (const token of tokens) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
        for (const token of frequencies.keys()) df.set(token, (df.get(token) ?? 0) + 1);
        documents.push({ id: turn.id, text, length: tokens.length, frequencies });
      }
    }
    const count = documents.length;
    const average = documents.reduce((sum, document) => sum + document.length, 0) / Math.max(1, count);
    for (const question of conversation.questions) {
      const terms = [...new Set(floorTokens(question.question))];
      const scored: { document: FloorDocument; score: number; order: number }[] = [];
      documents.forEach((document, order) => {
        let score = 0;
        for (const term of terms) {
          const tf = document.frequencies.get(term);
          if (!tf) continue;
          const n = df.get(term) ?? 0;
          const idf = Math.log(1 + (count - n + 0.5) / (n + 0.5));
          score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * document.length) / average));
        }
        if (score > 0) scored.push({ document, score, order });
      });
      scored.sort((x, y) => y.score - x.score || x.order - y.order);
      rankings[question.key] = scored.map(({ document }) => ({ ids: [document.id], tokens: charTokens(document.text) }));
      if (texts) texts[question.key] = scored.map(({ document }) => document.text);
    }
  }
  return rankings;
}
