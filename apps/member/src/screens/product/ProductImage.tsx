import { useState } from 'react';
import { Icon } from '../../components/icons';
import * as icons from '../../components/icons';
import * as styles from './product.css';

/** The product picture; a missing or broken one leaves a plain tile with the goods icon. */
export function ProductImage({ src, className }: { src: string; className: string }) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <span className={`${className} ${styles.imageFallback}`} aria-hidden="true">
        <Icon path={icons.goods} size={32} />
      </span>
    );
  }
  return <img className={className} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
