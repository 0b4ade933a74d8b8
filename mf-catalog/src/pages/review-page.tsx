import {
  ApiError,
  ArrowLeftIcon,
  Button,
  buttonClassName,
  type ProductDto,
  type ShopperOrderDto,
  Spinner,
  StarIcon,
  TextAreaField,
  TextField,
  usePageMeta,
} from '@healing/platform';
import {
  REVIEW_NAME_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  reviewSchema,
  useRuleForm,
} from '@healing/platform/forms';
import { ORDER_LINK_TOKEN_PATTERN } from '@healing/contracts';
import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isMissingProduct, parseProductId, useProduct } from '../features/products/api/get-product';
import { useReviewOrder, useSendReview } from '../features/reviews/api/review-order';
import { ProductNotFound } from '../features/product-detail/components/product-not-found';
import styles from './review-page.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** An order number from the address: a positive whole number the database could hold. */
function parseOrderId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The token of the order's personal link, from the delivery e-mail's review link; else null. */
function parseOrderLink(value: string | null): string | null {
  return value && ORDER_LINK_TOKEN_PATTERN.test(value) ? value : null;
}

/**
 * /product/:id/review?order=<id>[&link=<token>]: the review form of one product of a delivered
 * order; with the order link's token (the delivery e-mail's review links), in any browser.
 */
export function ReviewPage() {
  const { id: rawId } = useParams();
  const [search] = useSearchParams();
  const productId = parseProductId(rawId);
  const orderId = parseOrderId(search.get('order'));
  const orderLink = parseOrderLink(search.get('link'));
  const product = useProduct(productId);
  const order = useReviewOrder(orderId, orderLink);

  usePageMeta({
    title: product.data ? `Review ${product.data.name}` : 'Write a review',
    description: 'Tell other shoppers what you think of a piece you received.',
    robots: 'noindex',
  });

  if (productId === null || (product.isError && isMissingProduct(product.error))) {
    return <ProductNotFound />;
  }
  if (!product.data || (orderId !== null && order.isPending)) {
    return (
      <div className={styles.loading}>
        <Spinner size="large" label="Loading your order" waitsFor="your order" />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Link to={`/product/${product.data.id}`} className={styles.back}>
        <ArrowLeftIcon size={18} />
        Back to {product.data.name}
      </Link>
      <section className={styles.card} aria-labelledby="catalog-review-title">
        <h1 id="catalog-review-title" className={styles.title}>
          Review {product.data.name}
        </h1>
        <ReviewBody product={product.data} orderId={orderId} orderLink={orderLink} order={order} />
      </section>
    </div>
  );
}

function ReviewBody({
  product,
  orderId,
  orderLink,
  order,
}: {
  product: ProductDto;
  orderId: number | null;
  orderLink: string | null;
  order: ReturnType<typeof useReviewOrder>;
}) {
  if (orderId === null) {
    return (
      <Refusal>
        This link is missing its order number. Open your order&apos;s page and choose Review beside
        the piece.
      </Refusal>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Refusal>
        {missing && orderLink
          ? `We could not find order #${orderId} with this link: it may no longer work. Please use the review links of your newest e-mail about this order.`
          : missing
            ? `We could not find order #${orderId} in this browser. Reviews are written from the browser the order was placed with, or from the links in your delivery e-mail, so that only the person who received it can review it.`
            : 'We could not load your order just now. Please try again in a moment.'}
      </Refusal>
    );
  }
  const data = order.data;
  if (!data) return null;
  if (!data.items.some((item) => item.productId === product.id && !item.isCustomDesign)) {
    return <Refusal>{`${product.name} is not on order #${orderId}.`}</Refusal>;
  }
  if (data.status !== 'delivered') {
    return (
      <Refusal>
        {`Order #${orderId} has not been delivered yet: you can review its pieces once it has arrived.`}
      </Refusal>
    );
  }
  return <ReviewForm product={product} order={data} orderLink={orderLink} />;
}

function Refusal({ children }: { children: string | React.ReactNode }) {
  return <p className={styles.refusal}>{children}</p>;
}

function ReviewForm({
  product,
  order,
  orderLink,
}: {
  product: ProductDto;
  order: ShopperOrderDto;
  orderLink: string | null;
}) {
  const ratingId = useId();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendReview(product.id);
  const { register, handleSubmit, formState, setError, setValue, watch } = useRuleForm(
    reviewSchema,
    {
      defaultValues: {
        orderId: order.id,
        // The order link's token stands for the session that placed the order.
        ...(orderLink ? { orderLink } : {}),
        productId: product.id,
        text: '',
        name: order.firstName,
      },
    },
  );
  const { errors } = formState;
  // A radio's value is text to the form library; the rule wants the number of stars.
  const rating = watch('rating');

  const submit = handleSubmit(async (review) => {
    setFailure(null);
    try {
      const answer = await send.mutateAsync(review);
      setThanks(answer.message);
    } catch (error) {
      const message =
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'We could not send your review just now. Please try again in a moment.';
      if (error instanceof ApiError && (error.field === 'text' || error.field === 'name')) {
        setError(error.field, { message }, { shouldFocus: true });
      }
      setFailure(message);
    }
  });

  if (thanks) {
    return (
      <div className={styles.thanks} role="status">
        <p className={styles.thanksTitle}>Thank you for your review 💖</p>
        <p>{thanks}</p>
        <Link to={`/product/${product.id}`} className={buttonClassName({ variant: 'outline' })}>
          Back to {product.name}
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.intro}>
        From order #{order.id}. Your review appears on the product once we have read it; we show the
        name you choose, never your e-mail or address.
      </p>
      <fieldset
        className={styles.stars}
        aria-describedby={errors.rating ? `${ratingId}-error` : undefined}
      >
        <legend className={styles.legend}>Your rating</legend>
        <div className={styles.starChoices}>
          {STARS.map((star) => (
            <label key={star} className={styles.starChoice}>
              <input
                type="radio"
                name={`${ratingId}-rating`}
                value={star}
                checked={rating === star}
                className={styles.starInput}
                onChange={() => setValue('rating', star, { shouldValidate: formState.isSubmitted })}
              />
              <StarIcon size={28} aria-hidden="true" className={styles.starIcon} />
              <span className={styles.starText}>
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <p id={`${ratingId}-error`} className={styles.error} role="alert" hidden={!errors.rating}>
          {errors.rating?.message}
        </p>
      </fieldset>
      <TextAreaField
        label="Your review"
        required
        rows={5}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        hint={`A few words on how it feels, fits or helps (up to ${REVIEW_TEXT_MAX_LENGTH} characters).`}
        error={errors.text?.message}
        {...register('text')}
      />
      <TextField
        label="Name shown with your review"
        required
        maxLength={REVIEW_NAME_MAX_LENGTH}
        autoComplete="given-name"
        error={errors.name?.message}
        {...register('name')}
      />
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="large" isLoading={formState.isSubmitting} fullWidth>
        {formState.isSubmitting ? 'Sending...' : 'Send my review'}
      </Button>
    </form>
  );
}
