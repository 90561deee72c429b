import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('the bin runs the TypeScript CLI through tsx: nocturne --help', () => {
  const bin = fileURLToPath(new URL('../bin/nocturne.js', import.meta.url));
  const result = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8', timeout: 30_000 });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^Usage: nocturne <command> \[options\]/);
  expect(result.stdout).toContain('simulate');
});
