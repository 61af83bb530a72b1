import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import brands from 'virtual:storybook-brands';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/app/providers/AppProviders.tsx';
import { usePreferences } from '../src/app/state/preferences.ts';
import { dirOf, localeOf } from '../src/engine/languages.ts';
import { MESSAGE_AREAS, type MessageArea } from '../src/i18n/areas.ts';
import { loadMessages, type Messages } from '../src/i18n/load.ts';
import { loadAreaMessages } from '../src/i18n/loadArea.ts';
import { FACES } from '../src/app/providers/fonts/faces.ts';
import { a11yParameters } from './a11y.ts';
import { bootFor, localeToolbarItems, resolveGlobals as resolveWith, type ResolvedGlobals } from './globals.ts';
import { publishBrandTheme } from './theme-panel/preview.ts';
import { STORYBOOK_VIEWPORTS } from './viewports.ts';

const fallback = brands[0]!;

/** Toolbar globals → what to render (./globals.ts): every language renders in every brand (a design preview where the brand lacks it). */
export const resolveGlobals = (globals: Record<string, unknown>): ResolvedGlobals => resolveWith(brands, globals);

/** Exactly what the server does for a page: brand + mode attributes, lang + dir, and the brand's tokens in style#brand-tokens. */
function applyDocument({ brand, mode, language }: ResolvedGlobals): void {
  const root = document.documentElement;
  root.setAttribute('data-brand', brand.id);
  root.setAttribute('data-mode', mode);
  root.setAttribute('lang', localeOf(language));
  root.setAttribute('dir', dirOf(language));
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

// Only the story's language is loaded; the decorator gets every catalog loaded so far.
const loaded = new Map<string, Messages>();
const loadStoryMessages: Loader = async (context) => {
  const { language } = resolveGlobals(context.globals);
  if (!loaded.has(language)) loaded.set(language, await loadCatalog(language));
  return { messages: Object.fromEntries(loaded) as Record<string, Messages> };
};

// Every script's @font-face rules are in the page before any story renders (the app adds a script's rules when
// its language becomes active): stories also show other scripts than their language (the language names in the
// switcher, a Bengali amount in an English story), and which of those an earlier story in the same page had loaded
// would otherwise decide the pixels. Files still download only for glyphs laid out, and a screenshot waiting on
// document.fonts.ready never catches text in a fallback font.
const loadFonts: Loader = async () => {
  await Promise.all(Object.values(FACES).map((load) => load()));
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
  const resolved = resolveGlobals(context.globals);
  const { brand, language } = resolved;
  const { messages } = context.loaded as { messages?: Record<string, Messages> };
  const route = storyRoute(context.parameters.route);
  return (
    <AppProviders
      key={`${brand.id}:${language}`}
      boot={bootFor(resolved)}
      language={language}
      messages={messages?.[language] ?? {}}
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
  loaders: [loadStoryMessages, loadFonts],
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
      description: 'Language: every platform language; one the brand does not list is a design preview of the brand with it added',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: localeToolbarItems(),
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
