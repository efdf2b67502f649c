import { namesNoKind, namesOneOfAKind, ofAKindOfChange } from "./not-a-noun.js";
import { eachOfAKind, letterCase, narrowing, narrowingWord, pluralKindLead } from "./kind-words.js";

/**
 * A piece of code or of running it that every thing of a kind is given: "a changeset function", "a health check", "a down
 * migration", "an index" (decision 0587), as a test or a doc comment is.
 */
const codePiece =
  "functions?|methods?|constructors?|factor(?:y|ies)|fixtures?|health\\s?checks?|endpoints?|routes?|indexes|index|constraints?|timeouts?|migrations?|feature\\s+flags?|metrics?|alerts?|runbooks?|rate\\s+limits?";
/**
 * What documents, tests or reviews a piece of work: what every thing of a kind gets; what announces a change too ("a
 * version bump", "release notes"; decision 0390); a name or an owner ("Every relation gets an explicit name in
 * schema.prisma"; decision 0487).
 */
const artefact = `(?:JSDoc|TSDoc|KDoc|docstrings?|doc comments?|comments?|unit tests?|tests?|a test|stories|a story|type hints|types|changelog entr(?:y|ies)|a changelog entry|reviews?|a review|labels?|examples?|an example|benchmarks?|snapshot tests?|(?:a )?(?:second |another |extra )?(?:readers?|reviewers?|pair of eyes|proofreads?)|(?:major |minor )?version bumps?|migration guides?|release notes?|deprecation notices?|names?|owners?|${codePiece})`;

/**
 * What every thing of a kind "has" or "have" as a rule: a note or a test in its code, or a piece of its code ("Every public
 * function in payments/ has type hints"; decision 0590), where "every function has a name" or "every mark has a story"
 * says what any has.
 */
const codeArtefact = `(?:JSDoc|TSDoc|KDoc|docstrings?|doc comments?|type hints|type annotations|unit tests?|tests?|${codePiece})`;

/**
 * "Public functions get JSDoc comments with an example", "new endpoints need a test": what every thing of a kind gets,
 * a plural subject (which a word or a phrase may narrow) then "get", "need" or "require" and what documents, tests or
 * reviews it (decision 0324), named by a word of its own after "a" or "an" too ("an integration test"; decision 0417), or
 * "have" it ("Every public function in payments/ has type hints"; decision 0590).
 * People ("users get a refund") are no kind of the project's things, and a person's review named by a pronoun ("schema
 * changes need her review") is the pronoun rules' to read (contact-person.ts).
 */
const kindGets = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(?:(?:get|need|require)\s+(?:their own\s+|(?:an?\s+)?(?!(?:his|her|their)\s)[\w-]{1,30}\s+)?${artefact}|have\s+(?:an?\s+)?(?:[\w-]{1,30}\s+)?${codeArtefact})\b`,
  "i",
);

/** What notes the code itself carries: doc comments, comments, type hints. */
const note = "(?:JSDoc|TSDoc|KDoc|docstrings?|doc comments?|comments?|type hints|type annotations)";
/**
 * "Unsafe blocks carry a SAFETY comment explaining why they hold", "exported identifiers include doc comments": what note
 * every thing of a kind carries in the code (decision 0383); "product pages include reviews" is what a product shows, not
 * a note in its code.
 */
const kindCarries = new RegExp(String.raw`${pluralKindLead}\s+(?:always\s+)?(?:carry|include)\s+(?:an?\s+)?(?:[\w-]{1,30}\s+){0,1}?${note}\b`, "i");

/**
 * "Anything customer-facing in docs/ gets a second reader before it merges", "every public page needs a review": what
 * anything of a kind, narrowed by one to four words, or every thing of a kind gets (decision 0359), "a" or "an" and a word
 * of its own before it too ("every REST controller gets an integration test"; decision 0417), the kind after "every"
 * narrowed by a phrase too ("Every CTE in a model gets a comment saying what grain it is at"; decision 0453).
 * "Everything gets a review" names no kind.
 */
const anythingGets = new RegExp(
  String.raw`^(?:(?:anything|everything)\s+((?:${narrowingWord}\s+){0,3}?${narrowingWord})|${eachOfAKind}${narrowing})\s+(?:always\s+)?(?:(?:gets|needs|requires)\s+(?:an?\s+)?(?:[\w-]{1,30}\s+){0,1}?${artefact}|has\s+(?:an?\s+)?(?:[\w-]{1,30}\s+){0,1}?${codeArtefact})\b`,
  "i",
);

/**
 * "Stack names carry the environment as a suffix", "branch names take the ticket id as a prefix": what every name of a
 * kind carries as its prefix or suffix (decision 0395), a naming rule.
 */
const kindAffix = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(?:carry|include|get|take|have)\s+(?:the|their|its|a|an)\s+(?:[\w-]{1,30}\s+){0,2}[\w-]{1,30}\s+as\s+(?:a\s+|their\s+)?(?:suffix|prefix)\b`,
  "i",
);

