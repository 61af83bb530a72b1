import type { ErrorObject } from 'ajv';

/** One problem in a brand folder, addressed so an operator can fix it: file, JSON pointer, what was expected. */
export interface BrandProblem {
  file: string;
  pointer: string;
  message: string;
}

export function formatProblem(p: BrandProblem): string {
  return `${p.file}: ${p.pointer || '/'}: ${p.message}`;
}

function got(data: unknown): string {
  const text = JSON.stringify(data);
  return ` (got ${text && text.length > 80 ? `${text.slice(0, 77)}...` : text})`;
}

function errorMessageOf(e: ErrorObject): string | undefined {
  const parent = e.parentSchema as { errorMessage?: unknown } | undefined;
  return typeof parent?.errorMessage === 'string' ? parent.errorMessage : undefined;
}

function allowedKeys(e: ErrorObject): string {
  const props = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? ` (allowed: ${Object.keys(props).filter((k) => k !== '$schema').join(', ')})` : '';
}

/** Turn ajv's errors into operator messages: one per problem, with the schema's errorMessage texts. */
export function ajvProblems(file: string, errors: ErrorObject[] | null | undefined): BrandProblem[] {
  if (!errors?.length) return [];
  const seen = new Set<string>();
  const out: BrandProblem[] = [];
  for (const e of errors) {
    let pointer = e.instancePath;
    let message: string;
    const custom = errorMessageOf(e);
    if (e.keyword === 'additionalProperties') {
      const key = String((e.params as { additionalProperty: string }).additionalProperty);
      pointer = `${pointer}/${key}`;
      message = `unknown key "${key}"${allowedKeys(e)}`;
    } else if (e.keyword === 'required') {
      const key = String((e.params as { missingProperty: string }).missingProperty);
      pointer = `${pointer}/${key}`;
      message = 'is required but missing';
    } else if (e.keyword === 'enum' && custom) {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      message = `${custom}${got(e.data)}; known: ${allowed.join(', ')}`;
    } else if (e.keyword === 'enum') {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v));
      message = `must be one of ${allowed.join(', ')}${got(e.data)}`;
    } else if (custom && ['pattern', 'type', 'format', 'not', 'minLength', 'maxLength'].includes(e.keyword)) {
      message = `${custom}${got(e.data)}`;
    } else {
      message = `${e.message ?? 'is invalid'}${e.keyword === 'type' || e.keyword === 'pattern' || e.keyword === 'format' || e.keyword.startsWith('min') || e.keyword.startsWith('max') ? got(e.data) : ''}`;
    }
    const key = `${pointer}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ file, pointer, message });
  }
  return out;
}
