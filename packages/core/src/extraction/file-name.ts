/**
 * A file or a directory of the project named in a rule: "goreleaser.yaml", "src/ffi", ".github/workflows/",
 * "`config/prod.json`", or a build file without an extension ("Makefile"). A name of words joined by dots or slashes,
 * in backticks at most (decision 0344). It names one lasting part of the project, never a thing at hand.
 */
export const fileName = String.raw`(?:\x60?\.?[\w-]{1,60}(?:[./][\w-]{1,60}){1,8}\/?\x60?|(?:Makefile|Dockerfile|Jenkinsfile|Justfile|Gemfile|Rakefile|Procfile|Vagrantfile|Brewfile)\b)`;
