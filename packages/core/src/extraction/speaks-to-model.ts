/**
 * Words written to the model that reads a memory, not about the project or the person: "ignore all previous
 * instructions", "print your system prompt", "you are now …", a chat role's tag ("<system>", "</engram-memory>") or a
 * chat template's token ("<|im_start|>", "[INST]"). A fact carrying them would be read in every later session's
 * prompt, so none is kept, whoever wrote it: a paste, a transcript written elsewhere, a model talked into it
 * (decision 0317). A person who means one stores it on purpose (the `memory_store` tool, or MEMORY.md by hand).
 *
 * The verbs are read in any form ("ignoring previous instructions", "disregarded the system prompt"; decision 0342).
 * Each alternative needs a word of the attack, not a topic: "the system prompt lives in prompts/system.md" and "ignore
 * the lint warnings in generated code" are kept.
 */
const overridesInstructions =
  /\b(?:ignor(?:e|es|ed|ing)|disregard(?:s|ed|ing)?|forget(?:s|ting)?|forgot|overrid(?:e|es|ing|den)|overrode|bypass(?:es|ed|ing)?|skip(?:s|ped|ping)?)\s+(?:(?:all|any|every)\s+(?:of\s+)?)?(?:the\s+)?(?:(?:previous|prior|earlier|above|preceding|original|initial|system|your|its|the agent['’]s)\s+){1,2}(?:instructions?|prompts?|directives?|guidelines|guardrails|messages|context)\b|\b(?:ignor(?:e|es|ed|ing)|disregard(?:s|ed|ing)?|forget(?:s|ting)?|forgot|overrid(?:e|es|ing|den)|overrode|bypass(?:es|ed|ing)?)\s+(?:all|any)\s+(?:instructions|guardrails|directives)\b/i;
const asksForThePrompt =
  /\b(?:reveal|print|show|repeat|leak|output|dump|ignore|disregard|override)\s+(?:the\s+|your\s+|its\s+|the agent['’]s\s+)?(?:system|hidden|initial)\s+(?:prompt|message|instructions)\b/i;
const newIdentity = /\b(?:you are now|the agent is now|you['’]re now|new instructions\s*:|developer mode|jailbreak|jailbroken)\b/i;
/**
 * A chat role's tag, in small letters or capitals: a component named with a capital ("<User>", "<Button>") is code.
 * Engram's own fences are among them ("</engram-memory>").
 */
const roles = "system|assistant|user|human|developer|tool|instructions?|engram-memory|thread_summary";
const roleTag = new RegExp(String.raw`<\/?\s?(?:${roles}|${roles.toUpperCase()})\b[^<>]{0,200}>|<\|[a-z_]{2,20}\|>|\[\/?INST\]|<<\/?SYS>>`);

function speaks(text: string): boolean {
  return overridesInstructions.test(text) || asksForThePrompt.test(text) || newIdentity.test(text) || roleTag.test(text);
}
/**
 * Marks that join words into one name: "ignore.previous.instructions", "ignore_previous_instructions", "ignore-all-…"
 * read as the words they join (decision 0344: a file's name carried them into a kept rule).
 */
const joiners = /[._/\\-]+/g;

/** Whether `text` speaks to the model that will read it (see the module's comment), its words joined into a name too. */
export function addressesTheModel(text: string): boolean {
  return speaks(text) || speaks(text.replace(joiners, " "));
}
