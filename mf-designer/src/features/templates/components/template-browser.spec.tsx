import type { CollectionSlug } from '@healing/platform';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TemplateBrowser } from './template-browser';
import { TemplateGallery } from './template-gallery';

function Harness() {
  const [collection, setCollection] = useState<CollectionSlug>('inner-beauty');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <TemplateBrowser
      activeCollection={collection}
      onCollectionChange={setCollection}
      selectedId={selected}
      onSelect={setSelected}
    />
  );
}

/** The designs on the page on screen, in order. */
const designsShown = (collection: string) =>
  within(screen.getByRole('list', { name: `${collection} designs` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the template browser', () => {
  it('shows a collection of 8 on one page, without arrows', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Inner Beauty' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Inner Beauty' })).toBeInTheDocument();
    expect(designsShown('Inner Beauty')).toEqual([
      'Love',
      'Wisdom',
      'Healing',
      'Peace',
      'Blessed',
      'Prayer',
      'Power',
      'No Fear',
    ]);
    expect(screen.queryByRole('button', { name: 'Next designs' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Love' }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/images/designs/ib-love.svg',
    );
  });

  it('pages love-is 8 at a time with arrows and dots, the last page holding 7', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Love Is' }));
    expect(screen.getByRole('tabpanel', { name: 'Love Is' })).toBeInTheDocument();
    expect(designsShown('Love Is')).toEqual([
      'Thorny Love',
      'Thorny Wisdom',
      'Thorny Healing',
      'Thorny Peace',
      'Thorny Blessed',
      'Thorny Prayer',
      'Thorny Power',
      'Rose Love',
    ]);
    expect(screen.getByRole('button', { name: 'Previous designs' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1 of 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Showing designs 1–8 of 15')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next designs' }));
    expect(designsShown('Love Is')).toEqual([
      'Rose Wisdom',
      'Rose Healing',
      'Rose Peace',
      'Rose Blessed',
      'Rose Prayer',
      'Rose Power',
      'Rose No Fear',
    ]);
    expect(screen.getByRole('button', { name: 'Next designs' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Showing designs 9–15 of 15')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 1 of 2' }));
    expect(designsShown('Love Is')[0]).toBe('Thorny Love');
    await user.click(screen.getByRole('button', { name: 'Next designs' }));
    await user.click(screen.getByRole('button', { name: 'Previous designs' }));
    expect(designsShown('Love Is')).toHaveLength(8);
  });

  it('chooses a design, keeps it while browsing, and lets it go on a second click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Love Is' }));
    await user.click(screen.getByRole('button', { name: 'Next designs' }));
    await user.click(screen.getByRole('button', { name: 'Rose Peace' }));
    expect(screen.getByRole('button', { name: /Rose Peace/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/Chosen design:/)).toHaveTextContent(
      'Chosen design: Rose Peace (Love Is)',
    );

    await user.click(screen.getByRole('tab', { name: 'Life Happens' }));
    expect(screen.getByText(/Chosen design:/)).toHaveTextContent('Rose Peace (Love Is)');
    await user.click(screen.getByRole('tab', { name: 'Love Is' }));
    expect(screen.getByRole('button', { name: /Rose Peace/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: /Rose Peace/ }));
    expect(screen.getByText(/No design chosen/)).toBeInTheDocument();
  });

  it('moves between collections with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('tab', { name: 'Inner Beauty' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Life Happens' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Life Happens' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Love Is' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Inner Beauty' })).toHaveFocus();
  });

  it("shows 'Coming Soon' for a collection without designs", () => {
    render(
      <TemplateGallery
        templates={[]}
        collectionLabel="Love Is"
        page={0}
        onPageChange={() => undefined}
        selectedId={null}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText(/New Love Is designs are on their way/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
