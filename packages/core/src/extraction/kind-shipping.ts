import { pluralKindLead } from "./kind-words.js";
import { kindStatement } from "./kind-statement.js";

/**
 * How every change of a kind ships (decision 0404): in a unit of its own ("Index changes ship in their own migration",
 * "dependency bumps go in their own PR"), or in steps ("Column drops happen in two steps", "renames land in three
 * deploys"). A plural kind as its subject (a kind of change too: "index changes"), never people, things at hand or a fault; read in plain steps: the kind and its
 * verb, then how it ships, closing the sentence.
 */
const kindShips = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(?:ship|go|land|come|get\s+merged|are\s+merged|happen|are\s+done|get\s+done|run|roll\s+out)\s+(?:in|as)\s+`,
  "i",
);
/** A unit of its own ("their own migration"), or a count of steps ("two steps", "3 deploys"). */
const howItShips =
  /^(?:(?:their|its)\s+own\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}|(?:two|three|four|several|multiple|separate|[2-9])\s+(?:separate\s+)?(?:steps|phases|stages|passes|deploys|deployments|releases|PRs|pull requests|migrations|commits))\s*[.!]?$/i;

/** Whether `s` says how every change of a kind ships (see the module's comment). */
export function statesKindShipping(s: string): boolean {
  return kindStatement(s, kindShips, howItShips);
}
