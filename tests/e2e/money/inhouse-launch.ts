// Launching an in-house game the way a player does (/rng?vassalage=INHOUSE; the launchGame call):
// the INHOUSE lobby's game card → GET /wps/game/launchGame → our own /inhouse/<game> page.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readCatalog, SHIPPED_CATALOG } from '../../../src/server/modules/games/catalog.ts';
import { GAME_CODES, type InhouseGame } from '../../../src/server/modules/inhouse/games.ts';
import { brandUrl } from '../browser.ts';

/** The catalog node of an in-house game: its card is found by data-node-id, whatever the page's language. */
export function inhouseNodeId(game: InhouseGame): number {
  const entry = readCatalog(SHIPPED_CATALOG).games.find((g) => g.gameCode === GAME_CODES[game]);
  if (!entry) throw new Error(`no ${GAME_CODES[game]} in the shipped catalog`);
  return entry.nodeId;
}

/**
 * From the INHOUSE lobby, presses the game's card (tap on a touch device) and follows launchGame to the game's
 * page; the launch answer must be a success pointing at /inhouse/<game>.
 */
export async function launchFromLobby(page: Page, brandId: string, port: number, game: InhouseGame, opts: { tap?: boolean } = {}): Promise<void> {
  await page.goto(brandUrl(brandId, port, '/rng?vassalage=INHOUSE'));
  const card = page.locator(`[data-testid=game-card][data-node-id="${inhouseNodeId(game)}"]`);
  const launched = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
  const button = card.first().getByTestId('game-card-launch');
  await (opts.tap ? button.tap() : button.click());
  const answer = (await (await launched).json()) as { success: boolean; message?: string; value: { url: string; content?: { game_url?: string } } };
  expect(answer.success, answer.message).toBe(true);
  expect(answer.value.content?.game_url || answer.value.url).toMatch(new RegExp(`^/inhouse/${game}(\\?|$)`));
  await page.waitForURL((u) => u.pathname === `/inhouse/${game}`);
  await page.getByTestId(`inhouse-${game}`).waitFor();
}
