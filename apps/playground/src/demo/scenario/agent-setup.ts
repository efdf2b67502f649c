/** What every day's agent shares: who it works for, its instructions and its (small) window. */
export const userId = "ann";
export const workspaceId = "shortly";
export const demoModel = "gpt-4o";
export const demoContextWindow = 4_096;
export const demoMaxOutputTokens = 512;

export const instructions =
  "You are a coding agent working in the shortly repository (a TypeScript URL shortener). Use the tools to read files, write files and run commands. Keep answers short.";
