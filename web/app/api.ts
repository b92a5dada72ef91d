// The browser's API client, with the key the server handed to the page (root loader).
import { type ApiClient, createFetchApiClient } from "@skillbridge/core/api-client";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";

type RootData = { apiKey: string };

export function useApi(): ApiClient {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const apiKey = data?.apiKey ?? "";
  return useMemo(() => createFetchApiClient(apiKey), [apiKey]);
}
