import { messageNextToPlace } from "./linter-line.js";

/**
 * ameba's issue, as its progress formatter prints it: the place on a line of its own, "src/shop/cart.cr:12:7", then
 * "[W] Lint/UselessAssign: Useless assignment to variable `total`" under it (decision 0515): the message, without the
 * severity's letter or the rule's name.
 */
const amebaPlace = /^[\w./-]{1,300}\.cr:\d{1,6}:\d{1,6}$/;
const amebaRule = /^\[[CWE]\] [A-Z][A-Za-z]{1,30}\/[A-Z][A-Za-z]{1,60}: (?=\S)/;
export function amebaMessage(lines: readonly string[]): string | undefined {
  return messageNextToPlace(lines, amebaRule, amebaPlace, "above");
}
