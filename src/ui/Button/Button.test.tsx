import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './index.ts';

describe('Button', () => {
  it('given every variant and size, should render named buttons without axe violations', async () => {
    const { container } = render(
      <div>
        {BUTTON_VARIANTS.flatMap((variant) =>
          BUTTON_SIZES.map((size) => (
            <Button
              key={variant + size}
              variant={variant}
              size={size}
            >{`${variant} ${size}`}</Button>
          )),
        )}
        <Button disabled>Disabled</Button>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'WARNING L' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'WARNING');
    expect(button).toHaveAttribute('data-size', 'L');
    expect(screen.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('given a click, should call onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Subscribe</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('given an internal href, should render a plain link', () => {
    render(<Button href="/platform/">Explore the Platform</Button>);
    const link = screen.getByRole('link', { name: 'Explore the Platform' });
    expect(link).toHaveAttribute('href', '/platform/');
    expect(link).not.toHaveAttribute('rel');
    expect(link).not.toHaveAttribute('target');
  });

  it('given an external href, should add rel="noopener noreferrer", and target only when asked', () => {
    render(
      <>
        <Button href="https://secure.harbor.example/members/login/">Log in</Button>
        <Button href="https://docs.harbor.example/" newTab>
          Docs
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('target', '_blank');
  });

  it('given server-rendered HTML, should hydrate without warnings into the same link', async () => {
    const view = within(
      await expectHydratesCleanly(
        <Button href="/pricing/" variant="OUTLINE">
          Pricing
        </Button>,
      ),
    );
    const link = view.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing/');
    expect(link).toHaveAttribute('data-variant', 'OUTLINE');
  });
});
