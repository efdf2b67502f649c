/**
 * Words that open a sentence where a name or a noun would, yet name no one and nothing: pronouns, quantifiers,
 * conjunctions and adverbs ("It owns…", "Everyone gets paged…", "Someone must review…"). A rule that reads a bare
 * subject as a person or a part of the project refuses these.
 */
export const notANoun: ReadonlySet<string> = new Set(
  "it he this that these those everything everyone everybody something someone somebody nothing nobody anything anyone anybody she they you which what who whom whose each every all some any none both either neither then now also and but nor yet there here please never always just only maybe perhaps still even again once soon later first next".split(
    " ",
  ),
);
