// "Did you mean …" for a search that matches only through typos, or not at all
// (the API's GET /ictData/spelling/{text}); a link to the corrected search.
import { searchCopy as copy } from "@skillbridge/core/page-copy/search";
import { Link } from "react-router";
import { useCopy, useLocalePath } from "../../i18n/copy";

export function DidYouMean({ suggestion }: { suggestion: string | null }) {
  const words = useCopy("search", copy);
  const to = useLocalePath();
  if (!suggestion) return null;
  return (
    <p className="message">
      {words.didYouMean} <Link to={to(`/search/${encodeURIComponent(suggestion)}`)}>{suggestion}</Link>?
    </p>
  );
}
