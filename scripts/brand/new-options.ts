import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BrandInputError, type NewBrandOptions } from './create.ts';

export const USAGE =
  'npm run brand:new -- --id <id> --name "<name>" --primary "#rrggbb" [--secondary "#rrggbb"] [--accent "#rrggbb"] [--from <brand>] [--brands-dir <dir>]';

/** brand:new's command line; unknown or malformed options are input errors like any other. */
export function parseNewBrandArgs(argv: string[]): NewBrandOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        id: { type: 'string' },
        name: { type: 'string' },
        primary: { type: 'string' },
        secondary: { type: 'string' },
        accent: { type: 'string' },
        from: { type: 'string' },
        'brands-dir': { type: 'string', default: 'brands' },
      },
    }));
  } catch (err) {
    throw new BrandInputError(`${(err as Error).message.split('\n')[0]!} (usage: ${USAGE})`);
  }
  return {
    id: values.id ?? '',
    name: values.name ?? '',
    primary: values.primary ?? '',
    ...(values.secondary !== undefined ? { secondary: values.secondary } : {}),
    ...(values.accent !== undefined ? { accent: values.accent } : {}),
    ...(values.from !== undefined ? { from: values.from } : {}),
    brandsDir: resolve(values['brands-dir']),
  };
}
