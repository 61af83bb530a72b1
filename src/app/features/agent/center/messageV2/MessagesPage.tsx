// The member center's inbox, as is: the agent center also offers messages.
export { default } from '../../../member/messageV2/MessageV2Page.tsx';