/**
 * "Each GenServer gets its own supervisor", "services get their own database": what every one thing of a kind has to
 * itself (decision 0419): "every" or "each" and the kind, or a plural kind, then "gets" or "needs" and "its own" or
 * "their own" and the thing; "has", "owns" or "keeps" too, the kind after "every" narrowed by a phrase ("Every page
 * module in src/Page/ owns its own Msg type"; decision 0503). A person or a moment after "every" is no kind ("every user
 * gets their own workspace" is what people get), as no plural of people is.
 */
const eachOwns = new RegExp(String.raw`^${eachOfAKind}${narrowing}\s+(?:always\s+)?(?:gets|needs|has|owns|keeps)\s+(?:its|their)\s+own\s+[\w-]{1,30}`, "i");
const kindOwns = new RegExp(String.raw`${pluralKindLead}\s+(?:always\s+)?(?:get|need|have|own|keep)\s+their\s+own\s+[\w-]{1,30}`, "i");

/**
 * "All resources carry an owner tag", "every service has a team label": the tag or label every thing of a kind carries,
 * closing the sentence, a word or two naming it at most (decision 0427); "users get a name tag" is what people get, and
 * none.
 */
const kindTagged = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(?:carry|have|get|need|require)\s+(?:an?\s+)?(?:[\w-]{1,30}\s+){1,2}?(?:tags?|labels?)\s*[.!]?$`,
  "i",
);
const eachTagged = new RegExp(
  String.raw`^${eachOfAKind}\s+(?:always\s+)?(?:carries|has|gets|needs|requires)\s+(?:an?\s+)?(?:[\w-]{1,30}\s+){1,2}?(?:tags?|labels?)\s*[.!]?$`,
  "i",
);

/**
 * "Every container sets both requests and limits", "each package declares its own engines field": what every one thing of
 * a kind sets, declares, defines or specifies (decision 0464) or lists ("Every crate's Cargo.toml lists features
 * explicitly"; decision 0470), or links back to ("Every page in docs/ links back to the index"; decision 0481, the kind
 * narrowed by a path it is in), or carries or includes ("Every img in our templates carries explicit width and height";
 * decision 0496, the kind narrowed by a phrase as after "gets"), a rule of how each is configured: "every" or "each" and the
 * kind, which a person or a moment is not ("every user sets a password"), and what it sets in up to six words closing
 * the sentence, as what every thing does with its own (decision 0369). What it pins, imports or returns is as often
 * the shape of the code, and is read with its one choice (kind-choice.ts; decision 0426).
 */
const eachSets = new RegExp(
  String.raw`^${eachOfAKind}${narrowing}\s+(?:always\s+)?(?:sets|declares|defines|specifies|lists|carries|includes|links\s+(?:back\s+)?to|points\s+(?:back\s+)?to)\s+(?:[\w'’.-]{1,30}\s+){0,5}?[\w'’.-]{1,30}\s*[.!]?$`,
  "i",
);

/**
 * "Every operation in openapi.yaml gets an operationId in camelCase", "tables get their names in snake_case": the case of
 * the name every thing of a kind gets, has or takes (decision 0492), a naming rule whatever the name is called, where
 * the standing rules read a kind "named in" a case (decision 0435).
 */
const nameInCase = String.raw`\s+(?:always\s+)?(?:an?\s+|its\s+|their\s+)?(?:[\w-]{1,30}\s+){0,2}?[\w-]{1,30}\s+(?:in|as)\s+${letterCase}`;
const kindNamedInCase = new RegExp(String.raw`${pluralKindLead}\s+(?:always\s+)?(?:get|have|take|use)${nameInCase}`, "i");
const eachNamedInCase = new RegExp(String.raw`^${eachOfAKind}${narrowing}\s+(?:always\s+)?(?:gets|has|takes|uses)${nameInCase}`, "i");

/**
 * Whether `s` says what every thing of a kind gets (`kindGets`, `anythingGets`), carries (`kindCarries`, `kindAffix`,
 * `kindTagged`), has to itself (`kindOwns`, `eachOwns`), sets (`eachSets`) or is named in (`kindNamedInCase`,
 * `eachNamedInCase`).
 */
export function statesWhatKindGets(s: string): boolean {
  const subject =
    kindGets.exec(s)?.[1] ??
    kindCarries.exec(s)?.[1] ??
    kindAffix.exec(s)?.[1] ??
    kindOwns.exec(s)?.[1] ??
    kindTagged.exec(s)?.[1] ??
    kindNamedInCase.exec(s)?.[1];
  if (subject !== undefined) return !namesNoKind(ofAKindOfChange(subject.split(/\s+/)));
  const found = anythingGets.exec(s);
  const words = (found?.[1] ?? found?.[2] ?? eachOwns.exec(s)?.[1] ?? eachTagged.exec(s)?.[1] ?? eachSets.exec(s)?.[1] ?? eachNamedInCase.exec(s)?.[1])?.split(
    /\s+/,
  );
  return words !== undefined && namesOneOfAKind(words);
}
