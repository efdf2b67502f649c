/**
 * What a sentence says beside its fact: an aside at its end (", by the way"), a remark on what was just done (", so that
 * matches") and a clause about the problem at hand (", but the bug is in …"). A fact is read without them (decisions
 * 0308, 0312).
 */

/**
 * ", by the way." at a sentence's end: how it was said, not what it says (decision 0308). Its comma is required: an
 * optional one before spaces made the pattern quadratic on a line of spaces (core's ReDoS test).
 */
const trailingAside = /,\s*(?:by the way|btw|fyi|just so you know|just fyi|for reference)\s*([.!]?)$/i;
/** ", so that matches", ", so this works": a remark on what was just said or done, not part of the fact (decision 0312). */
const trailingRemark = /,\s*so\s+(?:that|this|it)\s+(?:matches|works|fits|checks out|lines up|makes sense|is fine|is good|is right)\s*([.!]?)$/i;
/**
 * ", but the bug is in the billing package itself": a clause after "but" about the problem at hand, which the fact
 * before it does not need (decision 0308).
 */
const butAboutTheProblem = /,\s+but\s+(?:the|this|that|our|my)\s+(?:actual\s+|real\s+)?(?:bug|issue|problem|error|failure|crash|regression|breakage)\b/i;

/** `sentence` without a clause about the problem at hand, an aside or a remark at its end. */
export function withoutAsides(sentence: string): string {
  const problem = butAboutTheProblem.exec(sentence);
  const kept = problem === null ? sentence : `${sentence.slice(0, problem.index)}.`;
  return kept.replace(trailingAside, "$1").replace(trailingRemark, "$1");
}
