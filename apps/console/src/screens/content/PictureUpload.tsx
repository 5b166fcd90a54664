import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../api/client';
import { ErrorText } from '../../lib/Page';
import * as styles from '../../layout/console.css';

/**
 * Beside a picture address: choose a file and it is uploaded at once (the server re-encodes it and
 * serves it as an immutable, cached file); its address goes into the field, saved with the form.
 */
export function PictureUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => api.upload(file, file.name, { path: '/admin/file/upload' }),
    onSuccess: (uploaded) => onUploaded(uploaded.url),
  });
  return (
    <div className={styles.stack}>
      <label htmlFor={id} className={styles.statLabel}>
        Or upload a picture
      </label>
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
            ? `Uploaded ${name}: its address is in the field; save to use it.`
            : 'JPEG, PNG, WebP or GIF, at most 5 MB.'}
      </p>
      <ErrorText error={upload.isError ? errorMessage(upload.error) : null} />
    </div>
  );
}
