// The payment page's forms: they post to the page's own action (no JavaScript needed).
import { OUTSIDE_INDIA, type PaymentPage, PLACES_OF_SUPPLY } from "@skillbridge/core/money";
import { paymentCopy } from "@skillbridge/core/page-copy/payment";
import { TextAreaField, TextField } from "../../forms/field";
import { useCopy } from "../../i18n/copy";
import { useMessageText } from "../../i18n/message-text";
import styles from "./payment.module.css";
import type { PaymentAnswer } from "./payment-action.server";

/** A form's errors in the page's language (the schemas and the server write them in English). */
function useErrors(errors: Record<string, string> | undefined): Record<string, string> {
  const messageText = useMessageText("payment", paymentCopy);
  return Object.fromEntries(Object.entries(errors ?? {}).map(([name, text]) => [name, messageText(text)]));
}

export function PayerForm({ token, page, answer }: { token: string; page: PaymentPage; answer?: PaymentAnswer }) {
  const words = useCopy("payment", paymentCopy).payer;
  const posted = answer?.intent === "payer" ? answer : undefined;
  const values = posted?.values;
  const errors = useErrors(posted?.errors);
  const state = values?.payerState ?? page.payerState ?? "";
  return (
    <form method="post" aria-labelledby="payer-heading" className={styles.card}>
      <h2 id="payer-heading">{words.heading}</h2>
      <p className="field-hint">{words.hint}</p>
      <input type="hidden" name="intent" value="payer" />
      <input type="hidden" name="token" value={token} />
      <div className="field">
        <label htmlFor="payer-state">{words.state}</label>
        <select
          id="payer-state"
          name="payerState"
          defaultValue={state}
          required
          aria-invalid={errors.payerState ? true : undefined}
          aria-describedby={errors.payerState ? "payer-state-error" : undefined}
        >
          <option value="">{words.choose}</option>
          {PLACES_OF_SUPPLY.map((place) => (
            <option key={place.code} value={place.code}>
              {place.code === OUTSIDE_INDIA ? words.outsideIndia : place.name}
            </option>
          ))}
        </select>
        {errors.payerState ? (
          <span id="payer-state-error" className="field-error">
            {errors.payerState}
          </span>
        ) : null}
      </div>
      <TextField
        label={words.gstin}
        name="payerGstin"
        defaultValue={values?.payerGstin ?? page.payerGstin ?? ""}
        maxLength={20}
        autoComplete="off"
        hint={words.gstinHint}
        error={errors.payerGstin}
      />
      <TextField
        label={words.legalName}
        name="payerLegalName"
        defaultValue={values?.payerLegalName ?? page.payerLegalName ?? ""}
        maxLength={200}
        autoComplete="organization"
        error={errors.payerLegalName}
      />
      <TextAreaField
        label={words.address}
        name="payerAddress"
        defaultValue={values?.payerAddress ?? page.payerAddress ?? ""}
        maxLength={400}
        autoComplete="street-address"
        error={errors.payerAddress}
      />
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn">
        {words.save}
      </button>
    </form>
  );
}

export function UtrForm({ token, answer, bank }: { token: string; answer?: PaymentAnswer; bank: boolean }) {
  const words = useCopy("payment", paymentCopy).utr;
  const posted = answer?.intent === "utr" ? answer : undefined;
  const errors = useErrors(posted?.errors);
  const method = posted?.values?.method ?? "upi";
  return (
    <form method="post" aria-labelledby="utr-heading" className={styles.card}>
      <h2 id="utr-heading">{words.heading}</h2>
      <input type="hidden" name="intent" value="utr" />
      <input type="hidden" name="token" value={token} />
      <fieldset className={styles.methods}>
        <legend>{words.howPaid}</legend>
        <label>
          <input type="radio" name="method" value="upi" defaultChecked={method === "upi"} /> {words.upi}
        </label>{" "}
        {bank ? (
          <label>
            <input type="radio" name="method" value="bank" defaultChecked={method === "bank"} /> {words.bank}
          </label>
        ) : null}
      </fieldset>
      <TextField
        label={words.label}
        name="utr"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        defaultValue={posted?.values?.utr ?? ""}
        hint={words.hint}
        error={errors.utr}
      />
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        {words.send}
      </button>
    </form>
  );
}

/**
 * Pay online through Razorpay (shown only when it is configured). The post makes a
 * payment link on the server (a seat held for 15 minutes); the payer then follows a plain link to
 * Razorpay's page — no script of theirs here, and it works without JavaScript.
 */
export function GatewayForm({ token, answer }: { token: string; answer?: PaymentAnswer }) {
  const words = useCopy("payment", paymentCopy).gateway;
  const posted = answer?.intent === "gateway" ? answer : undefined;
  const errors = useErrors(posted?.errors);
  return (
    <section aria-labelledby="gateway-heading" className={styles.card}>
      <h2 id="gateway-heading">{words.heading}</h2>
      {posted?.url ? (
        <p role="status" className="message message-success">
          {words.held}{" "}
          <a className="btn btn-primary" href={posted.url} rel="noreferrer">
            {words.continue}
          </a>
        </p>
      ) : (
        <form method="post">
          <input type="hidden" name="intent" value="gateway" />
          <input type="hidden" name="token" value={token} />
          <p className="field-hint">{words.hint}</p>
          <button type="submit" className="btn btn-primary">
            {words.pay}
          </button>
        </form>
      )}
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
    </section>
  );
}

/** A discount code, offered while nothing is paid or entered on this fee; `code` from the link's ?code=. */
export function CouponForm({ token, answer, code }: { token: string; answer?: PaymentAnswer; code: string }) {
  const words = useCopy("payment", paymentCopy).coupon;
  const posted = answer?.intent === "coupon" ? answer : undefined;
  const errors = useErrors(posted?.errors);
  return (
    <form method="post" aria-labelledby="coupon-heading" className={styles.card}>
      <h2 id="coupon-heading">{words.heading}</h2>
      <input type="hidden" name="intent" value="coupon" />
      <input type="hidden" name="token" value={token} />
      <TextField
        label={words.label}
        name="code"
        defaultValue={posted?.values?.code ?? code}
        maxLength={64}
        autoComplete="off"
        hint={words.hint}
        error={errors.code ?? errors.form}
      />
      <button type="submit" className="btn">
        {words.apply}
      </button>
    </form>
  );
}
