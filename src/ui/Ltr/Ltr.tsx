import { css } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * Numbers, amounts, phone numbers, codes and dates read left to right inside right-to-left text: isolated
 * so neighbouring Urdu words neither reorder them nor get reordered by them (a minus sign, a currency symbol
 * and a "+92" stay where the reader expects). On left-to-right pages it changes nothing.
 */
export function Ltr({ children }: { children: ReactNode }): ReactNode {
  return <bdi dir="ltr">{children}</bdi>;
}

const LTR_TYPES = new Set(['tel', 'number', 'email', 'url', 'password']);
const LTR_MODES = new Set(['numeric', 'decimal', 'tel', 'email', 'url']);

/** Whether an input holds left-to-right content (digits, phone numbers, e-mail addresses, passwords). */
export function isLtrInput(type: string | undefined, inputMode: InputHTMLAttributes<HTMLInputElement>['inputMode']): boolean {
  return LTR_TYPES.has(type ?? 'text') || (inputMode !== undefined && LTR_MODES.has(inputMode));
}

/** An LTR input in a right-to-left page still lines up with the form: its text sits at the page's start edge. */
export const ltrInputInRtl = css`
  [dir='rtl'] &[dir='ltr'] {
    text-align: end;
  }
`;
