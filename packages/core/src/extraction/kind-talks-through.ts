import { pluralKindLead } from "./kind-words.js";
import { kindStatement } from "./kind-statement.js";

/**
 * "Contexts talk to each other only through their public API", "services communicate over the event bus": the one way
 * the parts of a kind reach each other (decision 0410), a plural kind as its subject (people, things at hand and a fault
 * are none) and what they reach each other through, named with "the", "their", "our", "a", in code or by its own name.
 * Read in plain steps: the kind and its verb, then what it goes through, closing the sentence.
 */
const kindTalks = new RegExp(
  String.raw`${pluralKindLead}\s+(?:(?:only|always)\s+)?(?:talk|talks|communicate|communicates|speak|speaks)(?:\s+(?:to|with)\s+(?:each\s+other|one\s+another))?\s+(?:(?:only|always)\s+)?(?:through|via|over)\s+`,
  "i",
);
const throughWhat = /^(?:(?:the|their|our|an?)\s+|\x60|\p{Lu})[^,;:]{1,80}$/u;

/** Whether `s` says the one way the parts of a kind reach each other (see the module's comment). */
export function statesKindTalksThrough(s: string): boolean {
  return kindStatement(s, kindTalks, throughWhat);
}
