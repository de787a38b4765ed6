import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodType, z } from 'zod';
import type { InEnvironment, SignedIn } from './authenticate.js';
import { invalidRequest, noQuery } from './validate.js';

/**
 * Who may call a route: anybody; a signed-in user (a valid bearer token of a known user); or, the
 * default, a signed-in user in one of its own environments (the environmentId header).
 */
export type Access = 'anonymous' | 'signed-in' | 'in-environment';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Who called, once the authentication hook (route-auth.ts) has checked it. */
    caller?: SignedIn | InEnvironment;
  }
}

/** Fastify's type provider for zod: a route's request parts are typed by its schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends ZodType ? z.input<this['schema']> : unknown;
}

/** The request parts a route validates; a route without `querystring` takes no query string. */
export interface RequestSchemas {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  headers?: ZodType;
}

/** One answer a route gives: JSON of `schema`, or a body of `type` (a file, text). */
export interface Answer {
  description: string;
  schema?: ZodType;
  /** Default `application/json`. */
  type?: string;
}

export type CallerOf<A extends Access> = A extends 'in-environment'
  ? InEnvironment
  : A extends 'signed-in'
    ? SignedIn
    : undefined;

export type TypedRequest<S extends RequestSchemas> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

/** A route, written once: what it takes, who may call it, what it answers, and how. */
export interface RouteSpec<S extends RequestSchemas, A extends Access> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  /** Default `in-environment`: a route is protected unless it says otherwise. */
  access?: A;
  request?: S;
  answers: Record<number, Answer>;
  handler(request: TypedRequest<S>, reply: FastifyReply, caller: CallerOf<A>): Promise<unknown>;
}

/** What the OpenAPI document is made of. */
export interface DeclaredRoute {
  method: string;
  url: string;
  summary: string;
  access: Access;
  request: RequestSchemas;
  answers: Record<number, Answer>;
}

export interface ApiRoutes {
  add<S extends RequestSchemas, A extends Access = 'in-environment'>(spec: RouteSpec<S, A>): void;
  readonly declared: readonly DeclaredRoute[];
}

const PARTS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/**
 * Fastify validates every part with its zod schema before the handler runs: the parsed values
 * (ids as numbers, defaults filled in) replace the raw ones, and a failure is the API's usual 400
 * naming the part and the fields. Fastify hands a missing body over as null: the schema says what
 * no body means.
 */
const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
    return result.success
      ? { value: result.data }
      : { error: invalidRequest(PARTS[httpPart ?? ''] ?? String(httpPart), result.error) };
  };

/** Registers routes on `app` from their definitions, and keeps the definitions for the document. */
export function createApiRoutes(app: FastifyInstance): ApiRoutes {
  app.setValidatorCompiler(zodValidatorCompiler);
  const declared: DeclaredRoute[] = [];
  return {
    declared,
    add<S extends RequestSchemas, A extends Access = 'in-environment'>(spec: RouteSpec<S, A>) {
      const access: Access = spec.access ?? 'in-environment';
      const request: RequestSchemas = { querystring: noQuery, ...spec.request };
      declared.push({
        method: spec.method,
        url: spec.url,
        summary: spec.summary,
        access,
        request,
        answers: spec.answers,
      });
      app.route({
        method: spec.method,
        url: spec.url,
        schema: request,
        config: { access },
        // the request was validated against `request`, and the hook checked the caller `access` names
        handler: (raw, reply) =>
          spec.handler(raw as unknown as TypedRequest<S>, reply, raw.caller as CallerOf<A>),
      });
    },
  };
}
