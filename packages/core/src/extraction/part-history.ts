import { ofThisTask } from "./person-owns.js";
import { beforeRequest } from "./request-clause.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { toThirdPerson } from "./third-person.js";

/**
 * "The internal mirror was retired in March", "our Jenkins server was decommissioned last year", "we shut down the v1 API
 * two months ago": a part of the project retired, shut down or deprecated at a time named, a fact of its history that a
 * later session needs, since what is gone is no longer to be used or looked for (decision 0482); or split out of,
 * merged into, moved, renamed, rewritten or ported ("The shop package was split out of the monolith two years ago";
 * decision 0484), which tells where a part came from and what it was called before. The part is named with "the" or
 * "our", never a thing at hand ("it was shut down") nor this task's ("the ticket was moved to …"); the time is a month,
 * a year, a quarter or a season, or one gone by ("last year", "two months ago"). Without a time, "the server was shut
 * down" is as often an act at hand, and a moment ("last night") is one.
 */
const month = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
const season = "(?:spring|summer|autumn|fall|winter)";
const whenPast = String.raw`(?:(?:back\s+)?in\s+(?:(?:early|late|mid-?)\s*)?(?:${month}(?:\s+\d{4})?|\d{4}|Q[1-4](?:\s+\d{4})?|the\s+${season})|last\s+(?:year|quarter|month|${season}|${month})|(?:a|an|one|two|three|four|five|six|several|a\s+few|\d{1,2})\s+(?:weeks?|months?|years?|quarters?)\s+ago)`;
const manner = String.raw`(?:(?:finally|quietly|officially|fully|eventually|formally)\s+)?`;
const part = String.raw`(?!(?:${ofThisTask})\b)(?:[\w.-]{1,30}\s+){0,3}?[\w.-]{1,30}`;
/** Where the part went or came from: "out of the monolith", "into billing", "to Rust", "from orders-api". */
const whereTo = String.raw`\s+(?:out\s+of|off\s+of|off|from|into|to|in|onto)\s+(?:(?:the|our)\s+)?(?:[\w.@/+#-]{1,30}\s+){0,2}?[\w.@/+#-]{1,30}`;
/** What closes the time: the sentence's end, or a clause after it. */
const closing = String.raw`\s*(?:[.!]?$|[,;—]\s)`;

const retiredVerb = String.raw`(?:retired|decommissioned|sunset(?:ted)?|deprecated|shut\s+down|turned\s+off|switched\s+off|torn\s+down|phased\s+out|archived|wound\s+down)`;
const movedVerb = String.raw`(?:split|carved|broken|spun|pulled|extracted|merged|folded|moved|migrated|renamed|rewritten|ported)(?:\s+(?:out|off))?`;
const retiredPassive = new RegExp(
  String.raw`^(?:[Tt]he|[Oo]ur)\s+${part}\s+(?:was|were|got)\s+${manner}(?:${retiredVerb}|${movedVerb}${whereTo})\s+${whenPast}${closing}`,
);
const retiredActive = new RegExp(
  String.raw`^(?:[Ww]e|[Tt]he team)\s+${manner}(?:retired|decommissioned|sunset(?:ted)?|deprecated|shut\s+down|turned\s+off|switched\s+off|tore\s+down|phased\s+out|archived|wound\s+down)\s+(?:the|our)\s+${part}\s+${whenPast}${closing}`,
);
const movedActive = new RegExp(
  String.raw`^(?:[Ww]e|[Tt]he team)\s+${manner}(?:split|carved|broke|spun|pulled|extracted|merged|folded|moved|migrated|renamed|rewrote|ported)\s+(?:the|our)\s+${part}(?:\s+(?:out|off))?${whereTo}\s+${whenPast}${closing}`,
);

/** The fact `s` states about a part of the project retired or moved at a time named (see the patterns above), if any. */
export function partHistoryFact(s: string): SentenceFact | undefined {
  const said = beforeRequest(s);
  if (![retiredPassive, retiredActive, movedActive].some((pattern) => pattern.test(said))) return undefined;
  // The team named before the rewrite, so "shut" keeps its past: "we shut down the v1 API in March" is no "shuts down".
  return sentenceFact(toThirdPerson(said.replace(/^[Ww]e\b/, "The team"), "user"), "fact", 0.6, 0.8);
}
