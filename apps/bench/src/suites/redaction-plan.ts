import type { SampleOptions } from "../harness.js";

export const redactionSuiteName = "redaction";

export const redactionMetrics = {
  throughput: "mb_per_s",
  perMessage: "us_per_message",
} as const;

/** A text built to make a backtracking pattern read it again from every position, `bytes` long. */
export interface AdversarialInput {
  readonly name: string;
  make(bytes: number): string;
}

const repeated =
  (unit: string) =>
  (bytes: number): string =>
    unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);

/** The inputs of core's adversarial redaction test, and the shapes the old patterns were slowest on. */
export const adversarialInputs: readonly AdversarialInput[] = [
  { name: "a= repeated", make: repeated("a=") },
  { name: "-----BEGIN  repeated", make: repeated("-----BEGIN ") },
  { name: "private key cut off", make: (bytes) => `-----BEGIN RSA PRIVATE KEY-----\n${repeated("MIIEpAIBAAKCAQEA")(bytes - 32)}` },
  { name: "'password is ' repeated", make: repeated("password is ") },
  { name: "password= repeated", make: repeated("password=") },
  { name: "base64, no separator", make: repeated("QUJD") },
  { name: "no spaces", make: (bytes) => "x".repeat(bytes) },
  { name: "scheme-like A+ runs", make: repeated("A+") },
  { name: "token: repeated", make: repeated("token: ") },
  { name: "Authorization: repeated", make: repeated("Authorization: ") },
  { name: "zero-width spaces", make: repeated("a\u200B") },
  { name: "full-width pass=", make: repeated("ｐａｓｓ＝") },
  { name: "pw:/ repeated", make: repeated("pw:/") },
  { name: "'pw for the box: ' repeated", make: repeated("pw for the box: ") },
];

export interface RedactionPlan {
  /** Size of each adversarial input. */
  readonly bytes: number;
  readonly samples: SampleOptions;
  /** Generated chat messages redacted as archiving does (the adapters' hot path). */
  readonly chatMessages: number;
  readonly chatRounds: SampleOptions;
}

export function redactionPlan(quick: boolean): RedactionPlan {
  if (quick) return { bytes: 100_000, samples: { warmup: 0, iterations: 2 }, chatMessages: 300, chatRounds: { warmup: 0, iterations: 2 } };
  return {
    bytes: 1_000_000,
    samples: { warmup: 1, iterations: 5, budgetMs: 4_000, minIterations: 2 },
    chatMessages: 10_000,
    chatRounds: { warmup: 1, iterations: 5, budgetMs: 4_000, minIterations: 2 },
  };
}

/** "a= repeated / 1 MB" */
export function adversarialCaseName(name: string, bytes: number): string {
  return `${name} / ${bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : `${bytes / 1_000} KB`}`;
}

/** "10,000 chat messages" */
export function chatCaseName(messages: number): string {
  return `${messages.toLocaleString("en-US")} chat messages`;
}
