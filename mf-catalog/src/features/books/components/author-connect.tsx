import { buttonClassName } from '@healing/platform';
import { Link } from 'react-router-dom';
import { FounderPortrait } from '../../../components/founder-portrait';
import styles from './author-connect.module.css';

/** The founder-connect call: a message through the contact page reaches her team. */
export function AuthorConnect({ author }: { author: string }) {
  return (
    <section className={styles.section} aria-labelledby="catalog-author-title">
      <FounderPortrait framing="round" className={styles.portrait} />
      <div className={styles.text}>
        <h2 id="catalog-author-title" className={styles.heading}>
          About the author
        </h2>
        <p>
          {author} is a licensed clinical psychologist who has spent more than fifteen years helping
          people through grief, anxiety and big life changes. She founded Healing Shop so that the
          sentences that help in therapy could travel home with her clients.
        </p>
        <p>She reads every message from readers, and loves hearing which chapter helped.</p>
      </div>
      <Link to="/contact" className={buttonClassName({ variant: 'secondary', size: 'large' })}>
        Connect with Dr. Ellis
      </Link>
    </section>
  );
}
