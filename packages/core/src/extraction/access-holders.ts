import { namesADoer } from "./not-a-noun.js";
import { part } from "./project-parts.js";

/**
 * "Only two people have write access to the production account", "only Priya and Sam have admin access to the billing
 * dashboard": who holds access to a part of the project's, or how many do (decision 0528), what a later session needs
 * before it plans a change only they can make. A count of people, or "only" and one to three names; the access (write,
 * admin, deploy …) to something named with "the" or "our", closing the sentence. "Maria has access to the pool" names
 * no count and no "only".
 */
const count = String.raw`(?:[Oo]nly\s+(?:one|two|three|four|five|six|\d{1,3}|a\s+(?:few|handful\s+of))|(?:One|Two|Three|Four|Five|Six|\d{1,3}|A\s+(?:few|handful\s+of)))\s+(?:people|persons|engineers|developers|admins|of\s+us|team\s+members|folks)`;
const names = String.raw`[Oo]nly\s+(\p{Lu}\p{Ll}{1,20})(?:(?:,\s+|,?\s+and\s+)(\p{Lu}\p{Ll}{1,20})){0,2}`;
const accessHolders = new RegExp(
  String.raw`^(?:${count}|${names})\s+(?:still\s+)?(?:have|has)\s+(?:(?:write|read|admin|root|push|deploy|merge|SSH|console|billing|owner|production|prod)\s+)?access\s+to\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,3}?[\w-]{2,30}\s*[.!]?$`,
  "u",
);

/**
 * "Only the support team uses the admin app, and always over the office VPN", "only the ops team can log into the
 * bastion": the one team that uses a part of the project (decision 0546), a team named with "the" or "our" and a part;
 * how it uses it may follow.
 */
const onlyTeamUses = new RegExp(
  String.raw`^[Oo]nly\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:team|teams|admins|staff|on-call)\s+(?:ever\s+)?(?:uses|use|can\s+use|logs?\s+into|can\s+log\s+into|can\s+reach|can\s+see|touches|touch)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${part})\b`,
);

/** Whether `s` says who holds access to a part of the project's, or how many do, or which team alone uses it (see above). */
export function statesAccessHolders(s: string): boolean {
  if (onlyTeamUses.test(s)) return true;
  const found = accessHolders.exec(s);
  return found !== null && [found[1], found[2]].every((name) => name === undefined || namesADoer(name));
}
