import { withoutFinalStop } from "./excluding.js";

/**
 * Whether `text`, its final stop left out, is one clause of at most `maxChars` characters: no comma, semicolon or colon
 * in it, and ending in a word, a digit, code or a quote, where a lone surrogate or a mark names nothing (decisions 0572,
 * 0576). Empty text is one clause. The rules that take a clause after their lead read it so (kind-none.ts,
 * only-source.ts, kind-type.ts).
 */
export function oneClause(text: string, maxChars: number): boolean {
  const clause = withoutFinalStop(text);
  return clause.length <= maxChars && !/[,;:]/.test(clause) && (clause === "" || endsInAWord(clause));
}

/**
 * Whether `text`, its final stop left out, ends in a word, a digit, code or a quote: a lone surrogate or a mark names
 * nothing (decisions 0572, 0576); a request to the person is read so too (user-rules.ts, decision 0600).
 */
export function endsInAWord(text: string): boolean {
  return /[\p{L}\d\x60)'"’”]$/u.test(withoutFinalStop(text));
}
