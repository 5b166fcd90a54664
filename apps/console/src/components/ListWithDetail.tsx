import { useCallback, useState, type ReactElement, type ReactNode } from 'react';
import * as styles from '../layout/console.css';

/**
 * The last action's outcome. The element is always there (display: contents while empty), so
 * screen readers announce the text when it arrives: a live region inserted with its text is often
 * not read.
 */
export function ResultStatus({ result }: { result: string | null }) {
  return (
    <p role="status" className={result ? styles.success : styles.hiddenStatus}>
      {result}
    </p>
  );
}

/**
 * A row's name as the button that opens the row in the detail column; aria-pressed says which row
 * is open (left out where a screen does not mark the open row).
 */
export function RowLink({
  isSelected,
  onSelect,
  children,
}: {
  isSelected?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.linkButton} aria-pressed={isSelected} onClick={onSelect}>
      {children}
    </button>
  );
}

/**
 * The list on the left and the chosen row's detail on the right (one column on a narrow screen):
 * the children are the list, then the detail (null while nothing is chosen, and the notice says
 * what to choose; without a notice the column stays empty).
 */
export function ListWithDetail({
  notice,
  children: [list, detail],
}: {
  notice?: ReactNode;
  children: [list: ReactNode, detail: ReactElement | null | false];
}) {
  return (
    <div className={styles.twoColumns}>
      {list}
      {detail || (notice !== undefined && <p className={styles.notice}>{notice}</p>)}
    </div>
  );
}

/**
 * The row open in the detail column and the last action's outcome. Choosing a row clears the
 * outcome, so a message never seems to speak of the row now shown.
 */
export function useRowSelection<Id>() {
  const [selected, setSelected] = useState<Id | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const choose = useCallback((id: Id) => {
    setSelected(id);
    setResult(null);
  }, []);
  // after a save the saved row stays open (null: it was deleted), its outcome above the list
  const showSaved = useCallback((id: Id | null, message: string) => {
    setSelected(id);
    setResult(message);
  }, []);
  return { selected, setSelected, choose, showSaved, result, setResult };
}
