import { part } from "./project-parts.js";

/**
 * "We moved the Gherkin features next to the code they test because nobody kept the central folder in sync", "the team
 * moved the stories beside their components so designers can find them": a kind of the project's files moved or
 * colocated next to the code (its source, components, modules, packages or a part; decision 0566), a decision with its
 * reason or purpose as a change of course has. "We moved the plants next to the window because …" names none, and "we
 * moved them …" is at hand.
 */
export const movedBesideLead = new RegExp(
  String.raw`^(?:we|the team)(?:['’]ve| have| has)?\s+(?:moved|colocated|co-located)\s+(?=(?:the|our|all\s+(?:the|our))\s+(?:[\w.-]{1,30}\s+){0,2}?[\w-]{2,30}s\s+(?:next\s+to|alongside|beside)\s+(?:the|their|its|our)\s+(?:[\w-]{1,30}\s+)?(?:code|source|sources|components|modules|packages|${part})\b)`,
  "i",
);
