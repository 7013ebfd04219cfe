// hosts verify's comparison: check's per-host figures against what a real host sent, definition by definition and
// result by result. Held to the committed recordings (every profile: no difference) and to one wrong fact (named).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { HOST_PROFILES, type HostProfile } from '../../src/budget/host-profiles.js';
import {
  describeDifference,
  predictedStart,
  predictedTexts,
  runDifferences,
  sessionStartDifferences,
} from '../../src/commands/hosts/host-verify.js';
import { deferredListing, hostInstructions, hostToolPayload } from '../../src/measure/hosts/host-payload.js';
import type { HostRecordingFile, RecordedRun } from '../../src/commands/hosts/recorded-payloads.js';
import { renderVerifications, verifyExitCode } from '../../src/commands/hosts/hosts-verify-command.js';
import { showControls } from '../../src/text/untrusted.js';
import { RECORDED_CALLS, RECORDED_SERVER, recordedPage, recordedSpec } from '../host-recording-fixtures.js';

const DIR = path.resolve(import.meta.dirname, '..', '..', 'hosts', 'recordings');
const tokenizer = { count: (text: string) => encode(text).length };
const spec = recordedSpec();
const pages = RECORDED_CALLS.map((call, index) => ({
  fixture: `f${index + 1}-${call.tool}`,
  page: recordedPage(call),
}));

function recording(host: string): HostRecordingFile {
  const file = readdirSync(DIR).find((name) => name.startsWith(`${host}@`))!;
  return JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as HostRecordingFile;
}

const observed = (run: RecordedRun) => ({
  entries: new Map(Object.entries(run.entries)),
  results: run.results,
  upFront: run.upFront,
});

const differences = (profile: HostProfile, run: RecordedRun) =>
  runDifferences(
    RECORDED_SERVER,
    predictedTexts(profile, RECORDED_SERVER, spec.tools, pages, tokenizer),
    observed(run),
  );

describe('hosts verify: the comparison', () => {
  for (const host of ['claude-code', 'codex', 'gemini-cli', 'copilot-cli', 'opencode', 'qwen-code']) {
    it(`${host}: the committed recording of its pinned version shows no difference`, () => {
      expect(differences(HOST_PROFILES[host]!, recording(host).runs[host]!)).toEqual([]);
    });
  }

  it('a wrong fact (Copilot CLI joining blocks with a newline) names each result whose bytes differ, and by how much', () => {
    const profile = HOST_PROFILES['copilot-cli']!;
    const wrong: HostProfile = {
      ...profile,
      facts: { ...profile.facts, blockSeparator: { ...profile.facts.blockSeparator!, value: '\n' } },
    };
    const found = differences(wrong, recording('copilot-cli').runs['copilot-cli']!);
    expect(found.map((d) => [d.kind, d.subject, d.figure, d.sent! - d.predicted!])).toEqual([
      ['result', 'f9-embedded', 'bytes', -1],
      ['result', 'f10-linked', 'bytes', -1],
      ['result', 'f11-two_texts', 'bytes', -1],
      ['result', 'f12-fails_twice', 'bytes', -1],
    ]);
    expect(describeDifference(found[2]!, showControls)).toBe(
      'result rec/f11-two_texts: bytes: predicted 26 B, sent 25 B; first differs at char 12: predicted "rst block.\\x0aSecond block.", sent "rst block.Second block."',
    );
  });

  it('a wrong schema fact (Copilot CLI keeping its constraints in the schema) names the definition and its bytes on each side', () => {
    const profile = HOST_PROFILES['copilot-cli']!;
    const { constraintsInDescription: _, ...facts } = profile.facts;
    const found = differences({ ...profile, facts }, recording('copilot-cli').runs['copilot-cli']!);
    expect(found.map((d) => [d.kind, d.subject, d.figure, d.predicted, d.sent])).toEqual([
      ['definition', 'typed_args', 'bytes', 456, 515],
      ['definition', 'ref_args', 'bytes', 342, 359],
    ]);
  });

  it('a definition sent up front but not predicted, or predicted but not sent, is a difference; a deferred one never asked for is not', () => {
    const predicted = { definitions: [{ tool: 'a', bytes: 3, text: '{a}' }], results: [] };
    expect(runDifferences('s', predicted, { entries: new Map(), results: [], upFront: false })).toEqual([]);
    expect(runDifferences('s', predicted, { entries: new Map([['b', '{b}']]), results: [], upFront: true })).toEqual([
      { kind: 'definition', server: 's', subject: 'a', figure: 'sent', predicted: 3, sent: null },
      { kind: 'definition', server: 's', subject: 'b', figure: 'sent', predicted: null, sent: 3 },
    ]);
  });

  it("a saved file's path and a wall time are the machine's, not differences", () => {
    const predicted = {
      definitions: [],
      results: [
        {
          fixture: 'f',
          tool: 't',
          bytes: 40,
          outcome: 'spilled',
          text: 'Output saved to /home/x/tool-results/abc.txt',
        },
        { fixture: 'g', tool: 't', bytes: 30, outcome: 'whole', text: 'Wall time: 0.1000 seconds\nok' },
      ],
    };
    expect(
      runDifferences('s', predicted, {
        entries: new Map(),
        results: ['Output saved to /tmp/other/place/tool-results/zz9.txt', 'Wall time: 12.5 seconds\nok'],
        upFront: true,
      }),
    ).toEqual([]);
  });
});

