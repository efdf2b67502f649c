import { afterColonLead, opensWithTaskLabel, withoutDiscourseLabel } from "./discourse-label.js";
import { prescribesDanger } from "./instruction-text.js";
import { addressesTheModel } from "./speaks-to-model.js";
import { maxSentenceChars } from "./source-text.js";
import { sentenceFact as fact, type SentenceFact } from "./sentence-fact.js";
import { laterContactFact } from "./contact-person.js";
import { personsLiking } from "./person-likings.js";
import { decisionInThirdPerson, teamDecision } from "./team-decision.js";
import { taskBound } from "./task-bound.js";
import { clauseReading, dontRule, ruleAndFact } from "./clause-readings.js";
import { namesCode, projectFact } from "./project-facts.js";
import { approvalGateRule } from "./approval-gate.js";
import { onlyWhoMay } from "./only-who-may.js";
import { validityRule } from "./validity-rule.js";
import { teamSchedule } from "./team-schedule.js";
import { toldAsDoneOnce } from "./team-practices.js";
import { projectKindFact } from "./project-kind.js";
import { partHistoryFact } from "./part-history.js";
import { frozenCodeRule } from "./frozen-code.js";
import { isGenericKnowledge, isSmallTalk, vagueObject } from "./skip-rules.js";
import { placesAKind } from "./file-placement.js";
import { letUsChoice } from "./lets-choose.js";
import { imperativeAlways, imperativeEveryEvent } from "./imperative-always.js";
import { keepsKindOut } from "./kind-kept-out.js";
import { explainsAKind } from "./explain-a-kind.js";
import { unsureRequest } from "./unsure-request.js";
import { closesWithHedge } from "./hedged-rule.js";
import { endsInAWord } from "./one-clause.js";
import { cheersOn } from "./cheers.js";
import { correctionOf, correctsADocument, correctsForTheMoment, opensCorrection, shortCorrection, withoutHesitation } from "./corrections.js";
import { beforeRequest } from "./request-clause.js";
import { statesColleaguePreference } from "./colleague-preference.js";
import { doneGateRule, sayingDone } from "./done-gate.js";
import { withoutAsides } from "./asides.js";
import { lastingLead, momentary, momentaryBesidesNow } from "./moment-words.js";
import { standingRule } from "./standing-rules.js";
import { finishSentence, rewritePronouns, toThirdPerson } from "./third-person.js";

export type { SentenceFact } from "./sentence-fact.js";

