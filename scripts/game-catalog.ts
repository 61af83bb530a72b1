// Writes the shipped game catalog (src/server/modules/games/seed/catalog.json): a few hundred fictional games of
// fictional vendors, the same file on every run (seeded random). `--check` compares instead of writing (exit 1 when
// stale). Vendor codes the spec's logic names stay: TCG_LOTTO_VN, TCG_SEA, INHOUSE, the e-sports vendors IMES and TF,
// the cockfight vendor SV3. Every vendor a shipped brand lists is here, plus a few that no brand shows yet.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../src/engine/random.ts';
import type { CatalogGame, CatalogVendor, GameCatalog, GameTag, LocalizedText } from '../src/generated/types.ts';

const OUT = join(import.meta.dirname, '..', 'src', 'server', 'modules', 'games', 'seed', 'catalog.json');

const random = seededRandom(20261122);
const chance = (p: number): boolean => random() < p;
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

type Word = readonly [en: string, bn: string];
const ADJECTIVES: Word[] = [
  ['Golden', 'সোনালি'], ['Lucky', 'ভাগ্যবান'], ['Wild', 'বন্য'], ['Royal', 'রাজকীয়'], ['Mystic', 'রহস্যময়'],
  ['Crystal', 'স্ফটিক'], ['Blazing', 'জ্বলন্ত'], ['Silver', 'রুপালি'], ['Emerald', 'পান্না'], ['Moonlit', 'চাঁদনি'],
  ['Sunny', 'রোদেলা'], ['Thunder', 'বজ্র'], ['Ocean', 'সাগর'], ['Tiger', 'বাঘের'], ['Dragon', 'ড্রাগন'],
  ['Starry', 'তারাময়'], ['Diamond', 'হীরার'], ['Ruby', 'চুনি'], ['Magic', 'জাদুর'], ['Neon', 'নিয়ন'],
  ['Frozen', 'হিমায়িত'], ['Sweet', 'মিষ্টি'], ['Ancient', 'প্রাচীন'], ['Cosmic', 'মহাজাগতিক'],
];
const NOUNS: Word[] = [
  ['Fortune', 'ভাগ্য'], ['Treasure', 'গুপ্তধন'], ['Temple', 'মন্দির'], ['Garden', 'বাগান'], ['Spins', 'ঘূর্ণি'],
  ['Riches', 'সম্পদ'], ['Kingdom', 'রাজ্য'], ['Festival', 'উৎসব'], ['Lantern', 'লণ্ঠন'], ['River', 'নদী'],
  ['Quest', 'অভিযান'], ['Palace', 'প্রাসাদ'], ['Orchard', 'ফলবাগান'], ['Express', 'এক্সপ্রেস'], ['Heist', 'ডাকাতি'],
  ['Harvest', 'ফসল'], ['Legends', 'কিংবদন্তি'], ['Bounty', 'পুরস্কার'], ['Carnival', 'কার্নিভাল'], ['Safari', 'সাফারি'],
];
const TABLE_GAMES: Word[] = [
  ['Baccarat', 'ব্যাকারা'], ['Blackjack', 'ব্ল্যাকজ্যাক'], ['Roulette', 'রুলেট'], ['Dragon Tiger', 'ড্রাগন টাইগার'],
  ['Sic Bo', 'সিক বো'], ['Teen Patti', 'তিন পাত্তি'], ['Andar Bahar', 'আন্দর বাহার'], ['Rummy', 'রামি'], ['Poker', 'পোকার'],
  ['Ludo', 'লুডো'],
];
const VARIANTS: Word[] = [['Classic', 'ক্লাসিক'], ['Speed', 'স্পিড'], ['VIP', 'ভিআইপি'], ['Royal', 'রাজকীয়'], ['Express', 'এক্সপ্রেস']];
const HOUSE_GAMES: Word[] = [
  ['Crash Rocket', 'ক্র্যাশ রকেট'], ['Mines', 'মাইনস'], ['Plinko', 'প্লিংকো'], ['Dice', 'ডাইস'], ['Limbo', 'লিম্বো'],
  ['Hi-Lo', 'হাই-লো'], ['Keno', 'কেনো'], ['Wheel', 'চাকা'], ['Tower', 'টাওয়ার'], ['Coin Flip', 'কয়েন ফ্লিপ'],
  ['Penalty Kick', 'পেনাল্টি কিক'], ['Balloon', 'বেলুন'],
];

