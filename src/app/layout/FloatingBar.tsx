import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { Resource } from '../../generated/types.ts';
import { canonicalUrl } from '../../engine/hosts.ts';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { CloseIcon, MoreIcon } from '../../ui/icons.tsx';
import { focusRing, zIndex } from '../../ui/styles.ts';
import { useApi } from '../api/ApiContext.tsx';
import { useBoot } from '../boot/BootContext.tsx';
import { launchChat } from '../features/chat/launch.ts';
import { useReferralEnabled } from '../features/promotions/available.ts';
import { useSession } from '../state/session.ts';
import { usePreferences } from '../state/preferences.ts';
import { layoutMessages } from './messages.ts';

const Bar = styled.aside`
  position: fixed;
  inset-inline-end: ${layout('page.gutter')};
  top: ${layout('floatingBar.top')};
  bottom: ${layout('floatingBar.bottom')};
  transform: ${layout('floatingBar.shift')};
  z-index: ${zIndex.floating};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${token('space.sm')};
  max-width: calc(100vw - 2 * ${layout('page.gutter')});
  ul {
    display: flex;
    flex-direction: column;
    gap: ${token('space.xs')};
    margin: 0;
    padding: ${token('space.xs')};
    list-style: none;
    border-radius: ${token('radius.lg')};
    background: ${token('color.bg.raised')};
    box-shadow: ${token('shadow.lg')};
    /* below desktop the open list may be taller than the room above the launcher; the desktop QR panel is
       positioned against the bar itself, so this never clips it */
    max-height: calc(100dvh - 160px);
    overflow-y: auto;
  }
  &[data-open='false'] ul {
    display: ${layout('floatingBar.closedList')};
  }
  li a,
  li button {
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
    ${focusRing};
  }
  li a:hover,
  li button:hover {
    background: ${token('color.bg.sunken')};
  }
`;

/** The one button that stands for the bar below desktop (hidden on desktop, where the list is always shown). */
const Launcher = styled.button`
  display: ${layout('floatingBar.launcher')};
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${token('radius.pill')};
  background: ${token('color.action.primary')};
  color: ${token('color.text.onAction')};
  box-shadow: ${token('shadow.lg')};
  cursor: pointer;
  ${focusRing};
`;

const QrPanel = styled.div`
  position: ${layout('floatingBar.qrPosition')};
  /* side by side where the viewport allows, wrapped on the narrowest phones */
  width: max-content;
  max-width: calc(100vw - 2 * ${layout('page.gutter')});
  flex-wrap: wrap;
  justify-content: center;
  inset-inline-end: calc(100% + ${token('space.sm')});
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

/** Below desktop the list is a popup: Esc (focus back to the launcher) and a press outside close it. */
function useDismiss(open: boolean, close: () => void, bar: RefObject<HTMLElement | null>, launcher: RefObject<HTMLButtonElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return;
      close();
      launcher.current?.focus();
    };
    const onPointer = (e: PointerEvent): void => {
      if (!bar.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, bar, launcher]);
}

/**
 * Right floating bar: invite, live chat, app download QR codes, social resources — each only when
 * configured. Desktop: a column at the inline-end edge. Below desktop: one launcher button above the tab bar that opens
 * the same list (the markup is the same on every tier; layout variables decide what shows).
 */
export function FloatingBar(): ReactNode {
  const intl = useIntl();
  const { flags, status } = useBoot();
  const language = usePreferences((s) => s.language);
  const [qrOpen, setQrOpen] = useState(false);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const barRef = useRef<HTMLElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // the member's availablePromo.REFERRAL.enabled (REFERRAL3 for guests; never for a trial account)
  const invite = useReferralEnabled();
  useDismiss(open, close, barRef, launcherRef);
  const resources = status.info.resources;
  const apps = resources.filter((r) => r.resourceType === 'IOS' || r.resourceType === 'Android');
  const hasApps = apps.length > 0 || resources.some((r) => r.resourceType === 'LITE');
  const social = resources.filter((r) => SOCIAL.includes(r.resourceType));
  const api = useApi();
  const navigate = useNavigate();
  const isLogin = useSession((s) => s.isLogin);
  // live chat only when logged in; it opens where CBS_launchChat says
  const chat = flags.liveChat && isLogin;
  const room = flags.chatRoom;
  if (!invite && !chat && !room && !hasApps && social.length === 0) return null;
  const label = intl.formatMessage(layoutMessages.quickLinks);
  return (
    <Bar ref={barRef} data-testid="floating-bar" data-open={open} aria-label={label}>
      <ul id={listId}>
        {invite && (
          <li>
            <Link to="/member?page=referral" onClick={close} data-testid="floating-invite">
              <FormattedMessage {...layoutMessages.invite} />
            </Link>
          </li>
        )}
        {chat && (
          <li>
            <button
              type="button"
              data-testid="live-chat"
              onClick={() => {
                close();
                void launchChat(api, navigate).catch(() => navigate('/chat/support'));
              }}
            >
              <FormattedMessage {...layoutMessages.liveChat} />
            </button>
          </li>
        )}
        {room && (
          <li>
            <Link to="/chat/room" onClick={close} data-testid="chat-room-link">
              <FormattedMessage {...layoutMessages.chatRoom} />
            </Link>
          </li>
        )}
        {hasApps && (
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
                  <Link to="/m/appDownload" onClick={close} data-testid="app-download-page-link">
                    <FormattedMessage {...layoutMessages.allDownloads} />
                  </Link>
                </QrPanel>
              </Suspense>
            )}
          </li>
        )}
        {social.map((r) => (
          <li key={r.resourceType}>
            <a href={r.url} target="_blank" rel="noopener noreferrer" onClick={close}>
              {resourceLabel(r, language)}
            </a>
          </li>
        ))}
      </ul>
      <Launcher
        ref={launcherRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-testid="floating-launcher"
      >
        {open ? <CloseIcon size={22} /> : <MoreIcon size={22} />}
      </Launcher>
    </Bar>
  );
}
