import { Buffer } from "node:buffer";

/**
 * Fake secrets in the lines an agent sees: prose, tool output, shell commands, URLs, YAML and .env
 * files, keys split by invisible characters. Every secret is generated here from a fixed seed; none
 * is real.
 */
export interface SecretCase {
  readonly name: string;
  /** The line with the secret in it. */
  readonly line: string;
  /** Texts that must not survive redaction (the secret, and its visible form when it is disguised). */
  readonly secrets: readonly string[];
  /** `redactText(line)`, exactly. */
  readonly redacted: string;
}

let state = 0x5eed;
function random(alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += alphabet[(state >>> 8) % alphabet.length];
  }
  return out;
}

const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const lower = "abcdefghijklmnopqrstuvwxyz";
const digits = "0123456789";
const alnum = upper + lower + digits;
const hex = "0123456789abcdef";
const base64 = `${alnum}+/`;
const b64 = (text: string): string => Buffer.from(text).toString("base64");

/** A generated secret of `length` that has an upper, a lower case letter and a digit. */
function mixed(length: number): string {
  return `${random(upper, 1)}${random(lower, 1)}${random(digits, 1)}${random(alnum, length - 3)}`;
}

/** A password such as `pX7kq2Lm-Rw9`: letters, digits and a dash. */
const password = (): string => `${mixed(6)}-${mixed(5)}`;
/** A password such as `Qe4tXbd&7`: letters, digits and a symbol. */
const symbolPassword = (): string => `${mixed(7)}&${random(digits, 1)}`;
/** A passphrase of four lowercase words joined by dashes, as password managers generate them. */
const passphrase = (joiner = "-"): string => [6, 5, 7, 5].map((length) => random(lower, length)).join(joiner);

const marker = (kind: string): string => `[REDACTED:${kind}]`;

/** A case whose line is `template(secret)` and whose redaction is `template(marker(kind))`. */
function shape(name: string, secret: string, kind: string, template: (value: string) => string): SecretCase {
  return { name, line: template(secret), secrets: [secret], redacted: template(marker(kind)) };
}

const pemBody = Array.from({ length: 6 }, () => random(base64, 64)).join("\n");
const rsaKey = `-----BEGIN RSA PRIVATE KEY-----\n${pemBody}\n-----END RSA PRIVATE KEY-----`;
const sshBody = `b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ${random(base64, 22)}\n${random(base64, 70)}`;
const gcpLines = `${random(base64, 64)}\\n${random(base64, 64)}`;
const gcpKey = `-----BEGIN PRIVATE KEY-----\\n${gcpLines}\\n-----END PRIVATE KEY-----`;
const gcpJson = (key: string): string =>
  `{"type": "service_account", "project_id": "acme-prod", "private_key": "${key}\\n", "client_email": "ci@acme-prod.iam.gserviceaccount.com"}`;
const puttyMac = random(hex, 64);
const puttyHead = `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20260301\nPublic-Lines: 2\n`;
const puttyPublic = `AAAAC3NzaC1lZDI1NTE5AAAAI${random(base64, 43)}`;
const puttyPrivate = `AAAAI${random(base64, 39)}`;
const awsSecret = `${mixed(20)}/${mixed(19)}`;
const dockerAuth = b64(`ci-bot:${password()}`);
const dockerConfig = b64(JSON.stringify({ auths: { "registry.example.com": { auth: dockerAuth } } }));
const basicPair = `deploy:${password()}`;

/** Splits `secret` in the middle with `separator`. */
const split = (secret: string, separator: string): string => `${secret.slice(0, 10)}${separator}${secret.slice(10)}`;

function disguised(name: string, secret: string, separator: string, kind: string, template: (value: string) => string): SecretCase {
  const line = template(split(secret, separator));
  return { name, line, secrets: [secret, split(secret, separator)], redacted: template(marker(kind)) };
}

const fullWidth = (text: string): string => [...text].map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join("");

