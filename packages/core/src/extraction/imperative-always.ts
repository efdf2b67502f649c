import { lastingLead } from "./moment-words.js";

/**
 * "Always rebase", "never commit to main": a rule said as an imperative with "always" or "never", the verb after it in
 * its base form. Moved from user-rules.ts with what it is not (decision 0541): the idiom "never mind", and what people
 * say in chats that has no verb of a rule after the word (the dev sets' conversations kept each as a convention): a
 * place, a state or a word of praise ("Always here to help", "always good to hear", "always happy to share", "always a
 * fun experience", "always up for something sweet"), a verb's "-ing" or past ("always staying positive", "always been
 * interested", "never saw this coming", "never had a chance"), and a cheer ("never give up", "never say never", "never
 * stop dreaming"). A base verb ending like a past or an "-ing" ("never embed secrets", "always bring a repro") is still
 * one.
 */
const noRuleVerb = String.raw`(?:mind|here|there|a|an|the|so|too|very|really|such|just|been|being|gonna|one|my|our|your|his|her|their|its|in|on|at|with|for|by|from|up|down|good|great|happy|glad|fun|nice|ready|welcome|grateful|thankful|excited|interested|amazing|awesome|lovely|fine|true|the\s+best|say\s+never|give\s+up|stop\s+(?:believing|dreaming|learning|trying|growing|smiling|exploring))\b`;
const pastOrGoing = String.raw`(?!(?:need|feed|seed|embed|shed|proceed|exceed|succeed|speed|heed|breed|bleed|weed|bring|string|swing|sting|ping|sing|ring|cling|fling|sling|wring)\b)[a-z]{2,20}(?:ed|ing)\b`;
const irregularPast = String.raw`(?:saw|had|was|were|did|thought|felt|knew|got|went|came|said|made|took|gave|told|found|ran|wrote|heard|met|forgot|grew|became|began)\b`;
export const imperativeAlways = new RegExp(
  String.raw`^(?:(?:please|${lastingLead})[\s,]+)?(always|never)\s+(?!${noRuleVerb}|${pastOrGoing}|${irregularPast})[a-z]+`,
  "i",
);
/**
 * "Please run sbt scalafmtCheck before every push", "rebase on main before each merge": an imperative of the project's
 * work told for every one of a kind of the project's events (decision 0619), a rule as "always" makes one; "run the
 * tests before lunch" names no event, "call me after every match" no work of the project's, and "run the linter before
 * committing" may be this task's alone.
 */
export const imperativeEveryEvent =
  /^(?:please[\s,]+)?(?:run|rerun|lint|format|rebase|squash|update|bump|regenerate|rebuild|check|test|tag|sign|build|review)\s+(?:[\w\x60'’./:-]{1,40}\s+){1,6}?(?:before|after|on|with|for)\s+(?:every|each)\s+(?:[\w-]{1,30}\s+)?(?:push|commit|merge|deploy|deployment|release|PR|pull\s+request|MR|merge\s+request|tag|publish|rebase|migration)\s*[.!]?$/i;
