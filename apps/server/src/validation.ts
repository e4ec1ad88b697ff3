import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** Unknown fields are errors, not silently dropped; query strings coerce to arrays where declared. */
export const ajvOptions = { coerceTypes: 'array', removeAdditional: false, allErrors: false } as const;

type Validate = ((data: unknown) => unknown) & { errors?: unknown[] | null };
type RouteSchema = { schema?: unknown; method: string; url: string; httpPart: string };

/** Where in `value` a number that is not finite sits (a JSON pointer), or null. */
export function nonFinitePath(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = nonFinitePath(value[i], `${path}/${i}`);
      if (at !== null) return at;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const at = nonFinitePath((value as Record<string, unknown>)[key], `${path}/${key}`);
    if (at !== null) return at;
  }
  return null;
}

/** Whether a schema may coerce a value to a number (it names a numeric type or refers elsewhere). */
const mayHoldNumbers = (schema: unknown) => /"(?:integer|number|\$ref)"/.test(JSON.stringify(schema) ?? '');

/**
 * Fastify's own Ajv validators, with one defect closed: Ajv coerces a string such as "1e309" or
 * "Infinity" to a non-finite number and then skips its minimum and maximum (they check finite
 * numbers only), so `?offset=1e309` reached handlers as Infinity and failed in the serializer with a
 * 500 (found by the schema fuzzer). After Ajv accepts data, any non-finite number in it is refused
 * as a 400 naming the field, like every other validation error.
 */
function buildValidator(
  externalSchemas: Parameters<ReturnType<typeof AjvCompiler>>[0],
  options: Parameters<ReturnType<typeof AjvCompiler>>[1],
) {
  const compile = AjvCompiler()(externalSchemas, options) as unknown as (route: RouteSchema) => Validate;
  return (route: RouteSchema): Validate => {
    const validate = compile(route);
    if (!mayHoldNumbers(route.schema)) return validate;
    const checked: Validate = (data) => {
      const ok = validate(data);
      checked.errors = validate.errors;
      if (ok !== true) return ok;
      const at = nonFinitePath(data);
      if (at === null) return true;
      checked.errors = [
        {
          instancePath: at,
          schemaPath: '#',
          keyword: 'type',
          params: {},
          message: 'must be a finite number',
        },
      ];
      return false;
    };
    return checked;
  };
}

/** The validation part of the Fastify options: the app and tests of its error shape share it. */
export const validationOptions = {
  ajv: { customOptions: ajvOptions },
  schemaController: { compilersFactory: { buildValidator } },
} as unknown as Pick<FastifyServerOptions, 'ajv' | 'schemaController'>;
