import type { Testimonial } from '../book';
import styles from './book-testimonials.module.css';

export function BookTestimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <section className={styles.section} aria-labelledby="catalog-testimonials-title">
      <h2 id="catalog-testimonials-title" className={styles.heading}>
        What readers say
      </h2>
      <div className={styles.quotes}>
        {testimonials.map((testimonial) => (
          <figure key={testimonial.author} className={styles.quote}>
            <span className={styles.mark} aria-hidden="true">
              &ldquo;
            </span>
            <blockquote className={styles.text}>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <strong>{testimonial.author}</strong>
              <span>{testimonial.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
