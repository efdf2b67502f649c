import type { SecretSpan } from "./secret-span.js";

/** How one command takes a password on its command line. */
interface CommandRule {
  /** Flags followed by the secret as the next word. */
  readonly separate?: readonly string[];
  /** Flags with the secret attached: `-pSECRET`, `--user=user:pass`. */
  readonly attached?: readonly string[];
  /** The secret is the part after this (`user:pass` → `pass`); without it there is none. */
  readonly after?: string;
  /** Only after this word (`docker login -p`, not `docker run -p 8080:80`). */
  readonly needs?: string;
}

const mysql: CommandRule = { attached: ["-p"] };
const login: CommandRule = { separate: ["-p", "--password"], needs: "login" };
const userPass: CommandRule = { separate: ["-u", "--user", "-U", "--proxy-user"], attached: ["-u", "--user=", "--proxy-user="], after: ":" };
const mongo: CommandRule = { separate: ["-p", "--password"] };
const ldap: CommandRule = { separate: ["-w"] };

const rules: Readonly<Record<string, CommandRule>> = {
  mysql,
  mysqldump: mysql,
  mysqladmin: mysql,
  mysqlimport: mysql,
  mysqlcheck: mysql,
  mysqlshow: mysql,
  mysqlpump: mysql,
  mariadb: mysql,
  "mariadb-dump": mysql,
  "mariadb-admin": mysql,
  docker: login,
  podman: login,
  nerdctl: login,
  buildah: login,
  skopeo: login,
  helm: login,
  oras: login,
  crane: login,
  az: login,
  oc: login,
  sshpass: { separate: ["-p"], attached: ["-p"] },
  "redis-cli": { separate: ["-a", "--pass"] },
  curl: userPass,
  mongo,
  mongosh: mongo,
  mongodump: mongo,
  mongorestore: mongo,
  mongoexport: mongo,
  mongoimport: mongo,
  ldapsearch: ldap,
  ldapadd: ldap,
  ldapmodify: ldap,
  ldapdelete: ldap,
  ldapwhoami: ldap,
  smbclient: { separate: ["-U", "--user"], attached: ["--user="], after: "%" },
  openssl: { separate: ["-k"] },
  keytool: { separate: ["-storepass", "-keypass", "-srcstorepass", "-deststorepass", "-srckeypass", "-destkeypass"] },
  sqlcmd: { separate: ["-P"], attached: ["-P"] },
  bcp: { separate: ["-P"], attached: ["-P"] },
  lftp: { separate: ["-u"], after: "," },
};

const commandWord = new RegExp(String.raw`(?<![\w.-])(?:${Object.keys(rules).join("|")})(?![\w-])`, "g");

/** One pass over the text before the command pattern: the login commands all need "login". */
const commandHint = /mysql|mariadb|login|sshpass|redis-cli|curl|mongo|ldap|smbclient|openssl|keytool|sqlcmd|bcp|lftp/;

/** A word of a command line: its span, and the span of its text without surrounding quotes. */
interface Word {
  readonly text: string;
  readonly start: number;
}

/** The words from `from` to the end of the command (a line end, `|`, `;`, `&`) or to `limit`. */
function commandWords(text: string, from: number, limit: number): Word[] {
  const words: Word[] = [];
  let i = from;
  while (i < limit) {
    const char = text[i]!;
    if (char === "\\" && (text[i + 1] === "\n" || text[i + 1] === "\r")) i += 2;
    else if (char === "\n" || char === "|" || char === ";" || char === "&") break;
    else if (char === " " || char === "\t" || char === "\r") i++;
    else {
      let end = i;
      let quote = "";
      while (end < limit) {
        const c = text[end]!;
        if (quote) {
          if (c === quote) quote = "";
          else if (c === "\n") break;
        } else if (c === '"' || c === "'") quote = c;
        else if (c === " " || c === "\t" || c === "\n" || c === "\r" || c === "|" || c === ";" || c === "&") break;
        end++;
      }
      words.push({ text: text.slice(i, end), start: i });
      i = end;
    }
  }
  return words;
}

/** `value` inside `word` from `offset`, without quotes around it, after `rule.after` when set. */
function secretIn(word: Word, offset: number, after: string | undefined): [number, number] | undefined {
  let start = word.start + offset;
  let end = word.start + word.text.length;
  let value = word.text.slice(offset);
  // Quotes around it, also escaped ones inside JSON text (`\"deploy:pass\"`).
  const quote = /^\\?["']/.exec(value)?.[0];
  if (quote && value.length >= 2 * quote.length && value.endsWith(quote)) {
    start += quote.length;
    end -= quote.length;
    value = value.slice(quote.length, -quote.length);
  }
  // A quote left inside ends the value: the end of the JSON string or of the quoted word it is in.
  const quoteAt = value.search(/\\?["']/);
  if (quoteAt >= 0) {
    end = start + quoteAt;
    value = value.slice(0, quoteAt);
  }
  if (after !== undefined) {
    const at = value.indexOf(after);
    if (at < 0) return undefined;
    start += at + after.length;
    value = value.slice(at + after.length);
  }
  if (value.length === 0 || /^(?:\$|\[REDACTED|<|%)/.test(value)) return undefined;
  return [start, end];
}

function commandSecrets(words: readonly Word[], rule: CommandRule): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  let ready = rule.needs === undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.text;
    if (!ready) {
      ready = word === rule.needs;
      continue;
    }
    const next = words[i + 1];
    if (rule.separate?.includes(word) && next && !next.text.startsWith("-")) {
      const span = secretIn(next, 0, rule.after);
      if (span) found.push(span);
      i++;
      continue;
    }
    const flag = rule.attached?.find((prefix) => word.startsWith(prefix) && word.length > prefix.length && !word.startsWith(`${prefix}-`));
    if (flag) {
      const span = secretIn(words[i]!, flag.length, rule.after);
      if (span) found.push(span);
    }
  }
  return found;
}

/** The longest command line read after a command name. */
const maxCommandChars = 4_096;

/**
 * Passwords on command lines: `mysql -pSECRET`, `docker login -u me -p SECRET`, `curl -u user:pass`,
 * `sshpass -p SECRET`, `redis-cli -a SECRET`, `ldapsearch -w SECRET`, `keytool -storepass SECRET`, …
 * (`--password=…` and `PGPASSWORD=… psql` are assignments). A command's words end at the next
 * command name, so each character is read once.
 */
export function commandSpans(text: string, spans: SecretSpan[]): void {
  openSslPassSpans(text, spans);
  if (!commandHint.test(text)) return;
  const matches = [...text.matchAll(commandWord)];
  for (let m = 0; m < matches.length; m++) {
    const match = matches[m]!;
    const from = match.index + match[0].length;
    const limit = Math.min(matches[m + 1]?.index ?? text.length, from + maxCommandChars);
    for (const [start, end] of commandSecrets(commandWords(text, from, limit), rules[match[0]]!)) {
      spans.push({ kind: "password", start, end });
    }
  }
}

/** `openssl … -passin pass:SECRET`: the `pass:` source of OpenSSL's password arguments. */
const openSslPass = /(?<![\w-])-pass(?:in|out)?[ \t]+["']?pass:([^\s"']{1,256})/g;

function openSslPassSpans(text: string, spans: SecretSpan[]): void {
  if (!text.includes("pass:")) return;
  for (const match of text.matchAll(openSslPass)) {
    const value = match[1] ?? "";
    if (value.startsWith("$") || value.startsWith("[REDACTED")) continue;
    const start = match.index + match[0].length - value.length;
    spans.push({ kind: "password", start, end: start + value.length });
  }
}
