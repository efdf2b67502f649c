import type { Message } from "../message/message-schema.js";
import { agentFindings, choiceDecisions, proseOfMessage, toolFixes, type SourcedFact } from "./exchange-rules.js";
import { editFixes, workingCommands } from "./command-runs.js";
import { resolveMaxFacts, type Exchange, type ExtractedFact, type ExtractOptions } from "./extracted-fact.js";
import { finalizeFacts } from "./finalize-facts.js";
import { sentencesOf } from "./source-text.js";
import { trimTrailing } from "../util/trim-trailing.js";
import { classifyUserSentence, takesBack } from "./user-rules.js";

/**
 * The facts the user's own sentences state, each sourced to its message. A correction takes back what the
 * sentence right before it in the same message stated ("Let's go with UTC everywhere. Actually no, keep local
 * time in the reports…": the decision is not kept; decision 0280), and so does a retraction ("…by hand. Hmm,
 * wait, scratch that …"; decision 0281).
 */
function userFacts(messages: readonly Message[]): SourcedFact[] {
  const out: SourcedFact[] = [];
  for (const message of messages) {
    if (message.role !== "user") continue;
    let previous: SourcedFact | undefined;
    for (const sentence of sentencesOf(proseOfMessage(message))) {
      const found = classifyUserSentence(sentence);
      const stated = found && { ...found, trust: "user" as const, sourceMessageIds: [message.id] };
      if ((stated?.type === "feedback" || takesBack(sentence)) && previous !== undefined) out.splice(out.indexOf(previous), 1);
      if (stated) out.push(stated);
      previous = stated;
    }
  }
  return out;
}

function toFact(found: SourcedFact): ExtractedFact {
  return {
    content: found.content,
    type: found.type,
    importance: found.importance,
    confidence: found.confidence,
    trust: found.trust,
    sourceMessageIds: [...found.sourceMessageIds],
    tags: [...found.tags],
  };
}

/**
 * Every candidate the offline rules find, before limits: user sentences, choices, agent and tool
 * findings, failures fixed by edits, and build or test commands that passed.
 */
export function heuristicCandidates(exchange: Exchange): ExtractedFact[] {
  const messages = exchange.messages.filter((message) => message.role !== "system");
  const choices = choiceDecisions(messages);
  const chosenIn = new Set(choices.flatMap((choice) => choice.sourceMessageIds));
  const fromUser = userFacts(messages).filter((found) => found.type !== "decision" || !chosenIn.has(found.sourceMessageIds[0] ?? ""));
  const fixes = [...toolFixes(messages), ...editFixes(messages)];
  return [...fromUser, ...choices, ...findingsBeside(agentFindings(messages), fixes), ...fixes, ...workingCommands(messages)].map(toFact);
}

/** The agent's findings less a solution a fix already quotes whole (its explanation after the passing run). */
function findingsBeside(findings: readonly SourcedFact[], fixes: readonly SourcedFact[]): SourcedFact[] {
  const quoted = fixes.map((fix) => fix.content.toLowerCase());
  return findings.filter((finding) => {
    const statement = trimTrailing(finding.content, /[.!]/).toLowerCase();
    return finding.type !== "solution" || !quoted.some((fix) => fix.includes(statement));
  });
}

/**
 * Offline extraction: at most `maxFacts` (default 3) short, typed facts from one exchange, the most
 * important first. System messages are never a source; text inside an injected memory block, code
 * blocks, stack traces, small talk, questions and generic knowledge are skipped; what the assistant
 * said is only ever a solution or code_context with trust "agent"; secrets are redacted and relative
 * dates made absolute before a fact is produced. The same exchange always gives the same facts.
 */
export function extractFacts(exchange: Exchange, options: ExtractOptions = {}): ExtractedFact[] {
  const maxFacts = resolveMaxFacts(options.maxFacts);
  if (maxFacts === 0) return [];
  return finalizeFacts(heuristicCandidates(exchange), {
    messages: exchange.messages,
    maxFacts,
    utcOffsetMinutes: options.utcOffsetMinutes,
  });
}
