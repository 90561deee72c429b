#!/usr/bin/env node
// The `nocturne` command: registers tsx so Node runs the TypeScript sources directly, then hands over to cli/main.ts.
import { register } from 'tsx/esm/api';

register();
const { main, processIo } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2), processIo());
