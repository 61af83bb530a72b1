// npm run brand:new -- --id acme --name "Acme Bet" --primary "#0e7490" [--secondary "#…"] [--accent "#…"]
//                      [--from pebble] [--brands-dir brands]
//
// Writes brands/<id>/: brand.json with a palette and contrast-checked light/dark roles derived from the seed
// colours, placeholder logos and favicon, empty content files; other settings from the template or --from.
// Bad input: one line on stderr, exit 2, nothing written. See docs/brands.md.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BrandGenerationError, BrandInputError, createBrand, type NewBrandOptions } from './brand/create.ts';

const USAGE = 'npm run brand:new -- --id <id> --name "<name>" --primary "#rrggbb" [--secondary "#rrggbb"] [--accent "#rrggbb"] [--from <brand>] [--brands-dir <dir>]';

function options(argv: string[]): NewBrandOptions {
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

try {
  const opts = options(process.argv.slice(2));
  const { dir, config, dropped } = createBrand(opts);
  console.log(`brand:new: wrote ${dir} (${config.name}, merchant ${config.merchantCode}, served on ${config.id}.localhost)`);
  if (dropped.length) console.log(`brand:new: not copied from ${opts.from}: ${dropped.join(', ')}`);
  console.log(`brand:new: next: edit ${dir}/brand.json, replace the placeholder logos in ${dir}/assets, then npm run brand:prove -- ${config.id}`);
} catch (err) {
  if (err instanceof BrandInputError) {
    console.error(`brand:new: ${err.message}`);
    process.exit(2);
  }
  if (err instanceof BrandGenerationError) {
    console.error(`brand:new: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
