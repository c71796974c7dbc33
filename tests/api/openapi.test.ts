/**
 * generated/openapi.json is a valid OpenAPI 3.1 document: the api-basic fixture's, and the
 * repository's own when it has been generated.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../generator/fixtureHarness';
import { REPO } from './typecheckOverlay';

async function check(file: string) {
  const document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const result = await new Validator().validate(document);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  return document;
}

describe('OpenAPI document', () => {
  it('of the api-basic fixture is valid OpenAPI 3.1', async () => {
    const document = await check(
      join(FIXTURES, 'valid', 'api-basic', 'expected', 'generated', 'openapi.json'),
    );
    expect(document.openapi).toBe('3.1.0');
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const sessions = paths['/api/v1/sites/{siteId}/sessions-in-progress']!.get!;
    expect(sessions).toMatchObject({
      operationId: 'listSessionsInProgress',
      'x-lodestar-cache-seconds': 3600,
      'x-lodestar-poll-seconds': 10,
    });
  });

  const generated = join(REPO, 'generated', 'openapi.json');
  it.runIf(existsSync(generated))(
    'of the repository (generated/openapi.json) is valid',
    async () => {
      await check(generated);
    },
  );
});
