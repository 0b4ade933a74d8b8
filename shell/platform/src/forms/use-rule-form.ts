import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

/** A schema of the shop's rules (@healing/contracts, rules/form-rules.ts), as the platform exports them. */
export type RuleSchema = z.ZodMiniObject;

type Values<TSchema extends RuleSchema> = z.input<TSchema>;
type Parsed<TSchema extends RuleSchema> = z.output<TSchema>;

export type RuleFormOptions<TSchema extends RuleSchema> = Omit<
  UseFormProps<Values<TSchema>, unknown, Parsed<TSchema>>,
  'resolver'
>;

/**
 * The shop's one way to build a form: react-hook-form checked by one of the shared rule schemas,
 * so a field is refused in the browser exactly when the API would refuse it, with the same words.
 * Fields are checked on submit, then again as the visitor corrects them.
 */
export function useRuleForm<TSchema extends RuleSchema>(
  schema: TSchema,
  options: RuleFormOptions<TSchema> = {},
): UseFormReturn<Values<TSchema>, unknown, Parsed<TSchema>> {
  return useForm<Values<TSchema>, unknown, Parsed<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}
