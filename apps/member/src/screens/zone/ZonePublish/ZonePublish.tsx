import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { Button, ConfirmDialog, Spinner, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { navigateBack, paths, stackDepth, switchTab } from '../../../navigation';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { TextArea } from '../TextArea/TextArea';
import {
  checkPicture,
  checkPost,
  MAX_PICTURE_MB,
  MAX_POST_CHARS,
  MAX_POST_PICTURES,
  PICTURE_TYPES,
  type PostProblem,
} from '../zoneRules';
import * as styles from './ZonePublish.css';

interface Picture {
  key: number;
  /** local preview (object URL) while and after uploading */
  preview: string;
  /** the uploaded picture's URL, null while uploading */
  url: string | null;
}

/** New post: text and up to 9 pictures (uploaded as they are picked), with previews. */
export default function ZonePublish() {
  const { t } = useTranslation(['zone', 'common']);
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [contentError, setContentError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const release = (preview: string) => {
    URL.revokeObjectURL(preview);
    objectUrls.current.delete(preview);
  };

  const remove = (key: number) => {
    setPictures((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) release(gone.preview);
      return list.filter((p) => p.key !== key);
    });
  };

  const upload = (file: File) => {
    const key = nextKey.current++;
    const preview = URL.createObjectURL(file);
    objectUrls.current.add(preview);
    setPictures((list) => [...list, { key, preview, url: null }]);
    api.upload(file, file.name).then(
      (result) => setPictures((list) => list.map((p) => (p.key === key ? { ...p, url: result.url } : p))),
      (error: unknown) => {
        toast.show(t('uploadFailed', { reason: errorMessage(error) }));
        remove(key);
      },
    );
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = MAX_POST_PICTURES - pictures.length;
    if (files.length > room) toast.show(t('tooManyPictures', { max: MAX_POST_PICTURES }));
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = checkPicture(file);
      if (problem) {
        toast.show(problem === 'notImage' ? t('imageOnly') : t('imageTooLarge', { size: MAX_PICTURE_MB }));
        continue;
      }
      upload(file);
    }
  };

  const problemText = (problem: PostProblem): string => {
    switch (problem) {
      case 'empty':
        return t('emptyPost');
      case 'tooLong':
        return t('postTooLong', { max: MAX_POST_CHARS });
      case 'tooManyPictures':
        return t('tooManyPictures', { max: MAX_POST_PICTURES });
      case 'uploading':
        return t('waitForUploads');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkPost(content, pictures);
    if (problem) {
      const text = problemText(problem);
      // under the text field when it is about the text; a toast for the pictures (no field)
      const aboutText = problem === 'empty' || problem === 'tooLong';
      setContentError(aboutText ? text : undefined);
      if (!aboutText) toast.show(text);
      return;
    }
    setBusy(true);
    try {
      await api.post('/app/zone/publish', {
        content: content.trim(),
        imgUrlList: pictures.map((p) => p.url ?? ''),
      });
      toast.show(t('published'));
      leave();
    } catch (error) {
      toast.show(errorMessage(error));
      setBusy(false);
    }
  };

  const leave = () => {
    if (stackDepth() > 1) navigateBack();
    else switchTab(paths.zone);
  };
  const hasDraft = content.trim() !== '' || pictures.length > 0;

  return (
    <ScreenPage onBack={() => (hasDraft && !busy ? setConfirmLeave(true) : leave())}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextArea
          label={t('contentLabel')}
          placeholder={t('contentPlaceholder')}
          value={content}
          rows={6}
          max={MAX_POST_CHARS}
          counterLabel={(n, max) => t('counter', { n, max })}
          errorMessage={contentError}
          onChange={(value) => {
            setContent(value);
            setContentError(undefined);
          }}
        />

        <section className={styles.pictures} aria-labelledby="publish-pictures">
          <div className={styles.picturesHeader}>
            <h2 id="publish-pictures" className={styles.picturesTitle}>
              {t('picturesLabel')}
            </h2>
            <span className={styles.secondary}>
              {t('counter', { n: pictures.length, max: MAX_POST_PICTURES })}
            </span>
          </div>
          <ul className={styles.grid}>
            {pictures.map((picture, index) => (
              <li key={picture.key} className={styles.tile}>
                <img
                  className={styles.image}
                  src={picture.preview}
                  alt={t('pictureOf', { index: index + 1, total: pictures.length })}
                />
                {picture.url === null && (
                  <span className={styles.uploading} role="status">
                    <Spinner size={20} />
                    {t('uploading')}
                  </span>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('removePicture', { index: index + 1 })}
                  onClick={() => remove(picture.key)}
                >
                  <Icon path={icons.close} size={16} />
                </button>
              </li>
            ))}
            {pictures.length < MAX_POST_PICTURES && (
              <li className={styles.tile}>
                <button type="button" className={styles.add} onClick={() => fileInput.current?.click()}>
                  <Icon path={icons.plus} size={28} />
                  <span>{t('addPicture')}</span>
                </button>
              </li>
            )}
          </ul>
          <p className={styles.secondary}>
            {t('pictureRules', { max: MAX_POST_PICTURES, size: MAX_PICTURE_MB })}
          </p>
          <input
            ref={fileInput}
            className={styles.hiddenInput}
            type="file"
            accept={PICTURE_TYPES.join(',')}
            multiple
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFiles}
          />
        </section>

        <Button type="submit" fullWidth isLoading={busy} loadingLabel={t('common:loading')}>
          {t('publish')}
        </Button>
      </form>

      <ConfirmDialog
        isOpen={confirmLeave}
        title={t('discardTitle')}
        message={t('discardMessage')}
        confirmLabel={t('discard')}
        cancelLabel={t('keepEditing')}
        isDestructive
        onCancel={() => setConfirmLeave(false)}
        onConfirm={() => {
          setConfirmLeave(false);
          leave();
        }}
      />
    </ScreenPage>
  );
}
