import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { token } from '../../../../engine/theme/token.ts';
import { Loader } from '../../../../ui/index.ts';
import { ApiError } from '../../../api/client.ts';
import { type LottoMenu, type OpenedNumero } from '../../../api/games.ts';
import { useBoot } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { GamesFailed, GamesLoading } from '../GamesStatus.tsx';
import { gamesMessages } from '../messages.ts';
import { pageStyle } from '../pageStyles.ts';
import { lotterySetup, useLotteryLaunch, useLottoMenus, useOpenedNumeros, type LotteryScreen, type LotterySetup } from './useLottery.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

const layout = css`
  display: grid;
  grid-template-columns: minmax(220px, 280px) 1fr;
  gap: ${token('space.lg')};
  align-items: start;
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
`;

const menuList = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    padding: ${token('space.sm')} ${token('space.md')};
    border-radius: ${token('radius.md')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
  }
  small {
    font-size: ${token('font.size.xs')};
  }
`;

const balls = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 28px;
    padding: 2px 6px;
    border-radius: ${token('radius.pill')};
    background: ${token('color.action.accent')};
    color: ${token('color.text.onAccent')};
    font-weight: ${token('font.weight.bold')};
    text-align: center;
  }
`;

const lobbyFrame = css`
  display: block;
  width: 100%;
  height: calc(100vh - 200px);
  min-height: 480px;
  border: 0;
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
`;

const SCREENS: Record<string, LotteryScreen> = { '/lottery': 'lottery', '/vnlottery': 'vnLottery', '/sealottery': 'seaLottery' };
const TITLES = { lottery: gamesMessages.lotteryTitle, vnLottery: gamesMessages.vnLotteryTitle, seaLottery: gamesMessages.seaLotteryTitle };

function MenuEntry({ menu, draw, current }: { menu: LottoMenu; draw?: OpenedNumero; current: boolean }): ReactNode {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <li>
      <Link to={`${pathname}?gameCode=${encodeURIComponent(menu.gameCode)}`} aria-current={current ? 'page' : undefined} data-game-code={menu.gameCode}>
        <strong>{menu.gameName}</strong>
        <small>{intl.formatMessage(gamesMessages.lotteryEvery, { minutes: menu.drawIntervalMinutes })}</small>
        {draw && (
          <>
            <small>{intl.formatMessage(gamesMessages.lotteryDraw, { numero: draw.numero })}</small>
            <small>{intl.formatMessage(gamesMessages.lotteryNext, { time: intl.formatTime(draw.nextOpenTime, { hour: '2-digit', minute: '2-digit' }) })}</small>
            <ul css={balls} aria-label={intl.formatMessage(gamesMessages.lotteryResults)}>
              {draw.winningNumbers.map((n, i) => (
                <li key={i}>{n}</li>
              ))}
            </ul>
          </>
        )}
      </Link>
    </li>
  );
}

function Lobby({ setup, gameCode }: { setup: LotterySetup; gameCode: string }): ReactNode {
  const intl = useIntl();
  const isTrial = useSession((s) => s.isTrial);
  const isLogin = useSession((s) => s.isLogin);
  const launch = useLotteryLaunch(setup, gameCode, isLogin && !isTrial);
  if (isTrial || (launch.error instanceof ApiError && launch.error.errorCode === ErrorCode.gameTrialNotAllowed))
    return (
      <p role="alert" data-testid="lottery-trial">
        {intl.formatMessage(gamesMessages.trialRefused)}
      </p>
    );
  if (!isLogin || launch.isPending) return <Loader label={intl.formatMessage(gamesMessages.lotteryStarting)} />;
  if (launch.isError)
    return (
      <p role="alert" data-testid="lottery-error">
        {launch.error instanceof ApiError && launch.error.errorCode === ErrorCode.gameMaintenance
          ? intl.formatMessage(gamesMessages.maintenance)
          : intl.formatMessage(gamesMessages.launchFailed, { reason: launch.error.message })}
      </p>
    );
  return <iframe css={lobbyFrame} src={launch.data} title={intl.formatMessage(gamesMessages.lotteryLobby)} data-testid="lottery-frame" />;
}

/**
 * Lottery screens /lottery, /vnLottery, /seaLottery (login required: the route guard sends guests to log in):
 * the lottery games with their latest draw, and the lottery lobby (launchMode LOTT) in a frame.
 */
export default function LotteryPage(): ReactNode {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { lanes } = useBoot();
  const screen = SCREENS[pathname.toLowerCase()] ?? 'lottery';
  const setup = lotterySetup(screen, lanes);
  const menus = useLottoMenus(setup);
  const opened = useOpenedNumeros();
  const asked = search.get('gameCode') ?? '';
  // only a lottery game of the menus is bet on; anything else (e.g. the vendor's catalog code) opens the lobby
  const gameCode = menus.data?.some((m) => m.gameCode === asked) ? asked : '';
  let menuBody: ReactNode;
  if (menus.isPending) menuBody = <GamesLoading />;
  else if (menus.isError) menuBody = <GamesFailed retry={() => void menus.refetch()} />;
  else if (menus.data.length === 0) menuBody = <p>{intl.formatMessage(gamesMessages.lotteryNoGames)}</p>;
  else
    menuBody = (
      <ul css={menuList} data-testid="lottery-menus">
        {menus.data.map((m) => (
          <MenuEntry key={m.gameCode} menu={m} draw={opened.data?.find((d) => d.gameCode === m.gameCode)} current={m.gameCode === gameCode} />
        ))}
      </ul>
    );
  return (
    <section css={pageStyle} data-testid="lottery-page" data-screen={screen} data-prize-mode={setup.prizeMode}>
      <h1>{intl.formatMessage(TITLES[screen])}</h1>
      <div css={layout}>
        <nav aria-label={intl.formatMessage(gamesMessages.lotteryGames)}>{menuBody}</nav>
        {menus.isPending ? <GamesLoading /> : <Lobby key={gameCode} setup={setup} gameCode={gameCode} />}
      </div>
    </section>
  );
}
