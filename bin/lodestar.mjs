#!/usr/bin/env node
// The `lodestar` command. Sources are TypeScript; tsx compiles them on the fly (≈0.2 s at start).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/src/main.ts');
process.exitCode = await main(process.argv);
