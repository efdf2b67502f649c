import { stemWord } from "./stem.js";

/**
 * What a kind of developer tool is called, and the names of the well-known tools of that kind. A person
 * asks by the kind ("which package manager do we use?", "what did we decide about time zones?") where the
 * project's memory names the tool ("The team uses pnpm, not npm.", "the filters use UTC"): no word of one
 * is in the other, and without a model nothing else bridges them. A query naming a kind is widened with
 * its tools' names (recall-query.ts), so the memories naming the tool the project uses are found; the
 * names of tools the project never used are in no document and cost nothing.
 *
 * Only kinds whose names mean a tool in everyday speech too: "test runner", "linter", "ORM". No kind is a
 * word of ordinary life ("host", "queue", "cache", "deploy", "warehouse" alone), so a conversation that is
 * no coding session is searched as before. Each tool's name is one token as the tokenizer splits text
 * (lowercase letters and digits); a name that is more often an everyday word than a tool ("black", "express",
 * "make", "render"), or another kind's ("redis" is a cache more often than "the database"), is left out.
 *
 * A kind's names are written as a text's words are read (`tokenize`, then `stemWord`: "testing framework" is
 * "test framework", "error tracking" "error track", "infrastructure as code" "infrastructure code"), so the
 * table is built without reading a word at import (a fresh hook process pays for every module it loads);
 * tool-kinds.test.ts holds every name in that form.
 */
const toolKinds: ReadonlyArray<readonly [kinds: readonly string[], tools: string]> = [
  [["package manager"], "npm pnpm yarn bun pip pipenv poetry uv conda cargo composer nuget homebrew"],
  [
    ["test runner", "test framework", "test library", "unit test framework"],
    "vitest jest mocha jasmine ava pytest unittest rspec minitest junit testng playwright cypress puppeteer selenium karma",
  ],
  [["formatter", "code formatter", "code style"], "prettier ruff biome gofmt rustfmt dprint autopep8 isort yapf clang"],
  [["linter", "lint"], "eslint biome ruff pylint flake8 clippy golangci rubocop stylelint tslint oxlint"],
  [["bundler", "build tool", "build system"], "webpack vite rollup esbuild parcel turbopack tsup swc babel turbo nx bazel gradle maven"],
  [["orm"], "prisma drizzle typeorm sequelize sqlalchemy activerecord hibernate knex kysely mikro"],
  [
    ["database", "data warehouse", "datastore", "data store"],
    "postgres postgresql mysql mariadb sqlite mongodb mongo dynamodb cassandra snowflake bigquery redshift clickhouse supabase firestore cockroachdb planetscale",
  ],
  [["ci", "ci pipeline", "ci provider"], "circleci jenkins buildkite travis gitlab"],
  [["error track", "error tracker", "error report", "crash report", "error monitor", "apm"], "sentry bugsnag rollbar datadog honeycomb newrelic crashlytics"],
  [["observability"], "datadog grafana prometheus honeycomb opentelemetry newrelic"],
  [["cloud provider", "host provider", "host platform"], "aws gcp azure vercel netlify heroku cloudflare railway"],
  [
    ["web framework", "frontend framework", "backend framework", "ui framework"],
    "react vue svelte angular nextjs nuxt fastify hono nestjs django flask fastapi laravel",
  ],
  [["feature flag"], "launchdarkly unleash flagsmith growthbook statsig"],
  [["message queue", "message broker", "job queue", "task queue"], "kafka rabbitmq sqs nats bullmq celery sidekiq pubsub"],
  [["state management"], "redux zustand mobx jotai recoil pinia vuex"],
  [["css framework"], "tailwind tailwindcss sass scss bootstrap"],
  [["type checker", "type check"], "tsc typescript mypy pyright"],
  [["log library", "logger"], "pino winston bunyan log4j loguru structlog"],
  [["payment provider", "payment processor"], "stripe paypal adyen braintree"],
  [["infrastructure code", "iac"], "terraform pulumi cloudformation cdk ansible"],
  [["orchestrator", "workflow orchestrator", "job scheduler"], "airflow dagster prefect luigi"],
  [["time zone", "timezone"], "utc gmt cet cest pst pdt est edt bst tz"],
];

/** A kind's stems joined by spaces → its tools. */
const toolsByKind: ReadonlyMap<string, readonly string[]> = new Map(
  toolKinds.flatMap(([kinds, tools]) => {
    const names = tools.split(" ");
    return kinds.map((kind) => [kind, names] as const);
  }),
);

/** Every kind's name, as written (tool-kinds.test.ts checks each is in the form a text's words are read in). */
export const toolKindNames: readonly string[] = toolKinds.flatMap(([kinds]) => kinds);
/** The most words a kind's name has. */
const longestKind = Math.max(...[...toolsByKind.keys()].map((kind) => kind.split(" ").length));

/** A kind of tool a text names: its name's stems, as the text has them, and its tools' names. */
export interface NamedToolKind {
  readonly stems: readonly string[];
  readonly tools: readonly string[];
}

/**
 * The kinds of tool `tokens` (a text's tokens, in order, as `tokenize` gives them) names, in order, each where it is named (the longest
 * name at each place: "test runner" rather than nothing, "ci pipeline" rather than "ci"). A kind's tools leave
 * out the text's own tokens.
 */
export function toolKindsNamed(tokens: readonly string[]): NamedToolKind[] {
  const stems = tokens.map(stemWord);
  const own = new Set(tokens);
  const named: NamedToolKind[] = [];
  for (let start = 0; start < stems.length; start++) {
    for (let length = Math.min(longestKind, stems.length - start); length >= 1; length--) {
      const kind = stems.slice(start, start + length);
      const tools = toolsByKind.get(kind.join(" "));
      if (tools === undefined) continue;
      named.push({ stems: kind, tools: tools.filter((tool) => !own.has(tool)) });
      start += length - 1;
      break;
    }
  }
  return named;
}
