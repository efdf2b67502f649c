import { clauseAfter } from "./clause-after-lead.js";
import { forAReason } from "./course-reasons.js";
import { toolingPart } from "./project-parts.js";

/**
 * "We turned off public S3 access at the account level, so a bucket misconfiguration can't leak anything": a setting the
 * team turned off or on, disabled, enabled, blocked or locked down, its reason or purpose after a comma (decision 0518),
 * where a change of course's clause ends at the comma, or its reason inside the clause ("we turned off the Algolia sync
 * for drafts because it burned through our record quota"; decision 0551); what is switched is a setting or a part
 * (`setting`), named before the reason. "We disabled it, so …" is at hand.
 */
const switchedLead =
  /^(?:we|the team)(?:['’]ve| have| has)?\s+(?:turned\s+(?:off|on)|switched\s+(?:off|on)|disabled|enabled|blocked|locked\s+down)\s+(?!(?:it|this|that|these|those|them)\b)(?=\S)/i;
const firstClauseThenComma = /^[^,;]{2,100},\s+(?=so\b|because\b|since\b)/i;
/**
 * What is switched is a setting or a part of the project's: "we turned off the lights, so …" names none. A product's admin
 * is one, after a name's possessive at most ("we turned off Django's admin in production after …"; decision 0594), and
 * so is a way the product takes bookings, orders, sign-ups or comments ("we turned off online booking for new patients
 * after …"; decision 0612).
 */
const setting = new RegExp(
  String.raw`\b(?:access|checks?|caching|cache|logging|telemetry|features?|flags?|settings?|options?|rules?|protection|encryption|MFA|2FA|SSO|CORS|TLS|SSL|retries|autoscaling|uploads?|sign-?ups?|endpoints?|ports?|syncs?|syncing|integrations?|indexing|replication|previews?|admin|bookings?|checkout|registrations?|reservations?|ordering|comments|reviews|${toolingPart})\b`,
  "i",
);
/**
 * The setting or part named first after the lead, no preposition before its noun: "the Algolia sync for drafts", where
 * "the alarm from the app" names an alarm.
 */
const settingFirst = new RegExp(
  String.raw`^(?:(?:the|our|all)\s+)?(?:(?!(?:from|for|on|in|at|to|of|with|by|because|since|so|as)\b)[\w.-]{1,30}(?:['’]s)?\s+){0,3}?(?:${setting.source})`,
  "i",
);
/**
 * Or a compiler's or a tool's option by its own name, in camelCase or code, or a mode: "we turned on strictNullChecks
 * after …", "we enabled `noImplicitAny` because …", "we turned on strict mode after …" (decision 0560). Read with its case.
 */
const optionFirst = /^(?:(?:the|our)\s+)?(?:[a-z]{2,20}[A-Z][A-Za-z]{1,40}|\x60[^\x60\s]{1,40}\x60|[a-z]{3,20}\s+mode)(?=\s)/;
/** Whether `s` says the team switched a setting or a part off or on, for its reason (see `switchedLead`). */
export function switchedForAReason(s: string): boolean {
  const lead = switchedLead.exec(s);
  if (lead === null) return false;
  const rest = s.slice(lead[0].length, lead[0].length + 220);
  const clause = firstClauseThenComma.exec(rest);
  // The setting or an option by its own name before the comma ("we switched off strictPropertyInitialization for the legacy
  // models only, since …"; decision 0573).
  const named = clause !== null && (setting.test(clause[0]) || optionFirst.test(clause[0]));
  if (named && forAReason.exec(` ${rest.slice(clause![0].length)}`)?.index === 0) return true;
  const own = clauseAfter(s, lead[0].length);
  const reason = forAReason.exec(own);
  return reason !== null && reason.index >= 2 && (settingFirst.test(own) || optionFirst.test(own));
}
