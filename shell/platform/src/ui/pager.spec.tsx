import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';

describe('Pager', () => {
  it('says where the reader is and turns to the next page', async () => {
    const onPage = jest.fn();
    render(<Pager page={2} pageSize={20} total={90} onPage={onPage} />);

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 2 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('turns back a page', async () => {
    const onPage = jest.fn();
    render(<Pager page={2} pageSize={20} total={90} onPage={onPage} />);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('cannot go before the first page', () => {
    render(<Pager page={1} pageSize={20} total={90} onPage={jest.fn()} />);

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('cannot go past the last page', () => {
    render(<Pager page={5} pageSize={20} total={90} onPage={jest.fn()} />);

    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is not there when everything fits on one page', () => {
    render(<Pager page={1} pageSize={20} total={20} onPage={jest.fn()} />);

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
