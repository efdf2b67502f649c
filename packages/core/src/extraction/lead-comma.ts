/**
 * A sentence read in plain steps, where one pattern spanning it took the ReDoS checker of core's tests minutes: a lead (a
 * short pattern), what follows it up to the first comma, one clause within a bound, then the rest from that comma on for
 * a pattern of its own ("If a workflow needs a new secret, Rafael adds it", "Whatever touches payments, Lena reviews").
 * A dot inside a word ("config.yaml", "v1.2") ends no clause.
 */
const clauseEnd = /[,;!?]|\.(?:\s|$)/;

/** Whether `text` is one clause of at most `most` characters: no comma, semicolon, "!", "?" or full stop ends it inside. */
export function oneClause(text: string, most: number): boolean {
  return text.length <= most && !clauseEnd.test(text);
}

/** The rest of `s` from the comma after its `lead`, when at most `most` characters of one clause come between. */
export function afterLeadComma(s: string, lead: RegExp, most: number): string | undefined {
  const found = lead.exec(s);
  const comma = found === null ? -1 : s.indexOf(",", found[0].length);
  if (found === null || comma < 0 || !oneClause(s.slice(found[0].length, comma), most)) return undefined;
  return s.slice(comma);
}
