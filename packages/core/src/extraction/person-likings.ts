import { statesConditionalWish } from "./conditional-wish.js";
import { trimTrailing } from "../util/trim-trailing.js";
import { beforeRequest } from "./request-clause.js";
import { sentenceFact as fact, type SentenceFact } from "./sentence-fact.js";
import { vagueObject } from "./skip-rules.js";
import { namesOneOfAKind, namesThingsAtHand, subjectNamesAKind } from "./not-a-noun.js";
import { toThirdPerson } from "./third-person.js";
import { taskBound } from "./task-bound.js";
import { kindLikings } from "./kind-likings.js";
import { statesWantedKind } from "./wanted-kind.js";
import { personLeanings } from "./person-leanings.js";

/**
 * What the person likes, prefers, wants or does not want, said in the first person: "I prefer …", "I'd rather you …",
 * "I don't want …", "I'm a big fan of …", "I want the commit messages in English" (decisions 0272-0340). A reading is
 * `{ fact }` when a pattern of the person's liking matched, the fact undefined when what it names is vague or of this
 * task; undefined when none matched.
 */
export interface LikingReading {
  readonly fact: SentenceFact | undefined;
}

const preference =
  /^I\s+(?:(?:really|strongly|generally|usually|much|definitely|also|personally|still)\s+)*(prefer|like|love|hate|dislike|enjoy|can['’]?t stand|can['’]?t (?:parse|follow|digest)|cannot (?:stand|parse|follow|digest)|always|never|would (?:much |far )?rather|would sooner|would prefer|would like|would love|would appreciate|want you to|tend to|lean towards?|gravitate towards?)\b\s*(\S.*)$/i;
/**
 * "I'd rather …", "I'd prefer …": read as "I would …" (decision 0272), "much" or "far" before "rather" too ("I'd much
 * rather see a failing test first"; decision 0534); "I'd appreciate …" too (decision 0350), and "I'd
 * sooner …", as "rather" (decision 0369).
 */
