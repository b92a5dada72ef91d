// A question's text as written: plain paragraphs, and ``` fenced parts as code blocks.
import { textBlocks } from "@skillbridge/core/exams";
import styles from "./exams.module.css";

export function QuestionText({ text }: { text: string }) {
  return (
    <div className={styles.text}>
      {textBlocks(text).map((block, index) =>
        block.code ? (
          // A long code line scrolls inside its block on a phone: focusable, so a keyboard can scroll it too.
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never reorder
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1)
          <pre key={index} tabIndex={0}>
            <code>{block.text}</code>
          </pre>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never reorder
          <p key={index} style={{ whiteSpace: "pre-line" }}>
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
