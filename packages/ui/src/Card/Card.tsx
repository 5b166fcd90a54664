import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Optional heading; the card then becomes a labelled region (section). */
  title?: ReactNode;
  /** Heading level of `title`. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** `none` for edge-to-edge content such as a list of Cells. @default 'medium' */
  padding?: 'none' | 'medium';
  children?: ReactNode;
}

/** Surface on the `item` colour with a border: groups content on a page. */
export function Card({
  title,
  headingLevel = 3,
  padding = 'medium',
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const classes = [styles.card({ padding }), className].filter(Boolean).join(' ');
  if (title == null) {
    return (
      <div {...rest} className={classes}>
        {children}
      </div>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} aria-labelledby={titleId} className={classes}>
      <Heading id={titleId} className={[styles.title, padding === 'none' ? styles.titleInset : ''].join(' ')}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
