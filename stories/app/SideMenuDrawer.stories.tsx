import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { useSideMenuDrawer } from '../../src/app/layout/drawerState.ts';
import SideMenuDrawer from '../../src/app/layout/SideMenuDrawer.tsx';

/**
 * The drawer open for the story, closed again afterwards (its state is a global store). Both in one effect: when the
 * runner switches stories, the previous story's cleanup runs before this one opens it, never after.
 */
function Opened({ children }: { children: ReactNode }): ReactNode {
  useEffect(() => {
    useSideMenuDrawer.getState().setOpen(true);
    return () => useSideMenuDrawer.getState().setOpen(false);
  }, []);
  return children;
}
const opened: Decorator = (Story) => (
  <Opened>
    <Story />
  </Opened>
);

/** The side menu on phones and tablets: game categories, then language and mode. */
const meta = {
  title: 'App/SideMenuDrawer',
  component: SideMenuDrawer,
  tags: ['phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [opened],
  parameters: { layout: 'fullscreen' },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
} satisfies Meta<typeof SideMenuDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHome: Story = { parameters: { route: '/' } };
/** In-house games are /rng?vassalage=INHOUSE: only they are current, not slots as well. */
export const InHouseCurrent: Story = { parameters: { route: '/rng?vassalage=INHOUSE' } };
/** On a tablet the drawer is the same panel; the header beside it shows the navigation with More. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } }, parameters: { route: '/live' } };
