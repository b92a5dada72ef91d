// The course page's smaller popups, in one chunk loaded on first use: terms, learning
// modes, syllabus / benefits / prerequisites, hourly structure and share.
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { coursePopupsCopy } from "@skillbridge/core/page-copy/course-popups";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import type { Benefit, LearningModule, Prerequisite } from "@skillbridge/core/schemas";
import { Link } from "react-router";
import { shownText, useCopy, useLocalePath } from "../../i18n/copy";
import { site } from "../../site";
import { Dialog } from "../../ui/dialog";
import { Icon } from "../../ui/icon";
import { useToast } from "../../ui/toast";
import type { ListState } from "./course-data";
import styles from "./course-popups.module.css";

type Closable = { onClose: () => void };

/**
 * Long popup content can scroll inside the dialog body; with nothing focusable in it, keyboard
 * users could not scroll it (WCAG 2.1.1, axe scrollable-region-focusable), so the content itself
 * takes focus and arrow keys scroll it. (Better fixed once in ui/dialog: see the report.)
 */
function Scrollable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section tabIndex={0} aria-label={label} className={styles.scrollable}>
      {children}
    </section>
  );
}

export function TermsDialog({ onClose }: Closable) {
  const copy = useCopy("coursePopups", coursePopupsCopy);
  return (
    <Dialog open onClose={onClose} title={copy.popups.terms} footer={<CloseButton onClose={onClose} />}>
      <Scrollable label={copy.popups.terms}>
        <ol className={styles.terms}>
          {copy.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </Scrollable>
    </Dialog>
  );
}

export function LearningModeDialog({ onClose }: Closable) {
  const copy = useCopy("coursePopups", coursePopupsCopy);
  const to = useLocalePath();
  return (
    <Dialog open onClose={onClose} title={copy.popups.mode} footer={<CloseButton onClose={onClose} />}>
      <ul className={styles.modes}>
        {copy.modes.map((mode) => (
          <li key={mode.slug}>
            <h3>{mode.title}</h3>
            <p>{mode.text}</p>
            <Link to={to(`/learning_mode/${mode.slug}`)} onClick={onClose}>
              {fillCopy(copy.popups.aboutMode, { mode: mode.title.toLowerCase() })}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

type CourseListDialogProps = Closable &
  (
    | { kind: "modules"; list: ListState<LearningModule> }
    | { kind: "benefits"; list: ListState<Benefit> }
    | { kind: "prerequisites"; list: ListState<Prerequisite> }
  );

/** Syllabus, benefits or prerequisites, with the spec's empty text when there are none. */
export function CourseListDialog(props: CourseListDialogProps) {
  const { kind, list, onClose } = props;
  const copy = useCopy("coursePopups", coursePopupsCopy);
  const empty = useCopy("course", courseCopy).empty;
  const title = copy.popups[kind];
  let body: React.ReactNode;
  if (list.error) {
    body = (
      <p className="message message-error" role="alert">
        {list.error}
      </p>
    );
  } else if (!list.items.length) {
    body = <p className="message-empty">{empty[kind]}</p>;
  } else if (props.kind === "modules") {
    body = (
      <ol className={styles.modules}>
        {props.list.items.map((module) => {
          const title = shownText(module.moduleTitle, module.translation?.moduleTitle);
          const description = shownText(module.moduleDesc, module.translation?.moduleDesc);
          return (
            <li key={module.id}>
              <h3 lang={title.lang}>{title.text}</h3>
              <p lang={description.lang}>{description.text}</p>
            </li>
          );
        })}
      </ol>
    );
  } else {
    const items =
      props.kind === "benefits"
        ? props.list.items.map((item) => ({ id: item.id, text: item.benefitDesc }))
        : props.list.items.map((item) => ({ id: item.id, text: item.prDesc }));
    body = (
      <ul className={styles.checks}>
        {items.map((item) => (
          <li key={item.id}>
            <Icon name="check" size={18} className={styles.check} /> {item.text}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Dialog open onClose={onClose} title={title} footer={<CloseButton onClose={onClose} />}>
      <Scrollable label={title}>{body}</Scrollable>
    </Dialog>
  );
}

type HoursDialogProps = Closable & { trainingHours: number; labHours: number; batchHours: number[] };

export function HoursDialog({ onClose, trainingHours, labHours, batchHours }: HoursDialogProps) {
  const copy = useCopy("coursePopups", coursePopupsCopy);
  return (
    <Dialog open onClose={onClose} title={copy.popups.hours} size="sm" footer={<CloseButton onClose={onClose} />}>
      <table className={styles.hours}>
        <tbody>
          <tr>
            <th scope="row">{copy.popups.trainingHours}</th>
            <td>{trainingHours}</td>
          </tr>
          <tr>
            <th scope="row">{copy.popups.labHours}</th>
            <td>{labHours}</td>
          </tr>
          <tr>
            <th scope="row">{copy.popups.totalHours}</th>
            <td>{trainingHours + labHours}</td>
          </tr>
        </tbody>
      </table>
      {batchHours.length ? (
        <p>{fillCopy(copy.popups.batchHours, { hours: batchHours.join(` ${copy.popups.hoursOr} `) })}</p>
      ) : null}
    </Dialog>
  );
}

type ShareDialogProps = Closable & { url: string; name: string };

export function shareLinks(url: string, name: string, shareText: string = coursePopupsCopy.popups.shareText) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(fillCopy(shareText, { course: name }));
  return [
    { label: "Facebook", icon: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "X", icon: "x", href: `https://x.com/intent/post?text=${text}&url=${u}` },
    { label: "WhatsApp", icon: "whatsapp", href: `https://wa.me/?text=${text}%20${u}` },
    { label: "LinkedIn", icon: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "E-mail", icon: "mail", href: `mailto:?subject=${text}&body=${u}` },
    // Instagram has no share URL: the provider's page, plus "Copy link" to paste into a post or story.
    { label: "Instagram", icon: "instagram", href: site.social.instagram },
  ];
}

export function ShareDialog({ onClose, url, name }: ShareDialogProps) {
  const toast = useToast();
  const copy = useCopy("coursePopups", coursePopupsCopy);
  const newTab = useCopy("course", courseCopy).newTab;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(copy.popups.copied, "success");
    } catch {
      toast.show(copy.popups.copyFailed, "error");
    }
  };
  return (
    <Dialog open onClose={onClose} title={copy.popups.shareTitle} size="sm">
      <ul className={styles.share}>
        {shareLinks(url, name, copy.popups.shareText).map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.shareLink}>
              <Icon name={link.icon} size={20} /> {link.label}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={copyLink}>
        <Icon name="link" size={18} /> {copy.popups.copyLink}
      </button>
    </Dialog>
  );
}

function CloseButton({ onClose }: Closable) {
  const copy = useCopy("coursePopups", coursePopupsCopy);
  return (
    <button type="button" className="btn" onClick={onClose}>
      {copy.popups.close}
    </button>
  );
}
