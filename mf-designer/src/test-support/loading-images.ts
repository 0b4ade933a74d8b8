/** jsdom loads no images: these "load" at once, at the given size. Returns the undo. */
export function installLoadingImages(width: number, height: number): () => void {
  const original = window.Image;
  class LoadingImage {
    onload: (() => void) | null = null;
    decoding = '';
    readonly width = width;
    readonly height = height;
    private source = '';
    get src() {
      return this.source;
    }
    set src(url: string) {
      this.source = url;
      queueMicrotask(() => this.onload?.());
    }
  }
  window.Image = LoadingImage as unknown as typeof Image;
  return () => {
    window.Image = original;
  };
}
