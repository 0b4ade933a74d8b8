import { renderWithPlatform } from '@healing/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImageChoice } from '../hooks/use-image-choice';
import { ImageField } from './image-field';

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cap.png', { type: 'image/png' });

/** The field as the product form uses it: the real choice, its checks and its preview. */
function Harness({ currentImage = null }: { currentImage?: string | null }) {
  const image = useImageChoice();
  return (
    <ImageField
      id="image"
      src={image.preview ?? currentImage}
      file={image.file}
      error={image.error}
      onChoose={image.choose}
    />
  );
}

/** A drag carrying files, as the browser describes it. */
const withFiles = (...files: File[]) => ({ dataTransfer: { files, types: ['Files'] } });

/** What a person drops onto: the zone's label, stretched over the whole zone. */
const zone = () => screen.getByText(/Choose an image|Replace image|Drop the image here/);

describe('the product image field', () => {
  it('is a labelled, described file input for images, reachable with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(input).toHaveAccessibleName('Image Choose an image or drop one here');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('PNG, JPEG, GIF or WebP, 10 MB at most.'),
    );
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('hands a dropped file to the choice (the first, when several are dropped)', () => {
    const onChoose = jest.fn();
    renderWithPlatform(<ImageField id="image" src={null} file={null} onChoose={onChoose} />);
    const first = png();
    fireEvent.drop(zone(), withFiles(first, png()));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(first);
  });

  it('says "drop here" while files are dragged over it, and not for dragged text', () => {
    renderWithPlatform(<Harness />);
    fireEvent.dragEnter(zone(), withFiles(png()));
    expect(screen.getByText('Drop the image here')).toBeInTheDocument();
    fireEvent.dragLeave(zone());
    expect(screen.getByText('Choose an image')).toBeInTheDocument();

    fireEvent.dragOver(zone(), { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(screen.queryByText('Drop the image here')).not.toBeInTheDocument();

    fireEvent.dragOver(zone(), withFiles(png()));
    fireEvent.drop(zone(), withFiles(png()));
    expect(screen.queryByText('Drop the image here')).not.toBeInTheDocument();
  });

  it('refuses a dropped file that is not an image, in the same words as a chosen one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithPlatform(<Harness />);
    fireEvent.drop(zone(), withFiles(new File(['hi'], 'notes.txt', { type: 'text/plain' })));
    const message = 'Only images can be uploaded (PNG, JPEG, GIF or WebP).';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();

    await user.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('previews a dropped image with its name; "Remove choice" brings back the current image', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Harness currentImage="/api/products/images/abc" />);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      '/api/products/images/abc',
    );
    expect(screen.getByText('Current image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove choice' })).not.toBeInTheDocument();

    fireEvent.drop(zone(), withFiles(png()));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png/),
      ),
    );
    expect(screen.getByText('cap.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveAccessibleName(
      'Image Replace image or drop one here',
    );

    await user.click(screen.getByRole('button', { name: 'Remove choice' }));
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      '/api/products/images/abc',
    );
    expect(screen.queryByText('cap.png')).not.toBeInTheDocument();
  });
});
