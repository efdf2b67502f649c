/**
 * "Every CSV column name is snake_case in the database" said as "CSV column names are snake_case in the database": a rule
 * of each thing of a kind read as the same rule of the kind in the plural (decision 0552), so the rules written for
 * "<plural> are …" read it without a pattern of their own. The subject is one to three words after "every" or "each",
 * its last a noun made plural by English's regular endings, none of them a pronoun, a person or a time ("every time it
 * is …", "every friend we have is …", "every guest is …" name no kind of the project's things), a phrase narrowing it
 * after it at most ("every money amount in the API is …"; decision 0579); the verb "is", where
 * "gets" and "has" are read by the rules of every one of a kind with their own subjects (kind-gets.ts).
 */
const eachLead =
  /^(?:every|each)\s+((?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30})((?:\s+(?:in|of|on|for|from|under)\s+(?:the\s+|our\s+|an?\s+)?[\w./-]{1,30})?)\s+is\s+(?=\S)/i;
const notAKindWord =
  /^(?:i|we|you|they|he|she|it|one|single|other|someone|somebody|people|person|users?|customers?|guests?|friends?|kids?|members?|employees?|time|day|week|month|year|morning|evening|night|weekend|moment|minute|hour|second)$/i;

/** English's regular plural of `noun`: "class" -> "classes", "policy" -> "policies", "name" -> "names". */
function pluralOf(noun: string): string {
  if (/(?:s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/**
 * "The minus sign always goes before the currency symbol": where the one thing of a kind always (never) goes against
 * another, said with "the" (decision 0555), read as "minus signs always go before …" (kind-order.ts); "always" makes the
 * one thing its kind, where "the minus sign goes before …" is as often this task's. "Comes" is left out: "the bus
 * always comes after the train" arrives.
 */
const theOneLead = /^the\s+((?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30})\s+(always|never)\s+(goes|sits|appears|belongs)\s+(?=\S)/i;
const baseOf: Readonly<Record<string, string>> = { goes: "go" };

/** The subject's words with the last in the plural and the first capitalized, or undefined when one names no kind. */
function pluralSubject(subject: string): string | undefined {
  const words = subject.split(/\s+/);
  if (words.some((word) => notAKindWord.test(word))) return undefined;
  const said = [...words.slice(0, -1), pluralOf(words.at(-1)!)].join(" ");
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
}

/** `s` with its "every <kind> is …" or "the <kind> always goes …" subject said in the plural, or undefined. */
export function eachAsPlural(s: string): string | undefined {
  const lead = eachLead.exec(s);
  if (lead !== null) {
    const subject = pluralSubject(lead[1]!);
    return subject === undefined ? undefined : `${subject}${lead[2]} are ${s.slice(lead[0].length)}`;
  }
  const one = theOneLead.exec(s);
  const subject = one === null ? undefined : pluralSubject(one[1]!);
  if (one === null || subject === undefined) return undefined;
  const verb = one[3]!.toLowerCase();
  return `${subject} ${one[2]!.toLowerCase()} ${baseOf[verb] ?? verb.slice(0, -1)} ${s.slice(one[0].length)}`;
}
