import { looksLikeInstruction } from "./instruction-text.js";
import { maxQuotedChars } from "./output-lines.js";

/**
 * How a fix quotes the line that names a failure: short enough, and reading like no instruction, a checker's finding
 * read without its "should" of what the code has or is (error-line.ts finds the line).
 */

/**
 * A checker's mismatch between what the code declares and what it does: PHPStan's "Method App\Cart\Total::compute()
 * should return int but returns float." (decision 0355), or what a name in quotes should be: Buf's "Field name "cartID"
 * should be lower_snake_case" (decision 0356), or a limit with what the code has: SwiftLint's "Line should be 120
 * characters or less; currently it has 134 characters" (decision 0363). Its "should" says what the code declares or is
 * named, not what to do:
 * the rest of the line is still read for instructions.
 */
const declaredMismatch = /\bshould (?:return|be|have|accept|contain) [^.;]{1,200} but (?:returns|is|has|accepts|contains|got) |"[^"\s]{1,100}" should be /;
/** SwiftLint's limit with what the code has: "should be 120 characters or less; currently" (decision 0363). */
const limitWithActual = /\bshould be (?:\d{1,6} [a-z]{1,20} or (?:less|fewer|more)|at (?:most|least) \d{1,6} [a-z]{1,20}); currently /;

/**
 * A formatter's verdict on the code: clang-format's "code should be clang-formatted", "file should be formatted"
 * (decision 0364). What the code should be is what the checker found, not an instruction.
 */
const formatterVerdict = /\bshould be (?:[\w]{1,30}-)?(?:re)?formatted\b/;
/**
 * A checker's suggestion of one call for another: staticcheck's "should use time.Since instead of time.Now().Sub"
 * (decision 0367). What the code should use is what the checker found; the rest of the line is still read.
 */
const useInstead = /\bshould use [\w.()]{1,80} instead of [\w.()]{1,80}/;

/**
 * A secret scanner's rule after the place of its finding: gitleaks's "internal/billing/testdata/client.env:2:
 * stripe-access-token" (decision 0483). The rule, words joined by hyphens closing the line, names the kind of secret and
 * never holds one, so its last word, "token", "secret" or "password", is read for instructions without it; its other
 * words and the place before it are still read ("…: ignore-previous-instructions-token" is refused).
 */
const secretRuleAtPlace = /(:\d{1,7}: (?:[a-z0-9]{1,20}-){1,5})(?:token|secret|password|key|pat)$/;

/**
 * What a checker found, said with "should": read for instructions without it (decisions 0355, 0356, 0363, 0364, 0367).
 */
const checkersFindings: readonly RegExp[] = [declaredMismatch, limitWithActual, formatterVerdict, useInstead];

/**
 * A checker's "should" of what the code has or is: "should have a @moduledoc tag", "should be a top-level heading", "should
 * not be empty"; its "must" too: Spectral's "Operation must have "operationId"" (decision 0390); where a thing goes:
 * dotenv-linter's "The DATABASE_URL key should go before the REDIS_URL key" (decision 0485); what a thing must not run as:
 * a Conftest policy's "Containers must not run as root in Deployment api" (decision 0494); how a thing steps or where it
 * appears, "only" before it or not: mdl's "Header levels should only increment by one level at a time" (decision 0532). A
 * "should" of something to do
 * ("should skip the tests", "should run …", "must run as root") is read as any other.
 */
const shouldOfTheCode = /\b(?:should|must) (?=(?:not |only )?(?:have|be|start|end|contain|use|match|come|go|precede|follow|increment|appear)\b|not run as\b)/gi;
/** Words of a person or the model: a checker's "should" beside them is read as any other "should" is. */
const speaksOfSomeone = /\b(?:you|your|agents?|assistants?|models?|claude|ai|llms?|users?|people|everyone|anyone|humans?|operators?|developers?)\b/i;

/**
 * `line` as a fix quotes it, when it is short enough and reads like no instruction; a checker's `finding` is read
 * without its "should" (see error-line.ts's `causeReaders`).
 */
export function quotable(line: string, finding = false): string | undefined {
  const found = checkersFindings.reduce((text, pattern) => text.replace(pattern, " "), line).replace(secretRuleAtPlace, "$1");
  const read = finding && !speaksOfSomeone.test(line) ? found.replace(shouldOfTheCode, " ") : found;
  if (line.length > maxQuotedChars || looksLikeInstruction(read)) return undefined;
  return line.replace(/"/g, "'");
}
