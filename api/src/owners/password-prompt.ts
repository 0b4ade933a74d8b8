import type { ReadStream } from 'node:tty';

/** Ctrl-C at the prompt: the command stops without doing anything. */
export class PromptCancelled extends Error {}

/**
 * Asks for a password on the terminal without showing it. Reads raw key presses: Enter ends,
 * Backspace erases, Ctrl-C or Ctrl-D with nothing typed cancels. Pasted text works (it arrives
 * as one chunk).
 */
export function askHidden(question: string, input: ReadStream, output: NodeJS.WriteStream) {
  return new Promise<string>((resolve, reject) => {
    let typed = '';
    output.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || (char === '\u0004' && typed === '')) {
          return finish(new PromptCancelled('Cancelled.'));
        }
        if (char === '\u007f' || char === '\b') typed = Array.from(typed).slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}
