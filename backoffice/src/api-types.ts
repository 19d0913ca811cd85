import type { components, paths } from './api-schema';

/** A body the admin API sends or accepts, by its name in the OpenAPI document (e.g. `Schema<'DashboardResponse'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<Responses> = JsonBody<Responses[200 & keyof Responses] | Responses[201 & keyof Responses] | Responses[202 & keyof Responses]>;

/** The JSON answer of an operation when it succeeds, as the OpenAPI document states it. */
export type ApiAnswer<Path extends keyof paths, Method extends 'get' | 'post' | 'put' | 'delete'> = paths[Path][Method] extends { responses: infer Responses }
  ? Success<Responses>
  : never;
