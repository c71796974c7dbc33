/**
 * The generated TypeScript of the api-basic fixture type-checks under the repository's strict
 * compiler options (fixture `expected/` folders are outside the root tsconfig's reach).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../generator/fixtureHarness';
import { typeCheckOverlay } from './typecheckOverlay';

const EXPECTED = join(FIXTURES, 'valid', 'api-basic', 'expected');
const FILES = [
  'generated/types.ts',
  'generated/api/client.ts',
  'generated/api/contracts.ts',
  'generated/validators/api.d.ts',
];

describe('api-basic expected output', () => {
  it('type-checks with the repository compiler options', () => {
    const files = Object.fromEntries(
      FILES.map((path) => [path, readFileSync(join(EXPECTED, path), 'utf8')]),
    );
    expect(typeCheckOverlay(files)).toEqual([]);
  });

  it('rejects a wrong use of the generated client (the check is not vacuous)', () => {
    const files = Object.fromEntries(
      FILES.map((path) => [path, readFileSync(join(EXPECTED, path), 'utf8')]),
    );
    files['generated/api/misuse.ts'] = [
      "import { getCampaign } from './client';",
      'export const wrong = getCampaign({ campaignHash: 42 });',
    ].join('\n');
    const errors = typeCheckOverlay(files);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/misuse\.ts:2:.*number.*string/);
  });
});