const wouldContraction = /^I['’]d\s+(?=(?:much\s+|far\s+)?rather\b|sooner\b|prefer\b|like\b|love\b|appreciate\b)/i;
/** "it if you explained…", "it when you add…": what "I'd love" or "I'd like" asks of the agent. */
const itIfYou = /^it\s+(?:if|when)\s+you\s+[a-z]{2,}\s+\S/i;
/**
 * "you to run php-cs-fixer before every commit": what "I'd like" or "I'd love" asks the agent to do every time (decision
 * 0340); without a word of every time ("I'd like you to look at the login page") it is this task's request.
 */
const youToEveryTime = /^you\s+to\s+[a-z]{2,}\s+\S/i;
const everyTime = /\b(?:always|never|every|each|whenever|any ?time|from now on|going forward|in future|by default)\b/i;
/**
 * "it when you explain …": what "I like", "I love" or "I hate" says of the agent's habit (decision 0354); "if" is a wish
 * for this task, and a verb in the past ("it when you said that") what the agent did once. "It" may be left out before a
 * verb of the agent's work ("I like when you explain the root cause before the fix"; decision 0604), where "I love when
 * you try something new" is said to a friend as often.
 */
const itWhenYou =
  /^it\s+when(?:ever)?\s+you\s+(?!(?:said|did|made|wrote|told|took|gave|found|ran|put|got|went|came|saw|knew|thought|left|kept|brought|built|caught|chose|broke|sent|spent|felt|meant)\b)[a-z]{2,}(?<!ed)\s+(?!(?:it|this|that|me|so|too)\b)\S/i;
const whenYouWork =
  /^when(?:ever)?\s+you\s+(?:explain|show|ask|run|write|name|add|keep|use|summari[sz]e|list|link|mention|tell|check|test|comment|split|point|flag|include|cite|quote)\s+(?!(?:it|this|that|me|so|too)\b)\S/i;
/** A clause after "would rather" / "prefer" whose subject is "you" ("I'd rather you open a draft PR"): a preference, not a vague object. */
const youClause = /^you\s+(?!(?:so|too|very|all|guys)\b)[a-z]{2,}\s+\S/i;
/** "I'm not a fan of snapshot tests", "I'm a big fan of small PRs": a liking said as an idiom (decision 0275). */
const fan = /^I(?: am|['’]m)\s+(?:really\s+)?(not\s+)?(?:a|such a)\s+(?:(?:big|huge|great|real)\s+)?fan of\s+(\S.*)$/i;
/**
 * "I'm fine with longer Dockerfiles if each step is commented", "I'm happy with small PRs": what the person accepts of a
 * kind of thing, a plural among its first words (decision 0352), or is happiest or most comfortable with, or a share of
 * one thing per another ("I'm happiest with one change per commit"; decision 0403); "I'm fine with that" or "with the
 * current one" names what is at hand.
 */
/**
 * "I'm happiest when diffs stay under a hundred lines": when the person is happiest, a plural kind doing what they like
 * (decision 0449), or one of a kind ("I'm happiest when a release checklist fits on one screen"; decision 0477); "when it
 * works", "when you …" or people ("when the kids are asleep") are none.
 */
const happiestWhen =
  /^I(?: am|['’]m)\s+(?:always\s+)?(?:happiest|most comfortable)\s+when\s+(?!(?:it|this|that|you|we|they|he|she|the|my|our|your)\b)((?:[\w-]{1,30}\s+){0,2}[a-z][\w-]{0,30}[^s'’\s]s)\s+[a-z]{2,30}\s+\S/i;
const happiestWhenOne =
  /^I(?: am|['’]m)\s+(?:always\s+)?(?:happiest|most comfortable)\s+when\s+(?:a|an|every|each)\s+((?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30})\s+[a-z]{2,30}s\s+\S/i;
const fineWith =
  /^I(?: am|['’]m)\s+(?:totally\s+|perfectly\s+|also\s+)?(?:fine|ok|okay|happy|happiest|comfortable|most comfortable)\s+with\s+(?:(?!(?:the|this|that|these|those|it|them|your|my|a|an)\b)(?:[\w-]{1,30}\s+){0,2}[a-z][\w-]{0,30}[^s'’\s]s\b|(?:one|a single|\d{1,3})\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{1,30}\s+per\s+[a-z])/i;
/**
 * "I skim anything longer than a screen", "I skip everything over three paragraphs": what the person passes over, anything
 * past a size (decision 0407), kept as "User skims …" as "I never read anything longer …" is.
 */
const passesOver =
  /^I\s+(?:(?:just|usually|mostly|only|always)\s+)?(?:skim|skip|ignore|scroll past|gloss over)\s+(?:anything|everything|whatever)\s+(?:longer|bigger|more|over|past)\b[^,;]{1,60}$/i;

/**
 * "I don't want panics on missing config", "I don't like default exports": a preference said as a negation (decision
 * 0279); "I don't mind long function names if they read well": what the person accepts (decision 0349).
 */
const notPreference = /^I\s+(?:really\s+)?(?:don['’]t|do not)\s+(?:really\s+)?(want|like|love|enjoy|trust|mind)\b\s*(\S.*)$/i;

/**
 * "I find dataclasses easier to read than plain dicts": what the person finds easier, clearer or nicer than something
 * else (decision 0342), read in two steps: the lead, then a comparison within a bound. "I find it easier …" names
 * nothing.
 */
const findLead = /^I\s+(?:really\s+|generally\s+|usually\s+|personally\s+)?find\s+/i;
const comparative = /\s(?:easier|harder|clearer|simpler|nicer|cleaner|safer|more readable|less readable|more natural)\b/i;
const thanWhat = /\s(?:than|to)\s+\S/i;
/**
 * "I find short answers easiest to follow": what the person finds easiest, clearest or simplest (decision 0387), a
 * superlative that needs no "than"; the words before it name a kind, not what is at hand ("I find this easiest").
 */
const superlative =
  /^(?!(?:this|that|these|those|it|them|the (?:first|second|last|other))\b)(?:[\w'’-]{1,30}\s+){0,3}?[\w'’-]{1,30}\s+(?:easiest|clearest|simplest|nicest|cleanest|most readable)\s+to\s+[a-z]{2,20}\s*[.!]?$/i;
function findsBetter(s: string): boolean {
  const lead = findLead.exec(s);
  const rest = lead === null ? "" : s.slice(lead[0].length);
  if (lead !== null && superlative.test(rest)) return true;
  const at = comparative.exec(rest.slice(0, 80));
  if (lead === null || at === null || at.index === 0 || at.index > 60 || vagueObject.test(rest)) return false;
  const after = rest.slice(at.index + at[0].length, at.index + at[0].length + 50);
  const than = thanWhat.exec(after);
  return than !== null && !/[.;]/.test(after.slice(0, than.index));
}

/**
 * "My preference is squash merges with the PR title as the commit message": the person's preference said as a noun
 * (decision 0358); "my preference is this one" or "… is option B" names what is at hand, and keeps nothing.
 */
const statedPreference = /^my\s+(?:(?:strong|personal|general|own)\s+)?preference\s+(?:is|would be)\s+(?=\S)/i;
const preferenceAtHand = /^(?:this|that|it|these|those|the (?:first|second|former|latter|other)|option)\b/i;

/**
 * "I learn best from small worked examples", "I work best with a short plan first": how the person learns or works best
 * (decision 0362), a preference for how the agent explains or proceeds; or what they learn the most from ("I learn the most
 * from small worked examples"; decision 0446), or when they are most productive ("I'm most productive when you show me a
 * failing test before the fix"; decision 0571); what is at hand ("I learn best from this") is none, and so is what
 * opens with no letter, digit or quote (a lone surrogate; decision 0571).
 */
const worksBest =
  /^I(?:\s+(?:(?:usually|generally|really|always)\s+)?(?:(?:learn|work|think|focus|understand(?: things)?)\s+best|learn\s+(?:the\s+)?most)|(?:\s+am|['’]m)\s+(?:(?:usually|generally|always)\s+)?most\s+(?:productive|effective|focused))\s+(?:from|with|by|when|in|through)\s+(?!(?:it|this|that|them|these|those)\b)[\w\x60"'“‘(]/i;

const found = (...args: Parameters<typeof fact>): LikingReading => ({ fact: fact(...args) });

/**
 * "I appreciate it when you name the file you changed": what the person appreciates of the agent's habit (decision 0390),
 * read as "I like it when you …" is (decision 0354); "I appreciate the help" thanks for this task, and is left to the
 * other rules.
 */
const appreciateLead = /^I\s+(?:really\s+|always\s+|do\s+)?appreciate\s+(?=it\s)/i;
function appreciatesHabit(s: string): LikingReading | undefined {
  const lead = appreciateLead.exec(s);
  if (lead === null || !itWhenYou.test(s.slice(lead[0].length))) return undefined;
  return taskBound.test(s) ? { fact: undefined } : found(asUsers(s), "preference", 0.7, 0.9);
}

/** A word of candour and its comma before a liking with a kind first: "Honestly, terse commit messages bother me". */
const candourComma = /^(?:honestly|frankly|personally|truthfully|to be honest|in all honesty|tbh|to be fair)\s*,\s*(?=[a-z])/i;
/** The liking with a kind first after a word of candour (decision 0388), kept without it and with a capital. */
function kindLikingAfterCandour(s: string): LikingReading | undefined {
  const lead = candourComma.exec(s);
  if (lead === null) return undefined;
  const rest = s.slice(lead[0].length);
  const liked = `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
  const kind = kindLikings.find(([pattern]) => pattern.test(liked));
  if (kind === undefined) return undefined;
  return taskBound.test(liked) ? { fact: undefined } : found(asUsers(liked), "preference", kind[1], 0.9);
}
/**
 * "I'm newer to Java, so short explanations of Spring annotations help me a lot", "I'm colorblind, so diagrams with labels
 * help me more": a lasting reason of the person's before "so" and a liking with a kind first (decision 0582), kept whole,
 * the reason being what the liking rests on. A mood of the moment ("I'm tired, so …") is no lasting reason.
 */
const lastingReason =
  /^I(?: am|['’]m)\s+(?:(?:still\s+|fairly\s+|pretty\s+|quite\s+|relatively\s+)?(?:new|newer)\s+to\s+(?!(?:this|that|it|these|those)\b)[\w.#+-]{1,30}(?:\s+[\w.#+-]{1,30}){0,2}?|colou?r-?blind|dyslexic|a\s+visual\s+learner|not\s+a\s+native\s+(?:English\s+)?speaker)(?:,\s*|\s+)so\s+(?=[a-z])/i;
function kindLikingAfterReason(s: string): LikingReading | undefined {
  const lead = lastingReason.exec(s);
  if (lead === null) return undefined;
  const rest = s.slice(lead[0].length);
  const liked = `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
  const kind = kindLikings.find(([pattern]) => pattern.test(liked));
  if (kind === undefined) return undefined;
  return taskBound.test(liked) ? { fact: undefined } : found(asUsers(s), "preference", kind[1], 0.9);
}
/** `s` in the third person, opening "User …" as the other preferences do ("User wants …", "User finds …"). */
const asUsers = (s: string): string => toThirdPerson(s, "user").replace(/^The user\b/, "User");

/**
 * "Honestly, I'd rather …", "personally, I prefer …": a word of candour before the person's liking says nothing of it,
 * and is not kept with it (decision 0356), its comma left out too ("Honestly I'd take …"; decision 0364).
 */
const candour = /^(?:honestly|frankly|personally|truthfully|to be honest|in all honesty|tbh|to be fair)(?:\s*,\s*|\s+)(?=I\b)/i;

/**
 * ", but we follow the Google style guide", ", but the formatter decides": what the team or its tools do after the
 * person's own view, which gives way to it (decision 0327's reading of the clauses, clause-readings.ts, keeps the team's
 * practice alone); with a word of candour before the view, with or without its comma, too (decision 0364).
 */
const butTheTeam = /,\s+but\s+(?:we|the team|our team|the\s+[\w-]{1,30}\s+(?:decides|wins|rules|has the (?:final|last) (?:say|word)))\b/i;

/**
 * "I trust a fix more when it comes with a failing test", "I review a PR faster when it has screenshots": what makes the
 * person trust, read or review a thing of a kind more (decision 0468), one of a kind after "a", "an" or "any" and "it"
 * doing something; "I trust him more when …" and a thing at hand are none.
 */
const moreWhenIt =
  /^I\s+(?:trust|believe|like|read|review|merge|understand|follow|approve)\s+(?:an?|any)\s+((?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30})\s+(?:(?:much|far|a\s+lot)\s+)?(?:more|better|faster|sooner|quicker)\s+(?:when|if)\s+it\s+[a-z]{2,20}\s+\S/i;
function likesMoreWhenIt(s: string): boolean {
  const words = moreWhenIt.exec(s)?.[1]?.split(/\s+/);
  return words !== undefined && namesOneOfAKind(words) && !namesThingsAtHand(words);
}

/**
 * The person's likings said in their own idioms, each with its importance: kept in the third person ("User finds …",
 * "Diagrams help the user more …"), none of this task (`taskBound`).
 */
const idioms: readonly (readonly [states: (s: string) => boolean, importance: number])[] = [
  [findsBetter, 0.7],
  [(s) => fineWith.test(s), 0.65],
  [(s) => subjectNamesAKind(happiestWhen.exec(s)?.[1] ?? happiestWhenOne.exec(s)?.[1]), 0.65],
  [(s) => worksBest.test(s), 0.7],
  ...personLeanings,
  [(s) => passesOver.test(s), 0.7],
  [statesConditionalWish, 0.75],
  [likesMoreWhenIt, 0.7],
  ...kindLikings.map(([pattern, importance]) => [(s: string) => pattern.test(s), importance] as const),
];

/** The person's liking `sentence` states, if one of its patterns matches (see the module's comment). */
export function personsLiking(sentence: string): LikingReading | undefined {
  if (butTheTeam.test(sentence)) return undefined;
  const s = sentence.replace(candour, "");
  const said = s.replace(wouldContraction, "I would ");
  const appreciated = appreciatesHabit(said);
  if (appreciated !== undefined) return appreciated;
  const pref = preference.exec(said);
  if (pref) {
    const [, verb = "", rest = ""] = pref;
    // "I'd rather you open a draft PR", "I'd love it if you explained…": what the agent does is the object (decision 0293).
    const clause =
      (/rather|sooner|prefer/i.test(verb) && youClause.test(rest)) ||
      (/would (?:love|like|appreciate)/i.test(verb) && (itIfYou.test(rest) || (youToEveryTime.test(rest) && everyTime.test(rest)))) ||
      // "I like it when you explain the trade-offs first", "I hate it when you …": what the agent does, every time (decision 0354).
      (/^(?:like|love|hate|dislike|enjoy)$/i.test(verb) && (itWhenYou.test(rest) || whenYouWork.test(rest)));
    if (
      (vagueObject.test(rest) && !clause) ||
      /^to\W*$/i.test(rest) ||
      // "I'd appreciate a quick look" asks for this task; only with a word of every time is it how the person likes the
      // work done ("… at the end of each task"; decision 0350).
      (/^would appreciate$/i.test(verb) && !everyTime.test(rest)) ||
      (/^(?:want you to|would (?:much |far )?rather|would sooner|would prefer|would like|would love|would appreciate)$/i.test(verb) && taskBound.test(rest))
    )
      return { fact: undefined };
    const strong = /always|never|hate|can|would (?:much |far )?rather|would sooner|want/i.test(verb);
    return found(toThirdPerson(said, "user"), "preference", strong ? 0.8 : /prefer/i.test(verb) ? 0.75 : 0.65, 0.9);
  }
  // "User wants …", "User needs …", as the other preferences open.
  if (statesWantedKind(s) && !taskBound.test(s)) return found(asUsers(s), "preference", 0.8, 0.9);
  const negated = notPreference.exec(s);
  if (negated) {
    const [, verb = "", rest = ""] = negated;
    const you = youClause.test(rest) || /^you to\b/i.test(rest);
    // "I don't want to use classes": what follows the verb after "to" is the object read.
    const object = trimTrailing(rest, /[.!]/).replace(/^to(?:\s+[a-z]+)?\s*/i, "");
    if ((vagueObject.test(object) && !you) || object === "" || taskBound.test(rest)) return { fact: undefined };
    return found(toThirdPerson(s, "user"), "preference", /want|trust/i.test(verb) ? 0.8 : 0.7, 0.9);
  }
  const stated = statedPreference.exec(s);
  if (stated !== null)
    return taskBound.test(s) || preferenceAtHand.test(s.slice(stated[0].length))
      ? { fact: undefined }
      : found(toThirdPerson(s, "user"), "preference", 0.75, 0.9);
  const idiom = idioms.find(([states]) => states(s));
  const afterCandour = idiom === undefined ? (kindLikingAfterCandour(s) ?? kindLikingAfterReason(s)) : undefined;
  if (afterCandour !== undefined) return afterCandour;
  if (idiom !== undefined) return taskBound.test(s) ? { fact: undefined } : found(asUsers(s.replace(/^I['’]d\s/i, "I would ")), "preference", idiom[1], 0.9);
  // A request for this task after the liking ("…, so split the gradle change") is no part of it (decision 0292).
  const liked = beforeRequest(s);
  const liking = fan.exec(liked);
  if (liking) {
    const [, not, rest = ""] = liking;
    if (vagueObject.test(rest) || taskBound.test(rest)) return { fact: undefined };
    return found(toThirdPerson(liked, "user"), "preference", not ? 0.75 : 0.65, 0.9);
  }
  return undefined;
}
