import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import type * as z from 'zod/mini';
import { isSingleLine, normaliseText, ruleMessage } from '@healing/contracts';

/**
 * Checks a field with its schema from the shop's shared rules (api/src/rules), so the API refuses
 * exactly what the forms refuse, with the same message. The value is kept as the rule keeps it
 * (trimmed; a state upper-cased).
 */
export function FollowsRule(
  schema: z.ZodMiniType,
  options: ValidationOptions = {},
): PropertyDecorator {
  const keep = Transform(({ value }: { value: unknown }) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : value;
  });
  const check = ValidateBy(
    {
      name: 'followsRule',
      validator: {
        validate: (value: unknown) => schema.safeParse(value).success,
        defaultMessage: (args) => ruleMessage(schema, args?.value) ?? 'Invalid value',
      },
    },
    options,
  );
  return (target, property) => {
    keep(target, property);
    check(target, property);
  };
}

/**
 * Visitor text before the rules see it: line breaks as \n and trimmed; other types pass through
 * for the rule to refuse. Nothing is silently removed: hidden characters are refused by the rules.
 * With `emptyAsNull`, an empty optional field counts as not given.
 */
export function NormaliseText(options: { emptyAsNull?: boolean } = {}): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const normalised = normaliseText(value);
    return options.emptyAsNull && normalised === '' ? null : normalised;
  });
}

/** One line of text without hidden characters (rules/text-rules.ts), for fields no form owns. */
export function IsSingleLine(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'isSingleLine',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || isSingleLine(value),
      defaultMessage: () => message,
    },
  });
}
