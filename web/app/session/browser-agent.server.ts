// A sign-in made through the site reaches the API in-process, not from the browser: the route
// action passes the browser's own user agent on, so the session is named by its browser and system
// ("Chrome on Windows") in Active sessions. The API keeps only that summary, never the agent.
const MAX_AGENT_LENGTH = 512;

export function browserAgentHeaders(request: Request): Record<string, string> {
  const agent = request.headers.get("user-agent");
  return agent ? { "user-agent": agent.slice(0, MAX_AGENT_LENGTH) } : {};
}
