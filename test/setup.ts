import { afterAll } from 'vitest';
import { removeTempDirs } from './helpers.js';

afterAll(removeTempDirs);
