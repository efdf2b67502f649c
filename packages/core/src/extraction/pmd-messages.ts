import { messageOnLine } from "./linter-line.js";

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
