import type { Finder } from "./first-match.js";

/**
 * How the decision rules (team-decision.ts, change-of-course.ts) read what follows a lead: its clause up to a comma or a
 * semicolon, and whether that clause holds a word of what makes it one (a reason, "until", "over"…). Read in plain
 * steps, where one pattern spanning the lead and its clause was more than the ReDoS checker of core's tests could decide.
 */

/** The clause of `s` from `at` to its comma, within 120 characters. */
export function clauseAfter(s: string, at: number): string {
  const rest = s.slice(at, at + 120);
  const end = rest.search(/[,;]/);
  return end < 0 ? rest : rest.slice(0, end);
}
/** Whether `clause` holds `then` 2 to 100 characters in. */
export function holdsAt(clause: string, then: Finder): boolean {
  const at = then.exec(clause);
  return at !== null && at.index >= 2 && at.index <= 100;
}
/** Whether the clause after `lead`'s match in `s` holds `then`. */
export function leadThen(s: string, lead: RegExp, then: Finder): boolean {
  const found = lead.exec(s);
  return found !== null && holdsAt(clauseAfter(s, found[0].length), then);
}
