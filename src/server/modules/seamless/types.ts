export interface SeamlessBetRef { brandId: string; memberId: string; vendor: string; roundId: string; gameCode: string; gameType: string }
export interface SeamlessWallet {
  /** Stake of a round: member wallet (main, or the vendor sub-wallet when the brand's wallet is not single) → house. Idempotent by txId; refused when a rollback of txId came first. */
  debit(req: SeamlessBetRef & { txId: string; amountMinor: bigint }): Promise<{ balanceMinor: bigint; replayed: boolean }>;
  /** Win of a round (0 allowed: a loss) house → member; settles the round. Idempotent by txId; refused (vendor.round_rolled_back) once the round was rolled back. */
  credit(req: SeamlessBetRef & { txId: string; amountMinor: bigint }): Promise<{ balanceMinor: bigint; replayed: boolean }>;
  /** Undo a debit by its txId (refund); remembered when the debit has not arrived yet; refused (vendor.round_settled) once the round was credited. */
  rollback(req: SeamlessBetRef & { txId: string }): Promise<{ balanceMinor: bigint; replayed: boolean }>;
  balance(brandId: string, memberId: string, vendor: string): Promise<bigint>;
}
declare module 'fastify' { interface FastifyInstance { seamlessWallet: SeamlessWallet } }
