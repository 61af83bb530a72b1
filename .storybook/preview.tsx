import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import brands from 'virtual:storybook-brands';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/app/providers/AppProviders.tsx';
import { usePreferences } from '../src/app/state/preferences.ts';
import { localeOf } from '../src/engine/languages.ts';
import { MESSAGE_AREAS, type MessageArea } from '../src/i18n/areas.ts';
import { loadMessages, type Messages } from '../src/i18n/load.ts';
import { loadAreaMessages } from '../src/i18n/loadArea.ts';
import { a11yParameters } from './a11y.ts';
import type { Mode, StorybookBrand } from './brands.ts';
import { publishBrandTheme } from './theme-panel/preview.ts';
import { STORYBOOK_VIEWPORTS } from './viewports.ts';

const fallback = brands[0]!;
const byId = new Map(brands.map((b) => [b.id, b]));
const allLanguages = [...new Set(brands.flatMap((b) => b.languages))];
const LANGUAGE_NAMES: Record<string, string> = { EN: 'English', BN: 'বাংলা' };

export interface ResolvedGlobals {
  brand: StorybookBrand;
  mode: Mode;
  language: string;
}

/** Toolbar globals → what to render: an unknown brand is the default one; a locale the brand lacks is its default. */
export function resolveGlobals(globals: Record<string, unknown>): ResolvedGlobals {
  const brand = byId.get(String(globals.brand)) ?? fallback;
  const mode: Mode = globals.mode === 'dark' || globals.mode === 'light' ? globals.mode : brand.defaultMode;
  const wanted = String(globals.locale ?? '').toUpperCase();
  const language = brand.languages.includes(wanted) ? wanted : brand.defaultLanguage;
  return { brand, mode, language };
}

/** Exactly what the server does for a page: brand + mode attributes, lang, and the brand's tokens in style#brand-tokens. */
function applyDocument({ brand, mode, language }: ResolvedGlobals): void {
  const root = document.documentElement;
  root.setAttribute('data-brand', brand.id);
  root.setAttribute('data-mode', mode);
  root.setAttribute('lang', localeOf(language));
  let style = document.getElementById('brand-tokens');
  if (!style) {
    style = document.createElement('style');
    style.id = 'brand-tokens';
    document.head.appendChild(style);
  }
  if (style.dataset.brand !== brand.id) {
    style.textContent = brand.css;
    style.dataset.brand = brand.id;
  }
  // The app's preferences store holds the same two choices (header toggles read it); keep it in step
  // without its setters, which would also write cookies and localStorage.
  const prefs = usePreferences.getState();
  if (prefs.mode !== mode || prefs.language !== language) usePreferences.setState({ mode, language });
}

// Catalogs are loaded once per language (loadMessages is the app's loader) and picked synchronously by the
// decorator, so switching the locale global never renders with the previous language's messages.
const catalogs = new Map<string, Promise<Messages>>();
const loadCatalog = (language: string): Promise<Messages> => {
  let p = catalogs.get(language);
  // A story renders one component, often outside the lazy boundary (<AreaMessages>) the app puts around it, so
  // stories get the first catalog merged with every on-demand area's.
  if (!p) {
    const areas = Object.keys(MESSAGE_AREAS) as MessageArea[];
    p = Promise.all([loadMessages(language), ...areas.map((a) => loadAreaMessages(language, a))]).then((parts) =>
      Object.assign({}, ...parts) as Messages,
    );
    catalogs.set(language, p);
  }
  return p;
};

const loadAllMessages: Loader = async () => {
  const entries = await Promise.all(allLanguages.map(async (l) => [l, await loadCatalog(l)] as const));
  return { messages: Object.fromEntries(entries) as Record<string, Messages> };
};

/** parameters.route: a path, or a location with router state (e.g. the guard's reason). */
type StoryRoute = string | { pathname: string; state?: unknown };

function storyRoute(value: unknown): { entry: StoryRoute; key: string } {
  if (typeof value === 'string') return { entry: value, key: value };
  if (value && typeof value === 'object' && typeof (value as { pathname?: unknown }).pathname === 'string') {
    const route = value as { pathname: string; state?: unknown };
    return { entry: route, key: `${route.pathname}#${JSON.stringify(route.state ?? null)}` };
  }
  return { entry: '/', key: '/' };
}

/** The one decorator: the app's providers (AppProviders) plus a MemoryRouter at parameters.route (default "/"). */
const withApp: Decorator = (Story, context) => {
  const { brand, mode, language } = resolveGlobals(context.globals);
  const loaded = context.loaded as { messages?: Record<string, Messages> };
  const route = storyRoute(context.parameters.route);
  return (
    <AppProviders
      key={`${brand.id}:${language}`}
      boot={brand.boot[mode][language] ?? brand.boot[mode][brand.defaultLanguage]!}
      language={language}
      messages={loaded.messages?.[language] ?? {}}
    >
      <MemoryRouter key={route.key} initialEntries={[route.entry]}>
        <Story />
      </MemoryRouter>
    </AppProviders>
  );
};

/** Chromatic (for teams with a network and a token; never run here): one snapshot per brand × mode. */
const chromaticModes = Object.fromEntries(
  brands.flatMap((b) =>
    (['light', 'dark'] as const).map((mode) => [`${b.id} ${mode}`, { brand: b.id, mode, locale: b.defaultLanguage }]),
  ),
);

const preview: Preview = {
  decorators: [withApp],
  loaders: [loadAllMessages],
  // Before every render (also on a globals change), outside React: the document and the preferences store
  // are set up the way the server and main.tsx leave them for a page.
  beforeEach: (context) => {
    const resolved = resolveGlobals(context.globals);
    applyDocument(resolved);
    publishBrandTheme(resolved.brand, resolved.mode); // the Theme panel follows the toolbar
  },
  globalTypes: {
    brand: {
      description: 'Brand (discovered from brands/)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((b) => ({ value: b.id, title: b.name, right: b.isDefault ? 'default' : undefined })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language (falls back to the brand default when the brand does not support it)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: allLanguages.map((l) => ({ value: l, title: LANGUAGE_NAMES[l] ?? l })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: fallback.id,
    mode: fallback.defaultMode,
    locale: fallback.defaultLanguage,
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: a11yParameters,
    // Storybook's built-in viewport tool: phones, tablet and desktop sizes for reviewing the phone layouts.
    viewport: { options: STORYBOOK_VIEWPORTS },
    chromatic: { modes: chromaticModes },
  },
};

export default preview;
