// "Refer a friend": the learner's personal link as text (it works without scripts), a Copy button
// once scripts run, and share links for WhatsApp and e-mail; what a friend gets and what the
// learner earns, and the credit waiting for their next fee.
import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { formatPaise, type MyReferral } from "@skillbridge/core/money";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useEffect, useState } from "react";
import { useCopy } from "../../i18n/copy";
import { SITE_NAME } from "../../seo";
import type { ReferralState } from "./dashboard-data";
import styles from "./learner.module.css";

export function shareLinks(link: string) {
  const text = `I am learning with ${SITE_NAME}: enrol through my link for a discount on your fee. ${link}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(`A discount on your ${SITE_NAME} training`)}&body=${encodeURIComponent(text)}`,
  };
}

type ReferralWords = Dictionary["learnerArea"]["referral"];

function offerText(offer: NonNullable<MyReferral["offer"]>, copy: ReferralWords): string {
  const discount = offer.discountKind === "percent" ? `${offer.discountValue}%` : formatPaise(offer.discountValue);
  const amount = formatPaise(offer.rewardPaise);
  const reward = fillCopy(offer.rewardMode === "credit" ? copy.rewardCredit : copy.rewardPayout, { amount });
  return fillCopy(copy.offer, { discount, reward });
}

function CopyButton({ link, copy }: { link: string; copy: ReferralWords }) {
  const [scripts, setScripts] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setScripts(true), []);
  if (!scripts) return null;
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() =>
          navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copy.copy}
      </button>
      <span role="status">{copied ? copy.copied : ""}</span>
    </>
  );
}

export function ReferralPanel({ state }: { state: ReferralState | undefined }) {
  const copy = useCopy("learnerArea", learnerAreaCopy).referral;
  if (!state) return null;
  if (state.status === "error") {
    return (
      <section aria-labelledby="referral-heading">
        <h2 id="referral-heading">{copy.heading}</h2>
        <p role="alert" className="message message-error">
          {state.message}
        </p>
      </section>
    );
  }
  const { referral, link } = state;
  const share = shareLinks(link);
  return (
    <section aria-labelledby="referral-heading" className={styles.referral}>
      <h2 id="referral-heading">{copy.heading}</h2>
      {referral.offer ? <p>{offerText(referral.offer, copy)}</p> : <p>{copy.paused}</p>}
      <p>
        {copy.link} <code className={styles.referralLink}>{link}</code> <CopyButton link={link} copy={copy} />
      </p>
      <p>
        {copy.shareOn}{" "}
        <a href={share.whatsapp} rel="noopener noreferrer" target="_blank">
          WhatsApp
        </a>{" "}
        {copy.orBy} <a href={share.email}>{copy.email}</a>.
      </p>
      <dl>
        <dt>{copy.referred}</dt>
        <dd>{referral.referred}</dd>
        <dt>{copy.earned}</dt>
        <dd>{formatPaise(referral.earnedPaise)}</dd>
        <dt>{copy.credit}</dt>
        <dd>{formatPaise(referral.creditPaise)}</dd>
      </dl>
    </section>
  );
}
