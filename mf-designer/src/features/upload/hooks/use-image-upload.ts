import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '../../../lib/design-model';
import { UploadCancelledError, UploadFailedError, uploadImage } from '../api/upload-image';
import { imageFileProblem, shortFileName } from '../upload-rules';

export interface ImageUpload {
  /** The file being sent, while it is sent. */
  sending: { fileName: string; progress: number } | null;
  /** Why the last file was refused; the previous image (if any) is kept. */
  error: string | null;
  start: (file: File) => void;
  cancel: () => void;
  clearError: () => void;
}

/**
 * Checks a chosen file, sends it to the API with progress, and hands the stored image to
 * `onUploaded`. A refused file changes nothing but the message.
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void): ImageUpload {
  const [sending, setSending] = useState<ImageUpload['sending']>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback((file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setError(null);
    setSending({ fileName: file.name, progress: 0 });
    const isCurrent = () => current.current === controller;
    uploadImage(file, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (isCurrent()) setSending({ fileName: file.name, progress });
      },
    }).then(
      (stored) => {
        if (!isCurrent()) return;
        current.current = null;
        setSending(null);
        onUploadedRef.current({
          id: stored.id,
          url: stored.url,
          fileName: file.name,
          mimeType: stored.mimeType,
          sizeBytes: stored.sizeBytes,
        });
      },
      (failure: unknown) => {
        if (!isCurrent()) return;
        current.current = null;
        setSending(null);
        if (failure instanceof UploadCancelledError) return;
        const reason =
          failure instanceof UploadFailedError ? failure.message : 'Please try again in a moment.';
        setError(`We couldn't upload “${shortFileName(file.name)}”: ${reason}`);
      },
    );
  }, []);

  const cancel = useCallback(() => current.current?.abort(), []);
  const clearError = useCallback(() => setError(null), []);

  return { sending, error, start, cancel, clearError };
}
