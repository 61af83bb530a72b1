// The member center's withdrawal page, as is: the agent center also offers withdrawal.
export { default } from '../../../member/withdraw/WithdrawPage.tsx';
