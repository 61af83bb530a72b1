// The member center's deposit page, as is (seed §2: the agent center also offers deposit).
export { default } from '../../../member/depositv2/DepositV2Page.tsx';
