import { describe, expect, it } from "vitest";
import { redactMessage, redactSecrets, type Message } from "./core-internals.js";

const redacted = (text: string): string => redactSecrets(text).text;

describe("redactSecrets", () => {
  it.each([
    ["OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz012345", "OPENAI_API_KEY=[REDACTED:openai-key]"],
    ["export ANTHROPIC_API_KEY=sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123", "export ANTHROPIC_API_KEY=[REDACTED:anthropic-key]"],
    ["the maps key AIzaSyA1234567890abcdefghijklmnopqrstuv works", "the maps key [REDACTED:google-api-key] works"],
    ["aws_access_key_id = AKIAIOSFODNN7EXAMPLE", "aws_access_key_id = [REDACTED:aws-access-key]"],
    ["aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "aws_secret_access_key = [REDACTED:api-key]"],
    ["git clone https://ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/acme/api", "git clone https://[REDACTED:github-token]@github.com/acme/api"],
    ["SLACK_BOT=xoxb-123456789012-1234567890123-abcdefghijklmnopqrstuvwx", "SLACK_BOT=[REDACTED:slack-token]"],
    ["stripe.setKey('sk_live_4eC39HqLyjWDarjtT1zdp7dc')", "stripe.setKey('[REDACTED:stripe-key]')"],
    ["cookie eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "cookie [REDACTED:jwt]"],
    [
      "curl -H 'Authorization: Bearer abcdefghijklmnop1234567890' https://api.acme.dev",
      "curl -H 'Authorization: Bearer [REDACTED:bearer-token]' https://api.acme.dev",
    ],
    ["DATABASE_URL=postgres://app:s3cr3t-pass@db.internal:5432/app", "DATABASE_URL=postgres://app:[REDACTED:password]@db.internal:5432/app"],
    ["redis://default:hunter2@cache:6379/0", "redis://default:[REDACTED:password]@cache:6379/0"],
    ["password: hunter2 and the token: expires soon", "password: [REDACTED:password] and the token: expires soon"],
    ['{"password": "correct horse battery staple"}', '{"password": "[REDACTED:password]"}'],
    ["DB_PASSWORD=abc123\nDB_HOST=localhost", "DB_PASSWORD=[REDACTED:password]\nDB_HOST=localhost"],
    ["GET /callback?access_token=abcd1234efgh&state=xyz", "GET /callback?access_token=[REDACTED:token]&state=xyz"],
    ["client_secret: 'Zk9xQm2Lp8'", "client_secret: '[REDACTED:secret]'"],
    ["my password is Tr0ub4dor&3", "my password is [REDACTED:password]"],
    ["session=Zk9xQm2Lp8Rt4Vw7Yb1Nc5Hd3Jf6Gs0A", "session=[REDACTED:token]"],
    [
      "key:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\nQyNTUxOQAAACDc\n-----END OPENSSH PRIVATE KEY-----\ndone",
      "key:\n[REDACTED:private-key]\ndone",
    ],
    ["-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA (cut off", "[REDACTED:private-key]"],
  ])("%s", (input, output) => {
    expect(redacted(input)).toBe(output);
  });

  it("reports each redaction by kind and its span in the input", () => {
    const input = "token=ghp_abcdefghijklmnopqrstuvwxyz0123456789 pw=hunter22";
    expect(redactSecrets(input)).toEqual({
      text: "token=[REDACTED:github-token] pw=[REDACTED:password]",
      redactions: [
        { kind: "github-token", start: 6, end: 46 },
        { kind: "password", start: 50, end: 58 },
      ],
    });
  });

  it("keeps JSON valid when a number under a secret name is replaced (the marker is quoted)", () => {
    const json = '{"pin": 4921, "password": 12345678, "apiKey": "sk-proj-abcdefghijklmnopqrstuvwxyz012345", "retries": 3}';
    const result = redactSecrets(json);
    expect(result.text).toBe('{"pin": "[REDACTED:pin]", "password": "[REDACTED:password]", "apiKey": "[REDACTED:openai-key]", "retries": 3}');
    expect(JSON.parse(result.text)).toEqual({ pin: "[REDACTED:pin]", password: "[REDACTED:password]", apiKey: "[REDACTED:openai-key]", retries: 3 });
    expect(result.redactions).toEqual([
      { kind: "pin", start: 8, end: 12, quote: '"' },
      { kind: "password", start: 26, end: 34, quote: '"' },
      { kind: "openai-key", start: 47, end: 87 },
    ]);
    expect(redactSecrets(result.text)).toEqual({ text: result.text, redactions: [] });
  });

  it("keeps JSON text inside a JSON string valid: escaped quotes around names and values", () => {
    const inner = JSON.stringify({ password: 12345678, token: "abc123def456", env: "PGPASSWORD=S3cret-Pass psql" });
    const outer = JSON.stringify({ output: inner });
    const redacted = redactSecrets(outer).text;
    expect(JSON.parse(JSON.parse(redacted).output)).toEqual({
      password: "[REDACTED:password]",
      token: "[REDACTED:token]",
      env: "PGPASSWORD=[REDACTED:password] psql",
    });
  });

  it("ends a cut-off private key at the end of the JSON string it is in", () => {
    const json = '{"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC", "client_email": "ci@acme.iam"}';
    expect(redactSecrets(json).text).toBe('{"private_key": "[REDACTED:private-key]", "client_email": "ci@acme.iam"}');
    expect(JSON.parse(redactSecrets(json).text)).toEqual({ private_key: "[REDACTED:private-key]", client_email: "ci@acme.iam" });
  });

  it("is idempotent", () => {
    const once = redacted("OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz012345 password=hunter2");
    expect(redacted(once)).toBe(once);
    expect(redactSecrets(once).redactions).toEqual([]);
  });

  it.each([
    "Fixed in commit 3f9a2b1c4d5e6f708192a3b4c5d6e7f8091a2b3c, see also 9fceb02.",
    "The order id: 550e8400-e29b-41d4-a716-446655440000 was charged twice.",
    "The config lives at path=/usr/local/lib/node_modules/@acme/cli/config.json",
    "The password is stored in Vault; reset your password in the settings page.",
    "Password hashing uses bcrypt with a cost of 12; the token expires after one hour.",
    "const password = req.body.password;",
    "const apiKey = process.env.OPENAI_API_KEY;",
    'model: "gpt-4o", max_tokens: 4096, tokenizer: "o200k_base", primary_key: "id"',
    "password=${DB_PASSWORD} and token: <your token here>",
    "See src/components/UserProfileCard/index.tsx and https://github.com/acme/api/pull/42.",
    "version=1.24.3-beta.2 build_id: 20260301",
  ])("leaves ordinary text alone: %s", (input) => {
    expect(redactSecrets(input)).toEqual({ text: input, redactions: [] });
  });
});

describe("redactMessage", () => {
  it("redacts text parts, tool input and output at any depth, secret-named fields and file names", () => {
    const message: Message = {
      id: "a1",
      role: "assistant",
      createdAt: "2026-03-02T10:00:00.000Z",
      parts: [
        { type: "text", text: "Setting OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz012345 now." },
        {
          type: "tool-call",
          toolCallId: "c1",
          toolName: "http_request",
          input: { url: "https://api.acme.dev/v1", headers: { Authorization: "Bearer abcdefghijklmnop1234567890" }, retries: 3, body: { password: "hunter2" } },
        },
        { type: "tool-result", toolCallId: "c1", toolName: "http_request", output: ["ok", { db: "postgres://app:pw1234@db/app" }] },
        { type: "file", uri: "file:///tmp/creds-AKIAIOSFODNN7EXAMPLE.txt", mediaType: "text/plain", name: "creds-AKIAIOSFODNN7EXAMPLE.txt" },
      ],
    };
    expect(redactMessage(message)).toEqual({
      ...message,
      parts: [
        { type: "text", text: "Setting OPENAI_API_KEY=[REDACTED:openai-key] now." },
        {
          type: "tool-call",
          toolCallId: "c1",
          toolName: "http_request",
          input: { url: "https://api.acme.dev/v1", headers: { Authorization: "[REDACTED:token]" }, retries: 3, body: { password: "[REDACTED:password]" } },
        },
        { type: "tool-result", toolCallId: "c1", toolName: "http_request", output: ["ok", { db: "postgres://app:[REDACTED:password]@db/app" }] },
        { type: "file", uri: "file:///tmp/creds-[REDACTED:aws-access-key].txt", mediaType: "text/plain", name: "creds-[REDACTED:aws-access-key].txt" },
      ],
    });
  });

  it("returns the same message when there is nothing to redact", () => {
    const message: Message = {
      id: "u1",
      role: "user",
      createdAt: "2026-03-02T10:00:00.000Z",
      parts: [{ type: "text", text: "Rename parseConfig to loadConfig." }],
    };
    expect(redactMessage(message)).toBe(message);
  });
});
