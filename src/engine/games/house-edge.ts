// House edges the platform knows: what a game keeps of the stake on average, in basis points (1% = 100).

/** The in-house games (dice, crash): every bet returns 99% of its stake on average. */
export const INHOUSE_HOUSE_EDGE_BP = 100;

/**
 * The lowest house edge among the games the platform offers whose edge it knows (a vendor's own edge is not
 * known here). Anything paid per valid bet at or above it — points, say — lets a member play for free.
 */
export const LOWEST_HOUSE_EDGE_BP = INHOUSE_HOUSE_EDGE_BP;
