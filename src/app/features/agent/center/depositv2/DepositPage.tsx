// The member center's deposit page, as is: the agent center also offers deposit.
export { default } from '../../../member/depositv2/DepositV2Page.tsx';
