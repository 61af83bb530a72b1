import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { cardTheme } from '../../../engine/games/cards.ts';
import { laneRoute, type CardLane, type GameType } from '../../../engine/games/lanes.ts';
import { token } from '../../../engine/theme/token.ts';
import { VendorCard, VisuallyHidden } from '../../../ui/index.ts';
import type { VendorCard as VendorCardData } from '../../api/games.ts';
import { laneMessage } from '../../i18n/navMessages.ts';
import { useLaunchGame } from '../games/launch/useLaunchGame.ts';
import { homeMessages } from './messages.ts';
import { sectionHeading } from './sectionStyles.ts';

/** Home sections (sports, e-sports, lottery, cockfight) are cut at 12 items; the lane page has the rest. */
export const HOME_SECTION_LIMIT = 12;

const head = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${token('space.sm')};
  a {
    color: ${token('color.text.link')};
    font-size: ${token('font.size.sm')};
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${token('space.md')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function LaneSection({ type, cards }: { type: GameType; cards: VendorCardData[] }): ReactNode {
  const intl = useIntl();
  const launch = useLaunchGame();
  const title = intl.formatMessage(laneMessage(type));
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid="home-lane" data-lane={type}>
      <div css={head}>
        <h2 id={id} css={sectionHeading}>
          {title}
        </h2>
        {/* the section's name is part of the link's text (shown only to assistive tech), so "More" says where it goes */}
        <Link to={laneRoute(type)}>
          <FormattedMessage {...homeMessages.moreOf} values={{ section: <VisuallyHidden>{title}</VisuallyHidden> }} />
        </Link>
      </div>
      <ul css={grid}>
        {cards.slice(0, HOME_SECTION_LIMIT).map((card, i) => (
          <li key={card.vassalage}>
            <VendorCard vendor={card} theme={cardTheme(i)} onOpen={() => launch(card)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A section per category lane that has vendors, in the brand's order (lanes split by splitCardLanes). */
export function LaneSections({ lanes }: { lanes: CardLane<VendorCardData>[] }): ReactNode {
  return lanes.map((lane) => <LaneSection key={lane.type} type={lane.type} cards={lane.cards} />);
}
