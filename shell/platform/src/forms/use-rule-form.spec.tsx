import { act, renderHook } from '@testing-library/react';
import { newsletterSchema, shippingAddressSchema } from '@healing/contracts';
import { useRuleForm } from './use-rule-form';

describe('useRuleForm', () => {
  it('refuses what the API refuses, with the same words', async () => {
    const { result } = renderHook(() => {
      const form = useRuleForm(newsletterSchema, { defaultValues: { email: 'a@b..com' } });
      form.register('email');
      return { ...form, errors: form.formState.errors };
    });
    const submitted = jest.fn();
    await act(async () => {
      await result.current.handleSubmit(submitted)();
    });
    expect(submitted).not.toHaveBeenCalled();
    expect(result.current.errors.email?.message).toBe('Please enter a valid email address.');
  });

  it('hands the submit handler the values as the rules keep them (trimmed, state upper-cased)', async () => {
    const { result } = renderHook(() =>
      useRuleForm(shippingAddressSchema, {
        defaultValues: {
          email: ' maya@example.com ',
          firstName: 'Maya',
          lastName: 'Park',
          address: '12 Rose Lane',
          city: 'Portland',
          state: 'or',
          zipCode: '97201',
          phone: '',
        },
      }),
    );
    const submitted = jest.fn();
    await act(async () => {
      await result.current.handleSubmit(submitted)();
    });
    expect(submitted).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'maya@example.com', state: 'OR' }),
      undefined,
    );
  });
});
