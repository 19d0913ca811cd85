export interface Route<Handler> {
  method: 'GET' | 'POST' | 'DELETE';
  /** A path with `:name` segments, e.g. `/v1/checkout/sessions/:id/expire`. */
  path: string;
  handler: Handler;
}

interface RouteMatch<Handler> {
  handler: Handler;
  pathParams: Record<string, string>;
}

export type Router<Handler> = (method: string, path: string) => RouteMatch<Handler> | undefined;

export function createRouter<Handler>(routes: readonly Route<Handler>[]): Router<Handler> {
  const compiled = routes.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-z_]+)/g, (_segment, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, names, pattern: new RegExp(`^${source}/?$`) };
  });
  return (method, path) => {
    for (const { route, names, pattern } of compiled) {
      if (route.method !== method) continue;
      const match = pattern.exec(path);
      if (!match) continue;
      const pathParams = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
      return { handler: route.handler, pathParams };
    }
    return undefined;
  };
}
