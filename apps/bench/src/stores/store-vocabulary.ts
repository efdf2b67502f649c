/**
 * The words long-term entries and search queries are made of: what a coding assistant remembers about
 * a TypeScript monorepo (tools, libraries, areas, file paths, identifiers, errors, people), with some
 * accented, CJK and emoji text. Entries and queries draw from these same lists, so queries hit.
 */

export const areas = [
  "authentication", "billing", "checkout", "search", "notifications", "onboarding", "analytics", "invoicing",
  "rate limiting", "caching", "logging", "feature flags", "webhooks", "file uploads", "pagination", "i18n",
  "accessibility", "dark mode", "payments", "audit log", "session handling", "email delivery", "background jobs",
  "data export", "permissions", "observability", "error reporting", "deployments", "database migrations",
  "API versioning", "image resizing", "CSV import", "PDF generation", "GraphQL gateway", "admin dashboard",
  "mobile layout", "SSO login", "retry policy", "connection pooling", "schema validation",
] as const;

export const tools = [
  "pnpm", "turbo", "vitest", "playwright", "eslint", "prettier", "tsc", "docker", "kubernetes", "terraform",
  "github actions", "changesets", "storybook", "vite", "esbuild", "tsup", "nx", "renovate", "sentry", "datadog",
  "grafana", "postgres", "redis", "sqlite", "kafka", "rabbitmq", "nginx", "cloudflare", "vercel", "fly.io",
] as const;

export const libraries = [
  "zod", "prisma", "drizzle", "kysely", "express", "fastify", "hono", "trpc", "react", "next.js", "remix",
  "tanstack query", "zustand", "redux toolkit", "date-fns", "luxon", "pino", "winston", "bullmq", "ioredis",
  "better-sqlite3", "axios", "ky", "undici", "msw", "testing-library", "react-hook-form", "tailwind", "radix ui",
  "stripe-node", "jose", "argon2", "sharp", "papaparse", "pdfkit", "i18next", "opentelemetry", "lodash-es",
] as const;

const verbs = [
  "get", "create", "update", "delete", "list", "find", "parse", "format", "validate", "sync", "refresh", "resolve",
  "build", "render", "load", "save", "export", "import", "retry", "normalize", "merge", "compute", "schedule", "send",
] as const;

const objectNouns = [
  "User", "Session", "Token", "Invoice", "Order", "Customer", "Product", "Cart", "Payment", "Refund", "Webhook",
  "Report", "Account", "Team", "Member", "Role", "Permission", "Plan", "Subscription", "Coupon", "Address",
  "Shipment", "Notification", "Template", "Locale", "Upload", "Thumbnail", "Job", "Queue", "Event", "Metric",
  "Config", "Flag", "Migration", "Snapshot", "Cursor", "Page", "Menu", "Receipt", "Tenant",
] as const;

/** verb × noun: 960 identifiers such as `refreshToken` or `listInvoice`. */
export const identifiers: readonly string[] = verbs.flatMap((verb) => objectNouns.map((noun) => `${verb}${noun}`));

export const directories = [
  "src/server/routes", "src/server/middleware", "src/server/jobs", "src/client/components", "src/client/hooks",
  "src/client/pages", "packages/api/src/handlers", "packages/api/src/schemas", "packages/db/src/migrations",
  "packages/db/src/repositories", "packages/shared/src/utils", "packages/ui/src/forms", "apps/web/app/settings",
  "apps/web/app/checkout", "apps/admin/src/views", "apps/worker/src/queues", "infra/terraform/modules",
  "test/integration", "test/e2e", "docs/guide",
] as const;

export const fileStems = [
  "users", "auth", "session-store", "pagination", "rate-limit", "invoice-table", "use-debounce", "format-date",
  "orders", "checkout-form", "webhook-dispatcher", "retry", "feature-flags", "audit-log", "csv-import", "pdf-report",
  "permissions", "tenant-context", "stripe-client", "email-sender", "thumbnail", "i18n", "café-menu", "logger",
  "metrics", "health-check", "config", "schema", "queue-worker", "cache",
] as const;

export const extensions = [".ts", ".ts", ".ts", ".tsx", ".test.ts", ".sql", ".md", ".json"] as const;

export const errors = [
  "TypeError: Cannot read properties of undefined (reading 'id')",
  "ERR_MODULE_NOT_FOUND",
  "ECONNREFUSED 127.0.0.1:5432",
  "TS2345: Argument of type 'string | undefined' is not assignable",
  "SyntaxError: Unexpected token '<' in JSON",
  "deadlock detected",
  "429 Too Many Requests",
  "401 Unauthorized after token refresh",
  "heap out of memory",
  "flaky timeout in CI",
  "hydration mismatch",
  "duplicate key value violates unique constraint",
  "ETIMEDOUT on the webhook call",
  "Maximum call stack size exceeded",
] as const;

export const people = ["Ann", "Bruno", "Chiara", "Dmitri", "Élodie", "Farid", "Grace", "Hiro", "Ines", "José", "Kenji", "Léa"] as const;

export const styles = [
  "small focused commits", "named exports", "early returns", "explicit return types", "kebab-case file names",
  "one concept per file", "no default exports", "async/await over raw promises", "table-driven tests",
  "conventional commit messages", "short PR descriptions with a test plan", "strict TypeScript",
  "readonly arrays in public types", "errors with a code and a hint", "no any", "snapshot tests only for output formats",
] as const;

export const reasons = [
  "it keeps cold starts under 200 ms", "the old one leaked connections under load", "it has first-class TypeScript types",
  "the team already knows it", "it halves the bundle size", "it works on the edge runtime", "it is easier to test",
  "the previous approach broke on daylight saving time", "it removes a whole class of race conditions",
  "support for the old library ended", "it keeps the audit trail immutable", "it is what the platform team supports",
] as const;

export const fixes = [
  "awaiting the promise inside the try block", "adding an index on (tenant_id, created_at)", "retrying with exponential backoff and jitter",
  "normalizing strings to NFC before comparing", "moving the options object out of the component", "pinning the Node version in CI",
  "closing the pool in afterAll", "passing the AbortSignal through", "using a keyset cursor instead of OFFSET",
  "checking the token expiry with a 30 s skew", "batching the inserts in one transaction", "lazy-loading the heavy chart module",
  "escaping the user input before the MATCH", "setting the cookie SameSite=Lax",
] as const;

export const commands = [
  "pnpm test", "pnpm exec vitest run", "pnpm exec tsc --noEmit", "pnpm lint", "pnpm exec turbo run build",
  "pnpm exec playwright test", "pnpm db:migrate", "docker compose up -d postgres", "pnpm changeset", "pnpm exec prettier --check .",
] as const;

/** Accented, CJK and emoji text; tokenized like every other word. */
export const unicodeBits = [
  "the café menu shows « Crème brûlée » correctly",
  "dates use the 日本語 locale format 「2025年3月3日」",
  "the naïve date parser was replaced ⏰",
  "customers in Zürich and São Paulo see prices in their currency 💶",
  "user feedback: 用户反馈 移动端 加载很慢",
  "the Ångström unit label renders in the PDF",
  "emoji in commit subjects are fine 🚀 but not in branch names",
  "Straße and STRASSE must match in search",
  "한국어 translations live in locales/ko.json",
  "Ñandú is a valid product name; do not strip the tilde",
] as const;

export const ticketPrefixes = ["ENG", "OPS", "WEB", "API", "BILL"] as const;
