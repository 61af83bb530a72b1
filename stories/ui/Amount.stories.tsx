import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useBrand } from '../../src/app/boot/BootContext.tsx';
import { Amount } from '../../src/ui/index.ts';
import { Matrix, Row } from './helpers.tsx';
import { capabilities, requiring, whenAvailable } from '../capabilities.tsx';

const meta = {
  title: 'UI/Amount',
  // reads the brand (its CDN, currency or banners): rendered in the synthetic brands too
  tags: ['brand-config'],
  component: Amount,
  args: { value: 1234567.891 },
} satisfies Meta<typeof Amount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Amounts: 2 decimals and thousands separators; digits follow the locale (Bengali digits in BN). */
export const Default: Story = {};

function BrandCurrency(props: { value: number; hideable?: boolean }): ReactNode {
  const brand = useBrand();
  return <Amount {...props} symbol={brand.currency.symbol} size="lg" />;
}

/** The current brand's currency symbol from the boot payload. */
export const BrandSymbol: Story = { render: () => <BrandCurrency value={25840.5} /> };
export const Hideable: Story = { args: { hideable: true, symbol: '$' } };
export const Hidden: Story = { args: { hideable: true, defaultHidden: true, symbol: '$' } };
export const Negative: Story = { args: { value: -1250.5 } };
export const FromString: Story = { args: { value: '98765.4' } };
export const English: Story = { args: { language: 'EN', symbol: '$' } };
export const Bengali: Story = { args: { language: 'BN', symbol: '৳' } };

function Toggle(): ReactNode {
  const [hidden, setHidden] = useState(false);
  return (
    <Row>
      <Amount value={5000} symbol="$" hideable hidden={hidden} onHiddenChange={setHidden} />
      <Amount value={120.75} symbol="$" hideable hidden={hidden} onHiddenChange={setHidden} />
    </Row>
  );
}

/** One toggle state hides every balance (the header balance and the wallet page). */
export const HideToggle: Story = {
  // the play function looks controls up by their English names
  globals: { locale: 'EN' },
  decorators: [requiring(capabilities.language('EN'))],
  render: () => <Toggle />,
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    c.getAllByRole('button', { name: /Hide amount|পরিমাণ লুকান/ })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getAllByText('****')).toHaveLength(2);
  }),
};

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={3}
      items={[
        ['default', <Amount value={1234567.891} />],
        ['brand symbol', <BrandCurrency value={25840.5} />],
        ['negative', <Amount value={-1250.5} />],
        ['zero', <Amount value={0} symbol="$" />],
        ['string', <Amount value="98765.4" />],
        ['not a number', <Amount value="n/a" />],
        ['EN', <Amount value={1234567.891} language="EN" symbol="$" />],
        ['BN', <Amount value={1234567.891} language="BN" symbol="৳" />],
        ['hideable', <Amount value={5000} symbol="$" hideable />],
        ['hidden', <Amount value={5000} symbol="$" hideable defaultHidden />],
        ['small', <Amount value={42.5} size="sm" />],
        ['large', <Amount value={42.5} size="lg" />],
      ]}
    />
  ),
};