/**
 * What each host sent its model at session start, as the recordings of 2026-12-06 show it (real-hosts.test.ts holds
 * the profiles to the real requests): the server's instructions as the host frames them (none for Copilot CLI), Qwen
 * Code's listing of the deferred tools, and whether the definitions went up front.
 */
function sessionStartSent(host: string): { sent: string; upFront: boolean } {
  const profile = HOST_PROFILES[host]!;
  const escaped = (text: string) => JSON.stringify(text).slice(1, -1);
  const listed = spec.tools.map((tool) => ({
    hostName: hostToolPayload(profile, RECORDED_SERVER, tool).name,
    description: tool.description,
  }));
  const parts = [escaped(hostInstructions(profile, RECORDED_SERVER, spec.instructions).text)];
  if (profile.facts.deferredListing) parts.push(escaped(deferredListing(profile, RECORDED_SERVER, listed)));
  return { sent: `{"system":"${parts.join('\\n')}"}`, upFront: recording(host).runs[host]!.upFront };
}

const startDifferences = (profile: HostProfile, host: string) =>
  sessionStartDifferences(
    RECORDED_SERVER,
    predictedStart(profile, RECORDED_SERVER, spec.tools, spec.instructions),
    sessionStartSent(host),
  );

describe('hosts verify: session start and instructions', () => {
  for (const host of ['claude-code', 'codex', 'gemini-cli', 'copilot-cli', 'opencode', 'qwen-code']) {
    it(`${host}: what its pinned version sent at session start is what check predicts`, () => {
      expect(startDifferences(HOST_PROFILES[host]!, host)).toEqual([]);
    });
  }

  it('a wrong instructions fact is named: Copilot CLI said to send them, Gemini CLI framing them otherwise, a cut the host does not make', () => {
    const copilot = HOST_PROFILES['copilot-cli']!;
    const { instructionsSent: _, ...sends } = copilot.facts;
    const found = startDifferences({ ...copilot, facts: sends }, 'copilot-cli');
    expect(found.map((d) => [d.kind, d.subject, d.figure, d.fact])).toEqual([
      ['session-start', 'instructions', 'sent', 'instructionsSent'],
    ]);
    expect(describeDifference(found[0]!, showControls)).toMatch(
      /^session start rec\/instructions: predicted \(\d[\d,]* B\), not sent \(fact: instructionsSent\)$/,
    );
    const gemini = HOST_PROFILES['gemini-cli']!;
    const frame = {
      ...gemini.facts.instructionsWrapper!,
      value: '<instructions server="{server}">{instructions}</instructions>',
    };
    const framed = { ...gemini, facts: { ...gemini.facts, instructionsWrapper: frame } };
    expect(startDifferences(framed, 'gemini-cli').map((d) => [d.subject, d.figure, d.fact])).toEqual([
      ['instructions', 'sent', 'instructionsWrapper'],
    ]);
    // No frame at all is not seen this way: the bare text is inside the framed one (a limit of the comparison).
    const opencode = HOST_PROFILES.opencode!;
    const cut = { value: 100, source: 'a wrong cut', version: 'test', checked: '2026-12-06' };
    const cutting = { ...opencode, facts: { ...opencode.facts, instructionsCut: cut } };
    expect(startDifferences(cutting, 'opencode').map((d) => [d.subject, d.figure, d.fact])).toEqual([
      ['instructions', 'bytes', 'instructionsCut'],
    ]);
  });

  it('the side of the deferral threshold is compared: Codex said to send its definitions up front is named', () => {
    const codex = HOST_PROFILES.codex!;
    const found = sessionStartDifferences(
      RECORDED_SERVER,
      predictedStart(codex, RECORDED_SERVER, spec.tools, spec.instructions, false),
      sessionStartSent('codex'),
    );
    expect(found.map((d) => [d.kind, d.subject, d.figure, d.fact])).toEqual([
      ['session-start', 'definitions', 'sent', 'deferral'],
    ]);
  });
});

