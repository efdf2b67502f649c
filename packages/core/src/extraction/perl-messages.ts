import { messageOnLine } from "./linter-line.js";

/**
 * perlcritic's "Loop iterator is not lexical at line 12, column 5.  See page 108 of PBP.  (Severity: 5)", its file's path
 * before it when it checks more than one ("lib/Shop/Cart.pm: Code before strictures are enabled at line 1, column 1.  …";
 * decision 0512): the policy's description, without the place, the page of Perl Best Practices or the documentation it
 * points to, or the severity.
 */
const perlcriticPlace = /^(?:[\w./-]{1,300}\.(?:pm|pl|t|psgi|cgi|pod): )?(?=[A-Z])/;
const perlcriticTail = / at line \d{1,6}, column \d{1,6}\. {1,2}See (?:page [\d, ]{1,40} of PBP|documentation of [\w:]{1,200})\. {1,2}\(Severity: [1-5]\)$/;
export function perlcriticMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, perlcriticPlace, perlcriticTail);
}