/** How a vendor's games look in the lobby (games contract "Catalog"). */
type Shape =
  | { kind: 'lobby' } // SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT: one game that opens the vendor's own lobby
  | { kind: 'live'; tables: number } // LIVE: a VASSALAGE lobby tile plus its tables
  | { kind: 'list'; games: number }; // RNG, FISH, PVP, INHOUSE, BGS: many games with tags

const VENDORS: (CatalogVendor & { shape: Shape })[] = [
  { code: 'KSP', name: 'Kestrel Sports', gameType: 'SPORTS', shape: { kind: 'lobby' } },
  { code: 'TDX', name: 'Tidewater Exchange', gameType: 'SPORTS', shape: { kind: 'lobby' } },
  { code: 'OSB', name: 'Orbit Sportsbook', gameType: 'SPORTS', shape: { kind: 'lobby' } },
  { code: 'IMES', name: 'Ionic eSports', gameType: 'ESPORTS', shape: { kind: 'lobby' } },
  { code: 'TF', name: 'Tailfin eSports', gameType: 'ESPORTS', shape: { kind: 'lobby' } },
  { code: 'SV3', name: 'Sabong Arena', gameType: 'COCKFIGHT', shape: { kind: 'lobby' } },
  { code: 'VLV', name: 'Velvet Live', gameType: 'LIVE', shape: { kind: 'live', tables: 8 } },
  { code: 'OPL', name: 'Opal Tables', gameType: 'LIVE', shape: { kind: 'live', tables: 6 } },
  { code: 'EZL', name: 'Ember Live', gameType: 'LIVE', shape: { kind: 'live', tables: 6 } },
  { code: 'SLV', name: 'Sapphire Live', gameType: 'LIVE', shape: { kind: 'live', tables: 5 } },
  { code: 'PXS', name: 'Pixel Spins', gameType: 'RNG', shape: { kind: 'list', games: 60 } },
  { code: 'LMR', name: 'Lumina Reels', gameType: 'RNG', shape: { kind: 'list', games: 50 } },
  { code: 'CQR', name: 'Quartz Reels', gameType: 'RNG', shape: { kind: 'list', games: 36 } },
  { code: 'NBS', name: 'Nimbus Slots', gameType: 'RNG', shape: { kind: 'list', games: 30 } },
  { code: 'GLX', name: 'Glacier Slots', gameType: 'RNG', shape: { kind: 'list', games: 24 } },
  { code: 'DPF', name: 'Deep Pearl Fishing', gameType: 'FISH', shape: { kind: 'list', games: 10 } },
  { code: 'CRF', name: 'Coral Fishing', gameType: 'FISH', shape: { kind: 'list', games: 8 } },
  { code: 'RFH', name: 'Reef Hunters', gameType: 'FISH', shape: { kind: 'list', games: 6 } },
  { code: 'KPK', name: 'Kite Poker', gameType: 'PVP', shape: { kind: 'list', games: 12 } },
  { code: 'RGC', name: 'Regal Cards', gameType: 'PVP', shape: { kind: 'list', games: 10 } },
  { code: 'TPK', name: 'Teapot Cards', gameType: 'PVP', shape: { kind: 'list', games: 8 } },
  { code: 'TCG_LOTTO_VN', name: 'VN Lottery', gameType: 'LOTT', shape: { kind: 'lobby' } },
  { code: 'TCG_SEA', name: 'SEA Lottery', gameType: 'ELOTT', shape: { kind: 'lobby' } },
  { code: 'INHOUSE', name: 'House Originals', gameType: 'INHOUSE', shape: { kind: 'list', games: 12 } },
  { code: 'BGX', name: 'Bingo Galaxy', gameType: 'BGS', shape: { kind: 'list', games: 10 } },
];

/** Slot-style names from adjective × noun pairs, handed out once each across the whole catalog. */
const slotNames = shuffled(ADJECTIVES.flatMap((a) => NOUNS.map((n) => [a, n] as const)));
let slotNext = 0;
function slotName(suffix?: Word): LocalizedText {
  const [a, n] = slotNames[slotNext++ % slotNames.length]!;
  return suffix ? { EN: `${a[0]} ${n[0]} ${suffix[0]}`, BN: `${a[1]} ${n[1]} ${suffix[1]}` } : { EN: `${a[0]} ${n[0]}`, BN: `${a[1]} ${n[1]}` };
}

