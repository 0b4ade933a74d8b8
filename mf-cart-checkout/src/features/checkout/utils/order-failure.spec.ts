import { ApiError } from '@healing/platform';
import { readOrderFailure } from './order-failure';

function apiError(status: number, body: object): ApiError {
  return new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);
}

describe('readOrderFailure', () => {
  it('puts a 400 naming a field beside that field', () => {
    const failure = readOrderFailure(
      apiError(400, {
        statusCode: 400,
        message: 'Please enter a valid email address',
        error: 'Bad Request',
        field: 'email',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    expect(failure).toEqual({
      fieldErrors: { email: 'Please enter a valid email address' },
      reason: null,
      isAboutCart: false,
    });
  });

  it('uses the message when the body has a field but no list', () => {
    const failure = readOrderFailure(
      apiError(400, { statusCode: 400, message: 'Please select a state', field: 'state' }),
    );
    expect(failure.fieldErrors).toEqual({ state: 'Please select a state' });
  });

  it("keeps the server's reason for a refusal about the cart", () => {
    expect(
      readOrderFailure(apiError(409, { statusCode: 409, message: '"Calm Cap" is out of stock' })),
    ).toEqual({ fieldErrors: {}, reason: '"Calm Cap" is out of stock', isAboutCart: true });
    expect(readOrderFailure(apiError(400, { statusCode: 400, message: 'Cart is empty' }))).toEqual({
      fieldErrors: {},
      reason: 'Cart is empty',
      isAboutCart: true,
    });
  });

  it('says nothing more for server errors and lost connections', () => {
    const empty = { fieldErrors: {}, reason: null, isAboutCart: false };
    expect(readOrderFailure(apiError(500, { message: 'Something went wrong' }))).toEqual(empty);
    expect(readOrderFailure(new TypeError('Failed to fetch'))).toEqual(empty);
  });
});
