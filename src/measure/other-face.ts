import type { ServerReport, ToolFace, ToolReport } from './measurement.js';
import { measureTool } from './measure-definitions.js';
import type { Tokenizer } from './tokens.js';
import type { WireTool } from '../servers/list-tools.js';

/**
 * What measures one face's tools: the run's tokenizer (held to the server's bound), with the face's definitions
 * counted first by the caller (a face can be megabytes: counted yielding), and how hosts name them.
 */
export interface FaceMeasure {
  tokenizer: Tokenizer;
  hostServerName: string;
  hostToolName: string;
}

/** Whether `other` is the larger definition of one tool: more tokens, or as many and more bytes. */
function larger(other: ToolReport, own: ToolReport): boolean {
  return other.tokens > own.tokens || (other.tokens === own.tokens && other.bytes > own.bytes);
}

/**
 * Another face of the server (the initialize face of a dual-era server, the listing a client declaring richer
 * capabilities gets) is loaded by every host that meets the server that way: each tool is judged on the larger of its
 * definitions, a tool only that face lists is judged too, and each total is the larger face's. `kept`: the face's
 * tools a host keeps (enabledTools/disabledTools). `viewed`: the definitions each host's view is built from so far
 * (the session's); returned with the same larger face per tool, and the tools only this face lists, so the hosts'
 * views hold what the main figures hold.
 */
export async function addFaceTools(
  report: ServerReport,
  kept: WireTool[],
  face: ToolFace,
  measure: FaceMeasure,
  viewed: WireTool[] = [],
): Promise<WireTool[]> {
  const faceTools = kept.map((tool) =>
    measureTool(tool, measure.hostServerName, measure.tokenizer, measure.hostToolName),
  );
  const own = report.tools;
  const byName = new Map(own.map((tool, i) => [tool.name, i]));
  // A tool listed only after the calls is in the conversation whichever face the host met first.
  const late = own.filter((tool) => tool.listedAfter !== undefined && !faceTools.some((t) => t.name === tool.name));
  const faceSum = (unit: 'bytes' | 'tokens') =>
    [...faceTools, ...late].reduce((total, tool) => total + tool[unit], 0) -
    own.reduce((total, tool) => total + tool[unit], 0);
  const totals = {
    tools: Math.max(report.totals.tools, report.totals.tools - own.length + faceTools.length + late.length),
    bytes: Math.max(report.totals.bytes, report.totals.bytes + faceSum('bytes')),
    tokens: Math.max(report.totals.tokens, report.totals.tokens + faceSum('tokens')),
  };
  const tools = [...own];
  const view = [...viewed];
  const inView = (name: string) => view.findIndex((tool) => tool.name === name);
  for (const [i, tool] of faceTools.entries()) {
    const at = byName.get(tool.name);
    const shown = inView(tool.name);
    if (at === undefined) {
      tools.push({
        ...tool,
        face,
        ...(face === 'legacy' ? { onlyInEra: 'legacy' as const } : { onlyWithCapabilities: true as const }),
      });
      if (shown === -1) view.push(kept[i]!);
    } else if (larger(tool, own[at]!)) {
      tools[at] = { ...tool, face, ...pick(own[at]!) };
      if (shown === -1) view.push(kept[i]!);
      else view[shown] = kept[i]!;
    }
  }
  report.tools = tools;
  report.totals = totals;
  return view;
}

/** What the session found of a tool that the other face's definition does not replace. */
function pick(tool: ToolReport): Partial<ToolReport> {
  return {
    ...(tool.listedAfter ? { listedAfter: tool.listedAfter } : {}),
    ...(tool.inputSchemaError ? { inputSchemaError: tool.inputSchemaError } : {}),
    ...(tool.inputSchemaLenient ? { inputSchemaLenient: tool.inputSchemaLenient } : {}),
  };
}
