/** The most hook JSON read from stdin: a prompt pasted with a whole log still fits; anything larger is refused unread. */
export const maxHookInputBytes = 4 * 1024 * 1024;

/**
 * A Claude Code session id as the hooks accept it: UUIDs, and any id of that alphabet up to 128
 * characters; nothing a path, a scope or a command line could trip on. One rule for the hook input,
 * the small-talk check and `engram hooks extract`'s argument.
 */
export const claudeCodeSessionIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
