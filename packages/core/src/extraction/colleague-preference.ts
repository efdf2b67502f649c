/**
 * "My manager prefers we don't upgrade the SDK mid-sprint", "our tech lead wants every PR reviewed twice": what a
 * person the user works with prefers, a fact about the team (decision 0292), never the user's own preference; also of
 * colleagues of one kind ("our designers hate layout shift"; decision 0298), one word may name the kind ("our support
 * folks hate…", "our mobile devs prefer…"; decision 0299).
 */
const othersPreference =
  /^(?:my|our)\s+(?:(?:manager|lead|team lead|tech lead|boss|cto|vp|pm|product manager|product owner|client|customer|reviewer|designer|architect|team|eng manager|engineering manager)\s+(?:really\s+|strongly\s+)?(?:prefers|wants|likes|hates|dislikes|insists on|insists that|expects|(?:doesn['’]t|does not) (?:want|like))|(?:[\w-]{2,20}\s+)?(?:managers|leads|pms|clients|customers|reviewers|designers|architects|maintainers|testers|SREs|folks|people|devs|developers|engineers)\s+(?:really\s+|strongly\s+|all\s+)?(?:prefer|want|like|hate|dislike|insist on|insist that|expect|(?:don['’]t|do not) (?:want|like)))\b\s+\S/i;

/** Whether `s` states what a colleague, or colleagues of one kind, prefer (`othersPreference`). */
export function statesColleaguePreference(s: string): boolean {
  return othersPreference.test(s);
}
