/** Words that bind what the person asks to this task: "for now", "today", "in this file", "anymore". */
export const taskBound = /\b(?:yet|now|right now|for now|this time|today|in this (?:file|function|pr)|anymore)\b/i;
