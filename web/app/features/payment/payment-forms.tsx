// The payment page's forms: they post to the page's own action (no JavaScript needed).
import { type PaymentPage, PLACES_OF_SUPPLY } from "@skillbridge/core/money";
import { TextAreaField, TextField } from "../../forms/field";
import styles from "./payment.module.css";
import type { PaymentAnswer } from "./payment-action.server";

export function PayerForm({ token, page, answer }: { token: string; page: PaymentPage; answer?: PaymentAnswer }) {
  const posted = answer?.intent === "payer" ? answer : undefined;
  const values = posted?.values;
  const errors = posted?.errors ?? {};
  const state = values?.payerState ?? page.payerState ?? "";
  return (
    <form method="post" aria-labelledby="payer-heading" className={styles.card}>
      <h2 id="payer-heading">Your place of supply</h2>
      <p className="field-hint">GST depends on where you are: choose your state, or Outside India.</p>
      <input type="hidden" name="intent" value="payer" />
      <input type="hidden" name="token" value={token} />
      <div className="field">
        <label htmlFor="payer-state">State</label>
        <select
          id="payer-state"
          name="payerState"
          defaultValue={state}
          required
          aria-invalid={errors.payerState ? true : undefined}
          aria-describedby={errors.payerState ? "payer-state-error" : undefined}
        >
          <option value="">Choose…</option>
          {PLACES_OF_SUPPLY.map((place) => (
            <option key={place.code} value={place.code}>
              {place.name}
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
        label="Company GSTIN (optional)"
        name="payerGstin"
        defaultValue={values?.payerGstin ?? page.payerGstin ?? ""}
        maxLength={20}
        autoComplete="off"
        hint="For a tax invoice in your company's name"
        error={errors.payerGstin}
      />
      <TextField
        label="Company legal name (with a GSTIN)"
        name="payerLegalName"
        defaultValue={values?.payerLegalName ?? page.payerLegalName ?? ""}
        maxLength={200}
        autoComplete="organization"
        error={errors.payerLegalName}
      />
      <TextAreaField
        label="Company billing address (with a GSTIN)"
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
        Save my details
      </button>
    </form>
  );
}

export function UtrForm({ token, answer, bank }: { token: string; answer?: PaymentAnswer; bank: boolean }) {
  const posted = answer?.intent === "utr" ? answer : undefined;
  const errors = posted?.errors ?? {};
  const method = posted?.values?.method ?? "upi";
  return (
    <form method="post" aria-labelledby="utr-heading" className={styles.card}>
      <h2 id="utr-heading">Paid? Enter your UTR</h2>
      <input type="hidden" name="intent" value="utr" />
      <input type="hidden" name="token" value={token} />
      <fieldset className={styles.methods}>
        <legend>How you paid</legend>
        <label>
          <input type="radio" name="method" value="upi" defaultChecked={method === "upi"} /> UPI
        </label>{" "}
        {bank ? (
          <label>
            <input type="radio" name="method" value="bank" defaultChecked={method === "bank"} /> Bank transfer
          </label>
        ) : null}
      </fieldset>
      <TextField
        label="UTR (transaction reference)"
        name="utr"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        defaultValue={posted?.values?.utr ?? ""}
        hint="The 12-digit number in your UPI app or bank's message (NEFT/RTGS: 16 or 22 characters)"
        error={errors.utr}
      />
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        Send my UTR
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
  const posted = answer?.intent === "gateway" ? answer : undefined;
  return (
    <section aria-labelledby="gateway-heading" className={styles.card}>
      <h2 id="gateway-heading">Pay online</h2>
      {posted?.url ? (
        <p role="status" className="message message-success">
          Your seat is held for 15 minutes.{" "}
          <a className="btn btn-primary" href={posted.url} rel="noreferrer">
            Continue to Razorpay to pay
          </a>
        </p>
      ) : (
        <form method="post">
          <input type="hidden" name="intent" value="gateway" />
          <input type="hidden" name="token" value={token} />
          <p className="field-hint">Card, UPI, net banking or wallet on Razorpay's secure page.</p>
          <button type="submit" className="btn btn-primary">
            Pay online with Razorpay
          </button>
        </form>
      )}
      {posted?.errors?.form ? (
        <p role="alert" className="message message-error">
          {posted.errors.form}
        </p>
      ) : null}
    </section>
  );
}

/** A discount code, offered while nothing is paid or entered on this fee; `code` from the link's ?code=. */
export function CouponForm({ token, answer, code }: { token: string; answer?: PaymentAnswer; code: string }) {
  const posted = answer?.intent === "coupon" ? answer : undefined;
  const errors = posted?.errors ?? {};
  return (
    <form method="post" aria-labelledby="coupon-heading" className={styles.card}>
      <h2 id="coupon-heading">Discount code</h2>
      <input type="hidden" name="intent" value="coupon" />
      <input type="hidden" name="token" value={token} />
      <TextField
        label="Code"
        name="code"
        defaultValue={posted?.values?.code ?? code}
        maxLength={64}
        autoComplete="off"
        hint="The fee, its GST and your proforma invoice follow the code. Apply it before you pay."
        error={errors.code ?? errors.form}
      />
      <button type="submit" className="btn">
        Apply the code
      </button>
    </form>
  );
}