const remember =
  /^(?:(?:please|pls|also|and|oh)[\s,]+)*(?:(?:can|could|would|will) you\s+)?(?:remember|note to (?:self|you|the agent)|note|keep in mind|(?:do not|don['’]t) forget|make a note|for future reference|fyi|for the record)\b(?:\s+this)?[\s:,-]*(?:that\s+)?([^\s:,-].*)$/i;
const stopRule = /^(?:please\s+)?stop\s+([a-z]+ing)\b\s*((?:\S.*)?)$/i;
/** "please run …": a verb, then what it acts on. */
const pleaseDo = /^please\s+([a-z]{2,})\b\s+(\S.*)$/i;
const harmlessDont = /^(?:worry|bother|mind|forget|know|care|understand|see|get|think|need)$/i;
/**
 * "Keep your summaries short, bullet points are fine", "keep your diffs small": how the agent keeps a kind of its
 * own work, a plural after "your" then a word for the state, a preference (decision 0291; a size limit, "keep your
 * answers under 100 words", stays the limit rule's convention); "keep your eyes open" or
 * "keep your changes in this branch" name no kind of its work or no state.
 */
const keepYours =
  /^(?:please\s+)?(?:always\s+)?keep\s+your\s+((?:[\w-]+\s+){0,2}?(?:answers|replies|responses|summaries|explanations|messages|updates|comments|commit messages|descriptions|reviews|notes|diffs|changes|PRs|commits|functions|tests|edits|patches)\s+(?!(?:in|on|at|for|to|from|with|up|out|off|going|running|open|around|until|as|inside|within|under|below|less|fewer|no|shorter)\b)[a-z]{3,}\b.*)$/i;
/**
 * "I usually review PRs in the evening": how the person usually works, a fact about them (decision 0295), with a verb
 * of what they do (not "I usually get…", "I usually forget…"), and not of something only the conversation names ("I
 * usually do them right after waking up": decision 0306).
 */
const personalHabit =
  /^I\s+(?:usually|normally|typically|generally|mostly)\s+(?!(?:don['’]t|do not|get|have|had|feel|think|forget|need|want|try|am|was|end)\b)[a-z]{2,}\s+(?!(?:[a-z]+\s+)?(?:them|it|that|this|these|those)\b)\S/i;
/**
 * "I review most pull requests on my phone", "I write all my commit messages in Vim": how the person does most or all of
 * a kind of the project's work (decision 0580), a fact about them as a habit is; "most" or "all" makes it how they work,
 * where "I review pull requests on my phone" is as often this week's.
 */
const mostOfAKind =
  /^I\s+(?:review|write|read|run|merge|test|debug|deploy|commit|answer|triage|check)\s+(?:most|all|nearly\s+all|almost\s+all)\s+(?:of\s+)?(?:my\s+|the\s+)?(?:[\w-]{1,30}\s+)?(?:pull\s+requests|PRs|reviews|commits|commit\s+messages|tests|deploys|tickets|issues|bugs|code\s+reviews|diffs|releases)\s+(?:on|in|from|with|at)\s+\S/i;
const favorite = /^my (?:favou?rite|preferred|go-to|default) [\w -]{2,30} (?:is|are)\s+\S/i;
const personal =
  /^I(?: am|['’]m) (?:allergic to|vegetarian|vegan|based in|located in|in the [\w ]+ time ?zone|(?:a|an) (?:[\w-]+ )?(?:engineer|developer|designer|student|teacher|manager|doctor|nurse|lawyer|writer|scientist|researcher|consultant|founder|vegetarian|vegan))\b|^I (?:live|work) (?:in|at|as|for|from)\b|^my (?:name|timezone|time zone|birthday|role|job title|team|pronouns) (?:is|are)\b/i;
const decisionLabel = /^decision\s*[:—-]\s*(\S.*)$/i;

const teamVerbs =
  "use|name|prefix|suffix|write|keep|put|follow|run|deploy|store|format|lint|test|avoid|prefer|require|squash|rebase|review|tag|release|commit|branch|ship|indent|import|export|organize|place|document|pin|vendor|host|version|rely on|depend on|spell|capitalize|abbreviate|hyphenate";
/**
 * "We use pnpm", "the team always squashes": a team's way; one with what is at hand ("we only use it for tests") is none
 * (decision 0336). "We spell it 'engram' in prose": an "it" before a name in quotes is the name's, not a thing at hand
 * (decision 0360).
 */
const teamConvention = new RegExp(
  String.raw`^(?:in this (?:repo|project|codebase|team),?\s+)?(?:we|our team|the team)\s+(?:(?:always|usually|never|generally|only|all)\s+)?(?:${teamVerbs})\b(?!\s+(?:it|this|that|these|those|them)\b(?!\s+['"‘“\x60]))`,
  "i",
);
const namedConvention = /^(?:our|the)\s+(?:[\w-]+\s+)?(?:convention|rule|standard|style|policy|practice|guideline)s?(?: here)?\s+(?:is|are)\b/i;
/** How a kind of project text is written: "commit messages start with the package name". */
const formatConvention =
  /^(?:our\s+|the\s+|all\s+)?(?:commit messages?|commit titles?|branch names?|PR titles?|pull request titles?|changelog entries|release notes|test names|file names)\s+(?:always\s+)?(?:start|starts|begin|begins|end|ends|use|follow|are written|must|should|need to)\b/i;
/** A fix the user reports: "the flaky test was fixed by waiting for the event". */
const reportedFix = /^(?:the|our|that|this)\s+(?:[\w-]+\s+){0,4}(?:was|were|got|is|has been)\s+(?:fixed|solved|resolved|worked around)\s+by\s+\S/i;
const imperativeUse = new RegExp(String.raw`^(?:(?:please|${lastingLead})[\s,]+)?(?:use|prefer|write|name|format|indent)\s+\S`, "i");
/**
 * "Prefer small interfaces defined where they're used", "prefer table-driven tests": a kind preferred, a plural without a
 * word of what is at hand, is a way of working without saying over what (decision 0349); "prefer the second option" is
 * this task's choice.
 */
const preferKind =
  /^(?:please\s+)?prefer\s+(?!(?:the|this|that|these|those|it|them|my|your|one|a|an|some)\b)(?:[\w-]{1,30}\s+){0,3}[a-z][\w-]{0,30}[^s'’\s]s\b/i;
/**
 * "Keep an sbt shell open instead of running it fresh each time": a tool kept open or running, a way of working when
 * said with what it replaces or how often (`generalScope`; decision 0322); "keep the old one" is this task's.
 */
const keepRunning = /^(?:please\s+)?keep\s+(?:an?|the|your|one)\s+(?:[\w-]{1,30}\s+){0,3}?(?:open|running|alive|warm|up)\b/i;
const generalScope = new RegExp(
  String.raw`\b(?:camelCase|snake_case|kebab-case|PascalCase|SCREAMING_SNAKE_CASE|tabs|spaces|single quotes|double quotes|semicolons|named exports|default exports|ESM|CommonJS|trailing commas)\b|\b(?:for (?:all|every|each|any)|everywhere|across|in all|instead of|rather than|over|${lastingLead}|by default|each time|every time)\b|, not\b`,
  "i",
);
/** A lasting lead opening a sentence, with what separates it from the rule. */
const lastingLeadFirst = new RegExp(String.raw`^${lastingLead}[\s,]+`, "i");
/**
 * `s` without the same words closing it ("please keep commit subjects short from now on"; decision 0568), or `s` itself:
 * read in plain steps, where one pattern with the spaces before the words was quadratic on a run of spaces.
 */
const lastingLeadLast = new RegExp(String.raw`(?<=[\s,])${lastingLead}$`, "i");
function withoutLastingEnd(s: string): string {
  const said = s.trimEnd().replace(/[.!]$/, "");
  const found = lastingLeadLast.exec(said);
  return found === null ? s : said.slice(0, found.index).trimEnd().replace(/,$/, "");
}
const oneOff = /\b(?:for this|for that|here|this time|for now|in this (?:file|function|test)|right now)\b/i;
/** `text` with a lowercase first letter, for splicing after "User decided to". */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * "Show me the failing assertion first whenever a test breaks", "ping me every time a deploy fails": a request of the
 * person's own told with when it always applies after it lasts (decision 0583), a verb of showing or telling "me", then
 * "whenever", "every time" or "each time" and one of a kind; "tell me whenever the build is green" or "… whenever you
 * have a minute" is this task's.
 */
const forMe = /^(?:please\s+)?(?:show|tell|give|send|ping|notify|warn|remind|walk|ask|let)\s+me\b/i;
const wheneverOneOfAKind = /\s(?:whenever|every\s+time|each\s+time|any\s?time)\s+(?:a|an|any|one\s+of\s+(?:the|our))\s+[a-z]/i;
/**
 * Or before doing anything to any of a kind: "ask me before adding any new npm dependency" (decision 0595), or to anything
 * of what it names ("show me the diff before running anything that touches the database"; decision 0600), said with "you"
 * too ("ask me before you delete any test, even a flaky one"; decision 0614); "ask me before adding the test" is this
 * task's.
 */
const beforeAnyOfAKind = /\sbefore\s+(?:[a-z]{3,20}ing|you\s+[a-z]{3,20})\s+(?:(?:any|every)\s+(?:new\s+)?[a-z]|anything\s+(?:that|which)\s+[a-z])/i;

/** "please run X before …" after words that say it lasts: what the agent is to do from now on, or not to do. */
function lastingRequest(request: string): SentenceFact | undefined {
  if (dontRule.test(request) || stopRule.test(request)) return classifyCore(request);
  const asked = pleaseDo.exec(request);
  if (!asked) return undefined;
  const [, verb = "", rest = ""] = asked;
  if (vagueObject.test(rest) || taskBound.test(rest)) return undefined;
  return fact(finishSentence(`User wants the agent to ${verb.toLowerCase()} ${rewritePronouns(rest, "user")}`), "preference", 0.8, 0.85);
}

/**
 * What a prohibition forbids, without the reason a dash sets after it: "don't reformat files you didn't touch —
 * ocamlformat runs in CI …" forbids reformatting them (decision 0331); the preference keeps what the person asks.
 */
function beforeDashReason(said: string): string {
  const dash = /\s[—–]\s|\s-\s/.exec(said);
  return dash === null ? said : said.slice(0, dash.index);
}

function classifyCore(sentence: string): SentenceFact | undefined {
  const s = sentence.trim();
  if (opensCorrection(s)) {
    const body = correctionOf(s);
    // What a document says wrong, corrected: a fact of the project, not feedback on the agent (decision 0294).
    if (body !== undefined && correctsADocument.test(body)) return fact(toThirdPerson(body, "user"), "fact", 0.7, 0.8, ["correction"]);
    if (body !== undefined) {
      return fact(`User corrected the agent: ${rewritePronouns(lowerFirst(body), "user")}.`, "feedback", 0.7, 0.8, ["correction"]);
    }
    return undefined;
  }
  // "Going forward, please run golangci-lint before …": a request the person says lasts is a preference (decision 0300).
  const lasting = s.replace(lastingLeadFirst, "");
  if (lasting !== s && /^please\s/i.test(lasting)) return lastingRequest(lasting);
  // "Please keep commit messages under fifty characters from now on": the same words closing the request (decision 0568).
  const lastingAfter = withoutLastingEnd(s);
  if (lastingAfter !== s && /^please\s/i.test(lastingAfter)) return lastingRequest(lastingAfter);
  if (forMe.test(s) && (wheneverOneOfAKind.test(s) || beforeAnyOfAKind.test(s)) && endsInAWord(s) && !oneOff.test(s))
    return lastingRequest(/^please\s/i.test(s) ? s : `please ${s}`);
  const unsure = unsureRequest(s);
  if (unsure !== undefined) return taskBound.test(s) || oneOff.test(s) ? undefined : fact(unsure, "preference", 0.8, 0.85);
  const explainKind = explainsAKind(s);
  if (explainKind !== undefined && !oneOff.test(s)) return lastingRequest(explainKind);
  const dont = dontRule.exec(s);
  if (dont) {
    const [, verb = "", said = ""] = dont;
    const rest = beforeDashReason(said);
    if (harmlessDont.test(verb) || vagueObject.test(rest) || taskBound.test(rest) || cheersOn(verb, rest)) return undefined;
    return fact(finishSentence(`User does not want the agent to ${verb.toLowerCase()} ${rewritePronouns(rest, "user")}`), "preference", 0.8, 0.85);
  }
  const stop = stopRule.exec(s);
  if (stop) {
    const [, verb = "", rest = ""] = stop;
    if (vagueObject.test(rest) || taskBound.test(rest)) return undefined;
    return fact(finishSentence(`User wants the agent to stop ${verb.toLowerCase()} ${rewritePronouns(rest, "user")}`), "preference", 0.8, 0.85);
  }
  const yours = keepYours.exec(s);
  if (yours && !taskBound.test(s)) {
    return fact(finishSentence(`User wants the agent to keep its ${rewritePronouns(yours[1] ?? "", "user")}`), "preference", 0.75, 0.85);
  }
  if (statesColleaguePreference(s) && !taskBound.test(s)) return fact(toThirdPerson(beforeRequest(s), "user"), "fact", 0.65, 0.8);
  const liking = personsLiking(s);
  if (liking !== undefined) return liking.fact;
  if ((personalHabit.test(s) || mostOfAKind.test(s)) && !taskBound.test(s)) return fact(toThirdPerson(beforeRequest(s), "user"), "fact", 0.6, 0.85);
  if (favorite.test(s)) return fact(toThirdPerson(s, "user"), "preference", 0.7, 0.9);
  if (personal.test(s)) return fact(toThirdPerson(s, "user"), "fact", 0.6, 0.85);
  const chosen = letUsChoice(s);
  if (chosen !== undefined) return chosen.decided === undefined ? undefined : fact(chosen.decided, "decision", 0.8, 0.85);
  const decision = teamDecision(s);
  if (decision !== undefined) return fact(decisionInThirdPerson(decision), "decision", 0.8, 0.85);
  const labelled = decisionLabel.exec(s);
  if (labelled?.[1]) return fact(`Decision: ${finishSentence(toThirdPerson(labelled[1], "user"))}`, "decision", 0.8, 0.85);
  if (reportedFix.test(s)) return fact(finishSentence(s), "solution", 0.6, 0.8);
  if (formatConvention.test(s) && !taskBound.test(s)) return fact(finishSentence(s), "convention", 0.7, 0.85);
  if (placesAKind(s) && !taskBound.test(s)) return fact(finishSentence(s), "convention", 0.7, 0.85);
  // A team's way for the moment ("we host on Fly this week") is none (decision 0327); "now" alone lasts (decision 0277).
  if ((teamConvention.test(s) || namedConvention.test(s)) && !momentaryBesidesNow.test(s) && !toldAsDoneOnce(s))
    return fact(toThirdPerson(s, "user"), "convention", 0.7, 0.85);
  // Words that say the rule lasts ("from now on", "from here on") are read past: their "now" and "here" bind nothing to the moment (decision 0284).
  const rule = s.replace(lastingLeadFirst, "");
  // A rule keeps no "Please" of its asking: "Please always add a changelog entry" is the rule "Always add …" (decision 0305).
  if ((imperativeAlways.test(s) || imperativeEveryEvent.test(s) || keepsKindOut(s)) && !taskBound.test(rule))
    return fact(toThirdPerson(sayingDone(rule.replace(/^please[\s,]+/i, "")), "user"), "convention", 0.75, 0.85);
  const gate = doneGateRule(s);
  if (gate !== undefined) return gate;
  if ((imperativeUse.test(s) || keepRunning.test(s)) && (generalScope.test(rule) || rule !== s || preferKind.test(s)) && !oneOff.test(rule)) {
    return fact(toThirdPerson(rule, "user"), "convention", 0.7, 0.8);
  }
  // A schedule of the team's work is a convention, read before "deploys to" makes it a project fact (decision 0316).
  return (
    teamSchedule(s) ??
    projectKindFact(s) ??
    partHistoryFact(s) ??
    frozenCodeRule(s) ??
    approvalGateRule(s) ??
    onlyWhoMay(s) ??
    validityRule(s) ??
    ruleAndFact(s, classifyCore) ??
    projectFact(s) ??
    standingRule(s) ??
    laterContactFact(s)
  );
}

/**
 * The fact a user's sentence states, if any: an explicit "remember that…", a correction, a preference
 * ("I prefer…", "please don't…"), a decision ("let's go with…"), a convention ("we use…", "use
 * camelCase for…"), or a fact about the project ("the API runs on port 3000", "X lives in Y").
 * Questions, small talk, generic knowledge and sentences longer than a short fact are never one.
 */
export function classifyUserSentence(sentence: string): SentenceFact | undefined {
  const found = classifySentence(sentence);
  // Read in the person's words too: a rewrite may hide the command ("we always force push" became "the team
  // always forces push", which the command patterns do not read as a force push) or the words to the model ("you are
  // now" became "the agent is now"; decision 0317). A rule closing with a hedge ("…, mostly") is none (hedged-rule.ts).
  const unsafe = (text: string): boolean => prescribesDanger(text) || addressesTheModel(text);
  if (found?.type === "convention" && closesWithHedge(sentence)) return undefined;
  return found !== undefined && (unsafe(found.content) || unsafe(sentence)) ? undefined : found;
}

/**
 * A sentence that takes back the one before it without correcting it: "scratch that", "never mind", "forget
 * that", "ignore what I said", "strike that", "disregard that", after up to three hesitations ("Hmm, wait,";
 * decision 0281).
 */
const retraction =
  /^(?:(?:hmm+|wait|oh|ah|actually|sorry|ok|okay|no)\b[\s,.!:;—-]*){0,3}(?:scratch that|never ?mind(?=\s*(?:[,.!;:—-]|about\b|$))|forget (?:about )?(?:that|it|what I (?:just )?said)|ignore (?:that|it|what I (?:just )?said|my last)|strike that|disregard (?:that|it|what I (?:just )?said))\b(?:\s+about\s+[^,]{1,80})?[\s,.!:;—-]*/i;

/** Whether `sentence` takes back the one before it (see `retraction` and `correctsForTheMoment`). */
export function takesBack(sentence: string): boolean {
  return retraction.test(sentence.trim()) || correctsForTheMoment(withoutHesitation(sentence.trim()));
}

function classifySentence(sentence: string): SentenceFact | undefined {
  // What follows a retraction is read as a sentence of its own ("Never mind, we use pnpm.").
  const said = withoutHesitation(sentence.trim().replace(retraction, ""));
  const opened = withoutDiscourseLabel(said.replace(/^(?:(?:also|and|oh|btw|by the way|ok|okay|so)\b[\s,:-]*)+(?=\S)/i, ""));
  const s = withoutAsides(opened);
  if (s.length > maxSentenceChars || (isSmallTalk(s) && !shortCorrection(s)) || isGenericKnowledge(s) || opensWithTaskLabel(s)) return undefined;
  const explicit = remember.exec(s);
  if (explicit?.[1]) {
    const rest = explicit[1].replace(/\?$/, "").trim();
    if (isSmallTalk(rest) || isGenericKnowledge(rest)) return undefined;
    const inner = classifyCore(rest);
    const base = inner ?? fact(toThirdPerson(rest, "user"), namesCode(rest) ? "code_context" : "fact", 0.7, 0.9);
    return fact(base.content, base.type, Math.max(0.8, Math.min(1, base.importance + 0.1)), 0.95, [...base.tags, "remember"]);
  }
  if (/\?\s*$/.test(s)) return undefined;
  return afterLead(s) ?? classifyCore(s) ?? scopedFact(s) ?? clauseReading(s, classifyCore);
}

/**
 * "For Android, we pin Gradle plugin versions…", "In the backend, we log every query": where what follows holds, a
 * phrase of up to four words before a comma. Not a scope: words of discourse, of an example or of the moment, nor
 * what is at hand ("In this argument, …").
 */
const scopeLead = /^((?:for|in|on|across|within|inside)\s+(?!(?:this|that|these|those|it)\b)(?:the\s+|our\s+)?[\w./+#-]+(?:\s+[\w./+#-]+){0,2}),\s+(?=\S)/i;
const notAScope =
  /^(?:for (?:example|instance|now|the moment|the record|reference|context|what it['’]s worth)|in (?:fact|general|short|theory|practice|particular|any case|the meantime|the end|future|the future|other words|that case)|on (?:second thought|the other hand|top of that|that note))\b/i;

/**
 * The fact of the sentence after a scope (`scopeLead`), with its scope put back: "For Android, the team pins…".
 * Read only when the whole sentence keeps nothing, never after a scope bound to the moment (decision 0292), and
 * never for the person's own preference or habit (decision 0296).
 */
function scopedFact(s: string): SentenceFact | undefined {
  const scope = scopeLead.exec(s);
  const lead = scope?.[1];
  if (scope === null || lead === undefined || notAScope.test(lead) || momentary.test(lead)) return undefined;
  const rest = s.slice(scope[0].length);
  const found = classifyCore(rest);
  // A scope before the person's own preference or habit is not read: what is kept is the team's practice or a fact of
  // the project (on LongMemEval's chats, "On Fridays, I like to…" kept as a preference stood in for the turns that
  // held it; decision 0296).
  if (found === undefined || /^(?:The )?[Uu]ser\b(?!['’]s)/.test(found.content)) return undefined;
  // "we pin…" became "The team pins…": its article is lowered after the scope.
  const said = /^\p{Ll}/u.test(rest) || /^The (?:team|user)\b/.test(found.content) ? lowerFirst(found.content) : found.content;
  return { ...found, content: `${lead}, ${said}` };
}

/**
 * The fact of the sentence after a short lead ending in a colon (`afterColonLead`), read alone: the lead is bound to
 * no moment ("for now:", "today:") and names no code, and the rest is no small talk (decision 0290).
 */
function afterLead(s: string): SentenceFact | undefined {
  const found = afterColonLead(s);
  if (found === undefined || momentary.test(found.lead) || namesCode(found.lead) || isSmallTalk(found.rest) || isGenericKnowledge(found.rest)) return undefined;
  // A lead that is itself a rule ("Controllers stay thin: anything beyond … belongs in app/Services") is kept with
  // what its colon says of it (decision 0340).
  const rule = classifyCore(found.lead);
  if (rule?.type === "convention") {
    const said = finishSentence(toThirdPerson(found.rest, "user"));
    return { ...rule, content: `${rule.content.replace(/[.!]$/, "")}: ${/^\p{Ll}/u.test(found.rest) ? lowerFirst(said) : said}` };
  }
  // A lead that is a statement of its own ("Production runs are gated: only Rafael can trigger the prod playbook") is
  // what the rest explains: a fact after it is kept with it (decision 0350). "Heads up:" and "FYI:" state nothing.
  const rest = classifyCore(found.rest);
  if (rest?.type === "fact" && statementLead.test(found.lead) && !addressesTheModel(found.lead))
    return { ...rest, content: finishSentence(toThirdPerson(s, "user")) };
  return rest;
}
/** A lead of a subject and a verb of being or having: "Production runs are gated", "the API has two gates". */
const statementLead = /^(?:the\s+|our\s+)?[\w-]{2,30}(?:\s+[\w-]{2,30}){0,3}\s+(?:is|are|has|have)\s+[a-z][\w-]{1,30}$/i;
