// npm run brand:new -- --id acme --name "Acme Bet" --primary "#0e7490" [--secondary "#…"] [--accent "#…"]
//                      [--from pebble] [--brands-dir brands]
//
// Writes brands/<id>/: brand.json with a palette and contrast-checked light/dark roles derived from the seed
// colours, placeholder logos and favicon, empty content files; other settings from the template or --from.
// Bad input: one line on stderr, exit 2, nothing written. See docs/brands.md.
import { BrandGenerationError, BrandInputError, createBrand } from './brand/create.ts';
import { parseNewBrandArgs } from './brand/new-options.ts';

try {
  const opts = parseNewBrandArgs(process.argv.slice(2));
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
