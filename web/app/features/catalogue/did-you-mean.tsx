// "Did you mean …" for a search that matches only through typos, or not at all
// (the API's GET /ictData/spelling/{text}); a link to the corrected search.
import { searchCopy as copy } from "@skillbridge/core/page-copy/search";
import { Link } from "react-router";

export function DidYouMean({ suggestion }: { suggestion: string | null }) {
  if (!suggestion) return null;
  return (
    <p className="message">
      {copy.didYouMean} <Link to={`/search/${encodeURIComponent(suggestion)}`}>{suggestion}</Link>?
    </p>
  );
}
