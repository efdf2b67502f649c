import { part, toolingPart } from "./project-parts.js";

/**
 * The leads of a change of course made to the project's parts: one given a part of its own, taken out of one, moved into,
 * onto or off one, put behind one, killed, merged into one or split out of one. Each is read by change-of-course.ts
 * (`courseClauseStart`) with the reason after it; moved here when change-of-course.ts reached three hundred lines
 * (decision 0608).
 */
/** The team as the subject of what it did, "have" or "has" before the verb at most: the leads open with it. */
export const teamDid = String.raw`^(?:we|the team)(?:['’]ve| have| has)?\s+`;

/**
 * "We gave the checkout its own database so a reporting query can never lock it": a part of the project given one of its
 * own (decision 0514), a store, a queue, a cluster, a pool … that it shared before, a decision with its reason as a change
 * of course has. What it is given is a part, so "we gave the kids their own room" names none.
 */
export const ownPartLead = new RegExp(
  String.raw`${teamDid}gave\s+(?=(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{1,30}\s+(?:its|their)\s+own\s+(?:[\w-]{1,30}\s+)?(?:${part}|schemas?|pools?|instances?|namespaces?|accounts?|subnets?|VPCs?|index|indexes|runners?|processes|process|branch|branches|connection\s+pools?)\b)`,
  "i",
);

/**
 * "We pulled the search feature from the mobile app because nobody used it": a thing taken out of a part of how the
 * project is made or run (decision 0515), a decision with its reason as a change of course has. Where it is taken from is
 * a part (`toolingPart`), so "we took the car from the garage" names none, and "we removed it …" is at hand. What is
 * taken out may be a library by its bare name ("we pulled intl out of the core package so …"; decision 0569), no word of
 * a thing at hand; ripped, torn or stripped out too ("we ripped the ORM out of the ledger crate because …"; decision 0577).
 */
export const takenOutLead = new RegExp(
  String.raw`${teamDid}(?:pulled|removed|took|cut|killed|ripped|tore|stripped)\s+(?=(?:(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{1,30}|(?!(?:it|this|that|these|those|them|him|her|me|us|you|everything|something|all)\b)[\w.@/-]{2,40}|\x60[^\x60\s]{1,40}\x60)\s+(?:out\s+of|from)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${toolingPart})\b)`,
  "i",
);

/**
 * "We moved policy evaluation into a sidecar so the services stay language-agnostic": a piece of the project's work moved
 * into a part of its own, a sidecar, a service, a worker, a library … (decision 0516), or onto a database's replica or
 * standby ("we moved the nightly exports to the read replica so they stop slowing down checkout"; decision 0522), a
 * decision with its reason or purpose as a change of course has. Where it goes is a part, so "we moved the boxes into the
 * storage unit" names none; "onto" a part as well ("we moved the import jobs onto a separate worker after …"; decision
 * 0603), from where it was before at most ("we moved points from the Postgres monolith into their own service when …";
 * decision 0608).
 */
export const movedIntoPartLead = new RegExp(
  String.raw`${teamDid}(?:moved|pulled|split|extracted|pushed)\s+(?!(?:it|this|that|these|those|them)\b)(?=(?:[\w.-]{1,30}\s+){1,3}?(?:(?:from|out\s+of)\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{1,30}\s+)?(?:out\s+)?(?:into|onto|to)\s+(?:an?|its\s+own|their\s+own|the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${part}|sidecars?|layers?|replicas?|standbys?)\b)`,
  "i",
);

/**
 * "We put the admin API behind the VPN after someone scraped the user list": a part of the project put behind, in front
 * of or under another (decision 0519), a decision with its reason as a change of course has; "put", whose past is its
 * present, is told as done.
 */
export const putBehindLead = new RegExp(
  String.raw`${teamDid}put\s+(?=(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?(?:${toolingPart})\s+(?:behind|in\s+front\s+of|under)\s+(?:the|our|a|an)\s)`,
  "i",
);

/**
 * "We killed the A/B testing script because it added half a second to every page load": a thing of the project's
 * killed, scrapped or axed (decision 0536), a part, a script, a feature, an experiment, a tracker …, a decision with its
 * reason as a change of course has, a tier or a plan of the product's among them ("we killed the free tier because …";
 * decision 0616); "we killed the spider because …" names nothing of the project's.
 */
export const killedLead = new RegExp(
  String.raw`${teamDid}(?:killed|scrapped|axed)\s+(?=(?:the|our)\s+(?:[\w/.-]{1,30}\s+){0,3}?(?:${toolingPart}|scripts?|features?|flags?|experiments?|tests?|pages?|endpoints?|integrations?|widgets?|banners?|trackers?|pixels?|popups?|pop-ups?|tiers?|plans?|programs?|promotions?)\b)`,
  "i",
);

/**
 * "We merged the two style guides into one so reviewers stop arguing over which applies", "the team consolidated our
 * three CI configs into a single workflow because …": several of the project's things of one kind made one (decision
 * 0520), a decision with its reason or purpose as a change of course has. What is merged is a part or a written way of
 * working (a guide, a config, a workflow, a runbook …), so "we combined the two playlists into one so the party never stops"
 * names none.
 */
export const mergedIntoOneLead = new RegExp(
  String.raw`${teamDid}(?:merged|combined|consolidated|unified|folded|collapsed)\s+(?=(?:the|our|all\s+(?:the|our))\s+(?:[\w.-]{1,30}\s+){0,3}?(?:${part}|guides|configs|configurations|workflows|runbooks|templates|schemas|wikis|checklists|changelogs|docs|Dockerfiles|Makefiles|READMEs)\s+into\s+(?:one|a\s+single|one\s+single)\b)`,
  "i",
);

/**
 * "We moved reporting off the primary entirely, because dashboards were locking orders": a piece of the project's work
 * moved off a part (decision 0533), a database's primary or a replica among them, a decision with its reason as a change
 * of course has; "we moved the couch off the rug" names no part.
 */
export const movedOffLead = new RegExp(
  String.raw`${teamDid}moved\s+(?!(?:it|this|that|these|those|them|off|away)\b)(?=(?:[\w.-]{1,30}\s+){1,3}?(?:off|away\s+from)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${part}|primary|replicas?|leader|master)\b)`,
  "i",
);

/**
 * "We split billing out of the monolith so it can deploy on its own": a piece of the project's work named by one word,
 * split, spun, cut, broken or carved out of a part (decision 0553), the monolith or the codebase among them, a decision
 * with its reason or purpose as a change of course has; "we split dessert out of the budget" names no part.
 */
export const splitOutLead = new RegExp(
  String.raw`${teamDid}(?:split|spun|cut|broke|carved)\s+(?=[\w.-]{2,30}\s+(?:out\s+of|off\s+(?:from|of))\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${part}|monolith|codebase|platform)\b)`,
  "i",
);
