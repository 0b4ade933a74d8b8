import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moment } from '../../../test-support/fixtures';
import { StoryCard } from './story-card';

describe('StoryCard', () => {
  it("shows 'Anonymous' instead of the name of an anonymous story", () => {
    render(<StoryCard moment={moment({ name: 'Maya', isAnonymous: true })} when="today" />);
    expect(screen.getByRole('heading', { name: 'Anonymous' })).toBeInTheDocument();
    expect(screen.queryByText('Maya')).not.toBeInTheDocument();
  });

  it('shows the name, category and the emotional journey', () => {
    render(
      <StoryCard
        moment={moment({
          name: 'Jordan',
          category: 'self-love',
          emotionBefore: 'Ashamed',
          emotionAfter: 'Accepted',
        })}
        when="today"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Jordan' })).toBeInTheDocument();
    expect(screen.getByText('Self-Love')).toBeInTheDocument();
    expect(screen.getByText('Ashamed')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
  });

  it('offers no toggle for a story of 200 characters or fewer', () => {
    render(<StoryCard moment={moment({ story: 'x'.repeat(200) })} when="today" />);
    expect(screen.queryByRole('button', { name: /Read/ })).not.toBeInTheDocument();
    expect(screen.getByText('x'.repeat(200)).parentElement).not.toHaveAttribute('data-collapsed');
  });

  it('collapses a longer story to 120 px and toggles Read More / Read Less', async () => {
    render(<StoryCard moment={moment({ story: 'y'.repeat(201) })} when="today" />);
    const box = screen.getByText('y'.repeat(201)).parentElement as HTMLElement;
    const toggle = screen.getByRole('button', { name: 'Read More' });
    expect(box).toHaveAttribute('data-collapsed', 'true');
    expect(box).toHaveClass('collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', box.id);

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(box).not.toHaveAttribute('data-collapsed');
    expect(box).not.toHaveClass('collapsed');

    await userEvent.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    expect(box).toHaveAttribute('data-collapsed', 'true');
  });

  it('renders markup in a story as plain text', () => {
    const story = '<img src=x onerror="alert(1)"> <b>bold</b>';
    const { container } = render(<StoryCard moment={moment({ story })} when="today" />);
    expect(screen.getByText(story)).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });
});
