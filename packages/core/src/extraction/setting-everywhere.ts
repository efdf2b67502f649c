/**
 * "Nullable reference types are on in every project", "strict mode is enabled across all packages": a setting of the
 * code's on or off in every one of a kind of the project's (decision 0530), a rule of the team's a later session keeps to
 * when it adds one. The subject names a setting (types, checks, warnings, analyzers, a mode, flags, logging …) in up to
 * four words; "on", "off", "enabled" or "disabled"; then "in", "for" or "across" every, each or all of a kind of the
 * project's (projects, packages, services, repos …), closing the sentence. "The lights are on in every room" names no
 * setting and no kind of the project's.
 */
const settingEverywhere =
  /^(?:[\w-]{1,30}\s+){0,3}?(?:types?|checks?|warnings?|analy[sz]ers?|rules?|mode|flags?|features?|settings?|options?|linting|logging|telemetry|caching|tracing|nullable|TLS|HTTPS|CSP|CORS|MFA|2FA|SSO|encryption|compression|source\s?maps?|minification|tree-?shaking|warnings-as-errors)\s+(?:is|are)\s+(?:always\s+)?(?:on|off|enabled|disabled|turned\s+(?:on|off)|switched\s+(?:on|off))\s+(?:in|for|across)\s+(?:every|each|all)\s+(?:(?:the|our)\s+)?(?:[\w-]{1,30}\s+)?(?:projects?|packages?|services?|repos?|repositories|apps?|modules?|crates?|environments?|builds?|workspaces?|libraries|library|solutions?)\s*[.!]?$/i;

/** Whether `s` says a setting of the code is on or off in every one of a kind of the project's (see above). */
export function statesSettingEverywhere(s: string): boolean {
  return settingEverywhere.test(s);
}
