import { authEndpoints, siteSettingsEndpoints } from "@skillbridge/core";
import { localeList, localeOfPath, locales, localizedPath } from "@skillbridge/core/i18n/locales";
import { visitorCopy } from "@skillbridge/core/messages";
import { defaultSiteSettings } from "@skillbridge/core/site-settings";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { LogoutButton } from "./features/session/logout-button";
import { SignInButton } from "./features/session/sign-in-button";
import { flashTexts } from "./flash";
import { CopyProvider } from "./i18n/copy";
import { pageFontFor } from "./i18n/devanagari-font.server";
import { dictionaryFor } from "./i18n/dictionary.server";
import { isIndexedTranslatedPath } from "./i18n/translated-routes";
import { SiteFooter } from "./layout/site-footer";
import { SiteHeader } from "./layout/site-header";
import { requestContext } from "./request-context";
import { organizationJsonLd } from "./seo";
import { JsonLd } from "./ui/json-ld";
import { ToastProvider } from "./ui/toast";
import "./styles.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/images/logo.svg", type: "image/svg+xml" }];

// The session does not change when only the query changes (catalogue filters): skip the call.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  // A change of language brings the other dictionary.
  if (localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname)) return true;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, apiKey, origin, flash } = context.get(requestContext);
  const locale = localeOfPath(new URL(request.url).pathname);
  const dictionary = dictionaryFor(locale);
  // The provider's contact details (site settings record) for the footer, the popups,
  // the JSON-LD and every page that names a phone, an address or the hours.
  const [session, settings] = await Promise.all([api.call(authEndpoints.session), api.call(siteSettingsEndpoints.get)]);
  return {
    user: session.ok ? session.data.user : null,
    settings: settings.ok ? settings.data : defaultSiteSettings,
    apiKey,
    origin,
    // The sign-out's message in the language of the page it lands on.
    flash: flash
      ? flash === "logged-out" && dictionary
        ? { ...flashTexts[flash], text: dictionary.learnerArea.loggedOut }
        : flashTexts[flash]
      : null,
    locale,
    dictionary,
    font: pageFontFor(locale),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const signedIn = data?.user?.role === "learner";
  // The back office has its own frame (routes/admin-layout.tsx): no public header or footer.
  const { pathname } = useLocation();
  const backOffice = /^\/admin(\/|$)/.test(pathname);
  const locale = localeOfPath(pathname);
  // Translated pages name each language's address of the same page (and x-default: English).
  const translated = !backOffice && data?.origin !== undefined && isIndexedTranslatedPath(pathname);
  // The layout's effect runs after every effect of the first page it holds, so this flag says the
  // page's timers and listeners are live (the browser tests wait on it before they act).
  useEffect(() => {
    (window as unknown as { __skillbridgeHydrated?: boolean }).__skillbridgeHydrated = true;
  }, []);
  return (
    <html lang={locales[locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        <Links />
        {data?.font ? (
          <>
            <link rel="preload" href={data.font.preload} as="font" type="font/woff2" crossOrigin="" />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own constant rules */}
            <style dangerouslySetInnerHTML={{ __html: data.font.css }} />
          </>
        ) : null}
        {translated && data
          ? [
              ...localeList.map((code) => (
                <link
                  key={code}
                  rel="alternate"
                  hrefLang={locales[code].hreflang}
                  href={`${data.origin}${localizedPath(pathname, code)}`}
                />
              )),
              <link
                key="x-default"
                rel="alternate"
                hrefLang="x-default"
                href={`${data.origin}${localizedPath(pathname, "en")}`}
              />,
            ]
          : null}
      </head>
      <body>
        <CopyProvider dictionary={data?.dictionary ?? null}>
          <ToastProvider flash={data?.flash}>
            <a href="#main" className="skip-link">
              {(data?.dictionary?.header ?? visitorCopy.header).skipToContent}
            </a>
            {backOffice ? null : <SiteHeader signedIn={signedIn} signIn={<SignInButton />} logout={<LogoutButton />} />}
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            {backOffice ? null : <SiteFooter />}
          </ToastProvider>
        </CopyProvider>
        {data ? <JsonLd data={organizationJsonLd(data.origin, data.settings)} /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page">
      <title>{notFound ? "Page not found" : "Something went wrong"}</title>
      <meta name="robots" content="noindex" />
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p>
        {notFound
          ? "The page you asked for does not exist or is no longer available."
          : "Please try again in a moment."}
      </p>
      <p>
        <Link to="/" className="btn btn-primary">
          Go to the home page
        </Link>{" "}
        <Link to="/training_course" className="btn">
          Browse all courses
        </Link>
      </p>
    </div>
  );
}
