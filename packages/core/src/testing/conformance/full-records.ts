import type { MemoryRecord } from "../../store/records.js";
import type { Scope } from "../../store/scope.js";
import type { NewSessionEvent } from "../../store/session-events.js";
import { at } from "./fixtures.js";

/** Float32-exact values, so a store keeping float32 vectors returns them unchanged. */
const vector = (first: number): number[] => [first, 0.5, -0.25, 0.125, 0, 1, -1, 0.0625];

/**
 * One record of every kind with every optional field set, in stored form (defaults explicit), with
 * unicode text and times carrying offsets: what a store must round-trip exactly.
 */
export function fullRecords(scope: Scope = { workspace: "A", user: "u1" }): MemoryRecord[] {
  return [
    {
      kind: "entry",
      id: "full-entry",
      scope,
      tags: ["deploy", "ci"],
      createdAt: "2026-02-01T10:00:00+02:00",
      updatedAt: at(5),
      vector: vector(0.75),
      key: "deploy-day",
      content: "Deploys happen on Fridays — never on Mondays. Café ☕ 東京",
      type: "convention",
      importance: 0.8,
      confidence: 0.9,
      source: "extracted",
      provenance: { sessionId: "full-session", messageIds: ["m1", "m2"], trust: "user" },
      pinned: true,
      lastUsedAt: at(6),
      useCount: 3,
      validFrom: at(1),
      validTo: at(100),
      supersedes: "old-entry",
      supersededBy: "new-entry",
      examples: ["scripts/deploy.sh"],
      revisions: [{ at: at(2), content: "Deploys happen on Thursdays" }],
    },
    {
      kind: "daily",
      id: "full-daily",
      scope,
      tags: ["standup"],
      createdAt: "2026-03-01T11:00:00+02:00",
      updatedAt: "2026-03-01T11:00:00.123+02:00",
      vector: vector(0.5),
      date: "2026-03-01",
      content: "Rolled back the migration after the lock timeout",
      type: "solution",
      importance: 0.6,
      provenance: { sessionId: "full-session", messageIds: ["m3"], trust: "agent" },
    },
    {
      kind: "note",
      id: "full-note",
      scope,
      tags: [],
      createdAt: at(0),
      updatedAt: at(3),
      key: "plan",
      content: "1. write tests\n2. ship\n\n---\nkey: not frontmatter",
      expiresAt: at(1000),
    },
    {
      kind: "summary",
      id: "full-session",
      scope,
      tags: [],
      createdAt: at(0),
      updatedAt: at(4),
      sessionId: "full-session",
      summary: {
        version: 1,
        firstRequest: "Fix the flaky deploy",
        requests: ["Fix the flaky deploy", "Add a retry"],
        currentTask: "Add a retry",
        files: ["scripts/deploy.sh"],
        filesOmitted: 0,
        commits: [{ hash: "abc1234", message: "Retry the deploy once" }],
        decisions: [{ question: "Retry how often?", answer: "Once" }],
        toolUsage: { bash: 3, read_file: 1 },
        droppedMessages: 4,
        trims: 1,
        coveredFrom: at(0),
        coveredTo: at(2),
        openQuestion: "Should staging retry too?",
        narrative: "The user asked to fix the flaky deploy.",
      },
    },
    {
      kind: "checkpoint",
      id: "full-session",
      scope,
      tags: [],
      createdAt: at(0),
      updatedAt: at(4),
      sessionId: "full-session",
      progress: {
        kind: "session_progress",
        sessionId: "full-session",
        iteration: 2,
        trims: 1,
        task: "Add a retry to the deploy",
        recentToolCalls: [{ toolName: "bash", input: "pnpm test", at: at(3) }],
        createdAt: at(4),
      },
    },
    {
      kind: "index",
      id: "full-index",
      scope,
      tags: [],
      createdAt: at(0),
      updatedAt: at(7),
      content: "# Memory\n- [deploy-day](entries/deploy-day.md)",
      truncated: "lines",
    },
  ];
}

