import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** My wallet (transferFund): main ⇄ vendor wallets. */
export const transferMessages = defineMessages({
  singleTitle: { id: 'member.wallet.singleTitle', defaultMessage: 'One wallet for every game' },
  singleText: {
    id: 'member.wallet.singleText',
    defaultMessage: 'All games play from your main balance, so there is nothing to transfer between wallets.',
  },
  main: { id: 'member.wallet.main', defaultMessage: 'Main wallet' },
  total: { id: 'member.wallet.total', defaultMessage: 'Total balance' },
  from: { id: 'member.wallet.from', defaultMessage: 'From' },
  to: { id: 'member.wallet.to', defaultMessage: 'To' },
  amount: { id: 'member.wallet.amount', defaultMessage: 'Amount' },
  amountHint: { id: 'member.wallet.amountHint', defaultMessage: 'Available: {amount}' },
  amountInvalid: { id: 'member.wallet.amountInvalid', defaultMessage: 'Enter an amount above 0 with at most 2 decimals' },
  amountTooHigh: { id: 'member.wallet.amountTooHigh', defaultMessage: 'The amount is more than this wallet holds' },
  sameWallet: { id: 'member.wallet.sameWallet', defaultMessage: 'Transfer between the main wallet and a game wallet' },
  transfer: { id: 'member.wallet.transfer', defaultMessage: 'Transfer' },
  recallAll: { id: 'member.wallet.recallAll', defaultMessage: 'Recall all to main' },
  done: { id: 'member.wallet.done', defaultMessage: 'Transferred {amount}' },
  recalled: { id: 'member.wallet.recalled', defaultMessage: '{amount} returned to the main wallet' },
  nothingToRecall: { id: 'member.wallet.nothingToRecall', defaultMessage: 'Your game wallets are already empty' },
  loadFailed: { id: 'member.wallet.loadFailed', defaultMessage: 'Your wallets could not be loaded. Please try again.' },
  retry: { id: 'member.wallet.retry', defaultMessage: 'Try again' },
});
