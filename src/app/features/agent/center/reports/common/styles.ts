import styled from '@emotion/styled';
import { token } from '../../../../../../engine/theme/token.ts';

export { Filters, Heading, Totals } from '../../../../member/personalHistoryCopy/styles.ts';

/** The search button sits in the filter grid; on a phone it spans the row like the fields above it. */
export const SubmitCell = styled.div`
  display: flex;
  align-items: end;
  & > button {
    width: 100%;
    min-height: 44px;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
  margin-top: ${token('space.md')};
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;

/** Long usernames and references wrap in the phone cards instead of widening the page. */
export const Wrap = styled.span`
  overflow-wrap: anywhere;
  white-space: normal;
`;
