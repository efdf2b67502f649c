/** The most hook JSON read from stdin: a prompt pasted with a whole log still fits; anything larger is refused unread. */
export const maxHookInputBytes = 4 * 1024 * 1024;
