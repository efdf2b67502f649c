/**
 * "Remote caching cuts a clean build from forty minutes to six", "the read replica brings p95 latency down from 800 ms to
 * 120": what a part or a practice of the project does to a measure, from one amount to another (decision 0505), a fact a
 * later session weighs before it turns the part off. A subject of up to four words (no pronoun: "it cuts …" is of what is
 * at hand), "cuts", "brings", "takes", "drops", "reduces", "shrinks" or "gets", what is measured in up to four words,
 * "down" at most, then "from" an amount "to" another, closing the sentence.
 */
const amount = String.raw`(?:about\s+|around\s+|roughly\s+|under\s+|over\s+|just\s+)?(?:\d[\d.,]{0,12}%?|a\s+few|half\s+an?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a\s+hundred|hundreds)(?:\s+[a-z]{1,12})?`;
const measuredEffect = new RegExp(
  String.raw`^(?!(?:it|this|that|these|those|they|he|she|you|I|we)\b)(?:[\w'’.-]{1,30}\s+){0,3}?[\w'’.-]{1,30}\s+(?:cuts|brings|takes|drops|reduces|shrinks|gets)\s+(?:(?:a|an|the|our|each|every)\s+)?(?:[\w-]{1,30}\s+){0,3}?[\w-]{1,30}\s+(?:down\s+)?from\s+${amount}\s+to\s+${amount}\s*[.!]?$`,
  "i",
);

/** Whether `s` says what a part or a practice does to a measure, from one amount to another (see above). */
export function statesMeasuredEffect(s: string): boolean {
  return measuredEffect.test(s);
}
