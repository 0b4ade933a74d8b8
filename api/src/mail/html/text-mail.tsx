import { Fragment } from 'react';
import { Paragraph, TextLink } from './mail-blocks';
import { MailLayout } from './mail-layout';
import { renderMailHtml } from './render-mail-html';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** One line of a text mail, its addresses as links (the rest is text, escaped by React). */
function Line({ line }: { line: string }) {
  return (
    <>
      {line.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <TextLink key={index} href={part}>
            {part}
          </TextLink>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A paragraph's lines as they read: a text mail's long lines are hard-wrapped (a line of 60 or
 * more characters not ending in a colon goes on with the next, unless that starts a link or a
 * list item), while short lines (a greeting, a signature) and lists keep their breaks.
 */
export function readingLines(block: string): string[] {
  const lines: string[] = [];
  for (const line of block.split('\n')) {
    const previous = lines.at(-1);
    const wrapped =
      previous !== undefined &&
      previous.length >= 60 &&
      !previous.endsWith(':') &&
      !/^\s*(-|https?:\/\/)/.test(line);
    if (wrapped) lines[lines.length - 1] = `${previous} ${line.trim()}`;
    else lines.push(line);
  }
  return lines;
}

/**
 * A mail written as plain text only, in the shop's look: its subject as the heading, each
 * paragraph (lines between blank lines) as one, its addresses as links. What a builder that
 * has no template of its own gets, so every mail the shop sends is in its look.
 */
export function TextMail({ subject, text }: { subject: string; text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  return (
    <MailLayout preview={paragraphs[0]?.split('\n')[0] ?? subject} heading={subject}>
      {paragraphs.map((block, index) => (
        <Paragraph key={index}>
          {readingLines(block).map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              <Line line={line} />
            </Fragment>
          ))}
        </Paragraph>
      ))}
    </MailLayout>
  );
}

export function renderTextMailHtml(mail: { subject: string; text: string }): string {
  return renderMailHtml(<TextMail subject={mail.subject} text={mail.text} />);
}
