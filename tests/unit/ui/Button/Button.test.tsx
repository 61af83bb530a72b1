import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Badge,
  Button,
  Checkbox,
  MenuButton,
  Select,
  Spinner,
  Table,
  TextField,
  ToastProvider,
  useToast,
} from '../../../src/ui/index.ts';
import { renderUi } from './render.tsx';

describe('Button', () => {
  it('loading keeps the label as the name, sets aria-busy and blocks clicks', () => {
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Deposit
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Deposit' });
    expect(b).toHaveAttribute('aria-busy', 'true');
    expect(b).toBeDisabled();
    fireEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('icon-only buttons are named by aria-label', () => {
    renderUi(<Button icon={<svg />} aria-label="Search" />);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('data-icon-only');
  });
});

describe('Badge', () => {
  it('is hidden at 0', () => {
    renderUi(
      <Badge count={0}>
        <span>inbox</span>
      </Badge>,
    );
    expect(screen.getByText('inbox')).toBeInTheDocument();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('caps at max+ and tells assistive technology the real count', () => {
    renderUi(<Badge count={120} />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('120 new items')).toBeInTheDocument();
  });
});

describe('TextField', () => {
  it('ties label, hint and error to the input', () => {
    renderUi(<TextField label="Username" hint="6-16 letters" error="Too short" required />);
    const input = screen.getByRole('textbox', { name: /Username/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6-16 letters Too short');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reveals and hides a password', () => {
    renderUi(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Select and Checkbox', () => {
  it('Select is a labelled native select with a placeholder option', () => {
    renderUi(<Select label="Question type" placeholder="Choose…" options={[{ value: 'a', label: 'Deposit' }]} error="Pick one" />);
    const s = screen.getByRole('combobox', { name: 'Question type' });
    expect(s).toHaveAccessibleDescription('Pick one');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Deposit']);
  });

  it('Checkbox toggles from its label', () => {
    renderUi(<Checkbox label="Remember me" description="For 1 day" />);
    const c = screen.getByRole('checkbox', { name: 'Remember me' });
    fireEvent.click(screen.getByText('Remember me'));
    expect(c).toBeChecked();
    expect(c).toHaveAccessibleDescription('For 1 day');
  });
});

describe('Spinner', () => {
  it('announces "Loading" by default through a status role', () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('Table', () => {
  const columns = [
    { key: 'name', header: 'Name', cell: (r: { name: string }) => r.name },
    { key: 'n', header: 'Amount', cell: () => '1.00', align: 'end' as const },
  ];
  it('has a caption, column headers and an empty row', () => {
    renderUi(<Table caption="Records" columns={columns} rows={[]} rowKey={(r) => r.name} />);
    expect(screen.getByRole('table', { name: 'Records' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Amount']);
    expect(within(screen.getByRole('table')).getByText('No records')).toBeInTheDocument();
  });
  it('renders the rows as cards too (phones): each value next to its column header', () => {
    const { container } = renderUi(<Table caption="Records" columns={columns} rows={[{ name: 'Ann' }, { name: 'Bo' }]} rowKey={(r) => r.name} />);
    const cards = within(container.querySelector('[data-table-cards]') as HTMLElement);
    expect(cards.getByRole('list', { name: 'Records' })).toBeInTheDocument();
    const items = cards.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const terms = within(items[1]!).getAllByRole('term').map((t) => t.textContent);
    const values = within(items[1]!).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Name', 'Amount']);
    expect(values).toEqual(['Bo', '1.00']);
  });
});

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());

  function Trigger(): React.ReactNode {
    const toast = useToast();
    return (
      <Button onClick={() => toast.show('Saved', { tone: 'success', duration: 3000 })}>save</Button>
    );
  }

  it('adds to a polite live region and goes away after its duration', () => {
    vi.useFakeTimers();
    renderUi(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(region).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(2999));
    expect(region).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent('Saved');
  });

  it('can be dismissed', () => {
    renderUi(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).not.toHaveTextContent('Saved');
  });

  it('useToast outside the provider is an error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Trigger />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});

describe('MenuButton (header member menu and language menu)', () => {
  it('opens on ArrowDown with focus on the first item, moves with arrows, Esc returns focus', () => {
    const onSelect = vi.fn();
    renderUi(
      <MenuButton
        items={[
          { id: 'a', label: 'Profile', onSelect },
          { id: 'b', label: 'Wallet' },
          { id: 'c', label: 'Log out', tone: 'danger' },
        ]}
      >
        Account
      </MenuButton>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside; selected items make it a radio menu', () => {
    renderUi(
      <MenuButton
        defaultOpen
        items={[
          { id: 'en', label: 'English', selected: false },
          { id: 'bn', label: 'বাংলা', selected: true },
        ]}
      >
        Language
      </MenuButton>,
    );
    expect(screen.getByRole('menuitemradio', { name: 'বাংলা' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