export const secretCorpus: readonly SecretCase[] = [
  // Provider tokens, in .env files, code, prose, headers and URLs.
  shape("OpenAI key in .env", `sk-proj-${mixed(48)}`, "openai-key", (s) => `OPENAI_API_KEY=${s}`),
  shape("Anthropic key in prose", `sk-ant-api03-${mixed(80)}`, "anthropic-key", (s) => `Use ${s} for the eval run.`),
  shape("GitHub token in a clone URL", `ghp_${mixed(36)}`, "github-token", (s) => `git remote set-url origin https://${s}@github.com/acme/api.git`),
  shape("GitHub fine-grained token in JSON", `github_pat_${mixed(22)}_${mixed(59)}`, "github-token", (s) => `{"login": "ci", "token": "${s}"}`),
  shape("GitLab token in a header", `glpat-${mixed(20)}`, "gitlab-token", (s) => `curl --header "PRIVATE-TOKEN: ${s}" https://gitlab.com/api/v4/projects`),
  shape("GitLab runner token in YAML", `glrt-${mixed(20)}`, "gitlab-token", (s) => `  token: ${s}`),
  shape("Hugging Face token on a command line", `hf_${mixed(34)}`, "huggingface-token", (s) => `huggingface-cli login --token ${s}`),
  shape("SendGrid key in .env", `SG.${mixed(22)}.${mixed(43)}`, "sendgrid-key", (s) => `SENDGRID_API_KEY="${s}"`),
  shape("SendGrid key in prose", `SG.${mixed(22)}.${mixed(43)}`, "sendgrid-key", (s) => `The key ${s} was revoked yesterday.`),
  shape("Mailgun key in curl", `key-${random(hex, 32)}`, "mailgun-key", (s) => `curl -s --user 'api:${s}' https://api.mailgun.net/v3/mg.example.com/messages`),
  shape("npm token in .npmrc", `npm_${mixed(36)}`, "npm-token", (s) => `//registry.npmjs.org/:_authToken=${s}`),
  shape("npm token in prose", `npm_${mixed(36)}`, "npm-token", (s) => `Publish with ${s} from CI only.`),
  shape("PyPI token in .pypirc", `pypi-AgEIcHlwaS5vcmc${mixed(60)}`, "pypi-token", (s) => `password = ${s}`),
  shape("PyPI token on twine's command line", `pypi-AgEIcHlwaS5vcmc${mixed(60)}`, "pypi-token", (s) => `twine upload -u __token__ -p ${s} dist/*`),
  shape("Twilio API key in prose", `SK${random(hex, 32)}`, "twilio-key", (s) => `The Twilio key ${s} belongs to staging.`),
  shape(
    "Twilio auth token in curl -u",
    random(hex, 32),
    "password",
    (s) => `curl -X GET https://api.twilio.com/2010-04-01/Accounts.json -u AC${"0".repeat(32)}:${s}`,
  ),
  shape("DigitalOcean token on doctl's command line", `dop_v1_${random(hex, 64)}`, "digitalocean-token", (s) => `doctl auth init -t ${s}`),
  shape("Shopify token in a header", `shpat_${random(hex, 32)}`, "shopify-token", (s) => `X-Shopify-Access-Token: ${s}`),
  shape("Databricks token in prose", `dapi${random(hex, 32)}`, "databricks-token", (s) => `Databricks answered 403 for ${s} after rotation.`),
  shape("Stripe live key in code", `sk_live_${mixed(24)}`, "stripe-key", (s) => `stripe.setApiKey("${s}");`),
  shape("Slack bot token in YAML", `xoxb-${random(digits, 12)}-${random(digits, 13)}-${mixed(24)}`, "slack-token", (s) => `slack_bot: ${s}`),
  shape("Slack webhook URL", `hooks.slack.com/services/T${random(upper, 8)}/B${random(upper, 8)}/${mixed(24)}`, "slack-token", (s) => `POST https://${s}`),
  shape(
    "Discord webhook URL",
    `discord.com/api/webhooks/${random(digits, 18)}/${mixed(68)}`,
    "discord-webhook",
    (s) => `curl -X POST https://${s} -d @msg.json`,
  ),
  shape("Telegram bot token", `${random(digits, 9)}:AA${mixed(33)}`, "telegram-token", (s) => `https://api.telegram.org/bot${s}/sendMessage`),
  shape("AWS access key id", `AKIA${random(upper + digits, 16)}`, "aws-access-key", (s) => `aws_access_key_id = ${s}`),
  shape("AWS secret key in credentials", awsSecret, "api-key", (s) => `aws_secret_access_key = ${s}`),
  shape("AWS secret key in prose", awsSecret, "api-key", (s) => `my AWS secret key is ${s}`),
  shape(
    "Google API key in a query string",
    `AIza${mixed(35)}`,
    "google-api-key",
    (s) => `GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${s}`,
  ),
  shape("JWT in a cookie", `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIx${mixed(20)}.${mixed(43)}`, "jwt", (s) => `Cookie: theme=dark; session=${s}`),
  shape("Vault token exported", `hvs.${mixed(90)}`, "vault-token", (s) => `export VAULT_TOKEN=${s}`),
  shape("age secret key", `AGE-SECRET-KEY-1${random(upper + digits, 58)}`, "age-key", (s) => `# created: 2026-03-01\n${s}`),
  shape("Groq key in .env", `gsk_${mixed(52)}`, "ai-provider-key", (s) => `GROQ_API_KEY=${s}`),
  shape(
    "Azure storage connection string",
    `${random(base64, 86)}==`,
    "api-key",
    (s) => `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${s};EndpointSuffix=core.windows.net`,
  ),
  shape(
    "Azure SAS signature in a URL",
    `${mixed(40)}%3D`,
    "token",
    (s) => `https://acme.blob.core.windows.net/c/report.pdf?sv=2022-11-02&sp=r&se=2026-04-01T00:00:00Z&sig=${s}`,
  ),
  // Private keys.
  { name: "RSA private key", line: `key.pem:\n${rsaKey}\nsaved`, secrets: [pemBody], redacted: `key.pem:\n${marker("private-key")}\nsaved` },
  { name: "GCP service-account JSON", line: gcpJson(gcpKey), secrets: [gcpLines], redacted: gcpJson(marker("private-key")) },
  shape("OpenSSH key body without its armour", sshBody, "private-key", (s) => `cat id_ed25519 | tail -n +2:\n${s}`),
  shape(
    "PuTTY key (PPK v3)",
    puttyPrivate,
    "private-key",
    (s) => `${puttyHead}${puttyPublic.slice(0, 40)}\n${puttyPublic.slice(40)}\nPrivate-Lines: 1\n${s}\nPrivate-MAC: ${puttyMac}`,
  ),
  // Credentials in URLs of any scheme and in query strings.
  shape("Postgres URL", password(), "password", (s) => `DATABASE_URL=postgresql://app:${s}@db.internal:5432/app`),
  shape("MongoDB SRV URL", password(), "password", (s) => `mongodb+srv://admin:${s}@cluster0.abcde.mongodb.net/test?retryWrites=true`),
  shape("AMQP URL", password(), "password", (s) => `amqp://guest:${s}@rabbit:5672/vhost`),
  shape("Redis URL with no user", password(), "password", (s) => `REDIS_URL=redis://:${s}@cache:6379/0`),
  shape("FTP URL", password(), "password", (s) => `lftp ftp://deploy:${s}@files.example.com/releases`),
  shape("JDBC URL", password(), "password", (s) => `jdbc:mysql://root:${s}@localhost:3306/shop`),
  shape("access_token in a query string", mixed(30), "token", (s) => `GET /api/me?access_token=${s}&format=json`),
  shape("api_key in a query string", mixed(32), "api-key", (s) => `https://api.example.com/v1/data?api_key=${s}`),
  shape("token after & in a query string", mixed(24), "token", (s) => `https://ci.example.com/job/build?delay=0&token=${s}`),
  // Command lines.
  shape("curl -u", password(), "password", (s) => `curl -u admin:${s} https://jenkins.local/api/json`),
  shape("curl --user in quotes", password(), "password", (s) => `curl --user "deploy:${s}" -X POST https://ci.local/hook`),
  shape("mysql -pSECRET", password(), "password", (s) => `mysql -u root -p${s} -h db.local shop`),
  shape("mysqldump --password=", password(), "password", (s) => `mysqldump --user=root --password=${s} shop > dump.sql`),
  shape("docker login -p", password(), "password", (s) => `docker login -u ci -p ${s} registry.example.com`),
  shape("PGPASSWORD before psql", password(), "password", (s) => `PGPASSWORD=${s} psql -h db -U app -c 'select 1'`),
  shape("sshpass -p", password(), "password", (s) => `sshpass -p '${s}' ssh deploy@10.0.0.5 'systemctl restart api'`),
  shape("redis-cli -a", password(), "password", (s) => `redis-cli -h cache -a ${s} ping`),
  shape("az login -p", password(), "password", (s) => `az login -u ops@example.com -p ${s}`),
  shape("ldapsearch -w", password(), "password", (s) => `ldapsearch -x -D "cn=admin,dc=example,dc=com" -w ${s} -b "dc=example,dc=com"`),
  shape("keytool -storepass", password(), "password", (s) => `keytool -list -keystore app.jks -storepass ${s}`),
  shape("openssl -passin pass:", password(), "password", (s) => `openssl rsa -in key.pem -passin pass:${s} -out plain.pem`),
  shape("smbclient user%pass", password(), "password", (s) => `smbclient //fs/share -U admin%${s} -c ls`),
  shape("--password flag with a space", password(), "password", (s) => `vault-sync --url https://vault.local --password ${s} --dry-run`),
  shape("aws configure set", awsSecret, "api-key", (s) => `aws configure set aws_secret_access_key ${s}`),
  // Headers and Basic auth.
  shape("Authorization: Basic", b64(basicPair), "basic-auth", (s) => `Authorization: Basic ${s}`),
  shape(
    "Basic auth in git's extra header",
    b64(basicPair),
    "basic-auth",
    (s) => `git -c http.extraHeader="Authorization: Basic ${s}" clone https://git.example.com/acme/api.git`,
  ),
  shape("Authorization: Bearer", mixed(40), "bearer-token", (s) => `-H "Authorization: Bearer ${s}"`),
  shape("X-API-Key header", mixed(32), "api-key", (s) => `X-API-Key: ${s}`),
  // Prose, YAML, .env and JSON.
  shape("password for a named system in prose", `hunter${random(digits, 2)}-Blue`, "password", (s) => `the password for the staging db is ${s}`),
  shape("api key in prose", mixed(24), "api-key", (s) => `the api key is ${s}, keep it out of git`),
  shape("PIN in prose", random("123456789", 4), "pin", (s) => `my PIN is ${s}.`),
  shape("PIN in YAML", random("123456789", 4), "pin", (s) => `pin: ${s}`),
  {
    name: "numeric password in JSON (the marker quoted, so the JSON still parses)",
    ...(() => {
      const secret = random("123456789", 8);
      return { line: `{"user": "ops", "password": ${secret}}`, secrets: [secret], redacted: `{"user": "ops", "password": "${marker("password")}"}` };
    })(),
  },
  shape(".env password", password(), "password", (s) => `DB_PASSWORD=${s}`),
  shape("YAML password that is a plain word", "plumtreeharbor", "password", (s) => `database:\n  password: ${s}\n  host: db`),
  shape("Kubernetes secret value in base64", b64(password()), "password", (s) => `data:\n  password: ${s}`),
  shape("base64 of user:pass on a command line", b64(basicPair), "base64-secret", (s) => `echo ${s} | base64 -d`),
  shape(".dockerconfigjson in base64", dockerConfig, "base64-secret", (s) => `  .dockerconfigjson: ${s}`),
  shape("random token of an unknown format", mixed(36), "token", (s) => `Use ${s} as the webhook secret header value.`),
  // Disguised: invisible characters and compatibility forms.
  disguised("GitHub token split by U+200B", `ghp_${mixed(36)}`, "\u200B", "github-token", (s) => `token ${s} for the bot`),
  disguised("OpenAI key split by U+200C", `sk-proj-${mixed(48)}`, "\u200C", "openai-key", (s) => `key: ${s}`),
  disguised("Slack token split by U+200D", `xoxb-${random(digits, 12)}-${mixed(24)}`, "\u200D", "slack-token", (s) => `SLACK=${s}`),
  disguised("AWS key id split by U+2060", `AKIA${random(upper + digits, 16)}`, "\u2060", "aws-access-key", (s) => `id ${s} in use`),
  disguised("GitLab token split by U+FEFF", `glpat-${mixed(20)}`, "\uFEFF", "gitlab-token", (s) => `see ${s} here`),
  disguised("npm token split by a soft hyphen", `npm_${mixed(36)}`, "\u00AD", "npm-token", (s) => `npm token ${s}`),
  (() => {
    const secret = `sk-proj-${mixed(40)}`;
    return {
      name: "OpenAI key in full-width letters",
      line: `key ${fullWidth(secret)} here`,
      secrets: [secret, fullWidth(secret)],
      redacted: `key ${marker("openai-key")} here`,
    };
  })(),
  // Secrets stated in prose: a secret word (or its abbreviation), what it is for, a verb or a separator, the value.
  shape("passphrase of joined words in prose", passphrase(), "password", (s) => `the wifi passphrase is ${s}`),
  shape("pw for a named box after a colon", symbolPassword(), "password", (s) => `admin pw for the staging box: ${s}`),
  shape("pwd in prose", password(), "password", (s) => `the root pwd is ${s}, do not share it`),
  shape("passwd set to a value", password(), "password", (s) => `passwd for the backup user was set to ${s}`),
  shape("pass for a service in prose", symbolPassword(), "password", (s) => `the pass for the vpn is ${s}`),
  shape("password after an arrow", password(), "password", (s) => `wifi password → ${s}`),
  shape("password after a question and it's", password(), "password", (s) => `the router password? it's ${s}`),
  shape("password in 'change my password to'", password(), "password", (s) => `please change my password to ${s} tonight`),
  shape("numeric password in prose", random("123456789", 8), "password", (s) => `my password is ${s}`),
  shape("quoted passphrase of spaced words after a secret word", passphrase(" "), "password", (s) => `the vault passphrase "${s}" unlocks the backups`),
  shape("passphrase of underscore-joined words after a colon", passphrase("_"), "password", (s) => `nas passphrase: ${s}`),
  shape("access code in prose", random("123456789", 6), "pin", (s) => `the access code is ${s}`),
  shape("verification code in prose", random("123456789", 4), "pin", (s) => `the verification code for the bank is ${s}.`),
  shape("recovery key in prose", `${mixed(6)}-${mixed(6)}-${mixed(6)}`, "api-key", (s) => `my recovery key is ${s}`),
  shape("api key for a service after a colon", mixed(28), "api-key", (s) => `the api key for the billing service: ${s}`),
  shape("token changed to a value", mixed(24), "token", (s) => `the bot token changed to ${s} this morning`),
  shape("webhook secret with an equals sign in prose", mixed(20), "secret", (s) => `the webhook secret for prod = ${s}`),
];