/** RNG sub-classes (classify keys, docs/spec/api.md vendor lanes): most games are plain slots, the rest get one classify key. */
const RNG_CLASSES: (GameTag | null)[] = [null, null, null, null, 'JP', 'SC', 'VP', 'TG', 'AC', 'BG'];

function listGame(vendor: CatalogVendor, i: number): { names: LocalizedText; tags: GameTag[] } {
  const tags: GameTag[] = [];
  let names: LocalizedText;
  switch (vendor.gameType) {
    case 'FISH':
      names = slotName(['Fishing', 'মাছ ধরা']);
      tags.push('FISH');
      break;
    case 'PVP': {
      const [g, v] = [TABLE_GAMES[i % TABLE_GAMES.length]!, VARIANTS[Math.floor(i / TABLE_GAMES.length) % VARIANTS.length]!];
      names = { EN: `${g[0]} ${v[0]}`, BN: `${g[1]} ${v[1]}` };
      break;
    }
    case 'INHOUSE': {
      const g = HOUSE_GAMES[i % HOUSE_GAMES.length]!;
      names = { EN: g[0], BN: g[1] };
      if (i % 3 === 0) tags.push('AC');
      break;
    }
    case 'BGS': {
      const a = ADJECTIVES[(i * 7) % ADJECTIVES.length]!;
      names = { EN: `${a[0]} Bingo`, BN: `${a[1]} বিঙ্গো` };
      tags.push('BG');
      break;
    }
    default: {
      names = slotName();
      const cls = RNG_CLASSES[Math.floor(random() * RNG_CLASSES.length)];
      if (cls) tags.push(cls);
    }
  }
  return { names, tags };
}

function build(): GameCatalog {
  const games: CatalogGame[] = [];
  let nodeId = 1000;
  const add = (vendor: CatalogVendor, game: Omit<CatalogGame, 'nodeId' | 'vendor' | 'gameId'>): void => {
    nodeId += 1;
    games.push({ nodeId, gameId: String(nodeId), vendor: vendor.code, ...game });
  };
  for (const { shape, ...vendor } of VENDORS) {
    if (shape.kind === 'lobby') {
      add(vendor, { gameCode: `${vendor.code}-LOBBY`, isGame: 'GAME', names: { EN: vendor.name }, tags: [], hot: false });
      continue;
    }
    if (shape.kind === 'live') {
      add(vendor, { gameCode: `${vendor.code}-LOBBY`, isGame: 'VASSALAGE', names: { EN: vendor.name }, tags: [], hot: false });
      for (let i = 0; i < shape.tables; i++) {
        const g = TABLE_GAMES[i % 7]!; // the casino table games (no rummy, poker or ludo at a live table)
        const hot = chance(0.2);
        add(vendor, {
          gameCode: `${vendor.code}-${String(i + 1).padStart(4, '0')}`,
          isGame: 'GAME',
          names: { EN: `${g[0]} ${String.fromCharCode(65 + Math.floor(i / 7))}`, BN: `${g[1]} ${String.fromCharCode(65 + Math.floor(i / 7))}` },
          tags: [...(hot ? (['HOT'] as const) : [])],
          hot,
        });
      }
      continue;
    }
    for (let i = 0; i < shape.games; i++) {
      const { names, tags } = listGame(vendor, i);
      const hot = chance(0.12);
      const isNew = chance(0.15);
      add(vendor, {
        gameCode: `${vendor.code}-${String(i + 1).padStart(4, '0')}`,
        isGame: 'GAME',
        names,
        tags: [...(isNew ? (['NEW'] as const) : []), ...(hot ? (['HOT'] as const) : []), ...tags],
        hot,
      });
    }
  }
  return {
    $schema: '../../../../../schemas/api/games/game-catalog.schema.json',
    vendors: VENDORS.map(({ code, name, gameType }) => ({ code, name, gameType })),
    games,
  };
}

const text = `${JSON.stringify(build(), null, 1)}\n`;
if (process.argv.includes('--check')) {
  if (!existsSync(OUT) || readFileSync(OUT, 'utf8') !== text) {
    console.error('game-catalog --check: the seed catalog differs from the generator (run npx tsx scripts/game-catalog.ts)');
    process.exit(1);
  }
  console.log('game-catalog --check: the seed catalog is current');
} else {
  writeFileSync(OUT, text);
  console.log(`game-catalog: wrote ${OUT}`);
}
