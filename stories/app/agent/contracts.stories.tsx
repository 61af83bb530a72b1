import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ContractOfferPopup from '../../../src/app/features/agent/contracts/ContractOfferPopup.tsx';
import type { ContractList } from '../../../src/generated/types.ts';
import { BootOverride, WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';
import { agentAnswers, allConsolidated, contractsOn, noConsolidated, pendingOffers } from './agentFixtures.tsx';

const body = (): ReturnType<typeof within> => within(document.body);

/** A server that forgets an offer once answered: the popup's list shrinks and the flags clear with the last one. */
function offerServer(): CannedAnswers {
  let waiting = [...pendingOffers];
  const decide = (init?: { body?: unknown }) => {
    const { contractId, action } = init?.body as { contractId: string; action: 'accept' | 'reject' };
    const c = waiting.find((o) => o.id === contractId)!;
    waiting = waiting.filter((o) => o.id !== contractId);
    return { ...c, status: action === 'accept' ? 'active' : 'rejected' };
  };
  return {
    ...agentAnswers,
    'GET /wps/member/info/funds/consolidated': () =>
      waiting.length ? allConsolidated : { ...allConsolidated, divtypereq: false, contracthoursalreq: false },
    'GET /wps/agent/contracts/pending': (): ContractList => ({ list: waiting, pageNo: 1, pageSize: 20, total: waiting.length }),
    'POST /wps/relay/MCSFE_processContractDividend': decide,
    'POST /wps/relay/MCSFE_processContractHourSalary': decide,
  };
}

/** The contract offer popup after login, for any signed-in real account with an offer waiting. */
const meta = {
  title: 'App/Agent/ContractOffer',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const withServer = (answers: () => CannedAnswers, as: 'agent' | 'member' = 'agent') => [
  (Story: () => React.JSX.Element) => (
    <BootOverride change={contractsOn}>
      <WithFreshApi answers={answers()}>
        <WithSession as={as}>
          <Story />
        </WithSession>
      </WithFreshApi>
    </BootOverride>
  ),
];

/** Two offers: a weekly dividend from the upline and an hourly salary from the site; accepting one leaves the other. */
export const Pending: Story = {
  decorators: withServer(offerServer),
  render: () => <ContractOfferPopup />,
  play: async () => {
    const popup = await body().findByTestId('contract-offer-popup', {}, { timeout: 5000 });
    await expect(within(popup).getByTestId('contract-c-201')).toHaveAttribute('data-kind', 'dividend');
    await expect(within(popup).getByTestId('contract-c-202')).toBeInTheDocument();
    await userEvent.click(within(popup).getByTestId('contract-accept-c-201'));
    await waitFor(() => expect(within(body().getByTestId('contract-offer-popup')).queryByTestId('contract-c-201')).toBeNull(), { timeout: 5000 });
    await userEvent.click(body().getByTestId('contract-reject-c-202'));
    await waitFor(() => expect(body().queryByTestId('contract-offer-popup')).toBeNull(), { timeout: 5000 });
  },
};

/** A member (not an agent) with an offer from its agent sees the popup too. */
export const ForMember: Story = {
  decorators: withServer(offerServer, 'member'),
  render: () => <ContractOfferPopup />,
  play: async () => {
    await expect(await body().findByTestId('contract-offer-popup', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** "Decide later" puts the popup away for this session. */
export const Later: Story = {
  decorators: withServer(offerServer),
  render: () => <ContractOfferPopup />,
  play: async () => {
    await userEvent.click(await body().findByTestId('contract-offer-later', {}, { timeout: 5000 }));
    await expect(body().queryByTestId('contract-offer-popup')).toBeNull();
  },
};

/** No offer waiting (no req flag): nothing shows, and the pending list is never asked for. */
export const NothingPending: Story = {
  decorators: withServer(() => ({ ...agentAnswers, 'GET /wps/member/info/funds/consolidated': noConsolidated, 'GET /wps/agent/contracts/pending': () => { throw new Error('must not be asked'); } })),
  render: () => (
    <div data-testid="page">
      <ContractOfferPopup />
    </div>
  ),
  play: async () => {
    await body().findByTestId('page');
    await new Promise((r) => setTimeout(r, 300));
    await expect(body().queryByTestId('contract-offer-popup')).toBeNull();
  },
};