/**
 * Texts that must come out exactly as they went in: identifiers, hashes, paths, URLs, versions,
 * dates, prose about secrets, code that names a secret without holding one.
 */
export const keptCorpus: readonly string[] = [
  "Fixed in commit 3f9a2b1c4d5e6f708192a3b4c5d6e7f8091a2b3c, see also 9fceb02.",
  "The order id 550e8400-e29b-41d4-a716-446655440000 was charged twice.",
  "See src/components/UserProfileCard/index.tsx and packages/core/src/extraction/secret-rules.ts.",
  "The config lives at /usr/local/lib/node_modules/@acme/cli/config.json.",
  "C:\\Users\\dev\\AppData\\Local\\npm-cache\\_cacache\\index-v5",
  "Docs: https://github.com/acme/api/pull/42 and https://docs.example.com/guide/getting-started?tab=install#setup",
  "We need a password reset flow before launch.",
  "The password is stored in Vault; reset your password in the settings page.",
  "Password hashing uses bcrypt with a cost of 12; the token expires after one hour.",
  "The API key rotation runs every 90 days, and the access key id is shown in the console.",
  'model: "gpt-4o", max_tokens: 4096, tokenizer: "o200k_base", primary_key: "id"',
  "token_count: 1532, token_type: bearer, password_min_length: 12",
  "version=1.24.3-beta.2 build_id: 20260301 node v24.21.0",
  "Deployed at 2026-03-02T10:00:00.000Z and again at 2026-03-02 11:30 UTC.",
  "Install @tanstack/react-query@5.62.0 and @engram/store-sqlite.",
  "Image digest sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  "md5 d41d8cd98f00b204e9800998ecf8427e",
  `"integrity": "sha512-${"z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUR2z9wRnZAWpSHWAEVw"}==",`,
  "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl dev@laptop",
  "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUJx6vdqKzC0w1rL2zvZ8cQPPmJRkwCgYIKoZIzj0EAwIw\nLzEtMCsGA1UEAwwkYXBpLmV4YW1wbGUuY29tIFNlbGYtU2lnbmVkIFJvb3QgQ0Ew\n-----END CERTIFICATE-----",
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "password=${DB_PASSWORD} and token: <your token here>",
  "const password = req.body.password; const apiKey = process.env.OPENAI_API_KEY;",
  "if (token.length > 0) return refreshToken(session);",
  "getUserProfileCardForAccountId2 and ERR_PACKAGE_PATH_NOT_EXPORTED_2024",
  "my-project-2024-build-1234 runs on pod api-7d9f8c6b5d-x2k9p",
  "docker pull ghcr.io/acme/api:1.4.2 && docker run -p 8080:80 ghcr.io/acme/api:1.4.2",
  "mkdir -p src/components && ssh -p 2222 deploy@10.0.0.5",
  "curl -u admin https://jenkins.local/api/json (it asks for the password)",
  "mysql -u root -p shop",
  "src/server/middleware/auth.ts:47:return { ...rest };",
  "apps/web/app/settings/auth.ts:298:}",
  '{"pattern":"refreshToken","path":"packages/api/src/handlers"}',
  "PWD=/home/dev/project OLDPWD=/tmp",
  "SGVsbG8sIFdvcmxkIQ== is base64 for a greeting.",
  "| token | 4096 |\n| secret_name | prod/db |",
  "the token is expired, ask for a new one",
  "Mail jane.doe@example.com or clone https://jane@github.com/acme/api.git",
  "Request ids: V1StGXR8_Z5jdHi6B-myT and 01ARZ3NDEKTSV4RRFFQ69G5FAV",
  "Tests: 12 passed, 0 failed; pass: 12",
  "Basic authentication is disabled; use Bearer tokens instead.",
  "A session in a ${formatCount(budget.contextWindow)}-token window; self-token handling is off.",
  // Prose that mentions passwords, PINs, tokens and keys without stating one.
  "I forgot my password again.",
  "The pin is on the left side of the board.",
  "Reset the token expiry to 30 days.",
  "Key decisions from the meeting: ship on Friday, freeze on Monday.",
  "Pass the tests before you merge.",
  "The secret to good bread is time.",
  "The password must be at least 12 characters, with a digit.",
  "The wifi password is on the fridge; the verification code changed last week.",
  "Your pw is wrong, try again. The passphrase is long-lived.",
  "The access code is sent by email and the PIN is 4 digits.",
  "The token is valid for 24 hours and the api key is in the vault.",
  "What's the password? It's written on the router.",
  "The password was changed yesterday; change the password to something stronger.",
  "The primary key is user_id and the sort key is created_at; the key is to keep it small.",
  "The token limit is 4096, the exit code is 137 and the status code was 404.",
  "The password for the admin account is stored in 1Password.",
  "pw: see the team vault. My password is the same as before.",
  "Boarding pass: gate B, seat 12. The secret is out.",
  "The battle of Kasserine Pass: Rommel's forces broke through. Include the token 'commentary' in the answer.",
  "The pre-token's UTF-8 bytes; the password's SHA-256 hash. Pass `port` to start, or pass \"cursor\" for the next page.",
  "Loading the api key from env: OPENAI_API_KEY",
];
