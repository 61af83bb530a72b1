import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { token } from '../../src/engine/theme/token.ts';
import * as icons from '../../src/ui/icons.tsx';
import type { IconProps } from '../../src/ui/icons.tsx';
import { Matrix } from './helpers.tsx';

// The decorative icon set of src/ui/icons.tsx (aria-hidden; the control holding one carries the label).
const all = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [string, ComponentType<IconProps>][];

function Gallery({ size }: { size: number }) {
  return (
    <div css={{ color: token('color.text.primary') }}>
      <Matrix columns={6} items={all.map(([name, Icon]) => [name, <Icon key={name} size={size} />])} />
    </div>
  );
}

const meta = {
  title: 'UI/Icons',
  component: Gallery,
  args: { size: 24 },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStates: Story = {};
export const Small: Story = { args: { size: 16 } };
export const ActionColour: Story = {
  render: (args) => (
    <div css={{ color: token('color.action.primary') }}>
      <Gallery {...args} />
    </div>
  ),
};
