/**
 * "Half of our users are still on Safari 15", "most of our traffic comes from mobile", "about 30% of the customers use
 * the Android app": what share of the project's users or traffic is on a platform, a version or a channel (decision
 * 0466), what a later session needs before it drops support or reads a bug as rare. The share is a word of quantity or
 * a percentage; whose share it is, the project's ("our", "the"), or said bare, and how they pay ("about a third of
 * subscribers pay yearly"; decision 0602), a person's own ("half of my customers") being none; a moment ("today",
 * "right now") is refused where project-facts.ts reads it.
 */
const share = String.raw`(?:(?:about|around|roughly|nearly|almost|over|under|more\s+than|less\s+than|close\s+to|at\s+least)\s+)?(?:half|most|many|some|a\s+third|two\s+thirds|a\s+quarter|three\s+quarters|a\s+fifth|a\s+tenth|a\s+few|\d{1,3}(?:\.\d)?\s?(?:%|percent))`;
const audience =
  "users|customers|subscribers|visitors|traffic|installs|devices|sessions|requests|signups|sign-ups|shoppers|readers|players|tenants|clients|downloads";
const audienceShare = new RegExp(
  String.raw`^${share}\s+of\s+(?:(?:our|the)\s+)?(?:(?!(?:my|his|her|their|your)\b)[\w-]{1,30}\s+)?(?:${audience})\s+(?:(?:are|is)\s+(?:still\s+)?(?:on|using|from|in)|(?:still\s+)?(?:use|uses|run|runs|come|comes|arrive|arrives|sit|sits|pay|pays)(?:\s+(?:on|from|with|through|via|in|by))?)\s+\S`,
  "i",
);

/**
 * "Most readers land on the setup guide from search", "half our visitors arrive at the pricing page from ads": where a
 * share of the project's audience lands (decision 0532), named without "of our" too, landing, arriving or coming in on,
 * at or through a page or a part named with "the" or "our"; "most players are from Spain" names no landing.
 */
const audienceLands = new RegExp(
  String.raw`^${share}\s+(?:(?:of\s+)?(?:our|the)\s+)?(?:[\w-]{1,30}\s+)?(?:${audience})\s+(?:land|lands|arrive|arrives|come\s+in|comes\s+in)\s+(?:on|at|through|via)\s+(?:the|our)\s+\S`,
  "i",
);
/**
 * "Support engineers read the handbook more than anyone else", "mobile users hit the search API most often": who uses a
 * part of the project most (decision 0506), what a later session weighs before it changes that part. People of a kind, a
 * verb of using the part, "the" or "our" and the part, then "more than anyone (else)", "more than any other …" or "most
 * (often)" closing the sentence.
 */
const people =
  "engineers|developers|devs|users|customers|admins|administrators|designers|analysts|agents|testers|operators|folks|people|staff|reviewers|contributors|newcomers|visitors|readers";
const usesItMost = new RegExp(
  String.raw`^(?:[\w-]{1,30}\s+){0,2}?(?:${people})\s+(?:read|use|open|visit|hit|call|edit|touch|rely\s+on|depend\s+on)\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{1,30}\s+(?:more\s+than\s+(?:anyone|anybody|any\s+other\s+[\w-]{2,30})(?:\s+else)?|(?:the\s+)?most(?:\s+often)?)\s*[.!]?$`,
  "i",
);

/**
 * "Our largest customer runs the agent on air-gapped machines", "the enterprise customers host the API in their own
 * VPC": where the project's customers run what it ships (decision 0526), what a later session weighs before it adds a
 * call home, a download at start or a dependency on a cloud service. Customers, clients, tenants or partners of the
 * project's ("our", or "the" and a plural: "the customer" may be one at hand), running, hosting, deploying or installing
 * a part named with "the" or "our" on, in, behind or inside a place.
 */
const customersRunIt =
  /^(?:our\s+(?:[\w-]{1,30}\s+){0,2}?(?:customers?|clients?|tenants?|partners?)|the\s+(?:[\w-]{1,30}\s+){0,2}?(?:customers|clients|tenants|partners))\s+(?:still\s+|all\s+|only\s+)?(?:runs?|hosts?|deploys?|installs?|self-hosts?)\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{1,30}\s+(?:on|in|behind|inside)\s+\S/i;

/**
 * Whether `s` says what share of the project's users or traffic is on a platform, a version or a channel or lands on a
 * page, who uses a part most, or where the project's customers run it (see above).
 */
export function statesAudienceShare(s: string): boolean {
  return audienceShare.test(s) || audienceLands.test(s) || usesItMost.test(s) || customersRunIt.test(s);
}
