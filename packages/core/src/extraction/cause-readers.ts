import {
  ansibleMessage,
  elmTestValues,
  goDataRace,
  googleTestMessage,
  gradleCause,
  juliaValues,
  minitestMessage,
  pytestAssertion,
  scalatestMessage,
  testMoreValues,
  testthatMessage,
} from "./headed-messages.js";
import {
  ansibleLintMessage,
  banditMessage,
  cfnLintMessage,
  checkovMessage,
  credoMessage,
  dartAnalyzeMessage,
  djlintMessage,
  editorconfigMessage,
  erbLintMessage,
  flowMessage,
  gosecMessage,
  htmlhintMessage,
  kubeLinterMessage,
  msbuildMessage,
  oxlintMessage,
  phpcsMessage,
  pipAuditMessage,
  psalmMessage,
  rubocopMessage,
  semgrepMessage,
  sqlfluffMessage,
  squawkMessage,
  swiftformatMessage,
  typosMessage,
} from "./checker-messages.js";
import {
  actionlintMessage,
  blackMessage,
  bufMessage,
  checkstyleMessage,
  cljKondoMessage,
  codespellMessage,
  detektMessage,
  goFindingLine,
  hadolintMessage,
  hlintMessage,
  ineffassignMessage,
  luacheckMessage,
  markdownlintMessage,
  phpstanMessage,
  proselintMessage,
  shellcheckMessage,
  staticcheckMessage,
  stylishMessage,
  swiftlintMessage,
  tflintMessage,
} from "./linter-messages.js";
import { interrogateMessage, lycheeMessage, markdownLinkCheckMessage } from "./docs-check-messages.js";
import { astroCheckMessage, brakemanWarning, svelteCheckMessage } from "./framework-check-messages.js";
import { isortMessage, mdformatMessage, pintMessage, prettierMessage, swiftFormatMessage, taploMessage } from "./formatter-messages.js";
import {
  circleciMessage,
  composeMessage,
  cueMessage,
  conftestMessage,
  dotenvLinterMessage,
  kubeconformMessage,
  kubeScoreMessage,
  nginxMessage,
  prismaMessage,
  redoclyMessage,
  trivyMessage,
  xmllintMessage,
} from "./manifest-messages.js";
import { phpmdMessage, pmdMessage } from "./pmd-messages.js";
import { depcheckMessage, depcruiseMessage, knipMessage, madgeMessage, sizeLimitMessage } from "./bundle-messages.js";
import { licenseCheckerMessage } from "./license-messages.js";
import { importLinterMessage } from "./import-contract-messages.js";
import { macheteMessage } from "./cargo-messages.js";
import {
  bundlerAuditMessage,
  composerAuditMessage,
  gitleaksMessage,
  govulncheckMessage,
  npmAuditMessage,
  osvScannerMessage,
  sobelowMessage,
  tfsecMessage,
} from "./security-scan-messages.js";
import { publintMessage, twineMessage } from "./package-lint-messages.js";
import { cspellMessage, misspellMessage } from "./spelling-messages.js";
import { vfileMessage } from "./vfile-messages.js";
import { atlasMessage } from "./migration-lint-messages.js";
import { androidLintMessage } from "./android-lint-messages.js";
import { peripheryMessage, reekMessage } from "./smell-messages.js";
import { cFamilyCheckMessage, cpplintMessage } from "./c-family-messages.js";
import { elmReviewMessage } from "./elm-messages.js";
import { docutilsMessage } from "./docutils-messages.js";
import { buildifierMessage } from "./bazel-messages.js";
import { deadnixMessage } from "./nix-messages.js";
import { perlcriticMessage } from "./perl-messages.js";
import { templateLintMessage } from "./view-template-messages.js";
import { amebaMessage } from "./crystal-messages.js";
import { regalMessage } from "./rego-messages.js";
import { writeGoodMessage } from "./prose-messages.js";
import { jsonlintMessage } from "./json-messages.js";
import { jshintMessage } from "./jshint-messages.js";
import { newmanMessage } from "./newman-messages.js";
import { nilawayMessage } from "./go-analyzer-messages.js";
import { cmakeLintMessage } from "./cmake-messages.js";
import { flake8Message, pydocstyleMessage, pylintMessage, refurbMessage, vultureMessage } from "./python-lint-messages.js";
import { dialyzerMessage, pyreMessage, pyrightMessage, sorbetMessage, typeCoverageMessage } from "./type-checker-messages.js";

