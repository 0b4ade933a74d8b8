import { toDisplayName } from './display-name';

describe('toDisplayName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(toDisplayName('my rose design.png', 'png')).toBe('my rose design.png');
  });

  it('keeps only the last path segment', () => {
    expect(toDisplayName('../../etc/passwd.png', 'png')).toBe('passwd.png');
    expect(toDisplayName('C:\\Users\\me\\heart.jpg', 'jpg')).toBe('heart.jpg');
  });

  it('removes control characters', () => {
    expect(toDisplayName('evil\r\nname\u0000.gif', 'gif')).toBe('evilname.gif');
  });

  it('falls back to a neutral name when nothing readable is left', () => {
    expect(toDisplayName(undefined, 'webp')).toBe('image.webp');
    expect(toDisplayName('..', 'png')).toBe('image.png');
    expect(toDisplayName('dir/', 'png')).toBe('image.png');
  });

  it('cuts long names to 255 characters without splitting a character', () => {
    expect(toDisplayName('a'.repeat(300), 'png')).toHaveLength(255);
    expect(Array.from(toDisplayName('💖'.repeat(300), 'png'))).toHaveLength(255);
  });
});
