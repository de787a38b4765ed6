import { type ZodType, z } from 'zod';
import { signedInHeadersSchema } from '../../contract/common.schemas.js';
import { errorAnswer } from './answers.schemas.js';
import type { Answer, DeclaredRoute } from './api-route.js';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect); what JSON cannot say (a transform) is left open. */
function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** An object schema's properties as OpenAPI parameters. */
function parametersOf(schema: ZodType | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const contentOf = ({ description, schema, type }: Answer) =>
  schema || type
    ? {
        description,
        content: { [type ?? 'application/json']: { schema: schema ? jsonSchemaOf(schema, 'output') : {} } },
      }
    : { description };

const ERROR = (description: string): Answer => ({ description, schema: errorAnswer });

/** What a route answers, with the refusals every route of its kind can give. */
function responsesOf({ access, answers }: DeclaredRoute) {
  const refusals: [number, Answer][] = [
    [
      400,
      ERROR(
        'Malformed: the message names the part of the request (body, query, headers, path) and the field',
      ),
    ],
    [500, ERROR('The server could not answer; details only in the server log, under the x-request-id')],
  ];
  if (access !== 'anonymous') refusals.push([401, ERROR('No valid bearer token, or its user is not known')]);
  if (access === 'in-environment')
    refusals.push([403, ERROR('The environmentId header names none of the caller’s environments')]);
  const all: Record<number, Answer> = { ...Object.fromEntries(refusals), ...answers };
  return Object.fromEntries(Object.entries(all).map(([status, answer]) => [status, contentOf(answer)]));
}

function operationOf(route: DeclaredRoute) {
  const { request, access } = route;
  const parameters = [
    ...parametersOf(request.params, 'path'),
    ...parametersOf(request.querystring, 'query'),
    ...parametersOf(access === 'in-environment' ? signedInHeadersSchema : undefined, 'header'),
    ...parametersOf(request.headers, 'header'),
  ];
  return {
    summary: route.summary,
    security: access === 'anonymous' ? [] : [{ bearer: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(request.body
      ? {
          requestBody: {
            required: !request.body.safeParse(undefined).success,
            content: { 'application/json': { schema: jsonSchemaOf(request.body, 'input') } },
          },
        }
      : {}),
    responses: responsesOf(route),
  };
}

/**
 * The OpenAPI 3.1 document of the API, made from the routes' own declarations (api-route.ts):
 * what each takes (path, query, headers, body), who may call it, and what it answers.
 */
export function openApiDocument(routes: readonly DeclaredRoute[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'QPS API',
      version: '1',
      description:
        'The reference backend of QAP. Conventions, scope rules and cached answers: docs/api/README.md; the getResult keys: docs/api/queries.md.',
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token of the identity provider (RFC 9068: typ at+jwt)',
        },
      },
    },
    paths,
  };
}
