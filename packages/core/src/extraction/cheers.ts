/**
 * "Don't give up on your dreams", "don't let anything stop you", "don't be so hard on yourself", "don't hesitate to reach
 * out if you have questions": a cheer or a courtesy said to the other person, no way the person wants the agent to work
 * (decision 0541; the dev sets' conversations, where the other person reads as the agent, kept fourteen of them as
 * preferences). Read on a "don't" rule's verb and what follows it. "Don't be afraid to push back", "don't give up on
 * retries after one failure" and "don't let the linter stop you from committing" are wishes for the agent's work, and
 * stay ones.
 */
const cheer =
  /^(?:(?:give\s+up|quit)(?:\s+(?:now|yet|just\s+yet|on\s+(?:your|yourself|what\s+you|them|us|me)\b)|\s*(?:[,.!;]|$))|stop\s+(?:believing|dreaming|trying)|lose\s+(?:hope|heart|faith|sight\s+of\s+your)|let\s+(?:anything|anyone|anybody|nothing|it|them|that|this|fear|doubts?|setbacks|(?:the|those|any)\s+(?:bumps|haters|critics|setbacks|doubters|naysayers|fear|doubts?|past|bad\s+days?)(?:\s+in\s+the\s+road)?)\s+(?:stop|hold|get|bring|keep|discourage)\s+you|be\s+(?:so\s+|too\s+)?(?:discouraged|hard\s+on\s+yourself|down\s+on\s+yourself)|stress\b|hesitate\s+to\s+(?:reach\s+out|ask|contact|get\s+in\s+touch|let\s+me\s+know))/i;

/** Whether a "don't" rule of `verb` and `rest` ("don't" `verb` `rest`) is a cheer or a courtesy (see above). */
export function cheersOn(verb: string, rest: string): boolean {
  return cheer.test(`${verb} ${rest}`);
}
