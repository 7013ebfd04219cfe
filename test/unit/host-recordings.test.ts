// Every host profile held to the committed recording of its pinned host version (hosts/recordings): what the real
// host sent its model of the recorded fixture set is what mcp-budget predicts, definitions byte for byte.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { HOST_PROFILES, type HostProfile } from '../../src/budget/host-profiles.js';
import { withoutMachineParts, type HostRecordingFile } from '../../src/commands/hosts/recorded-payloads.js';
import { hostToolPayload } from '../../src/measure/hosts/host-payload.js';
import { hostView } from '../../src/measure/hosts/host-results.js';
import { RECORDED_CALLS, RECORDED_SERVER, recordedPage, recordedSpec } from '../host-recording-fixtures.js';

const DIR = path.resolve(import.meta.dirname, '..', '..', 'hosts', 'recordings');
const tokenizer = { count: (text: string) => encode(text).length };
const spec = recordedSpec();

/** A run with tool search turned off is the profile without its deferral. */
function profileFor(host: string, run: string): HostProfile {
  const profile = HOST_PROFILES[host]!;
  if (!run.includes('ENABLE_TOOL_SEARCH=false')) return profile;
  const { deferredLoading: _, ...facts } = profile.facts;
  return { ...profile, facts };
}

for (const file of readdirSync(DIR).filter((name) => name.endsWith('.json'))) {
  const recording = JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as HostRecordingFile;
  describe(`${recording.host} ${recording.version} (recorded ${recording.recorded})`, () => {
    for (const [run, recorded] of Object.entries(recording.runs)) {
      const profile = profileFor(recording.host, run);
      it(`${run}: definitions byte for byte`, () => {
        for (const [name, sent] of Object.entries(recorded.entries)) {
          const tool = spec.tools.find((candidate) => candidate.name === name)!;
          expect({ tool: name, json: hostToolPayload(profile, RECORDED_SERVER, tool).json }).toEqual({
            tool: name,
            json: sent,
          });
        }
      });
      it(`${run}: deferral as recorded`, () => {
        expect({ run, deferred: profile.facts.deferredLoading?.value === true }).toEqual({
          run,
          deferred: !recorded.upFront,
        });
      });
      it(`${run}: results as the model received them`, () => {
        RECORDED_CALLS.forEach((call, index) => {
          const page = recordedPage(call);
          const shown = withoutMachineParts(hostView(profile, page, tokenizer).shown);
          expect({ tool: call.tool, text: shown }).toEqual({ tool: call.tool, text: recorded.results[index] });
        });
      });
    }
  });
}
