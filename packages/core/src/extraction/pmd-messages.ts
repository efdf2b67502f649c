import { firstSentence, messageOnLine } from "./linter-line.js";

/**
 * PMD's violation (decision 0463), as `pmd check` prints it in its text format: "src/main/java/shop/Cart.java:42:\t
 * UnusedPrivateMethod:\tAvoid unused private methods such as 'legacyTotal()'." (PMD 6 prints no rule), and as Maven's
 * `pmd:check` prints it: "[INFO] PMD Failure: shop.Cart:42 Rule:UnusedPrivateMethod Priority:3 Avoid unused private
 * methods such as 'legacyTotal()'.": the message, without the place, the rule or its priority.
 */
const pmdText =
  /^[\w./-]{1,300}\.(?:java|kt|apex|cls|trigger|js|jsp|xml|vm|scala|swift|html|pom|xsl|wsdl|sql|pls|plsql|pkb|pks):\d{1,6}:\t(?:[A-Z][A-Za-z0-9]{2,80}:\t)?(?=\S)/;
const pmdMaven = /^\[(?:INFO|WARNING|ERROR)\] PMD Failure: [\w.$]{1,300}:\d{1,6} Rule:[A-Z][A-Za-z0-9]{2,80} Priority:[1-5] (?=\S)/;
export function pmdMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, pmdText) ?? messageOnLine(lines, pmdMaven);
}

/**
 * PHP Mess Detector's, PMD's kin for PHP (decision 0513), as its text format prints it: "src/Cart/Total.php:42\t
 * CyclomaticComplexity\tThe method compute() has a Cyclomatic Complexity of 12. The configured cyclomatic complexity
 * threshold is 10." (before 2.10, no rule): the message's first sentence, without the place or the rule; what follows
 * it names the threshold.
 */
const phpmdText = /^[\w./-]{1,300}\.(?:php|phtml|inc):\d{1,6}\t(?:[A-Z][A-Za-z0-9]{2,80}\t)?(?=\S)/;
export function phpmdMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, phpmdText);
  return message === undefined ? undefined : firstSentence(message);
}
