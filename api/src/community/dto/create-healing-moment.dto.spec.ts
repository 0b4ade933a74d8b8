import { SchemaValidationPipe } from '../../common/schema-validation.pipe';
import { CreateHealingMomentDto } from './create-healing-moment.dto';

const pipe = new SchemaValidationPipe();

async function messageFor(body: unknown): Promise<string | undefined> {
  try {
    await pipe.transform(body, { type: 'body', metatype: CreateHealingMomentDto });
    return undefined;
  } catch (error) {
    return (error as { getResponse(): { message: string } }).getResponse().message;
  }
}

describe('CreateHealingMomentDto', () => {
  const valid = { name: 'Mia', story: 'I found peace.', category: 'growth' };

  it('accepts a complete story', async () => {
    expect(await messageFor(valid)).toBeUndefined();
  });

  it('says "Please fill in all required fields" once, however many are missing', async () => {
    expect(await messageFor({})).toBe('Please fill in all required fields');
    expect(await messageFor({ name: '  ', story: '', category: '' })).toBe(
      'Please fill in all required fields',
    );
    expect(await messageFor({ ...valid, story: undefined })).toBe(
      'Please fill in all required fields',
    );
    expect(await messageFor({ ...valid, category: null })).toBe(
      'Please fill in all required fields',
    );
  });

  it('explains wrong types, unknown categories and lengths', async () => {
    expect(await messageFor({ ...valid, name: 7 })).toBe('Your name must be text');
    expect(await messageFor({ ...valid, category: 'joy' })).toBe(
      'Please choose a category: breakthrough, relationship, self-love, loss, growth',
    );
    expect(await messageFor({ ...valid, story: 'x'.repeat(5001) })).toBe(
      'Your story must be at most 5000 characters',
    );
    expect(await messageFor({ ...valid, isAnonymous: 'yes' })).toBe(
      'isAnonymous must be true or false',
    );
  });

  it('joins a missing field with a different problem', async () => {
    expect(await messageFor({ story: 'x', category: 'joy' })).toBe(
      'Please fill in all required fields; ' +
        'Please choose a category: breakthrough, relationship, self-love, loss, growth',
    );
  });
});
