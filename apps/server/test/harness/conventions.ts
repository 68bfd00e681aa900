import { capabilityRoutes } from './capability-routes';
import type { OpenApiDocument } from './openapi-document';
import type { Operation } from './operations';
import { seeders } from './seeders';

const seedersFile = 'apps/server/test/harness/seeders.ts';
const capabilityFile = 'apps/server/test/harness/capability-routes.ts';
// Methods an OpenAPI path item may hold that readOperations does not turn into operations.
const unsentMethods = new Set(['head', 'options', 'trace']);

/**
 * What a route must declare for the harness to cover it without a hand-written test. Each message says
 * exactly what to add, because a route the harness cannot drive would otherwise go unchecked.
 */
export function conventionProblems(operation: Operation): string[] {
  const problems: string[] = [];
  const { key, body } = operation;
  for (const param of operation.pathParams) {
    if (!seeders[param.name]) {
      problems.push(
        `${key}: no seeder for path parameter "${param.name}": add one to ${seedersFile} that creates a record for the owner and returns its "${param.name}"`,
      );
    }
  }
  if (operation.pathParams.length > 0 && !operation.needsSession && !capabilityRoutes[key]) {
    problems.push(
      `${key}: has path parameters but no 401 response. If it needs a session, add 401 to its response schemas; ` +
        `if holding the URL is the authorization, add it with a comment to ${capabilityFile}`,
    );
  }
  if (capabilityRoutes[key] && operation.needsSession) {
    problems.push(`${key}: documents a 401, so it is a session route: remove it from ${capabilityFile}`);
  }
  for (const param of operation.queryParams) {
    if (param.required && param.example === undefined) {
      problems.push(`${key}: required query parameter "${param.name}" has no example: add .meta({ examples: [...] }) to its schema`);
    }
  }
  if (body.kind === 'json' && !body.example.found) {
    problems.push(`${key}: its JSON body has no example: add .meta({ examples: [validBody] }) to its body schema`);
  }
  if (body.kind === 'multipart') {
    if (!body.fields.some((field) => field.file)) {
      problems.push(
        `${key}: its multipart body declares no file (a property with format: 'binary'): describe the form in the route's config.multipartForm`,
      );
    }
    for (const field of body.fields) {
      if (!field.file && field.required && field.example === undefined) {
        problems.push(`${key}: required multipart field "${field.name}" has no example: add .meta({ examples: [...] }) to it`);
      }
    }
  }
  if (body.kind === 'unsupported') {
    problems.push(
      `${key}: request body of type ${body.contentTypes.join(', ')}: the harness builds only application/json and multipart/form-data bodies; teach apps/server/test/harness/valid-request.ts this type`,
    );
  }
  return problems;
}

/** Problems that belong to no single operation: stale capability entries, methods the harness cannot send. */
export function inventoryProblems(document: OpenApiDocument, operations: Operation[]): string[] {
  const keys = new Set(operations.map((operation) => operation.key));
  const problems = Object.keys(capabilityRoutes)
    .filter((key) => !keys.has(key))
    .map((key) => `${capabilityFile} lists ${key}, which the OpenAPI document does not have: remove it`);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const verb of Object.keys(item)) {
      if (unsentMethods.has(verb)) {
        problems.push(
          `${verb.toUpperCase()} ${path}: the harness sends only GET/POST/PUT/PATCH/DELETE; teach apps/server/test/harness/operations.ts this method`,
        );
      }
    }
  }
  return problems;
}
