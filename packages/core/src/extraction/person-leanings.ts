/**
 * What the person leans to, said of themselves: what they would take over what, are happier with, are more of, are a
 * sucker for, all for or big on, are partial to, only care about, or find nothing beats (decisions 0364, 0365, 0370,
 * 0376, 0384, 0393, 0430, 0494, 0503). Moved from person-likings.ts when it passed three hundred lines (decision 0494); person-likings.ts reads these
 * where it read them before, after how the person learns or works best.
 */

/**
 * "I'd take a slower, readable loop over a clever one", "I'd pick Postgres over Mongo": what the person would choose over
 * what, said of kinds (decision 0364); "I'd take a look" asks for this task and names nothing chosen over anything, and
 * "I'd take the second one over the first" is of what is at hand.
 */
const takeLead =
  /^I(?:['’]d|\s+would)\s+(?:(?:always|generally|usually|still)\s+)?(?:take|pick|choose)\s+(?!(?:the|this|that|these|those|it|one|option|your|yours)\b)(?=\S)/i;
/**
 * Whether `s` opens with `lead` and says `joint` within 80 characters after it, none of `stops` before the joint and
 * something after it, what follows the lead in lower case where `lowerCase` says so: read in plain steps, where one
 * pattern with the bound took the ReDoS checker of core's tests past its limit.
 */
function leadThenWithin(s: string, lead: RegExp, joint: string, stops: RegExp, lowerCase = false): boolean {
  const found = lead.exec(s);
  const rest = found === null ? "" : s.slice(found[0].length, found[0].length + 90);
  const at = rest.indexOf(joint);
  return (!lowerCase || /^[a-z]/.test(rest)) && at > 0 && at <= 80 && !stops.test(rest.slice(0, at)) && /^\S/.test(rest.slice(at + joint.length));
}

/** Whether `s` says what the person would take over what (`takeLead`, then " over " within one sentence). */
const takesOver = (s: string): boolean => leadThenWithin(s, takeLead, " over ", /[.;!?]/);

/**
 * "I trust a green end-to-end run more than any number of unit tests": which of two kinds the person trusts, values or
 * relies on more (decision 0539), read in plain steps as `takesOver` is: the lead, then " more than " within 80
 * characters of one clause. The kind opens in lower case, so a person ("I trust Sarah more than …") or a thing at hand
 * ("I trust this more …") is none.
 */
const trustsLead =
  /^I\s+(?:(?:always|generally|usually|still)\s+)?(?:trust|value|rely\s+on)\s+(?!(?:the|this|that|these|those|it|one|your|yours|him|her|them|you|my|his|their|our)\b)(?=[a-z])/i;
const trustsMoreThan = (s: string): boolean => leadThenWithin(s, trustsLead, " more than ", /[.;!?,]/, true);

/**
 * "I care more about readable migrations than short ones": which of two kinds matters more to the person (decision 0564),
 * read as `trustsMoreThan` is, the kind in lower case; "I care more about you than …" is of who is at hand.
 */
const caresMoreLead =
  /^I\s+(?:(?:always|generally|usually|really|just)\s+)?care\s+(?:(?:much|far|way|a\s+lot)\s+)?more\s+about\s+(?!(?:the|this|that|these|those|it|one|your|yours|him|her|them|you|my|his|their|our)\b)(?=[a-z])/i;
const caresMoreThan = (s: string): boolean => leadThenWithin(s, caresMoreLead, " than ", /[.;!?,]/, true);

/**
 * "I'm much happier with a diff than a description": what the person is happier with than with what, said of kinds
 * (decision 0430), or happier (more comfortable) reviewing, reading, writing, using or working in ("I'm happier reviewing
 * Kotlin than Java"; decision 0555); "happier with this one" is of what is at hand. Read in plain steps, as `takesOver`
 * is: the lead, then " than " within 80 characters of one clause.
 */
const happierLead =
  /^I(?: am|['’]m)\s+(?:(?:much|far|way|a lot|so much|always)\s+)?(?:happier|more\s+comfortable)\s+(?:with|reviewing|reading|writing|using|debugging|maintaining|working\s+(?:with|in|on))\s+(?!(?:the|this|that|these|those|it|one|your|yours)\b)(?=\S)/i;
const happierWith = (s: string): boolean => leadThenWithin(s, happierLead, " than ", /[.;!?,]/);

/**
 * "I'm more of a rebase person than a merge person", "I'm more a tabs guy than a spaces guy": which of two ways the person
 * leans to, said of themselves (decision 0365).
 */
const moreOfA =
  /^I(?: am|['’]m)\s+(?:much\s+|definitely\s+|really\s+)?more\s+(?:of\s+)?an?\s+(?:[\w-]{1,30}\s+){1,3}?(?:person|guy|girl|type|fan)\s+than\s+an?\s+(?:[\w-]{1,30}\s+){1,3}?(?:person|guy|girl|type|fan)\s*[.!]?$/i;

/**
 * "I'm a sucker for small, well-named helpers": what the person cannot resist, of a kind (decision 0370); "I'm all for
 * tiny commits": what they are all for (decision 0384), or big on ("I'm big on small pure functions"; decision 0393), or a
 * believer in ("I'm a big believer in docs that show the command before explaining it"; decision 0540). "I'm all for it"
 * is of what is at hand.
 */
const suckerFor =
  /^I(?: am|['’]m)\s+(?:(?:a|such a)\s+(?:(?:total|real|big|huge)\s+)?sucker\s+for|(?:totally\s+|definitely\s+|really\s+)?all\s+for|(?:really\s+|quite\s+|very\s+)?big\s+on|an?\s+(?:(?:big|firm|strong|great|huge|true)\s+)?believer\s+in)\s+(?!(?:this|that|it|these|those|the|your)\b)\S/i;

/** "I'm partial to plain English over jargon": what the person leans to, of a kind (decision 0376); "to this" is at hand. */
const partialTo =
  /^I(?: am|['’]m)\s+(?:(?:really|quite|very|a bit|rather|somewhat)\s+)?partial\s+to\s+(?!(?:this|that|it|these|those|the (?:first|second|other|former|latter))\b)\S/i;

/**
 * "For policy failures I only care about the manifest and the rule", "I mostly care about the failing assertion", "I care
 * most about readable diffs": what alone matters to the person, of a kind (decision 0494), said in one clause; "I only
 * care about this" and "… about you" are of what or who is at hand.
 */
const careAbout =
  /^I\s+(?:(?:only|mostly|really\s+only|just)\s+care\s+about|care\s+(?:most|mostly|only)\s+about)\s(?!\s|(?:this|that|it|these|those|you|him|her|them)\b)[^\n,;]{2,200}$/i;

/**
 * `s` after a lead that says what of ("For policy failures, I only care about …"): "for", one to four words and at most
 * a comma after the last, before "I"; `s` itself where it has none. Read in plain steps: as one pattern, with
 * `careAbout`, a repeated group of bounded words took the ReDoS check of core's tests 532 s (decision 0495).
 */
function afterForWhat(s: string): string {
  if (!/^for\s/i.test(s)) return s;
  const words = [...s.slice(0, 200).matchAll(/\S+/g)].slice(0, 6);
  const at = words.findIndex((word, n) => n >= 2 && /^I$/i.test(word[0]));
  if (at < 0) return s;
  const what = words.slice(1, at).map((word, n) => (n === at - 2 ? word[0].replace(/,$/, "") : word[0]));
  return what.every((word) => /^[\w'’-]{1,30}$/.test(word)) ? s.slice(words[at]!.index) : s;
}
const onlyCaresAbout = (s: string): boolean => careAbout.test(afterForWhat(s));

/**
 * "Nothing beats a small reproducible example when I'm debugging", "nothing beats a failing test for me": what the person
 * finds best of all, of a kind, with when they are at work or "for me" closing the sentence (decision 0503); "nothing
 * beats Postgres" alone is an opinion of no one's, and "nothing beats this" is of what is at hand.
 */
const nothingBeats =
  /^nothing\s+beats\s+(?!(?:this|that|it|these|those|the\s+(?:first|second|other|former|latter))\b)(?:[\w'’-]{1,30}\s+){0,5}?[\w'’-]{1,30}\s+(?:when\s+I(?:['’]m|\s+am)\s+[a-z]{3,20}ing|when\s+I\s+[a-z]{3,20}|for\s+me|in\s+my\s+(?:book|experience))\s*[.!]?$/i;

/**
 * "Walking me through the dependency graph first helps more than jumping to the fix", "seeing the diff first helps me more
 * than reading a summary": which of two ways of working with the person helps them more (decision 0505), each a verb in
 * "-ing", "helps" or "works" "more" or "better than"; "me" after the first way or after "helps" makes it the person's
 * ("testing first helps more than debugging later" is no one's).
 */
const helpsMoreThan =
  /^[a-z]{2,20}ing\s+(me\s+)?(?:[\w'’-]{1,30}\s+){0,8}?[\w'’-]{1,30}\s+(?:helps|works)\s+(me\s+)?(?:(?:far|much|a\s+lot|way)\s+)?(?:more|better)\s+than\s+[a-z]{2,20}ing\b/i;
function helpsMeMore(s: string): boolean {
  const found = helpsMoreThan.exec(s);
  return found !== null && (found[1] !== undefined || found[2] !== undefined);
}

/**
 * "I think in diffs, not descriptions", "I think in examples": what the person thinks in (decision 0508), a kind in a word
 * or two, what they do not think in after a comma at most, closing the sentence; "I think in the morning" is a moment.
 */
const thinksIn =
  /^I\s+(?:really\s+|mostly\s+|just\s+)?think\s+in\s+(?!(?:the|this|that|my|a|an|bed|public|private|circles|terms\s+of\s+(?:it|this|that))\b)(?:terms\s+of\s+)?[\w-]{2,30}(?:\s+[\w-]{2,30})?(?:\s*,\s*not\s+(?:in\s+)?[\w-]{2,30}(?:\s+[\w-]{2,30})?)?\s*[.!]?$/i;

/**
 * "My eyes glaze over at walls of YAML", "my eyes glaze over whenever I see a long stack trace": what the person cannot
 * take in, of a kind (decision 0509), as "… makes my eyes glaze over" is (kind-likings.ts); "at this" is at hand.
 */
const eyesGlazeOver =
  /^my\s+eyes\s+(?:just\s+|always\s+)?glaze\s+over\s+(?:at|when(?:ever)?\s+I\s+see)\s+(?!(?:this|that|it|these|those|the\s+(?:first|second|last))\b)(?:[\w'’-]{1,30}\s+){0,5}?[\w'’-]{1,30}\s*[.!]?$/i;

/**
 * "I want to see the decision log before anything else when access breaks", "I like to read the failing assertion first
 * whenever a test fails": what the person looks at first each time something happens (decision 0516), as "… is what I
 * want to see first" is (kind-likings.ts); without the "when" it is as often this moment's request ("I want to see the
 * log first").
 */
const seesFirstWhen =
  /^I\s+(?:always\s+)?(?:want|like|need|prefer)\s+to\s+(?:see|read|check|get)\s+(?!(?:it|this|that|these|those|them)\b)(?:[\w'’-]{1,30}\s+){0,5}?[\w'’-]{1,30}\s+(?:first|before\s+anything\s+else)\s+(?:when|whenever|every\s+time|any\s+time)\s+\S/i;

/**
 * "Plans I can read top to bottom beat clever modules", "errors I can search for beat friendly messages": a kind of
 * thing the person can work with, preferred to another (decision 0518), the person in the kind's own clause; "plans
 * beat modules" is no one's.
 */
const whatICanBeats =
  /^[a-z][\w'’-]{1,30}(?:\s+[\w'’-]{1,30}){0,2}?s\s+(?:that\s+)?I\s+can\s+[a-z]{2,20}(?:\s+[\w'’-]{1,30}){0,4}?\s+(?:beat|trump|win\s+over|are\s+better\s+than)\s+(?:[\w'’-]{1,30}\s+){0,3}?[\w'’-]{2,30}\s*[.!]?$/i;

/** What the person leans to, each with its importance, read as person-likings.ts reads its idioms. */
/**
 * "I skim diffs from the bottom up", "I review PRs file by file": the order the person reads a kind of the project's
 * output in (decision 0532), a plural kind read, skimmed, reviewed or scanned from the bottom (top, end), backwards,
 * top to bottom or one by one, closing the sentence; what is at hand ("I read this from the top") names no kind.
 */
const readsInOrder =
  /^I\s+(?:(?:always|usually|tend\s+to|like\s+to|prefer\s+to)\s+)?(?:read|skim|review|scan|check|go\s+through)\s+(?!(?:this|that|these|those|it|them)\b)(?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30}s\s+(?:from\s+the\s+(?:bottom|top|end)(?:\s+(?:up|down))?|backwards|top\s+to\s+bottom|bottom\s+to\s+top|(?:file|commit|hunk|test)\s+by\s+(?:file|commit|hunk|test))\s*[.!]?$/i;

export const personLeanings: readonly (readonly [states: (s: string) => boolean, importance: number])[] = [
  [takesOver, 0.7],
  [happierWith, 0.7],
  [trustsMoreThan, 0.7],
  [caresMoreThan, 0.7],
  [(s) => moreOfA.test(s), 0.7],
  [(s) => suckerFor.test(s), 0.65],
  [(s) => partialTo.test(s), 0.65],
  [onlyCaresAbout, 0.7],
  [(s) => nothingBeats.test(s), 0.65],
  [helpsMeMore, 0.65],
  [(s) => thinksIn.test(s), 0.65],
  [(s) => eyesGlazeOver.test(s), 0.65],
  [(s) => seesFirstWhen.test(s), 0.65],
  [(s) => whatICanBeats.test(s), 0.65],
  [(s) => readsInOrder.test(s), 0.65],
];
