/**
 * ", never JavaScript", ", not npm", ", never from devel": what a choice excludes, after a comma, closing the sentence
 * (decision 0336). Read in plain steps (the lead, then a bound on what follows), where one pattern with the bound took
 * the ReDoS checker of core's tests 89 s.
 */
const excluding = /^,\s+(?:and\s+)?(?:never|not)\s(?=\S)/i;

/**
 * ", as in char *p", ", e.g. `useFoo`": an example of the choice between it and what it excludes ("Pointers bind to the
 * name, as in char *p, never to the type"; decision 0364), read past.
 */
const example = /^,\s+(?:as in|e\.g\.|for example|such as)\s[^,;]{1,60}(?=,)/i;

/**
 * ", unless there is no alternative", ", except in tests": the one exception to the choice, after what it excludes and
 * closing the sentence ("All Deno code imports from jsr:, never npm:, unless there is no alternative"; decision 0589),
 * read past as an example is, in words of letters and digits.
 */
const exception = /,\s+(?:unless|except\s+(?:when|where|for|in|on))\s+(?:[\p{L}\p{N}'’./:@#-]{1,30}\s+){0,9}[\p{L}\p{N}'’./:@#-]{1,30}$/iu;

/**
 * Whether `rest`, from a comma on, names what a choice excludes and nothing more (an exception closing it aside): one clause of at most 60 characters,
 * an example before it at most.
 */
export function namesExclusion(rest: string): boolean {
  const after = rest.replace(example, "").replace(exception, "");
  const lead = excluding.exec(after);
  const what = lead === null ? "" : after.slice(lead[0].length);
  return what.length > 0 && what.length <= 60 && !/[,;]/.test(what);
}

/**
 * `s` without its closing stop, split at its first comma or semicolon: the clause that states a choice, and what follows
 * from the comma on ("" when there is none), as the rules of one choice read them with `namesExclusion`.
 */
export function atFirstComma(s: string): { readonly first: string; readonly rest: string } {
  const body = withoutFinalStop(s);
  const comma = body.search(/[,;]/);
  return comma < 0 ? { first: body, rest: "" } : { first: body.slice(0, comma), rest: body.slice(comma) };
}

/** `s` without its closing full stop or exclamation mark. */
export function withoutFinalStop(s: string): string {
  const trimmed = s.trimEnd();
  return /[.!]$/.test(trimmed) ? trimmed.slice(0, -1) : trimmed;
}
