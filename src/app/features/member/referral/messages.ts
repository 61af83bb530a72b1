import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** Invite friends (the referral page and the floating bar's invite). */
export const referralMessages = defineMessages({
  code: { id: 'member.referral.code', defaultMessage: 'Your referral code' },
  link: { id: 'member.referral.link', defaultMessage: 'Your invite link' },
  copyLink: { id: 'member.referral.copyLink', defaultMessage: 'Copy link' },
  copyCode: { id: 'member.referral.copyCode', defaultMessage: 'Copy code' },
  copied: { id: 'copy_success', defaultMessage: 'Copy success' },
  copyFailed: { id: 'member.referral.copyFailed', defaultMessage: 'Copying is not allowed here: select the link and copy it' },
  qr: { id: 'member.referral.qr', defaultMessage: 'QR code of your invite link' },
  invited: { id: 'member.referral.invited', defaultMessage: 'Invited' },
  qualified: { id: 'member.referral.qualified', defaultMessage: 'Qualified' },
  rewards: { id: 'member.referral.rewards', defaultMessage: 'Rewards' },
  rules: { id: 'member.referral.rules', defaultMessage: 'Rules' },
  ruleDeposit: { id: 'member.referral.ruleDeposit', defaultMessage: 'Their first deposit reaches {amount}' },
  ruleBet: { id: 'member.referral.ruleBet', defaultMessage: 'Their valid bet reaches {amount}' },
  ruleReward: { id: 'member.referral.ruleReward', defaultMessage: 'You get {amount} per qualified friend, in the reward center' },
  friends: { id: 'member.referral.friends', defaultMessage: 'Your friends' },
  noFriends: { id: 'member.referral.noFriends', defaultMessage: 'Nobody has joined with your link yet' },
  joined: { id: 'member.referral.joined', defaultMessage: 'Joined {date}' },
  statusQualified: { id: 'member.referral.statusQualified', defaultMessage: 'Qualified' },
  statusWaiting: { id: 'member.referral.statusWaiting', defaultMessage: 'Not yet' },
  loadFailed: { id: 'member.referral.loadFailed', defaultMessage: 'Your invite details could not be loaded. Please try again.' },
  retry: { id: 'member.referral.retry', defaultMessage: 'Try again' },
});
