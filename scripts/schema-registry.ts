// One place that knows which schema files exist and how ajv is configured, so the codegen,
// the brands check and the tests compile schemas identically.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const SCHEMA_DIR = join(import.meta.dirname, '..', 'schemas');

export interface SchemaFile {
  /** path relative to schemas/, e.g. api/boot.schema.json */
  file: string;
  schema: { $id: string; title?: string; [key: string]: unknown };
}

export function listSchemaFiles(dir = SCHEMA_DIR): SchemaFile[] {
  const out: SchemaFile[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.schema.json')) {
        out.push({ file: relative(dir, p), schema: JSON.parse(readFileSync(p, 'utf8')) });
      }
    }
  };
  walk(dir);
  return out;
}

/** The validators the app, engine and server use, by exported function name. */
export const VALIDATORS: Record<string, string> = {
  validateBrandConfig: 'brand.schema.json',
  validateHelpContent: 'content/help.schema.json',
  validateBootPayload: 'api/boot.schema.json',
  validateSystemStatus: 'api/system-status.schema.json',
  validateEnvelope: 'api/envelope.schema.json',
  validateHelpCenter: 'api/help-center.schema.json',
  validateDomainRoute: 'api/domain-route.schema.json',
  validateWhitelabelNode: 'whitelabel.schema.json',
  validateRegisterRules: 'register-rules.schema.json',
};

export function createAjv(files: SchemaFile[] = listSchemaFiles(), verbose = true): InstanceType<typeof Ajv2020> {
  const ajv = new Ajv2020({
    allErrors: verbose, // the browser only needs pass/fail plus the first error
    verbose, // true keeps parentSchema on errors so messages can use the schema's errorMessage
    strict: true,
    allowUnionTypes: true,
    inlineRefs: verbose, // shared functions per $ref keep the browser validator small
    code: { source: true, esm: true, lines: false },
  });
  // Annotations of this project: errorMessage (operator-facing text) and x-flag (typed flag name).
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-flag', schemaType: 'string' });
  addFormats.default(ajv, ['date-time']);
  for (const f of files) ajv.addSchema(f.schema);
  return ajv;
}

export function idOf(file: string, files: SchemaFile[] = listSchemaFiles()): string {
  const found = files.find((f) => f.file === file);
  if (!found) throw new Error(`no schema file ${file}`);
  return found.schema.$id;
}
