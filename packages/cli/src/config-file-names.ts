/** Names looked for in the current directory, then each parent, first match wins. */
export const configFileNames = ["engram.config.json", ".engramrc.json"] as const;
