import { partSubject } from "./project-parts.js";

/**
 * "Our Deno Deploy project runs in six regions", "the API is deployed to three AWS regions", "the database is replicated
 * across two availability zones", "the worker runs in us-east-1 and eu-west-1": where in the world a part of the
 * project runs (decision 0538), what a later session weighs before it adds state, a cron or a region-bound service. The
 * subject is a part (`partSubject`) or a hosted project or deployment of the team's ("our Deno Deploy project"); the
 * places are counted regions, zones, data centres or edge locations, or cloud region names ("eu-west-1"). "Our family
 * lives in three countries" names no part.
 */
const hosted = String.raw`(?:[Tt]he|[Oo]ur)\s+(?:[\w.-]{1,40}\s+){0,4}?(?:project|deployment|deployments)`;
const count = String.raw`(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|multiple)`;
const places = String.raw`(?:(?:AWS|GCP|Azure|cloud|edge|Fly|Cloudflare)\s+)?(?:regions|zones|availability\s+zones|AZs|data\s*cent(?:er|re)s|datacent(?:er|re)s|edge\s+locations|PoPs|points\s+of\s+presence)`;
const regionName = String.raw`[a-z]{2}(?:-[a-z]{2,12}){1,2}-\d`;
const runsIn = String.raw`(?:(?:runs?|lives?)\s+in|(?:is|are)\s+(?:deployed|hosted|replicated|served|spread)\s+(?:to|in|across|from)|(?:spans?|covers?)|(?:runs?|is\s+replicated|are\s+replicated)\s+across)`;
const partRegions = new RegExp(
  String.raw`^(?:${partSubject}|${hosted})\s+(?:(?:currently|already|now)\s+)?${runsIn}\s+(?:(?:all\s+)?${count}\s+${places}|${regionName}(?:(?:,\s*|\s+and\s+)${regionName}){0,8})\b`,
);

/** Whether `s` says how many regions or which regions a part of the project runs in (see above). */
export function statesPartRegions(s: string): boolean {
  return partRegions.test(s);
}
