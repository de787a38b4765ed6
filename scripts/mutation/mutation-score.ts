/**
 * Mutation scores from a StrykerJS JSON report (mutation-testing-report-schema): with all the
 * tests that ran, and with the model tests (tests/model/) alone, using which tests killed each
 * mutant (Stryker runs every covering test: `disableBail`).
 */

interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
  killedBy?: string[];
  coveredBy?: string[];
}

export interface StrykerReport {
  files: Record<string, { mutants: ReportMutant[] }>;
  testFiles?: Record<string, { tests: { id: string; name: string }[] }>;
}

export interface MachineScore {
  machine: string;
  valid: number;
  detectedByAll: number;
  detectedByModel: number;
  /** Mutants detected only by running too long (Stryker counts them as detected). */
  timedOut: number;
  /** `file:line mutator -> replacement` of the mutants no test detects. */
  survivors: string[];
}

const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

function modelTestIds(report: StrykerReport): Set<string> {
  return new Set(
    Object.entries(report.testFiles ?? {})
      .filter(([file]) => file.replace(/\\/g, '/').includes('tests/model/'))
      .flatMap(([, { tests }]) => tests.map((test) => test.id)),
  );
}

export function scoreReport(machine: string, report: StrykerReport): MachineScore {
  const model = modelTestIds(report);
  // A test Stryker did not see in its dry run (a model test file that failed to load, see
  // unloadable-file-reporter.ts) keeps its raw id: `tests/model/<file>#<name>`.
  const isModelTest = (id: string) => model.has(id) || id.replace(/\\/g, '/').startsWith('tests/model/');
  const byModel = (mutant: ReportMutant) =>
    (mutant.status === 'Killed' ? (mutant.killedBy ?? []) : (mutant.coveredBy ?? [])).some(isModelTest);
  const score: MachineScore = {
    machine,
    valid: 0,
    detectedByAll: 0,
    detectedByModel: 0,
    timedOut: 0,
    survivors: [],
  };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants.filter((m) => COUNTED.has(m.status))) {
      score.valid += 1;
      if (DETECTED.has(mutant.status)) score.detectedByAll += 1;
      if (mutant.status === 'Timeout') score.timedOut += 1;
      if (DETECTED.has(mutant.status) && byModel(mutant)) score.detectedByModel += 1;
      if (!DETECTED.has(mutant.status)) {
        const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
        score.survivors.push(
          `${file}:${mutant.location.start.line} ${mutant.mutatorName} -> \`${replacement}\``,
        );
      }
    }
  }
  return score;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;
}

export function scoresMarkdown(scores: MachineScore[]): string {
  const total = scores.reduce(
    (sum, s) => ({
      valid: sum.valid + s.valid,
      all: sum.all + s.detectedByAll,
      model: sum.model + s.detectedByModel,
      timedOut: sum.timedOut + s.timedOut,
    }),
    { valid: 0, all: 0, model: 0, timedOut: 0 },
  );
  const rows = scores.map(
    (s) =>
      `| ${s.machine} | ${s.valid} | ${s.detectedByModel} (${percent(s.detectedByModel, s.valid)}) | ${s.detectedByAll} (${percent(s.detectedByAll, s.valid)}) | ${s.timedOut} |`,
  );
  const survivors = scores.flatMap((s) => s.survivors.map((line) => `- ${line}`));
  return [
    '| machine | mutants | detected by the model tests | detected by all unit tests | of which timeouts |',
    '|---|---|---|---|---|',
    ...rows,
    `| **total** | ${total.valid} | ${total.model} (${percent(total.model, total.valid)}) | ${total.all} (${percent(total.all, total.valid)}) | ${total.timedOut} |`,
    '',
    `Surviving mutants (${survivors.length}):`,
    '',
    ...(survivors.length > 0 ? survivors : ['None.']),
  ].join('\n');
}
