// npm run bench [-- --only=bundles,server,lighthouse,ledger,agents] [--brands=lotus,aurora] [--no-build]

export const SECTIONS = ['bundles', 'server', 'lighthouse', 'ledger', 'agents'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  sections: Section[];
  /** Brand ids to measure (every brand under brands/ when not given). */
  brands: string[];
  /** false: measure the existing build in .cache/bench-dist instead of building the current source. */
  build: boolean;
}

const list = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function parseBenchArgs(argv: readonly string[], knownBrands: readonly string[]): BenchOptions {
  const value = (name: string): string | undefined => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const unknownFlag = argv.find((a) => !/^--(only|brands)=/.test(a) && a !== '--no-build');
  if (unknownFlag) throw new Error(`bench: unknown argument ${unknownFlag} (--only=${SECTIONS.join('|')}, --brands=a,b, --no-build)`);
  const only = list(value('only'));
  const badSection = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (badSection.length) throw new Error(`bench: --only: unknown section ${badSection.join(', ')} (${SECTIONS.join(', ')})`);
  const brands = list(value('brands'));
  const badBrand = brands.filter((b) => !knownBrands.includes(b));
  if (badBrand.length) throw new Error(`bench: --brands: no brand ${badBrand.join(', ')} under brands/ (${knownBrands.join(', ')})`);
  return {
    sections: only.length ? SECTIONS.filter((s) => only.includes(s)) : [...SECTIONS],
    brands: brands.length ? knownBrands.filter((b) => brands.includes(b)) : [...knownBrands],
    build: !argv.includes('--no-build'),
  };
}
