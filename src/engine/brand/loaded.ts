// What a loaded brand is, as types only: the server, the scripts and the engine's pure code all speak of a
// LoadedBrand, while only the loader itself (engine/node/brand/load.ts) reads folders from disk.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { AnnouncementsContent, BootPayload, BrandConfig, HelpContent, RegisterRules } from '../../generated/types.ts';
import type { BrandContent } from '../content/files.ts';
import type { Flags } from '../flags.ts';
import type { CompleteTheme } from '../theme/types.ts';

/** Language → message id → pre-parsed ICU; only languages that have a file. */
export type BrandMessages = Partial<Record<BootPayload['language'], Record<string, MessageFormatElement[]>>>;

/** A brand's config after loading: register presets are expanded to plain rules (the API shape). */
export type LoadedBrandConfig = Omit<BrandConfig, 'register'> & { register: RegisterRules };

export interface LoadedBrand {
  id: string;
  dir: string;
  config: LoadedBrandConfig;
  help: HelpContent;
  /** content/announcements.json (none: no notices or popups). */
  announcements: AnnouncementsContent;
  /** The other content files (engine/content/files.ts), each its empty value when the brand has none. */
  content: BrandContent;
  /** messages/<LANG>.json: the operator's own words, parsed (engine/brand/messages.ts). */
  messages: BrandMessages;
  theme: CompleteTheme;
  /** The [data-brand][data-mode] CSS variable block. */
  css: string;
  flags: Flags;
  domains: string[];
  isDefault: boolean;
  /** sha256 of the folder's JSON inputs: changes when the operator edits the brand. */
  hash: string;
}
