import * as core from '@actions/core';
import { checkCommand } from './commands.js';

// Placeholder shell until the Action issue lands: runs check and sets the verdict.
const result = await checkCommand(core.getInput('config') || 'budget.json', { cwd: process.cwd(), callerEnv: process.env });
core.setOutput('ok', String(result.report.ok));
process.exitCode = result.exitCode;