/**
 * Each runner's and checker's own way of printing what went wrong, in the order they are read: the first that finds its
 * line gives the quote. `finding` marks a linter's or checker's line (linter-messages.ts, checker-messages.ts): in
 * its own format, its "should" of what the code has or is ("Modules should have a @moduledoc tag"; decision 0375) is
 * what the checker wants of the code, not an instruction, unless the line speaks of a person or the model; until then
 * only the shapes of `checkersFindings` were (decision 0359 refused markdownlint's "should be a top-level heading").
 */
export const causeReaders: readonly (readonly [read: (lines: readonly string[]) => string | undefined, finding: boolean])[] = [
  [detektMessage, true],
  [checkstyleMessage, true],
  [gradleCause, false],
  [goDataRace, false],
  [pytestAssertion, false],
  [newmanMessage, false],
  [minitestMessage, false],
  [scalatestMessage, false],
  [googleTestMessage, false],
  [testthatMessage, false],
  [testMoreValues, false],
  [juliaValues, false],
  [elmTestValues, false],
  [ansibleMessage, false],
  [hadolintMessage, true],
  [tflintMessage, true],
  [phpstanMessage, true],
  [bufMessage, true],
  [shellcheckMessage, true],
  [markdownlintMessage, true],
  [cFamilyCheckMessage, true],
  [cpplintMessage, true],
  [elmReviewMessage, true],
  [docutilsMessage, true],
  [buildifierMessage, true],
  [deadnixMessage, true],
  [swiftlintMessage, true],
  [actionlintMessage, true],
  [blackMessage, true],
  [ineffassignMessage, true],
  [nilawayMessage, true],
  [staticcheckMessage, true],
  [pylintMessage, true],
  [refurbMessage, true],
  [perlcriticMessage, true],
  [hlintMessage, true],
  [rubocopMessage, true],
  [flake8Message, true],
  [phpcsMessage, true],
  [credoMessage, true],
  [banditMessage, true],
  [goFindingLine, true],
  [proselintMessage, true],
  [writeGoodMessage, true],
  [semgrepMessage, true],
  [checkovMessage, true],
  [dartAnalyzeMessage, true],
  [oxlintMessage, true],
  [psalmMessage, true],
  [luacheckMessage, true],
  [gosecMessage, true],
  [codespellMessage, true],
  [cspellMessage, true],
  [misspellMessage, true],
  [erbLintMessage, true],
  [templateLintMessage, true],
  [amebaMessage, true],
  [regalMessage, true],
  [cmakeLintMessage, true],
  [cljKondoMessage, true],
  [cfnLintMessage, true],
  [djlintMessage, true],
  [vultureMessage, true],
  [pydocstyleMessage, true],
  [ansibleLintMessage, true],
  [typosMessage, true],
  [kubeLinterMessage, true],
  [htmlhintMessage, true],
  [squawkMessage, true],
  [sqlfluffMessage, true],
  [pyrightMessage, true],
  [pyreMessage, true],
  [dialyzerMessage, true],
  [sorbetMessage, true],
  [prettierMessage, true],
  [taploMessage, true],
  [mdformatMessage, true],
  [pintMessage, true],
  [isortMessage, true],
  [atlasMessage, true],
  [androidLintMessage, true],
  [reekMessage, true],
  [peripheryMessage, true],
  [publintMessage, true],
  [kubeconformMessage, true],
  [trivyMessage, true],
  [pmdMessage, true],
  [phpmdMessage, true],
  [kubeScoreMessage, true],
  [madgeMessage, true],
  [depcruiseMessage, true],
  [sizeLimitMessage, true],
  [depcheckMessage, true],
  [knipMessage, true],
  [importLinterMessage, true],
  [macheteMessage, true],
  [sobelowMessage, true],
  [tfsecMessage, true],
  [xmllintMessage, true],
  [jsonlintMessage, true],
  [jshintMessage, true],
  [licenseCheckerMessage, true],
  [typeCoverageMessage, false],
  [govulncheckMessage, true],
  [interrogateMessage, false],
  [twineMessage, false],
  [bundlerAuditMessage, true],
  [composerAuditMessage, true],
  [npmAuditMessage, true],
  [osvScannerMessage, true],
  [markdownLinkCheckMessage, false],
  [lycheeMessage, false],
  [gitleaksMessage, true],
  [dotenvLinterMessage, true],
  [nginxMessage, false],
  [prismaMessage, false],
  [circleciMessage, false],
  [composeMessage, false],
  [cueMessage, false],
  [conftestMessage, true],
  [redoclyMessage, true],
  [editorconfigMessage, true],
  [msbuildMessage, true],
  [flowMessage, true],
  [pipAuditMessage, false],
  [swiftformatMessage, true],
  [swiftFormatMessage, true],
  [svelteCheckMessage, true],
  [astroCheckMessage, true],
  [brakemanWarning, true],
  [vfileMessage, true],
  [stylishMessage, true],
];
