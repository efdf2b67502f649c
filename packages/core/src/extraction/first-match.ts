/**
 * Something that finds a match in a text as a non-global RegExp's `exec` does: the change-of-course rules read their
 * reasons through it (course-reasons.ts).
 */
export interface Finder {
  exec(text: string): RegExpExecArray | null;
  test(text: string): boolean;
}

/**
 * The earliest match of any of `patterns` (the first of them where two start at the same place), as one pattern joining
 * them with "|" would find it. Kept apart, each is small enough for the ReDoS checker of core's tests to decide in
 * seconds, where the reasons of a change of course as one pattern had grown to take it six minutes (decision 0607).
 */
export function firstMatchOf(patterns: readonly RegExp[]): Finder & { readonly patterns: readonly RegExp[] } {
  for (const pattern of patterns) {
    if (pattern.global || pattern.sticky) throw new TypeError(`firstMatchOf takes patterns without the g or y flag, got /${pattern.source}/${pattern.flags}`);
  }
  const exec = (text: string): RegExpExecArray | null => {
    let first: RegExpExecArray | null = null;
    for (const pattern of patterns) {
      const found = pattern.exec(text);
      if (found !== null && (first === null || found.index < first.index)) first = found;
    }
    return first;
  };
  return { patterns, exec, test: (text) => exec(text) !== null };
}
