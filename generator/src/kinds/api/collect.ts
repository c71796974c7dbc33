/**
 * Merges every valid `kind: api` document into the model: maps become ordered lists (path
 * parameters in path order, responses by status) and defaults are made explicit, so emitters
 * never have to guess.
 */
import { locate, pointer } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import { sortBy } from '../../core/order';
import type { EntitySchema } from '../schemas/model';
import type { ApiModel, Endpoint, ErrorHandling, Param, ResponseSpec } from './model';
import { paramNames } from '../../../../runtime/rules/routes/paths';

type RawParam = Omit<Param, 'name' | 'required'> & { required?: boolean };

interface RawEndpoint extends Omit<
  Endpoint,
  'area' | 'params' | 'query' | 'responses' | 'cancellable' | 'errors'
> {
  params?: Record<string, RawParam>;
  query?: Record<string, RawParam>;
  responses: Record<string, { description: string; schema?: EntitySchema; success?: boolean }>;
  cancellable?: boolean;
  errors?: {
    successField?: string;
    failWhenEmpty?: boolean;
    onFailure?: Partial<ErrorHandling['onFailure']>;
  };
}

export function collectApi(docs: ManifestDocument[]): ApiModel {
  const endpoints = docs.flatMap((doc) => {
    const area = doc.file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
    const raws = (doc.data as { endpoints: RawEndpoint[] }).endpoints;
    return raws.map((raw, i) =>
      locate(toEndpoint(raw, area), { file: doc.file, pointer: pointer('endpoints', i) }),
    );
  });
  return { endpoints: sortBy(endpoints, (e) => e.id) };
}

function toEndpoint(raw: RawEndpoint, area: string): Endpoint {
  const order = paramNames(raw.path);
  const position = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const params = Object.entries(raw.params ?? {})
    .map(([name, p]) => ({ ...p, name, required: true }))
    .sort((a, b) => position(a.name) - position(b.name));
  const query = Object.entries(raw.query ?? {}).map(([name, p]) => ({
    ...p,
    name,
    required: p.required ?? false,
  }));
  const responses: ResponseSpec[] = Object.entries(raw.responses)
    .map(([status, r]) => ({
      ...r,
      status: Number(status),
      success: r.success ?? (Number(status) >= 200 && Number(status) < 300),
    }))
    .sort((a, b) => a.status - b.status);
  const { successField, failWhenEmpty, onFailure } = raw.errors ?? {};
  return {
    ...raw,
    area,
    params,
    query,
    responses,
    cancellable: raw.cancellable ?? false,
    errors: {
      ...(successField ? { successField } : {}),
      failWhenEmpty: failWhenEmpty ?? false,
      onFailure: { behaviour: 'throw', ...onFailure, report: onFailure?.report ?? false },
    },
  };
}
