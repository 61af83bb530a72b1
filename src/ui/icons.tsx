import { css } from '@emotion/react';
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: number;
  /** Flip in right-to-left pages; default: whether the icon points along the reading direction (chevrons). */
  mirrored?: boolean;
};

// An icon that means "back" or "forward" points the other way when the page reads right to left; objects,
// playback, check and close marks keep their shape.
const mirror = css`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

function icon(paths: ReactNode, name: string, directional = false) {
  function Icon({ size = 20, mirrored = directional, ...rest }: IconProps): ReactNode {
    return (
      <svg
        css={mirrored ? mirror : undefined}
        data-mirrored={mirrored ? '' : undefined}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

/** Decorative line icons (aria-hidden); the control that holds one carries the label. */
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />, 'CloseIcon');
/** Points back (towards the inline start): drawn leftwards, mirrored in right-to-left pages. */
export const ChevronLeftIcon = icon(<path d="M15 6l-6 6 6 6" />, 'ChevronLeftIcon', true);
/** Points forward (towards the inline end): drawn rightwards, mirrored in right-to-left pages. */
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />, 'ChevronRightIcon', true);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />, 'ChevronDownIcon');
export const CheckIcon = icon(<path d="M5 12l5 5 9-10" />, 'CheckIcon');
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'EyeIcon',
);
export const EyeOffIcon = icon(
  <>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
  'EyeOffIcon',
);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </>,
  'UserIcon',
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
  'GlobeIcon',
);
export const BellIcon = icon(
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </>,
  'BellIcon',
);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
  'InfoIcon',
);
export const AlertIcon = icon(
  <>
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v4M12 17h.01" />
  </>,
  'AlertIcon',
);
export const SuccessIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12l3 3 5-6" />
  </>,
  'SuccessIcon',
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
  'SearchIcon',
);
export const MegaphoneIcon = icon(
  <>
    <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1z" />
    <path d="M15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12" />
  </>,
  'MegaphoneIcon',
);
export const PauseIcon = icon(<path d="M8 5v14M16 5v14" />, 'PauseIcon');
export const PlayIcon = icon(<path d="M7 5l12 7-12 7V5z" />, 'PlayIcon');
export const InboxIcon = icon(
  <>
    <path d="M3 13l3-8h12l3 8v6H3v-6z" />
    <path d="M3 13h5l1 3h6l1-3h5" />
  </>,
  'InboxIcon',
);
export const SparkIcon = icon(
  <path d="M12 3l2.2 6.3L21 12l-6.8 2.7L12 21l-2.2-6.3L3 12l6.8-2.7L12 3z" />,
  'SparkIcon',
);
export const WalletIcon = icon(
  <>
    <path d="M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7z" />
    <path d="M3 7l12-3v3M16 13h2" />
  </>,
  'WalletIcon',
);

export const RefreshIcon = icon(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />, 'RefreshIcon');

// Navigation icons (tab bar, side menu drawer, "More" menu).
export const HomeIcon = icon(<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />, 'HomeIcon');
export const GiftIcon = icon(
  <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z" />,
  'GiftIcon',
);
export const StarOutlineIcon = icon(<path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9L12 3z" />, 'StarOutlineIcon');
export const ClockIcon = icon(<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />, 'ClockIcon');
export const GridIcon = icon(<path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />, 'GridIcon');
export const MoreIcon = icon(<path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />, 'MoreIcon');
export const TrophyIcon = icon(<path d="M8 4h8v6a4 4 0 0 1-8 0V4zM8 6H4a4 4 0 0 0 4 4M16 6h4a4 4 0 0 1-4 4M12 14v4M8 20h8" />, 'TrophyIcon');
export const DiceIcon = icon(
  <path d="M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" />,
  'DiceIcon',
);
export const CardsIcon = icon(<path d="M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM12 9l2 3-2 3-2-3 2-3z" />, 'CardsIcon');
export const FishIcon = icon(<path d="M3 12c3-4 8-6 12-3l4-3v12l-4-3c-4 3-9 1-12-3zM14 11h.01" />, 'FishIcon');
export const TicketIcon = icon(<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7zM14 7v10" />, 'TicketIcon');
export const GamepadIcon = icon(<path d="M6 8h12a4 4 0 0 1 0 8l-2-2H8l-2 2a4 4 0 0 1 0-8zM8 11v2M7 12h2M15.5 12h.01M17.5 12h.01" />, 'GamepadIcon');
