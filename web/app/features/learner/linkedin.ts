// LinkedIn's documented "Add to profile" link for a certification: it opens the
// learner's profile with the certificate's name, issuer, issue month, ID and URL filled in.
// https://addtoprofile.linkedin.com/ — startTask=CERTIFICATION_NAME with name, organizationName,
// issueYear, issueMonth, certId and certUrl.
export function linkedInAddUrl(certificate: {
  name: string;
  issuer: string;
  issuedAt: string;
  code: string;
  url: string;
}): string {
  // The month and year of issue in India.
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "numeric",
  })
    .format(new Date(certificate.issuedAt))
    .split("-");
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.name,
    organizationName: certificate.issuer,
    issueYear: String(Number(year)),
    issueMonth: String(Number(month)),
    certId: certificate.code,
    certUrl: certificate.url,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
