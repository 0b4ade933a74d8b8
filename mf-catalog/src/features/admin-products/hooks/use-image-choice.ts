import { useEffect, useState } from 'react';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The same limits as the API's upload checks, told before anything is sent. */
export function checkImage(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) {
    return 'Only images can be uploaded (PNG, JPEG, GIF or WebP).';
  }
  if (file.size > IMAGE_MAX_BYTES) return 'The image is too large (10 MB at most).';
  return undefined;
}

/**
 * The product's new image: a file is uploaded after the product is saved, so it lives beside
 * the form's values, with its preview and its own message (a refused file is not kept).
 */
export function useImageChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!file) return setPreview(null);
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  function choose(chosen: File | null) {
    const refused = chosen ? checkImage(chosen) : undefined;
    setError(refused);
    setFile(refused ? null : chosen);
  }

  /** Once uploaded, the product's own image shows again. */
  function clear() {
    setFile(null);
  }

  return { file, preview, error, choose, clear, setError };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;
