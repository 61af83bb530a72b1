// Which catalogs must exist: one per language of the schema's Language enum (src/generated/languages.ts), no more.
// The app's EN is the defaultMessage of the source, so EN has no folder under src/i18n/translations; every other
// language has src/i18n/translations/<lang>/ (lower case). The server has src/server/i18n/translations/<CODE>.json
// for every language, EN included (its source). A language of the enum without a catalog would only show up when a
// brand lists it; a folder the enum does not know is a catalog no brand can select.

export interface CatalogFolders {
  /** Codes of the schema's Language enum (upper case, EN included). */
  languages: readonly string[];
  /** Entries of src/i18n/translations (folder names). */
  appFolders: readonly string[];
  /** Entries of src/server/i18n/translations (file names). */
  serverFiles: readonly string[];
}

export const APP_DIR = 'src/i18n/translations';
export const SERVER_DIR = 'src/server/i18n/translations';

/** One line per problem; empty when the catalogs are exactly the enum's languages. */
export function checkCatalogLanguages({ languages, appFolders, serverFiles }: CatalogFolders): string[] {
  const problems: string[] = [];
  const known = new Set(languages);
  const app = new Set(appFolders);
  const server = new Set(serverFiles.filter((f) => f.endsWith('.json')));
  for (const code of languages) {
    if (code !== 'EN' && !app.has(code.toLowerCase()))
      problems.push(`${APP_DIR}/${code.toLowerCase()}/: missing: ${code} is in the schema's Language enum but has no app catalog`);
    if (!server.has(`${code}.json`))
      problems.push(`${SERVER_DIR}/${code}.json: missing: ${code} is in the schema's Language enum but has no server catalog`);
  }
  for (const folder of [...app].sort()) {
    const code = folder.toUpperCase();
    if (folder !== code.toLowerCase() || !known.has(code) || code === 'EN')
      problems.push(
        `${APP_DIR}/${folder}/: not a language of the schema's Language enum (folders are the lower-case codes ${languages
          .filter((l) => l !== 'EN')
          .map((l) => l.toLowerCase())
          .join(', ')}; EN is the source's defaultMessage)`,
      );
  }
  for (const file of [...server].sort()) {
    const code = /^([A-Z]{2})\.json$/.exec(file)?.[1];
    if (!code || !known.has(code))
      problems.push(`${SERVER_DIR}/${file}: not a language of the schema's Language enum (${languages.join(', ')})`);
  }
  return problems;
}
