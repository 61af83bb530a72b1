// Failures of the games contract (games-contract.md "Errors"); the app reacts to these codes.
import { ApiError, ErrorCode } from '../../http/errors.ts';

export const GameErrorCode = {
  trialNotAllowed: ErrorCode.gameTrialNotAllowed,
  maintenance: ErrorCode.gameMaintenance,
  notFound: ErrorCode.gameNotFound,
  vendorUnavailable: ErrorCode.gameVendorUnavailable,
} as const;

export function gameNotFound(): ApiError {
  return new ApiError(404, GameErrorCode.notFound, 'Game not found');
}

/** No vendor of this site serves the game: its brand launches only on the vendor sandbox, which is not mounted. */
export function gameVendorUnavailable(): ApiError {
  return new ApiError(400, GameErrorCode.vendorUnavailable, 'This site has no game vendor for this game');
}

export function gameMaintenance(): ApiError {
  return new ApiError(400, GameErrorCode.maintenance, 'Game maintenance');
}

/** Game launch: a trial account (member type 4) may not play; the app shows in_need_true_account. */
export function trialNotAllowed(): ApiError {
  return new ApiError(403, GameErrorCode.trialNotAllowed, 'A real account is needed to play', { value: { messageKey: 'in_need_true_account' } });
}
