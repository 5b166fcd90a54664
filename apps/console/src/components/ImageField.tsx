import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../api/client';
import { ErrorText } from '../lib/Page';
import * as styles from '../layout/console.css';

/**
 * A picture: the current one, and a file chooser that uploads a new one at once (the server
 * re-encodes it and serves it as an immutable, cached file); its URL goes into the form. Products
 * show it with its preview; the slide and prize editors use it beside their address field, whose
 * own preview they keep (`preview={false}`).
 */
export function ImageField({
  value,
  onChange,
  label = 'Picture',
  preview = true,
}: {
  value: string;
  onChange: (url: string) => void;
  label?: string;
  preview?: boolean;
}) {
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => api.upload(file, file.name, { path: '/admin/file/upload' }),
    onSuccess: (uploaded) => onChange(uploaded.url),
  });
  return (
    <div className={styles.stack}>
      <label htmlFor={id} className={styles.statLabel}>
        {label}
      </label>
      {!preview ? null : value ? (
        <img
          src={value}
          alt={name ? `New picture: ${name}` : 'Current picture'}
          className={styles.thumbnail}
        />
      ) : (
        <p className={styles.muted}>No picture.</p>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className={styles.fileInput}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) {
            setName(file.name);
            upload.mutate(file);
          }
        }}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {upload.isPending
          ? 'Uploading…'
          : upload.isSuccess
            ? `Uploaded ${name}; save to use it.`
            : 'JPEG, PNG, WebP or GIF, at most 5 MB.'}
      </p>
      <ErrorText error={upload.isError ? errorMessage(upload.error) : null} />
    </div>
  );
}