/** One event of every type, with nested tool input, in append order. */
export function fullSessionEvents(): NewSessionEvent[] {
  return [
    { at: at(1), type: "title", title: "Flaky deploy" },
    {
      at: at(1),
      type: "message",
      message: { id: "m1", role: "user", parts: [{ type: "text", text: "Fix the flaky deploy, please" }], createdAt: at(1) },
    },
    {
      at: at(2),
      type: "message",
      message: {
        id: "m2",
        role: "assistant",
        parts: [
          { type: "text", text: "Running the tests" },
          { type: "tool-call", toolCallId: "c1", toolName: "bash", input: { command: "pnpm test", env: { CI: "1" } } },
        ],
        createdAt: at(2),
        metadata: { provider: { cache: true } },
      },
    },
    {
      at: at(2),
      type: "message",
      message: {
        id: "m3",
        role: "tool",
        parts: [{ type: "tool-result", toolCallId: "c1", toolName: "bash", output: { exitCode: 1, lines: ["fail"] }, isError: true }],
        createdAt: at(2),
      },
    },
    { at: at(3), type: "trim", trigger: "threshold", droppedIds: ["m1"] },
    { at: at(3), type: "usage", inputTokens: 1200, outputTokens: 80 },
    {
      at: at(4),
      type: "checkpoint",
      progress: {
        kind: "session_progress",
        sessionId: "full-session",
        iteration: 1,
        trims: 1,
        recentToolCalls: [],
        createdAt: at(4),
      },
    },
    {
      at: at(4),
      type: "summary",
      summary: {
        version: 1,
        requests: [],
        files: [],
        filesOmitted: 0,
        commits: [],
        decisions: [],
        toolUsage: {},
        droppedMessages: 1,
        trims: 1,
      },
    },
    {
      at: at(4),
      type: "trace",
      trace: {
        version: 1,
        label: "conformance",
        attempt: 1,
        iteration: 2,
        trigger: "reactive-1",
        stages: ["reactive-1"],
        budget: { contextWindow: 8192, maxOutputTokens: 1024, safetyMargin: 256, limit: 6912, proactiveAt: 5184, targetAt: 3456 },
        tokens: {
          system: 20,
          summary: 40,
          recovery: 30,
          injections: 50,
          messages: 300,
          overhead: 3,
          total: 443,
          untrimmed: 900,
          trimBasis: 820,
          trimBasisAfter: 363,
        },
        parts: [
          { kind: "system", id: "engram:system:0", role: "system", tokens: 20, text: "You are a careful agent." },
          { kind: "injection", id: "recalled-memories", role: "system", label: "recalled memories", tokens: 50, text: "<memory>Ann prefers Helix.</memory>" },
          { kind: "message", id: "m2", role: "assistant", tokens: 300, text: "" },
          { kind: "tools", id: "tool:bash", label: "bash", tokens: 0, text: '{"name":"bash"}' },
        ],
        partsLeftOut: 0,
        dropped: [{ id: "m1", role: "user", tokens: 12 }],
        droppedLeftOut: 0,
        droppedInSession: 1,
        omitted: [{ id: "memory-index", label: "memory index (MEMORY.md)", tokens: 90, reason: "budget" }],
        summary: { present: true, chars: 160, tokens: 40, changed: true, shortened: false, source: "heuristic" },
        recall: {
          mode: "normal",
          query: "which editor?",
          budgetTokens: 1500,
          tokens: 50,
          indexTokens: 0,
          note: "a note",
          weights: { relevance: 1, vector: 0.6, focus: 0.2 },
          scoring: "match-times-lift",
          items: [
            { source: { kind: "entry", id: "e1", key: "editor" }, text: "Ann prefers Helix.", ids: ["m1"], tokens: 8, signals: { relevance: 1, total: 1.2 } },
            {
              source: { kind: "message", sessionId: "old", seq: 4, seqs: [3, 4] },
              text: "User: Helix",
              ids: ["x3", "x4"],
              tokens: 6,
              signals: { relevance: 0.5, focus: 1, total: 0.6 },
            },
          ],
          leftOut: [
            { source: { kind: "daily", id: "d1", date: "2026-05-01" }, text: "Uses Helix", ids: [], tokens: 4, signals: { total: 0.1 }, reason: "budget" },
          ],
        },
        flushed: ["d1"],
      },
    },
    // Extraction's progress through the session (decision 0259): added after the other types, last.
    { at: at(4), type: "extraction", state: "due", messageIds: ["m1", "m2", "m3"] },
    { at: at(4), type: "extraction", state: "done", messageIds: ["m1", "m2", "m3"] },
  ];
}
