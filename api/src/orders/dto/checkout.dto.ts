import { checkoutSchema } from '@healing/contracts';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

/**
 * The contracts' checkoutSchema: the address follows the checkout form's own rules, with SPEC.md's
 * messages. A blank phone counts as not given; the amounts and status SPEC.md's client sends are
 * accepted and never read (the server computes every amount; every new order is pending).
 */
export class CheckoutDto extends createSchemaDto(checkoutSchema, {
  prepare: prepareFields({
    text: ['email', 'firstName', 'lastName', 'address', 'city', 'state', 'zipCode'],
    blankAsNull: ['phone'],
    nullAsAbsent: ['paymentMethod'],
    ignored: ['subtotal', 'discount', 'shipping', 'tax', 'total', 'status'],
  }),
}) {}
