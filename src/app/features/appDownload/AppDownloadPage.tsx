import styled from '@emotion/styled';
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { token } from '../../../engine/theme/token.ts';
import { buttonStyle } from '../../../ui/index.ts';
import { useBoot } from '../../boot/BootContext.tsx';
import { usePreferences } from '../../state/preferences.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { appDownloadLink, appEntries, type AppPlatform } from '../../../engine/apps.ts';
import { appDownloadMessages as m } from './messages.ts';

// The QR encoder is its own chunk, like the floating bar's.
const QrCode = lazy(() => import('../../../ui/QrCode/QrCode.tsx').then((x) => ({ default: x.QrCode })));

const Page = styled.article`
  max-width: 960px;
  h1 {
    margin-top: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${token('space.lg')};
  section {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${token('space.md')};
    padding: ${token('space.lg')};
    border-radius: ${token('radius.lg')};
    background: ${token('color.bg.surface')};
    box-shadow: ${token('shadow.sm')};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0;
    font-size: ${token('font.size.lg')};
  }
  h3 {
    align-self: stretch;
    margin: 0;
    font-size: ${token('font.size.sm')};
  }
  ol {
    align-self: stretch;
    margin: 0;
    padding-inline-start: ${token('space.lg')};
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
  [data-qr] {
    padding: ${token('space.sm')};
    border-radius: ${token('radius.md')};
    /* QR codes need a light quiet zone in dark mode too */
    background: ${token('color.bg.page')};
  }
`;

const STEPS: Record<AppPlatform, readonly (typeof m)[keyof typeof m][]> = {
  IOS: [m.ios1, m.ios2, m.ios3],
  Android: [m.android1, m.android2, m.android3],
  LITE: [m.lite1, m.lite2, m.lite3],
};

/**
 * /m/appDownload?language=&tokens= (the floating bar's app download entry): iOS, Android and lite-app guides from the brand's
 * resources, each with a QR code made here and its link on the brand's main domain. No app resources: not found.
 */
export default function AppDownloadPage(): ReactNode {
  const intl = useIntl();
  const { brand, status } = useBoot();
  const location = useLocation();
  const navigate = useNavigate();
  const language = usePreferences((s) => s.language);
  const setLanguage = usePreferences((s) => s.setLanguage);
  const params = new URLSearchParams(location.search);
  const asked = params.get('language');
  const hasTokens = params.has('tokens');
  useEffect(() => {
    if (asked && asked !== language && (brand.languages.supported as readonly string[]).includes(asked)) setLanguage(asked);
  }, [asked, language, brand.languages.supported, setLanguage]);
  useEffect(() => {
    // a session token has no business staying in the address bar (history, screenshots, shared links)
    if (hasTokens) {
      const rest = new URLSearchParams(location.search);
      rest.delete('tokens');
      const q = rest.toString();
      void navigate({ pathname: location.pathname, search: q ? `?${q}` : '' }, { replace: true });
    }
  }, [hasTokens, location.pathname, location.search, navigate]);

  const origin = typeof window === 'undefined' ? `https://${status.info.mainDomain}` : window.location.origin;
  const apps = appEntries(status.info.resources, status.info.mainDomain, origin, language);
  if (apps.length === 0) return <NotFoundPage />;
  const pageLink = appDownloadLink(status.info.mainDomain, origin, language);
  return (
    <Page data-testid="app-download-page">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      <Grid>
        {apps.map((app) => {
          const platform = intl.formatMessage(m[app.platform]);
          return (
            <section key={`${app.platform}:${app.url}`} aria-labelledby={`app-${app.platform}`} data-testid={`app-${app.platform}`}>
              <h2 id={`app-${app.platform}`}>{app.label}</h2>
              <div data-qr>
                <Suspense fallback={<div style={{ width: 160, height: 160 }} />}>
                  <QrCode value={app.url} size={160} label={intl.formatMessage(m.scan, { platform })} />
                </Suspense>
              </div>
              <a css={buttonStyle} data-variant="primary" href={app.url} data-testid={`app-link-${app.platform}`}>
                <FormattedMessage {...m.open} values={{ platform }} />
              </a>
              <h3>
                <FormattedMessage {...m.guide} />
              </h3>
              <ol>
                {STEPS[app.platform].map((step) => (
                  <li key={step.id}>
                    <FormattedMessage {...step} />
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </Grid>
      <p>
        <FormattedMessage {...m.share} />: <a href={pageLink} data-testid="app-page-link">{pageLink}</a>
      </p>
    </Page>
  );
}
