/**
 * "Half of our users are still on Safari 15", "most of our traffic comes from mobile", "about 30% of the customers use
 * the Android app": what share of the project's users or traffic is on a platform, a version or a channel (decision
 * 0466), what a later session needs before it drops support or reads a bug as rare. The share is a word of quantity or
 * a percentage; whose share it is, the project's ("our", "the"); a moment ("today", "right now") is refused where
 * project-facts.ts reads it.
 */
const share = String.raw`(?:(?:about|around|roughly|nearly|almost|over|under|more\s+than|less\s+than|close\s+to|at\s+least)\s+)?(?:half|most|many|some|a\s+third|two\s+thirds|a\s+quarter|three\s+quarters|a\s+fifth|a\s+tenth|a\s+few|\d{1,3}(?:\.\d)?\s?(?:%|percent))`;
const audience = "users|customers|visitors|traffic|installs|devices|sessions|requests|signups|sign-ups|shoppers|readers|players|tenants|clients|downloads";
const audienceShare = new RegExp(
  String.raw`^${share}\s+of\s+(?:our|the)\s+(?:[\w-]{1,30}\s+)?(?:${audience})\s+(?:(?:are|is)\s+(?:still\s+)?(?:on|using|from|in)|(?:still\s+)?(?:use|uses|run|runs|come|comes|arrive|arrives|sit|sits)(?:\s+(?:on|from|with|through|via|in))?)\s+\S`,
  "i",
);

/** Whether `s` says what share of the project's users or traffic is on a platform, a version or a channel (see above). */
export function statesAudienceShare(s: string): boolean {
  return audienceShare.test(s);
}
