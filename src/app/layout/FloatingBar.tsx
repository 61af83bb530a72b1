import styled from '@emotion/styled';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Resource } from '../../generated/types.ts';
import { canonicalUrl } from '../../engine/hosts.ts';
import { token } from '../../engine/theme/token.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { usePreferences } from '../state/preferences.ts';
import { layoutMessages } from './messages.ts';

const Bar = styled.aside`
  position: fixed;
  right: ${token('space.sm')};
  top: 50%;
  transform: translateY(-50%);
  z-index: 20;
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  padding: ${token('space.xs')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.raised')};
  box-shadow: ${token('shadow.lg')};
  ul {
    display: contents;
    list-style: none;
  }
  a,
  button {
    display: flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: ${token('space.xs')} ${token('space.sm')};
    border: 0;
    border-radius: ${token('radius.md')};
    background: transparent;
    color: ${token('color.text.primary')};
    font: inherit;
    font-size: ${token('font.size.xs')};
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${token('color.bg.sunken')};
  }
`;

const QrPanel = styled.div`
  position: absolute;
  right: calc(100% + ${token('space.sm')});
  top: 0;
  display: flex;
  gap: ${token('space.md')};
  padding: ${token('space.md')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
  box-shadow: ${token('shadow.lg')};
  figure {
    margin: 0;
    text-align: center;
  }
  figcaption {
    font-size: ${token('font.size.xs')};
    color: ${token('color.text.muted')};
  }
`;

// The QR encoder loads only when a player opens the download panel.
const QrCode = lazy(() => import('../../ui/QrCode/QrCode.tsx').then((m) => ({ default: m.QrCode })));

const SOCIAL = ['WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'YOUTUBE', 'TWITTER', 'ZALO'];

function resourceLabel(r: Resource, language: string): string {
  return language === 'BN' && r.labelNameBn ? r.labelNameBn : r.labelNameEn;
}

/** Right floating bar (seed §2): invite, live chat, app download QR codes, social resources — each only when configured. */
export function FloatingBar(): ReactNode {
  const intl = useIntl();
  const { flags, status } = useBoot();
  const language = usePreferences((s) => s.language);
  const [qrOpen, setQrOpen] = useState(false);
  const resources = status.info.resources;
  const apps = resources.filter((r) => r.resourceType === 'IOS' || r.resourceType === 'Android');
  const social = resources.filter((r) => SOCIAL.includes(r.resourceType));
  const chat = flags.liveChat ? status.info.customerService.find((c) => c.csType === 'LIVECHAT') : undefined;
  if (!flags.referral && !chat && apps.length === 0 && social.length === 0) return null;
  return (
    <Bar data-testid="floating-bar" aria-label={intl.formatMessage(layoutMessages.quickLinks)}>
      <ul>
        {flags.referral && (
          <li>
            <Link to="/member#referral">
              <FormattedMessage {...layoutMessages.invite} />
            </Link>
          </li>
        )}
        {chat && (
          <li>
            <a href={chat.url} target="_blank" rel="noopener noreferrer" data-testid="live-chat">
              <FormattedMessage {...layoutMessages.liveChat} />
            </a>
          </li>
        )}
        {apps.length > 0 && (
          <li>
            <button type="button" aria-expanded={qrOpen} onClick={() => setQrOpen((o) => !o)} data-testid="app-download">
              <FormattedMessage {...layoutMessages.appDownload} />
            </button>
            {qrOpen && (
              <Suspense fallback={null}>
              <QrPanel data-testid="app-qr">
                {apps.map((r) => {
                  const platform = r.resourceType === 'IOS' ? 'iOS' : 'Android';
                  const url = canonicalUrl(r.url, status.info.mainDomain, window.location.origin);
                  return (
                    <figure key={r.resourceType}>
                      <QrCode value={url} size={120} label={intl.formatMessage(layoutMessages.scanToDownload, { platform })} />
                      <figcaption>{resourceLabel(r, language)}</figcaption>
                    </figure>
                  );
                })}
              </QrPanel>
              </Suspense>
            )}
          </li>
        )}
        {social.map((r) => (
          <li key={r.resourceType}>
            <a href={r.url} target="_blank" rel="noopener noreferrer">
              {resourceLabel(r, language)}
            </a>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
