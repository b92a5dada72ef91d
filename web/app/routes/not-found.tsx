// Any unknown route answers a real 404 (contract).
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return null;
}