describe('hosts verify: what it prints', () => {
  it('names the version run beside the pinned one, each difference on its line, a hostile name with its controls shown; exit 1 on a difference, 3 when a host did not finish', () => {
    const verifications = [
      {
        host: 'codex',
        pkg: '@openai/codex',
        version: '0.171.0',
        pinned: '0.169.0',
        definitions: 2,
        results: 1,
        differences: [
          {
            kind: 'definition' as const,
            server: 'rec',
            subject: 'evil\u001b[2J::error::x',
            figure: 'bytes' as const,
            predicted: 558,
            sent: 612,
          },
        ],
      },
    ];
    expect(renderVerifications(verifications)).toBe(
      'codex (@openai/codex 0.171.0, pinned 0.169.0): 2 definitions, 1 results compared; 1 difference\n' +
        '  definition rec/evil\\x1b[2J::error::x: bytes: predicted 558 B, sent 612 B\n',
    );
    expect(verifyExitCode(verifications)).toBe(1);
    expect(verifyExitCode([{ ...verifications[0]!, differences: [] }])).toBe(0);
    expect(verifyExitCode([{ ...verifications[0]!, failed: { code: 1, timedOut: false } }])).toBe(3);
  });

  it('a host that ran with nothing compared (every fixture skipped by check) is no pass: exit 3, and it says so', () => {
    const nothing = {
      host: 'gemini-cli',
      pkg: '@google/gemini-cli',
      version: '0.61.0',
      pinned: '0.61.0',
      definitions: 0,
      results: 0,
      differences: [],
    };
    expect(renderVerifications([nothing])).toBe(
      'gemini-cli (@google/gemini-cli 0.61.0): nothing compared (no definition it sent, no fixture check called); no difference can be claimed\n',
    );
    expect(verifyExitCode([nothing])).toBe(3);
  });

  it('a session-start difference names its fact, and fails the run (exit 1)', () => {
    const wrong = {
      host: 'copilot-cli',
      pkg: '@github/copilot',
      version: '1.0.102',
      pinned: '1.0.102',
      definitions: 7,
      results: 9,
      sessionStarts: 1,
      differences: [
        {
          kind: 'session-start' as const,
          server: 'desks',
          subject: 'instructions',
          figure: 'sent' as const,
          predicted: 1532,
          sent: null,
          fact: 'instructionsSent',
        },
      ],
    };
    expect(renderVerifications([wrong])).toBe(
      'copilot-cli (@github/copilot 1.0.102): 7 definitions, 9 results, 1 session start compared; 1 difference\n' +
        '  session start desks/instructions: predicted (1,532 B), not sent (fact: instructionsSent)\n',
    );
    expect(verifyExitCode([wrong])).toBe(1);
  });
});
