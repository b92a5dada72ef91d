// "Refer a friend": the learner's personal link as text (it works without scripts), a Copy button
// once scripts run, and share links for WhatsApp and e-mail; what a friend gets and what the
// learner earns, and the credit waiting for their next fee.
import { describeDiscount, formatPaise, type MyReferral } from "@skillbridge/core/money";
import { useEffect, useState } from "react";
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

function offerText(offer: NonNullable<MyReferral["offer"]>): string {
  const discount = describeDiscount({ kind: offer.discountKind, value: offer.discountValue });
  const reward =
    offer.rewardMode === "credit"
      ? `${formatPaise(offer.rewardPaise)} off your own next fee`
      : `a ${formatPaise(offer.rewardPaise)} payout`;
  return `A friend who enrols through your link gets ${discount} their fee; once they have paid and the refund window has passed, you earn ${reward}.`;
}

function CopyButton({ link }: { link: string }) {
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
        Copy the link
      </button>
      <span role="status">{copied ? " Copied." : ""}</span>
    </>
  );
}

export function ReferralPanel({ state }: { state: ReferralState | undefined }) {
  if (!state) return null;
  if (state.status === "error") {
    return (
      <section aria-labelledby="referral-heading">
        <h2 id="referral-heading">Refer a friend</h2>
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
      <h2 id="referral-heading">Refer a friend</h2>
      {referral.offer ? <p>{offerText(referral.offer)}</p> : <p>Referral rewards are paused at the moment.</p>}
      <p>
        Your link: <code className={styles.referralLink}>{link}</code> <CopyButton link={link} />
      </p>
      <p>
        Share it on{" "}
        <a href={share.whatsapp} rel="noopener noreferrer" target="_blank">
          WhatsApp
        </a>{" "}
        or by <a href={share.email}>e-mail</a>.
      </p>
      <dl>
        <dt>Friends who enrolled</dt>
        <dd>{referral.referred}</dd>
        <dt>Rewards earned</dt>
        <dd>{formatPaise(referral.earnedPaise)}</dd>
        <dt>Credit for your next fee</dt>
        <dd>{formatPaise(referral.creditPaise)}</dd>
      </dl>
    </section>
  );
}
