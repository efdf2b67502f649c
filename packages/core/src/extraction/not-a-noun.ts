/**
 * Words that open a sentence where a name or a noun would, yet name no one and nothing: pronouns, quantifiers,
 * conjunctions and adverbs ("It owns…", "Everyone gets paged…", "Someone must review…"). A rule that reads a bare
 * subject as a person or a part of the project refuses these.
 */
export const notANoun: ReadonlySet<string> = new Set(
  "it he this that these those everything everyone everybody something someone somebody nothing nobody anything anyone anybody she they you which what who whom whose each every all some any none both either neither then now also and but nor yet there here please never always just only maybe perhaps still even again once soon later first next others".split(
    " ",
  ),
);

/**
 * Words that, anywhere in a subject, make it no kind of the project's things: people ("most users come from Google"),
 * a share of them ("half of …", "several …", "no …") and what people send ("reports", "emails"; decisions 0289, 0314), and
 * people and animals of a home ("kids have only one bike"; decision 0372).
 */
const notAKind: ReadonlySet<string> = new Set(
  "others things people users customers visitors folks most many some few several half no these those they requests complaints questions reports calls emails messages changes kids children friends parents families pets dogs cats".split(
    " ",
  ),
);

/**
 * What people send, after a word that makes it the code's: "form requests", "HTTP requests", "API calls", "error reports",
 * "commit messages", "Kafka messages" (decision 0570), a kind of the project's things; "support requests" and "friend
 * requests" stay what people send.
 */
const sentByPeople: ReadonlySet<string> = new Set(["requests", "reports", "calls", "messages"]);
const ofTheCode =
  /^(?:form|http|https|api|pull|merge|graphql|grpc|rpc|fetch|ajax|xhr|network|outgoing|incoming|webhook|kafka|queue|error|crash|coverage|test|commit|log|sql|db|database|ipc)$/i;

/** Whether any of a subject's `words` names no kind of the project's things (`notANoun`, `notAKind`), in any case. */
export function namesNoKind(words: readonly string[]): boolean {
  return words.some((word, at) => {
    const lower = word.toLowerCase();
    if (sentByPeople.has(lower) && at > 0 && ofTheCode.test(words[at - 1]!)) return false;
    return notANoun.has(lower) || notAKind.has(lower);
  });
}

/**
 * Words of a subject after "every" or "each" that name a moment or who, not a kind: "every time", "every one of them"
 * (decision 0359); a person ("every user gets a review", "each customer gets a test drive": what people get, not a kind
 * of the project's things; decision 0417); a day of the week or a span of the calendar ("every Friday", "each sprint";
 * decision 0432); a moment of a day of one's own ("every meal", "each workout"; decision 0440).
 */
const notOneOfAKind =
  /^(?:time|times|day|morning|afternoon|evening|night|week|weekend|month|quarter|year|sprint|monday|tuesday|wednesday|thursday|friday|saturday|sunday|meal|breakfast|lunch|dinner|workout|game|class|lesson|shift|trip|visit|one|body|the|this|that|my|our|your|of|user|customer|visitor|person|guest|member|employee|student|kid|child|friend|parent|family|pet|dog|cat)$/i;

/** Whether the `words` after "every" or "each" name one thing of a kind of the project's (`namesNoKind`, `notOneOfAKind`). */
export function namesOneOfAKind(words: readonly string[]): boolean {
  return !namesNoKind(words) && !words.some((word) => notOneOfAKind.test(word));
}

/**
 * Words of a subject that say which things are meant now, not which kind: a determiner of things at hand ("these
 * modules", "my tests", "her invoices": every person's possessive, decision 0629) or a state of this moment ("flaky
 * tests", "the remaining migrations"; decisions 0320, 0334).
 */
const ofTheMoment =
  /^(?:the|these|those|this|that|my|your|our|his|her|their|its|some|both|flaky|failing|failed|broken|slow|skipped|old|current|remaining|other)$/i;

/** Whether any of a subject's `words` says which things are meant now rather than which kind (`ofTheMoment`). */
export function namesThingsAtHand(words: readonly string[]): boolean {
  return words.some((word) => ofTheMoment.test(word));
}

/** Whether a subject's `words` name a kind of the project's things: none names no one (`namesNoKind`) or things at hand. */
export function namesAKind(words: readonly string[]): boolean {
  return !namesNoKind(words) && !namesThingsAtHand(words);
}

/**
 * The words of a subject less "changes" after words that name their kind ("breaking API changes", "schema changes";
 * decision 0390): a kind of change is a kind of work, where "changes" alone is what happened.
 */
export function ofAKindOfChange(words: readonly string[]): readonly string[] {
  return words.length > 1 && /^changes$/i.test(words.at(-1)!) ? words.slice(0, -1) : words;
}

/** Whether a captured `subject` (its words split on spaces) names a kind of the project's things (`namesAKind`). */
export function subjectNamesAKind(subject: string | undefined): subject is string {
  return subject !== undefined && namesAKind(subject.split(/\s+/));
}

const kin =
  /^(?:mom|mum|mommy|mummy|dad|daddy|mother|father|mama|papa|grandma|grandpa|granny|wife|husband|son|daughter|sister|brother|aunt|uncle|cousin|niece|nephew)$/i;
/** Whether `word` names kin ("Mom", "grandpa"): family, where a rule reads a colleague by name. */
export function isKin(word: string): boolean {
  return kin.test(word);
}

/** Whether `pattern` reads `s` with its bare subject (group 1, when it has one) naming someone or something. */
export function readsWithNamedSubject(pattern: RegExp, s: string): boolean {
  const found = pattern.exec(s);
  return found !== null && !notANoun.has((found[1] ?? "").toLowerCase());
}

/** Pronouns and words for anyone, which name no doer where a rule reads a team or a person by name ("We can …", "It runs …"). */
const pronoun = /^(?:I|we|you|they|he|she|it|this|that|these|those|one|everyone|everybody|anyone|anybody|someone|somebody|nobody)$/i;
/**
 * Whether a capitalised `name` at a sentence's start names a doer: a team, a product or a person by name, no pronoun,
 * no word of `notANoun` and no kin (team-capability.ts, queue-work.ts).
 */
export function namesADoer(name: string): boolean {
  return !pronoun.test(name) && !notANoun.has(name.toLowerCase()) && !isKin(name);
}
