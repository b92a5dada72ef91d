// A question's text as written: plain paragraphs, and ``` fenced parts as code blocks.
import { textBlocks } from "@skillbridge/core/exams";
import styles from "./exams.module.css";

export function QuestionText({ text }: { text: string }) {
  return (
    <div className={styles.text}>
      {textBlocks(text).map((block, index) =>
        block.code ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never reorder
          <pre key={index}>
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
