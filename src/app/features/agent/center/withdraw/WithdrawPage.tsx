// The member center's withdrawal page, as is (seed §2: the agent center also offers withdraw).
export { default } from '../../../member/withdraw/WithdrawPage.tsx';
